// Drafts an outreach message of the asked type from the profile text and the sender's "About me and
// my offer" part: the reader's first name, role and company, one concrete detail from their profile,
// the sender's own words about their offer, and one ask at the end. The same input gives the same
// draft; the wording varies between profiles so two drafts do not read as one template.
import { OUTREACH_CHAR_LIMITS, type GenerateOutreachResponse, type OutreachType } from '../../../lib/api/contract.ts';
import { countWords } from '../analyze/text.ts';
import { WORD_RANGE } from './evaluate.ts';
import { readProfile, readSender, splitOutreachInput, type ProfileFacts, type SenderFacts } from './profile.ts';

/** Picks one of a few phrasings from the profile text, the same one every time for the same profile. */
function chooser(seedText: string) {
  let hash = 2166136261;
  for (let i = 0; i < seedText.length; i++) hash = Math.imul(hash ^ seedText.charCodeAt(i), 16777619);
  let n = hash >>> 0;
  return <T>(options: readonly T[]): T => {
    const pick = options[n % options.length]!;
    n = Math.floor(n / 7) + 1;
    return pick;
  };
}
type Choose = ReturnType<typeof chooser>;

function roleWithArticle(role: string): string {
  if (/^\p{Lu}/u.test(role)) return role;
  return `${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role}`;
}

/** Whole words of `text`, at most `max` characters, "…" when cut. */
function fragment(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  for (const word of text.split(/\s+/)) {
    if (`${out} ${word}`.trim().length > max - 1) break;
    out = `${out} ${word}`.trim();
  }
  return `${out.replace(/[,;:–—-]+$/, '')}…`;
}

const BULLET_VERB =
  /^(?:led|lead|built|build|grew|grow|launched|cut|scaled|ran|run|managed|manage|founded|co-founded|opened|reduced|increased|drove|delivered|created|set up|rolled out|hired|introduced|designed|oversaw|oversee|own|spoke|wrote|published|joined|moved|doubled|halved|shipped|started|helped|\p{L}+ed)\b/iu;
const THIRD_PERSON_SWAPS: Array<[RegExp, string]> = [
  [/\b(?:her|his|their)\b/gi, 'your'],
  [/\b(?:herself|himself|themselves)\b/gi, 'yourself'],
];
const FIRST_PERSON_SWAPS: Array<[RegExp, string]> = [
  [/\bmy\b/gi, 'your'],
  [/\bmyself\b/gi, 'yourself'],
  [/\bme\b/gi, 'you'],
];

/** "leads" → "lead", "is" → "are": the verb after "you". */
function secondPersonVerb(verb: string): string {
  const irregular: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do' };
  const lower = verb.toLowerCase();
  if (irregular[lower]) return irregular[lower];
  if (/ies$/.test(lower)) return lower.replace(/ies$/, 'y');
  if (/(?:ch|sh|ss|x|z|[^aeiou]us)es$/.test(lower)) return lower.slice(0, -2);
  if (/[^su]s$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

/** A profile sentence said back to its subject ("She led X" → "you led X"), or nothing when unsure. */
export function toSecondPerson(text: string, firstName?: string): string | undefined {
  // "Recently: led X" → "recently led X".
  const when = /^(recently|lately|this year|last year)[:,]?\s+/i.exec(text);
  const sentence = when ? text.slice(when[0].length) : text;
  let rest: string | undefined;
  const names = firstName ? `|${firstName}(?:\\s+\\p{Lu}[\\p{L}'’-]+)?` : '';
  const third = new RegExp(`^(She|He|They${names})\\s+(\\p{L}+)\\b(.*)$`, 'u').exec(sentence);
  if (/^I(?:'m|’m)\s/.test(sentence)) rest = `are ${sentence.replace(/^I(?:'m|’m)\s+/, '')}`;
  else if (/^I(?:'ve|’ve)\s/.test(sentence)) rest = `have ${sentence.replace(/^I(?:'ve|’ve)\s+/, '')}`;
  else if (/^I am\s/.test(sentence)) rest = `are ${sentence.slice(5)}`;
  else if (/^I\s/.test(sentence)) rest = sentence.slice(2);
  if (rest !== undefined) for (const [from, to] of FIRST_PERSON_SWAPS) rest = rest.replace(from, to);
  else if (third) {
    // "They" takes the verb form "you" takes already.
    rest = `${third[1] === 'They' ? third[2]! : secondPersonVerb(third[2]!)}${third[3]}`;
    for (const [from, to] of THIRD_PERSON_SWAPS) rest = rest.replace(from, to);
  } else if (BULLET_VERB.test(sentence)) {
    rest = sentence.charAt(0).toLowerCase() + sentence.slice(1);
  }
  // "we", "our" or a second "I" would need more than a pronoun swap to read right.
  if (!rest || /\b(?:we|our|us|I|she|he)\b/i.test(rest.replace(/^are\b|^have\b/, ''))) return undefined;
  return when ? `${when[1]!.toLowerCase()} ${rest.trim()}` : rest.trim();
}

/** The text up to a clause break ("…, ", " and ", "; "), when that is at least 20 and at most `max` characters. */
function firstClause(text: string, max: number): string | undefined {
  const cut = /^(.{20,}?)(?:,\s|;\s|\s[–—-]\s|\sand\s|\swhich\s|\swhere\s)/.exec(text)?.[1];
  return cut && cut.length <= max ? cut : undefined;
}

/** The sentence that mentions the detail, quoting it when it cannot be said back naturally. */
function detailSentence(facts: ProfileFacts, choose: Choose, quoteChars: number): string | undefined {
  const { detail, detailSource } = facts;
  if (!detail) return undefined;
  if (detailSource === 'headline') {
    if (/^\p{L}+ing\b/u.test(detail))
      return `Your focus on ${detail.charAt(0).toLowerCase()}${detail.slice(1)} is clear from your headline.`;
    return `Your headline mentions "${fragment(detail, quoteChars)}".`;
  }
  if (detailSource !== 'activity') {
    const said = toSecondPerson(detail, facts.firstName);
    const fits = said && (said.length <= quoteChars + 20 ? said : firstClause(said, quoteChars + 20));
    if (fits) return choose([`Great to read that you ${fits}.`, `Good to see that you ${fits}.`]);
  }
  const quote = fragment(detail, quoteChars);
  if (detailSource === 'activity')
    return choose([`Your recent post, "${quote}", was a good read.`, `Your recent post was a good read: "${quote}".`]);
  return choose([`Your profile mentions "${quote}".`, `This line on your profile caught the eye: "${quote}".`]);
}

function contextSentence(facts: ProfileFacts, choose: Choose): string | undefined {
  const as = facts.role ? ` as ${roleWithArticle(facts.role)}` : '';
  const at = facts.company ? ` at ${facts.company}` : '';
  if (!as && !at) return undefined;
  return choose([`It was good to come across your work${as}${at}.`, `Your work${as}${at} stood out.`]);
}

function bridgeSentence(facts: ProfileFacts, choose: Choose): string {
  return facts.company
    ? choose([
        `It seemed relevant to what you are doing at ${facts.company}.`,
        `It could be useful for you at ${facts.company}.`,
      ])
    : 'It could be useful for you.';
}

/** Without an offer the message still says why it is written, in the reader's terms. */
function noOfferSentence(facts: ProfileFacts): string {
  return `It would be good to hear what you are working on${facts.company ? ` at ${facts.company}` : ''}, and to compare notes on what works for your team.`;
}

/** The sender's offer in one sentence short enough for a connection note. */
function shortOffer(sender: SenderFacts): string | undefined {
  const { value } = sender;
  if (!value) return undefined;
  if (value.length <= 110) return value;
  const clause = /^(.{25,110}?)(?:,\s|;\s|\s[–—-]\s|\s(?:by|with|so|which|through)\s)/.exec(value)?.[1];
  return clause ? `${clause}.` : undefined;
}

const LONG_ASKS = [
  'Would you be open to a 15-minute call next week?',
  'Would a short call next week be worth it for you?',
  'Are you open to a quick chat next week?',
];
const NOTE_ASKS = ['Would you be open to connecting?', 'Would you be open to connecting here?'];

/** Lower-cases the first word after an inline greeting ("Hi Dana, your work…"), but not "I". */
function afterGreeting(text: string): string {
  return /^I\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

function connectionNote(facts: ProfileFacts, sender: SenderFacts, greeting: string, choose: Choose): string {
  const context = contextSentence(facts, choose);
  const offer = shortOffer(sender);
  const ask = choose(NOTE_ASKS);
  const long = detailSentence(facts, choose, 100);
  const short = detailSentence(facts, choose, 50);
  const limit = OUTREACH_CHAR_LIMITS.linkedin_connection!;
  const maxWords = WORD_RANGE.linkedin_connection[1];
  const variants = [
    [context, long, offer],
    [context, short, offer],
    [long, offer],
    [short, offer],
    [context, short],
    [short],
    [context, offer],
    [context],
    [offer],
    [],
  ];
  for (const parts of variants) {
    const middle = parts.filter(Boolean).join(' ');
    const note = `${greeting} ${afterGreeting(middle ? `${middle} ${ask}` : ask)}`;
    if (note.length <= limit && countWords(note) <= maxWords) return note;
  }
  return ask;
}

function subjectLine(facts: ProfileFacts, choose: Choose): string {
  if (facts.company) return fragment(choose([`Idea for ${facts.company}`, `A question about ${facts.company}`]), 60);
  return facts.firstName ? `A question for you, ${facts.firstName}` : 'A quick question';
}

/**
 * Greeting, a paragraph about them, one about the offer, the ask, and a sign-off. Every part is
 * capped (detail and offer sentences at about 200 characters), so it stays far below the InMail limit.
 */
function longMessage(
  type: OutreachType,
  facts: ProfileFacts,
  sender: SenderFacts,
  greeting: string,
  choose: Choose,
): string {
  const context = contextSentence(facts, choose);
  const detail = detailSentence(facts, choose, 140);
  const offer = sender.offer.length > 0 ? [...sender.offer] : [noOfferSentence(facts)];
  let bridge: string | undefined = sender.offer.length > 0 ? bridgeSentence(facts, choose) : undefined;
  const ask = choose(LONG_ASKS);
  const signOff =
    type === 'linkedin_message' && !sender.firstName
      ? undefined
      : `Best,${sender.firstName ? `\n${sender.firstName}` : ''}`;
  const maxWords = WORD_RANGE[type][1];
  const compose = () =>
    [
      greeting,
      [context, detail].filter(Boolean).join(' ') || undefined,
      [...offer, bridge].filter(Boolean).join(' '),
      ask,
      signOff,
    ]
      .filter((p): p is string => Boolean(p))
      .join('\n\n');
  // Long offers give way first: the sentences about the reader are what make it personal.
  let body = compose();
  while (countWords(body) > maxWords && (bridge || offer.length > 1)) {
    if (bridge) bridge = undefined;
    else offer.shift();
    body = compose();
  }
  return body;
}

export function generateOutreach(input: string, type: OutreachType): GenerateOutreachResponse {
  const { profile, sender: senderText } = splitOutreachInput(input);
  const facts = readProfile(profile);
  const sender = senderText ? readSender(senderText) : { offer: [] };
  const choose = chooser(profile);
  const greeting = `${choose(['Hi', 'Hello'])} ${facts.firstName ?? 'there'},`;
  if (type === 'linkedin_connection') {
    const body = connectionNote(facts, sender, greeting, choose);
    return { type, body, characters: body.length };
  }
  const body = longMessage(type, facts, sender, greeting, choose);
  const subject = type === 'email' || type === 'inmail' ? subjectLine(facts, choose) : undefined;
  return { type, ...(subject && { subject }), body, characters: body.length };
}

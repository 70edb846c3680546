// Drafts an outreach message of the asked type from the profile text and the sender's "About me and
// my offer" part: the reader's first name, role and company, one concrete detail from their profile,
// the sender's own words about their offer, and one ask at the end. The same input gives the same
// draft; the wording varies between profiles so two drafts do not read as one template.
import { linkedinLength } from '../../../lib/api/characters.ts';
import { OUTREACH_CHAR_LIMITS, type GenerateOutreachResponse, type OutreachType } from '../../../lib/api/contract.ts';
import type { Language } from '../../../lib/api/language.ts';
import { languageOfText } from '../language/detect.ts';
import { WORDING, type Wording } from './catalog.ts';
import { WORD_RANGE } from './evaluate.ts';
import {
  profileProse,
  readProfile,
  readSender,
  splitOutreachInput,
  type ProfileFacts,
  type SenderFacts,
} from './profile.ts';
import { sizeRange, textSize, wholeWordsWithin } from './rules.ts';

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

/** One of the options; a single option is taken without a choice, so later choices stay as they were. */
function pick(choose: Choose, options: readonly string[]): string {
  return options.length === 1 ? options[0]! : choose(options);
}

/** Whole words of `text`, at most `max` characters, "…" when cut. */
function fragment(text: string, max: number): string {
  if (text.length <= max) return text;
  if (/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u.test(text))
    return `${wholeWordsWithin(text, max - 1).replace(/[、。，]+$/, '')}…`;
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
function detailSentence(facts: ProfileFacts, w: Wording, choose: Choose, quoteChars: number): string | undefined {
  const { detail, detailSource } = facts;
  if (!detail) return undefined;
  if (detailSource === 'headline') {
    if (w === WORDING.en && /^\p{L}+ing\b/u.test(detail))
      return `Your focus on ${detail.charAt(0).toLowerCase()}${detail.slice(1)} is clear from your headline.`;
    return w.headline(fragment(detail, quoteChars));
  }
  // Saying a line back in the second person needs English grammar; other languages quote it.
  if (detailSource !== 'activity' && w === WORDING.en) {
    const said = toSecondPerson(detail, facts.firstName);
    const fits = said && (said.length <= quoteChars + 20 ? said : firstClause(said, quoteChars + 20));
    if (fits) return choose([`Great to read that you ${fits}.`, `Good to see that you ${fits}.`]);
  }
  const quote = fragment(detail, quoteChars);
  return pick(choose, detailSource === 'activity' ? w.post(quote) : w.profile(quote));
}

function contextSentence(facts: ProfileFacts, w: Wording, choose: Choose): string | undefined {
  const options = w.context(facts.role, facts.company);
  return options && pick(choose, options);
}

/** The sender's offer in one sentence short enough for a connection note. */
function shortOffer(sender: SenderFacts): string | undefined {
  const { value } = sender;
  if (!value) return undefined;
  if (value.length <= 110) return value;
  const clause = /^(.{25,110}?)(?:,\s|;\s|\s[–—-]\s|\s(?:by|with|so|which|through)\s)/.exec(value)?.[1];
  return clause ? `${clause}.` : undefined;
}

function connectionNote(
  facts: ProfileFacts,
  sender: SenderFacts,
  greeting: string,
  language: Language,
  choose: Choose,
): string {
  const w = WORDING[language];
  const context = contextSentence(facts, w, choose);
  const offer = shortOffer(sender);
  const ask = pick(choose, w.noteAsks);
  const long = detailSentence(facts, w, choose, language === 'ja' ? 40 : 100);
  const short = detailSentence(facts, w, choose, language === 'ja' ? 20 : 50);
  const limit = OUTREACH_CHAR_LIMITS.linkedin_connection!;
  const maxSize = sizeRange(WORD_RANGE.linkedin_connection, language)[1];
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
    const middle = parts.filter(Boolean).join(w.space);
    const note = w.note(greeting, middle ? `${middle}${w.space}${ask}` : ask);
    if (linkedinLength(note) <= limit && textSize(note, language) <= maxSize) return note;
  }
  return ask;
}

function subjectLine(facts: ProfileFacts, w: Wording, choose: Choose): string {
  return fragment(pick(choose, w.subjects(facts.company, facts.firstName)), 60);
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
  language: Language,
  choose: Choose,
): string {
  const w = WORDING[language];
  const context = contextSentence(facts, w, choose);
  const detail = detailSentence(facts, w, choose, language === 'ja' ? 60 : 140);
  const offer = sender.offer.length > 0 ? [...sender.offer] : [w.noOffer(facts.company)];
  let bridge: string | undefined = sender.offer.length > 0 ? pick(choose, w.bridge(facts.company)) : undefined;
  const ask = pick(choose, w.longAsks);
  const signOff = type === 'linkedin_message' && !sender.firstName ? undefined : w.signOff(sender.firstName);
  const maxSize = sizeRange(WORD_RANGE[type], language)[1];
  const compose = () =>
    [
      greeting,
      [w.opener, context, detail].filter(Boolean).join(w.space) || undefined,
      [...offer, bridge].filter(Boolean).join(w.space),
      ask,
      signOff,
    ]
      .filter((p): p is string => Boolean(p))
      .join('\n\n');
  // Long offers give way first: the sentences about the reader are what make it personal.
  let body = compose();
  while (textSize(body, language) > maxSize && (bridge || offer.length > 1)) {
    if (bridge) bridge = undefined;
    else offer.shift();
    body = compose();
  }
  return body;
}

/** The language to write in: the one chosen, else the profile's prose (not its names), else English. */
export function outreachLanguage(profile: string, chosen?: Language): Language {
  return chosen ?? languageOfText(profileProse(profile)) ?? 'en';
}

/** `language`: the one the user chose; without it, the profile's. */
export function generateOutreach(input: string, type: OutreachType, language?: Language): GenerateOutreachResponse {
  const { profile, sender: senderText } = splitOutreachInput(input);
  const writeIn = outreachLanguage(profile, language);
  const facts = readProfile(profile);
  const sender = senderText ? readSender(senderText) : { offer: [] };
  const choose = chooser(profile);
  const greeting = pick(
    choose,
    WORDING[writeIn].greetings.map((g) => g(addressed(facts, writeIn))),
  );
  if (type === 'linkedin_connection') {
    const body = connectionNote(facts, sender, greeting, writeIn, choose);
    return { type, body, characters: linkedinLength(body) };
  }
  const body = longMessage(type, facts, sender, greeting, writeIn, choose);
  const subject = type === 'email' || type === 'inmail' ? subjectLine(facts, WORDING[writeIn], choose) : undefined;
  return { type, ...(subject && { subject }), body, characters: linkedinLength(body) };
}

/** The reader's name as a greeting in `language` uses it: German the full name, the others the first. */
function addressed(facts: ProfileFacts, language: Language): string | undefined {
  return language === 'de' ? (facts.fullName ?? facts.firstName) : facts.firstName;
}

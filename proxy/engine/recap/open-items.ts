// What the call leaves open or contested: questions no later line answers, and the other participants'
// objections with whether the coached person replied. Both reuse the live analysis's detectors.
import type { TranscriptMessage } from '../../../lib/api/contract.ts';
import type { RecapObjection, RecapQuestion } from '../../../lib/api/recap.ts';
import { objectionsIn } from '../analyze/objections.ts';
import { isQuestion } from '../analyze/questions.ts';
import { sentences } from '../analyze/text.ts';
import { contentStems } from '../playbook/similarity.ts';
import { commitmentIn } from './commitments.ts';
import { spoken } from './spoken.ts';

/** How many lines after an objection a reply from the coached person still answers it. */
export const ANSWER_WITHIN_LINES = 3;

/**
 * A reply that puts the question off or leaves it leaves it open: "let me check and get back to you",
 * "that one depends on the provider", "that's one for your HR team", "sorry, I've got to run".
 */
const DEFERS = new RegExp(
  [
    '\\b(?:get|come) back to you\\b|\\bcircle back\\b',
    '\\b(?:i|we) (?:will|need to|have to|would have to|would need to|got to|am going to|are going to) (?:check|confirm|find out|look (?:into|it up)|verify|double-check|dig|raise it|follow up|email you|text you|get back)\\b',
    '\\blet me (?:check|confirm|find out|look (?:into|it up)|verify|double-check|get back|dig|come back)\\b',
    '\\b(?:i am|i was) not (?:sure|certain)\\b|\\bnot off the top of my head\\b|\\boff the top of my head\\b',
    '\\b(?:can|could) not (?:say|tell you|confirm|answer|speak)\\b|\\brather not (?:speak|say|comment)\\b',
    '\\bnot something (?:i|we) can\\b|\\bone for (?:your|the|our)\\b',
    '\\b(?:i|we) can not (?:change|do|decide|approve|promise|give you|guarantee|commit|say|share|discuss|comment|disclose)\\b|\\b(?:i|we) (?:do not|did not) (?:know|remember|recall)\\b|\\b(?:a )?bigger conversation\\b|\\bit is complicated\\b|\\b(?:he|she|they) (?:is|are|has|have) (?:gone|left|dropped)\\b|\\bdropped off\\b|\\b(?:handled|dealt with|decided|set) by (?:our|the|your) (?:\\w+ )?(?:team|department|manager|office)\\b|\\bpass (?:your details|it|this|that|you) on\\b',
    '\\b(?:i|we) would (?:need|have) to (?:look|check|see|ask|find|dig)\\b|\\bsave (?:that|this|it)(?: one)? for\\b|\\b(?:park|table) (?:that|this|it)\\b',
    '\\bwill find out\\b|\\bto be confirmed\\b|\\btbd\\b',
    '\\bdiscuss (?:this |that |it )?later\\b|\\b(?:talk|go through|come back to) (?:that|this|it|the options) (?:later|after|then)\\b|\\bthen we can\\b',
    '\\b(?:i|we) (?:have got|got|have|need|must) to (?:run|go|jump|dash|drop|hop)\\b|\\b(?:gotta|got ta) (?:run|go|jump|dash|drop|hop)\\b|\\bhard stop\\b|\\bget you back in first\\b',
    // Sidesteps: putting it to later, hoping it will not arise, sympathy instead of an answer.
    '\\b(?:sort|figure|work|iron|deal with|pick|hash) (?:that|this|it|those)(?: \\w+)? (?:out |up )?(?:later|another time|separately|offline)\\b|\\blet us hope\\b|\\bhopefully it (?:will not|does not|never) come',
    '^(?:\\S+ ){0,2}(?:completely |totally |fully )?(?:understand|hear) (?:the|your) (?:frustration|concern|worry)\\b|\\b(?:is|are) (?:a bit|a little|slightly) (?:more )?(?:involved|complicated|tricky)\\b',
  ].join('|'),
);

/** A question asked the long way round: "what I'd need to know is whether…", "my team was asking if…". */
const ASKS_ABOUT =
  /\b(?:need|needs|want|wants|like|love|have|wanted|needed) to (?:know|find out|understand|check)\b.*\b(?:what|how|if|whether|when|who|which|why|where)\b|\b(?:asking|asked|wondering|wonder) (?:about )?(?:whether|if|what|how|when|why|who|which)\b/;
/** An opener before the question itself: "oh the other thing is um does it talk to toast". */
const THING_IS =
  /^.*?\b(?:thing is|question is|one (?:more |other |last )?thing|another thing|quick question)\s+(?:(?:um|uh|like|so|is)\s+)*/;
/**
 * Captions without punctuation ask by word order alone, often after a clause: "and after the month if we
 * sign for all six is there a discount". A sentence that ends in a full stop states.
 */
const INVERTED =
  /\b(?:is|are) there (?:a|an|any|some|something|anything|a way|room|much|enough|gonna|going to)\b|(?:^|\b(?:and|so|but|or|um|uh|like|also|then|okay|ok|oh|well|right|actually)\s)(?:does|do|did|can|could|will|would|is|are|should) (?:it|you|we|they|i|that|this|he|she)\b(?! (?:say|know|think|mean)\b)/;

export function asks(sentence: string): boolean {
  if (isQuestion(sentence)) return true;
  const said = spoken(sentence);
  if (ASKS_ABOUT.test(said)) return true;
  const rest = said.replace(THING_IS, '');
  if (rest !== said && rest.length > 0 && isQuestion(rest)) return true;
  return !/[.!]\s*$/.test(sentence) && INVERTED.test(said);
}

/**
 * "It kind of depends on the setup" leaves the question open; "that depends on your window. Right now
 * it's 24 hours, so yes" answers it after all, so only a reply that ends on the condition defers.
 */
const DEPENDS = /\b(?:that|it|this)(?: one)? (?:really |all |just |kinda |kind of |sort of )?depends\b/;
/** What answers after all: a yes or no, or a figure ("normally three to six weeks, it depends on…"). */
const ANSWERS =
  /\b(?:yes|no|yeah|nope)\b|\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|hundred)\b/;

export function defers(reply: string): boolean {
  const said = spoken(reply);
  if (DEFERS.test(said)) return true;
  const depends = DEPENDS.exec(said);
  if (!depends) return false;
  // The condition with no answer around it leaves the question open; an answer before or after closes it.
  const around = said.slice(0, depends.index) + said.slice(depends.index).replace(/^[^.!?]*/, '');
  return !ANSWERS.test(around);
}

/**
 * Questions anyone asked that no later line answers: the first line another participant says after
 * it is the answer, unless it puts the question off; a question nobody spoke after stays open.
 */
export function openQuestions(dialogue: readonly TranscriptMessage[]): RecapQuestion[] {
  const open: RecapQuestion[] = [];
  // What each line states (its questions and put-offs aside), read once however many questions look.
  const stated = new Map<number, ReadonlySet<string>>();
  const statedStems = (index: number) => {
    let stems = stated.get(index);
    if (!stems) {
      const content = dialogue[index]!.content;
      // A promise to answer ("I'll get you that answer on the notes") is no answer.
      const said = defers(content)
        ? []
        : sentences(content).filter((sentence) => !asks(sentence) && !commitmentIn(sentence, ''));
      stems = new Set(said.flatMap(contentStems));
      stated.set(index, stems);
    }
    return stems;
  };
  for (let i = 0; i < dialogue.length; i++) {
    const message = dialogue[i]!;
    const asked = sentences(message.content).filter(asks);
    if (asked.length === 0) continue;
    let reply: TranscriptMessage | undefined;
    // The asker went on to ask something else, or left, before anyone spoke: the reply is not this answer.
    let askedAgain = false;
    for (let j = i + 1; j < dialogue.length && !reply; j++)
      if (dialogue[j]!.speakerName !== message.speakerName) reply = dialogue[j];
      else if (sentences(dialogue[j]!.content).some(asks) || defers(dialogue[j]!.content)) askedAgain = true;
    if (reply && !askedAgain && !defers(reply.content)) continue;
    if (reply && answeredLater(dialogue, dialogue.indexOf(reply, i), message.speakerName, asked, statedStems)) continue;
    open.push({ text: asked.join(' '), quote: message.content, speakerName: message.speakerName });
  }
  return open;
}

/** Content words a later answer must share with a put-off question to count as its answer, at least… */
const SHARED_WORDS = 2;
/** …and at least this share of the question's own, so that "seven years" does not answer "three years' discount". */
const SHARED_PART = 0.4;

/**
 * A question put off and answered later in the call ("about the offline mode: it caches a full day"): a
 * later statement by someone other than the asker that shares its content words and puts nothing off.
 */
function answeredLater(
  dialogue: readonly TranscriptMessage[],
  after: number,
  asker: string,
  asked: readonly string[],
  statedStems: (index: number) => ReadonlySet<string>,
): boolean {
  const words = new Set(asked.flatMap(contentStems));
  if (words.size < SHARED_WORDS) return false;
  const needed = Math.max(SHARED_WORDS, Math.ceil(words.size * SHARED_PART));
  for (let j = after + 1; j < dialogue.length; j++) {
    if (dialogue[j]!.speakerName === asker) continue;
    let shared = 0;
    for (const word of statedStems(j)) if (words.has(word)) shared += 1;
    if (shared >= needed) return true;
  }
  return false;
}

/** Each objection another participant raised, once a line, answered when the coached person replied soon after. */
export function recapObjections(dialogue: readonly TranscriptMessage[], currentUser: string): RecapObjection[] {
  const found: RecapObjection[] = [];
  for (let i = 0; i < dialogue.length; i++) {
    const message = dialogue[i]!;
    if (message.speakerName === currentUser) continue;
    const seen = new Set<string>();
    for (const sentence of sentences(message.content)) {
      for (const kind of objectionsIn(sentence)) {
        if (seen.has(kind)) continue;
        seen.add(kind);
        const reply = dialogue.slice(i + 1, i + 1 + ANSWER_WITHIN_LINES).find((m) => m.speakerName === currentUser);
        const objection: RecapObjection = {
          text: sentence,
          quote: message.content,
          kind,
          speakerName: message.speakerName,
          answered: reply !== undefined,
        };
        found.push(reply ? { ...objection, answerQuote: reply.content } : objection);
      }
    }
  }
  return found;
}

// What the call leaves open or contested: questions no later line answers, and the other participants'
// objections with whether the coached person replied. Both reuse the live analysis's detectors.
import type { TranscriptMessage } from '../../../lib/api/contract.ts';
import type { Language } from '../../../lib/api/language.ts';
import type { RecapObjection, RecapQuestion } from '../../../lib/api/recap.ts';
import { objectionsIn } from '../analyze/objections.ts';
import { isQuestion } from '../analyze/questions.ts';
import { sentences } from '../analyze/text.ts';
import { contentStems } from '../playbook/similarity.ts';
import { commitmentIn } from './commitments.ts';
import { probability, type KindModel } from '../analyze/model.ts';
import { type AskedLine, OPEN_QUESTION_MODEL, questionFeatures } from './question-model.ts';
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
    '\\b(?:i|we) (?:honestly |really |just )?can not (?:change|do|decide|approve|promise|give you|guarantee|commit|say|share|discuss|comment|disclose)\\b|\\b(?:i|we) (?:do not|did not) (?:know|remember|recall)\\b|\\b(?:a )?bigger conversation\\b|\\bit is complicated\\b|\\b(?:he|she|they) (?:is|are|has|have) (?:gone|left|dropped)\\b|\\bdropped off\\b|\\byou (?:broke|are breaking|were breaking|cut) (?:up|out)\\b|\\b(?:did not|could not) (?:catch|hear) (?:that|you)\\b|\\b(?:i have|i have got) no (?:clue|idea)\\b|\\b(?:really )?down to (?:your|the|their)\\b|\\bnot the right person\\b|\\b(?:question|decision|call|matter) for (?:your|the|our)\\b|\\b(?:i|we) would (?:want|like|need|have) to (?:check|confirm|ask|verify)\\b|\\b(?:i|we) can not (?:see|advise|help with)\\b|\\b(?:really )?up to (?:the|your|their) \\w+|^depends\\b|\\bdo not have (?:a|any) (?:date|eta|timeline|answer|update)\\b|\\bnot (?:one hundred|a hundred|100) (?:percent|%)(?: sure)?\\b|\\b(?:have|has) not (?:worked|figured|decided|sorted) (?:that|it|this) out\\b|\\b(?:i|we) have not decided\\b|\\b(?:have|going) to (?:jump|hop) off\\b|\\bmy (?:other line|shift)\\b|\\bhand (?:it |this )?over\\b|\\bring you back\\b|\\bcall you back\\b|\\b(?:have|has|did) not (?:given|told|shared|confirmed|announced)\\b|\\bno (?:eta|date|dates|word|news|timeline) (?:yet|on)\\b|\\b(?:handled|dealt with|decided|set) by (?:our|the|your) (?:\\w+ )?(?:team|department|manager|office)\\b|\\bpass (?:your details|it|this|that|you) on\\b',
    '\\b(?:i|we) would (?:need|have) to (?:look|check|see|ask|find|dig)\\b|\\bsave (?:that|this|it)(?: one)? for\\b|\\b(?:park|table) (?:that|this|it)\\b',
    '\\bwill find out\\b|\\bto be confirmed\\b|\\btbd\\b',
    '\\bdiscuss (?:this |that |it )?later\\b|\\b(?:talk|go through|come back to) (?:that|this|it|the options) (?:later|after|then)\\b|\\bthen we can\\b',
    '\\b(?:i|we) (?:have got|got|have|need|must) to (?:run|go|jump|dash|drop|hop|take this|stop|leave|wrap up)\\b|\\b(?:gotta|got ta) (?:run|go|jump|dash|drop|hop)\\b|\\bhard stop\\b|\\bget you back in first\\b',
    // Sidesteps: putting it to later, hoping it will not arise, sympathy instead of an answer.
    '\\b(?:sort|figure|work|iron|deal with|pick|hash) (?:that|this|it|those)(?: \\w+)? (?:out |up )?(?:later|another time|separately|offline)\\b|\\blet us hope\\b|\\bhopefully it (?:will not|does not|never) come',
    '^(?:\\S+ ){0,2}(?:completely |totally |fully )?(?:understand|hear) (?:the|your) (?:frustration|concern|worry)\\b|\\b(?:is|are) (?:a bit|a little|slightly) (?:more )?(?:involved|complicated|tricky)\\b',
  ].join('|'),
);

/** A question asked the long way round: "what I'd need to know is whether…", "my team was asking if…". */
const ASKS_ABOUT =
  /\b(?:need|needs|want|wants|like|love|have|wanted|needed) to (?:know|find out|understand|check)\b.*\b(?:what|how|if|whether|when|who|which|why|where)\b|\bif you do not mind me asking\b|\b(?:is|was) whether\b|\basked (?:me|us|him|her) (?:was |is )?(?:whether|if)\b|\b(?:ask|asks|asking|asked|wondering|wonder) (?:about )?(?:whether|if|what|how|when|why|who|which|is|are|does|do|did|can|could|will|would|should)\b/;
/** An opener before the question itself: "oh the other thing is um does it talk to toast". */
/** A question after an interjection, unpunctuated: "i don't think so oh what's the lead time on probes". */
const WH_AFTER =
  /(?:^|\b(?:oh|and|so|um|uh|also|okay|ok|well|but)\s)(?:what|how|when|where|who|which|why) (?:is|are|does|do|did|can|will|would|much|many|long|about)\b/;
const THING_IS =
  /^.*?\b(?:thing is|question is|one (?:more|other|last)(?: thing| question)?|one thing|another thing|quick question)\s+(?:(?:um|uh|like|so|is)\s+)*/;
/**
 * Captions without punctuation ask by word order alone, often after a clause: "and after the month if we
 * sign for all six is there a discount". A sentence that ends in a full stop states.
 */
const INVERTED =
  /\b(?:is|are|does|do|can|will|would|could) (?:it|they|you|we|that|this)\b.*\bor\b|\b(?:what|how|when|where|who|which|why) (?:did|does|do|is|are|was|were|can|could|will|would) (?:they|you|we|it|he|she|i)\b|\b(?:is|are) there (?:a|an|any|some|something|anything|a way|room|much|enough|gonna|going to)\b|(?:^|\b(?:and|so|but|or|um|uh|like|also|then|okay|ok|oh|well|right|actually)\s)(?:does|do|did|can|could|will|would|is|are|should) (?:it|you|we|they|i|that|this|he|she)\b(?! (?:say|know|think|mean)\b)/;

export function asks(sentence: string): boolean {
  const said = spoken(sentence);
  if (isQuestion(sentence)) return !echoes(said);
  if (ASKS_ABOUT.test(said)) return true;
  const rest = said.replace(THING_IS, '');
  if (rest !== said && rest.length > 0 && (isQuestion(rest) || AUX_FIRST.test(rest))) return true;
  return !/[.!]\s*$/.test(sentence) && (INVERTED.test(said) || WH_AFTER.test(said));
}

/** "one more thing does petledger handle the drug logs": a question by word order after the opener. */
const AUX_FIRST = /^(?:does|do|did|is|are|can|could|will|would|should|has|have) \w+/;
/** Words a question that asks for something has: a verb or a question word. */
const ASKING_WORD =
  /\b(?:what|how|when|where|who|which|why|any|is|are|was|were|do|does|did|can|could|will|would|should|have|has|had|may|might|shall|must)\b/;

/** "24 hours??", "one day?": a figure echoed in disbelief asks for nothing. */
function echoes(said: string): boolean {
  const question = said.replace(/[?!.\s]+$/, '');
  return (
    question.split(' ').length <= 6 &&
    !ASKING_WORD.test(question) &&
    !/^(?:and|also|what about|how about)\b/.test(question)
  );
}

/**
 * "It kind of depends on the setup" leaves the question open; "that depends on your window. Right now
 * it's 24 hours, so yes" answers it after all, so only a reply that ends on the condition defers.
 */
const DEPENDS = /\b(?:that|it|this)(?: one)? (?:really |all |just |kinda |kind of |sort of )?depends\b/;
/** What answers after all: a yes or no, or a figure ("normally three to six weeks, it depends on…"). */
const ANSWERS =
  /\b(?:yes|no|yeah|nope)\b|\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|hundred)\b/;

/** "Ooh, that's a good one. Um...": a reply with nothing in it but praise for the question. */
const ONLY_PRAISE =
  /^(?:\W*\b(?:oh|ooh|oof|um|uh|hmm|hm|well|so|yeah|ah|that is|a|really|very|good|great|fair|one|question|interesting)\b)+\W*$/;

export function defers(reply: string): boolean {
  const said = spoken(reply);
  if (DEFERS.test(said) || ONLY_PRAISE.test(said)) return true;
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
/** Every line that asks something, read by the rules. */
export function askedLines(dialogue: readonly TranscriptMessage[]): AskedLine[] {
  const lines: AskedLine[] = [];
  // "Randy?" hands the floor to a participant; it asks nothing that could stay open.
  const names = new Set(
    dialogue.flatMap((m) => [m.speakerName, m.speakerName.split(' ')[0]!]).map((n) => n.toLowerCase()),
  );
  const namesSomeone = (sentence: string) =>
    names.has(
      sentence
        .replace(/[?!.,\s]+$/, '')
        .trim()
        .toLowerCase(),
    );
  // Whether each sentence of a line asks, read once however many questions look back at the line.
  const asking = new Map<number, { said: string[]; asks: boolean[] }>();
  const askingIn = (index: number) => {
    let read = asking.get(index);
    if (!read) {
      const said = sentences(dialogue[index]!.content);
      read = { said, asks: said.map(asks) };
      asking.set(index, read);
    }
    return read;
  };
  // What each line states (its questions and put-offs aside), read once however many questions look.
  const stated = new Map<number, ReadonlySet<string>>();
  const statedStems = (index: number) => {
    let stems = stated.get(index);
    if (!stems) {
      const content = dialogue[index]!.content;
      // A promise to answer ("I'll get you that answer on the notes") is no answer.
      const said = defers(content)
        ? []
        : askingIn(index).said.filter((sentence, k) => !askingIn(index).asks[k] && !commitmentIn(sentence, ''));
      stems = new Set(said.flatMap(contentStems));
      stated.set(index, stems);
    }
    return stems;
  };
  for (let i = 0; i < dialogue.length; i++) {
    const message = dialogue[i]!;
    // "you or Mr. Shetty?" is one question: a title's full stop ends no sentence.
    const asked = sentences(message.content.replace(/\b(Mr|Mrs|Ms|Dr|St)\. /g, '$1 ')).filter(
      (sentence) => asks(sentence) && !namesSomeone(sentence),
    );
    if (asked.length === 0) continue;
    // The asker went on to ask something else, or left, before anyone spoke: the reply is not this answer.
    const own = askingIn(i);
    let askedAgain = own.said.slice(own.asks.lastIndexOf(true) + 1).some((sentence) => defers(sentence));
    let replyAt = -1;
    for (let j = i + 1; j < dialogue.length && replyAt < 0; j++)
      if (dialogue[j]!.speakerName !== message.speakerName) replyAt = j;
      else if (askingIn(j).asks.includes(true) || defers(dialogue[j]!.content)) askedAgain = true;
    // A reply that ends by asking ("Good question. Randy?") passes it on: the next other voice answers.
    if (replyAt >= 0 && !defers(dialogue[replyAt]!.content) && endsAsking(dialogue[replyAt]!.content)) {
      const next = dialogue.findIndex((m, j) => j > replyAt && m.speakerName !== message.speakerName);
      if (next >= 0) replyAt = next;
    }
    const reply = replyAt >= 0 ? dialogue[replyAt] : undefined;
    const replyDefers = reply !== undefined && defers(reply.content);
    const replyPromises = reply !== undefined && promisesToFindOut(reply, asked);
    const laterAnswer =
      reply !== undefined && answeredLater(dialogue, replyAt, message.speakerName, asked, statedStems);
    const leftOpen = !(reply && !askedAgain && !replyDefers && !replyPromises) && !laterAnswer;
    lines.push({ index: i, asked, replyAt, askedAgain, replyDefers, replyPromises, laterAnswer, leftOpen });
  }
  return lines;
}

/**
 * Questions no later line answers. The rules read each asking line (askedLines); a model trained on
 * eight authors' labelled calls weighs their verdict with the reply's own words (question-model.ts),
 * which carries over to phrasings the rules never listed.
 */
export function openQuestions(
  dialogue: readonly TranscriptMessage[],
  model: KindModel = OPEN_QUESTION_MODEL,
): RecapQuestion[] {
  // Answered later is what "not open" means, and a question nobody spoke after is open, whatever the
  // model makes of the words.
  const open = (line: AskedLine) =>
    !line.laterAnswer && (line.replyAt < 0 || probability(model, questionFeatures(dialogue, line)) >= model.threshold);
  return askedLines(dialogue)
    .filter(open)
    .map(({ index, asked }) => ({
      text: asked.join(' '),
      quote: dialogue[index]!.content,
      speakerName: dialogue[index]!.speakerName,
    }));
}

/** A yes to a request: "Sure, I'll send it today" grants it, so the promise in it answers. */
const GRANTS = /^(?:sure|yes|yeah|yep|of course|absolutely|no problem|will do|certainly|definitely|ok|okay|happy to)\b/;

/** What a promise to find out does: ask, check, confirm, come back. */
const FINDS_OUT =
  /\b(?:check|ask|find out|confirm|get back|come back|update you|let you know|look into|double-check|verify|revert|raise|contact|text you|ring you|email you)\b/;
/** A reply that promises instead of answering ("I'll ask the property and update you by tomorrow"). */
function promisesToFindOut(reply: TranscriptMessage, asked: readonly string[]): boolean {
  if (GRANTS.test(spoken(reply.content))) return false;
  // A question for information ("what does the per-set price look like") is not answered by a promise
  // to send it later; a request for something ("can you send me the report") is.
  const wantsInformation = asked.some((sentence) => SEEKS_INFORMATION.test(spoken(sentence)));
  return sentences(reply.content).some(
    (sentence) =>
      (wantsInformation || FINDS_OUT.test(spoken(sentence))) && commitmentIn(sentence, reply.speakerName) !== undefined,
  );
}

const SEEKS_INFORMATION = /\b(?:what|how|when|where|which|why|whether|who)\b|\bif (?!you could|you can)/;

function endsAsking(text: string): boolean {
  return /\?\s*$/.test(text);
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

/**
 * Each objection another participant raised, read in the conversation's `language`, once a line,
 * answered when the coached person replied soon after.
 */
export function recapObjections(
  dialogue: readonly TranscriptMessage[],
  currentUser: string,
  language: Language = 'en',
): RecapObjection[] {
  const found: RecapObjection[] = [];
  for (let i = 0; i < dialogue.length; i++) {
    const message = dialogue[i]!;
    if (message.speakerName === currentUser) continue;
    const seen = new Set<string>();
    for (const sentence of sentences(message.content)) {
      for (const kind of objectionsIn(sentence, language)) {
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

// Questions others asked that the coached person has not answered yet. A question counts as
// answered once the coached person speaks after it; a question inside their own turn is theirs.
//
// Captions often drop the question mark, so a sentence is also a question when one of its
// clauses has the shape of one: a wh-word followed by a verb ("how long does onboarding take"),
// an auxiliary before its subject ("does that work with NetSuite"), or an indirect request
// ("I was wondering whether…", "any chance you could…", "walk me through…"). A question mark
// alone does not make a question of a tag ("…, right?") or a rhetorical one ("who wouldn't want…?").
import type { TranscriptMessage } from '../../../lib/api/contract.ts';
import { clauses, plain } from './cues.ts';
import { asksInOtherLanguage, closesWithTag } from './questions-intl.ts';
import { sentences } from './text.ts';

export interface UnansweredQuestion {
  speakerName: string;
  question: string;
}

/** Words that open a clause without changing what it is: "so", "okay and", "sorry". */
const OPENERS =
  /^(?:(?:so|and|but|okay|ok|oh|um|uh|umm|well|right|alright|also|then|sure|great|cool|yeah|yes|hmm|sorry|actually|honestly|now|just|quick question|one more thing|one last thing|last thing|real quick|just curious|out of curiosity|by the way|btw|hi|hey|and then|one question|another question|follow-up question|follow up question|question|thanks|thank you|got it|perfect|i see|gotcha|fair enough|first|second|also)\s+)+/;

const SUBJECT =
  '(?:you|we|i|they|it|he|she|this|that|there|these|those|the|your|our|my|their|his|her|anyone|anybody|someone|somebody|everyone|everybody|any|all|each|zname|people|folks)';
const AUX = '(?:do|does|did|is|are|was|were|can|could|would|will|should|shall|may|might|must|have|has|had|am)';

/** An auxiliary before its subject, possibly negated: "is there", "don't you", "would it". */
const INVERTED = new RegExp(`^${AUX}(?: not)? ${SUBJECT}\\b`);
/**
 * An auxiliary before a noun ("are other freight companies using this", "is onboarding included"):
 * any next word but a verb or adverb, which makes a clipped statement ("could be", "would love to").
 */
const INVERTED_NOUN =
  /^(?:do|does|did|is|are|was|were|can|could|will|would|should)(?: not)? (?!(?:be|do|love|like|have|had|go|try|say|happen|help|work|need|want|definitely|probably|also|just|still|really|already|totally|absolutely|certainly|depend|depends|vary|use|get|make|see|agree|imagine|complain|not|what|the job|the trick|fine|good|great|nice|well|ok|okay|done|better|worse|much|more|so|too|that is|you know)\b)(?:other|some|most|many|any|a|an|both|either|each|every|no|[a-z]+ing|[a-z]+s)\b/;
/** An adverbial wh-word needs an inverted auxiliary: "when does it", not "when we rolled it out". */
const WH_ADVERB = new RegExp(
  `^(?:when|where|why|how)(?: (?:long|much|many|often|soon|quickly|fast|far|big|large|exactly|else|come|early|late|old|well))?(?: {W}){0,2} ${AUX}(?: not)? (?!(?:that|this|it) (?:is|was)$)`.replace(
    '{W}',
    "[a-z0-9'$%-]+",
  ),
);
/** A pronoun wh-word may be the subject ("who handles support") but not an opening of a noun clause ("what we need is"). */
const WH_PRONOUN =
  /^(?:what|which|who|whose|whom)\b(?! (?:a|an|i|we|you|they|he|she|it is why|is why|means|if)\b)(?! (?:i|we|you|they) )/;
const HOW_ABOUT = /^(?:how|what) about\b|^how come\b|^what if\b|^why not (?:just )?(?:do|start|try|book|set|use|go)\b/;
const INDIRECT = new RegExp(
  [
    '\\b(?:wondering|wonder|curious|unclear|not clear) (?:about|if|whether|what|how|when|who|which|why|where)\\b',
    '^(?:any|is there any|is there a|there any) (?:chance|way|idea|ideas|thoughts|update|news|word|luck|plans|timeline|reason)\\b',
    '^(?:tell|show|walk|talk) (?:me|us) (?:about|how|what|why|whether|if|more|through|when|who|which)\\b',
    '^(?:let|keep) (?:me|us) (?:know|posted) (?:if|whether|what|how|when|who|which|where|why)\\b',
    '\\b(?:i|we) (?:would|will|want|wanted|need|needed|am trying|was trying|have) (?:love |like |)?(?:to )?(?:know|understand|hear|learn|find out|clarify|confirm) (?:what|how|if|whether|when|who|which|why|where|more|about)\\b',
    '\\b(?:i|we) would (?:love|like) to (?:know|understand|hear|learn) (?:what|how|if|whether|when|who|which|why|where|more|about)\\b',
    '^(?:mind if i ask|may i ask|can i ask|could i ask|might i ask|just to (?:confirm|clarify|check)|to confirm|to clarify|to be clear)\\b',
    '\\b(?:my|the|one|our) (?:question|concern) (?:is|was) (?:whether|if|how|what|when|who|why|where)\\b',
    '^(?:can|could|would|will) you (?:please )?(?:tell|show|walk|send|share|explain|remind|confirm|clarify|let|give|help|check|repeat|say|describe|go over)\\b',
    '^(?:do|would) you (?:mind|happen)\\b',
    '^(?:please )?(?:explain|describe|clarify|remind me|confirm)\\b',
    '^help (?:me|us) (?:understand|see|figure out|get a sense)\\b',
  ].join('|'),
);

/** A question mark after a tag or on a rhetorical question asks for nothing. */
const TAG =
  /(?:^|\s)(?:right|isn't it|is not it|aren't they|don't you think|wouldn't you say|you know|yeah|yes|huh|no|eh|correct|true|ok|okay|isn't that right|am i right|innit|don't they|doesn't it|isn't that so)$/;
const RHETORICAL = new RegExp(
  [
    '^(?:who|what|which \\S+) (?:would not|does not|do not|could not|can not) (?:want|like|love|need|enjoy|prefer|appreciate)\\b',
    '^what is not to like\\b',
    '^who (?:knows|cares|does that|would have thought)\\b',
    '^how (?:hard|bad|difficult) can (?:it|that) be\\b',
    '^how (?:cool|great|nice|awesome|amazing|crazy|funny|weird|good|bad|wild|neat|sweet) is (?:that|this)\\b',
    "^(?:can you believe|guess what|you know what|what can you do|what else is new|what could go wrong|why not|isn't it (?:great|funny|amazing|crazy|ironic)|is not it (?:great|funny|amazing|crazy|ironic)|is not that (?:great|funny|something|crazy))\\b",
  ].join('|'),
);

/** After a first clause, "which…" and "who…" open a relative clause, not a question. */
const RELATIVE = /^(?:which|who|whose|whom)\b/;

function clauseAsks(clause: string, first: boolean): boolean {
  const bare = clause.replace(OPENERS, '');
  if (RHETORICAL.test(bare) || (!first && RELATIVE.test(bare))) return false;
  return (
    INVERTED.test(bare) ||
    INVERTED_NOUN.test(bare) ||
    WH_ADVERB.test(bare) ||
    WH_PRONOUN.test(bare) ||
    HOW_ABOUT.test(bare) ||
    INDIRECT.test(bare)
  );
}

/** Whether a sentence asks something, in any of Sidecue's six languages. */
export function isQuestion(sentence: string): boolean {
  if (closesWithTag(sentence)) return false;
  return asksInEnglish(sentence) || asksInOtherLanguage(sentence);
}

function asksInEnglish(sentence: string): boolean {
  const text = plain(sentence);
  const parts = clauses(text);
  if (parts.length === 0) return false;
  const last = parts[parts.length - 1]!.replace(OPENERS, '');
  if (/\?\s*$/.test(sentence)) {
    if (TAG.test(last) && parts.length > 1) return false;
    return !RHETORICAL.test(parts[0]!.replace(OPENERS, '')) && !RHETORICAL.test(last);
  }
  // Without a question mark only the clause shapes count; an exclamation is not a question.
  if (/!\s*$/.test(sentence)) return false;
  let first = true;
  for (const part of parts) {
    if (clauseAsks(part, first)) return true;
    // Openers alone ("okay", "quick question") do not end the opening of a sentence.
    if (`${part} `.replace(OPENERS, '').trim().length > 0) first = false;
  }
  return false;
}

/** Open questions, oldest first: only what others said after the coached person last spoke. */
export function unansweredQuestions(dialogue: readonly TranscriptMessage[], currentUser: string): UnansweredQuestion[] {
  let since = dialogue.length;
  while (since > 0 && dialogue[since - 1]!.speakerName !== currentUser) since -= 1;
  const open: UnansweredQuestion[] = [];
  for (const message of dialogue.slice(since)) {
    for (const sentence of sentences(message.content)) {
      if (isQuestion(sentence)) open.push({ speakerName: message.speakerName, question: sentence });
    }
  }
  return open;
}

// What the call leaves open or contested: questions no later line answers, and the other participants'
// objections with whether the coached person replied. Both reuse the live analysis's detectors.
import type { TranscriptMessage } from '../../../lib/api/contract.ts';
import type { RecapObjection, RecapQuestion } from '../../../lib/api/recap.ts';
import { objectionsIn } from '../analyze/objections.ts';
import { isQuestion } from '../analyze/questions.ts';
import { sentences } from '../analyze/text.ts';
import { spoken } from './spoken.ts';

/** How many lines after an objection a reply from the coached person still answers it. */
export const ANSWER_WITHIN_LINES = 3;

/**
 * A reply that puts the question off leaves it open: "let me check and get back to you", "I'm not
 * sure", "good question, I'll find out".
 */
const DEFERS =
  /\b(?:get back to you|circle back|follow up (?:on|with)|(?:i|we) (?:will|need to|have to|would have to|would need to|got to) (?:check|confirm|find out|look (?:into|it up)|ask|verify|double-check|dig)|let me (?:check|confirm|find out|look (?:into|it up)|ask|verify|double-check|get back|dig)|(?:i am|i was) not (?:sure|certain)|(?:i|we) do not (?:know|have (?:that|an answer|the answer|those|the numbers))|no idea|not off the top of my head|can not (?:say|tell|confirm|answer)|(?:good|great|fair) question|need to (?:check|confirm|ask)|have to (?:check|confirm|ask)|will find out|to be confirmed|tbd|(?:i|we) will (?:have to|need to) see)\b/;

export function defers(reply: string): boolean {
  return DEFERS.test(spoken(reply));
}

/**
 * Questions anyone asked that no later line answers: the first line another participant says after
 * it is the answer, unless it puts the question off; a question nobody spoke after stays open.
 */
export function openQuestions(dialogue: readonly TranscriptMessage[]): RecapQuestion[] {
  const open: RecapQuestion[] = [];
  for (let i = 0; i < dialogue.length; i++) {
    const message = dialogue[i]!;
    const asked = sentences(message.content).filter(isQuestion);
    if (asked.length === 0) continue;
    const reply = dialogue.slice(i + 1).find((m) => m.speakerName !== message.speakerName);
    if (reply && !defers(reply.content)) continue;
    open.push({ text: asked.join(' '), quote: message.content, speakerName: message.speakerName });
  }
  return open;
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

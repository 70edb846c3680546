// Questions others asked that the coached person has not answered yet. A question counts as
// answered once the coached person speaks after it; a question inside their own turn is theirs.
import type { TranscriptMessage } from '../../../lib/api/contract.ts';
import { sentences } from './text.ts';

export interface UnansweredQuestion {
  speakerName: string;
  question: string;
}

const QUESTION_START = /^(what|how|why|when|where|who|which|can|could|would|will|do|does|did|is|are|should|have|has)\b/i;

export function isQuestion(sentence: string): boolean {
  return sentence.endsWith('?') || QUESTION_START.test(sentence);
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

// The recap the engine's rules write at the end of a conversation (lib/api/recap.ts): pure, the same
// transcript gives the same recap, and every quote is a participant line's content. Items quote lines
// as said; only the summary's prose is written in the conversation's language.
import type { TranscriptMessage } from '../../../lib/api/contract.ts';
import type { Language } from '../../../lib/api/language.ts';
import type { PlaybookFile } from '../../../lib/api/playbook.ts';
import { keepQuoted, type Recap, type RecapItem, type RecapNextStep } from '../../../lib/api/recap.ts';
import { probability } from '../analyze/model.ts';
import { dialogue as dialogueOf, sentences } from '../analyze/text.ts';
import { matchPlaybook } from '../playbook/match.ts';
import { acceptsProposal, commitmentIn, isDecision } from './commitments.ts';
import { openQuestions, recapObjections } from './open-items.ts';
import { DECISION_MODEL, decisionFeatures } from './decision-model.ts';
import { summaryOf } from './summary.ts';

/** What the rules find in one line: the sentence that settles something, if any, and its promise. */
export interface RuledLine {
  decided?: string;
  committed?: RecapNextStep;
}

/** The rules' reading of every line: acceptance of what the other side put forward, settling words, promises. */
export function ruleLines(dialogue: readonly TranscriptMessage[]): RuledLine[] {
  return dialogue.map((message, index) => {
    const ruled: RuledLine = {};
    const previous = lastFromAnother(dialogue, index);
    if (previous !== undefined && acceptsProposal(message.content, previous.content)) ruled.decided = message.content;
    // One item of each kind a line: its quote is the whole line either way.
    for (const sentence of sentences(message.content)) {
      if (ruled.decided === undefined && isDecision(sentence)) ruled.decided = sentence;
      if (ruled.committed) continue;
      const commitment = commitmentIn(sentence, message.speakerName);
      if (commitment) ruled.committed = { ...commitment, quote: message.content };
    }
    return ruled;
  });
}

export function recapTranscript(
  transcript: readonly TranscriptMessage[],
  currentUser: string,
  options: {
    playbook?: PlaybookFile;
    /** The conversation's language: objections are read and the summary written in it; English unless given. */
    language?: Language;
  } = {},
): Recap {
  const dialogue = dialogueOf(transcript);
  const language = options.language ?? 'en';
  const ruled = ruleLines(dialogue);
  const nextSteps = ruled.flatMap((line) => (line.committed ? [line.committed] : []));
  const decisions: RecapItem[] = dialogue.flatMap((message, index) =>
    probability(DECISION_MODEL, decisionFeatures(dialogue, index, ruled[index]!.decided !== undefined)) >=
    DECISION_MODEL.threshold
      ? [{ text: ruled[index]!.decided ?? message.content, quote: message.content }]
      : [],
  );
  const questions = openQuestions(dialogue);
  const objections = recapObjections(dialogue, currentUser, language);
  const recap: Recap = {
    summary: summaryOf({ dialogue, currentUser, decisions, nextSteps, openQuestions: questions, objections }, language),
    decisions,
    nextSteps,
    openQuestions: questions,
    objections,
  };
  const checklist = options.playbook ? matchPlaybook(options.playbook, transcript, currentUser).checklist : undefined;
  // The rules quote lines as they are; the check stays as the contract's guarantee.
  return keepQuoted(checklist ? { ...recap, checklist } : recap, transcript);
}

/** The line another participant said last before line `index`. */
function lastFromAnother(dialogue: readonly TranscriptMessage[], index: number): TranscriptMessage | undefined {
  const speaker = dialogue[index]!.speakerName;
  for (let i = index - 1; i >= 0; i--) if (dialogue[i]!.speakerName !== speaker) return dialogue[i];
  return undefined;
}

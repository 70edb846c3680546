// The recap the engine's rules write at the end of a conversation (lib/api/recap.ts): pure, the same
// transcript gives the same recap, and every quote is a participant line's content.
import type { TranscriptMessage } from '../../../lib/api/contract.ts';
import type { PlaybookFile } from '../../../lib/api/playbook.ts';
import { keepQuoted, type Recap, type RecapItem, type RecapNextStep } from '../../../lib/api/recap.ts';
import { dialogue as dialogueOf, sentences } from '../analyze/text.ts';
import { matchPlaybook } from '../playbook/match.ts';
import { acceptsProposal, commitmentIn, isDecision } from './commitments.ts';
import { openQuestions, recapObjections } from './open-items.ts';
import { summaryOf } from './summary.ts';

export function recapTranscript(
  transcript: readonly TranscriptMessage[],
  currentUser: string,
  options: { playbook?: PlaybookFile } = {},
): Recap {
  const dialogue = dialogueOf(transcript);
  const decisions: RecapItem[] = [];
  const nextSteps: RecapNextStep[] = [];
  dialogue.forEach((message, index) => {
    const previous = lastFromAnother(dialogue, index);
    let decided = previous !== undefined && acceptsProposal(message.content, previous.content);
    if (decided) decisions.push({ text: message.content, quote: message.content });
    let committed = false;
    for (const sentence of sentences(message.content)) {
      // One item of each kind a line: its quote is the whole line either way.
      if (!decided && isDecision(sentence)) {
        decided = true;
        decisions.push({ text: sentence, quote: message.content });
      }
      if (committed) continue;
      const commitment = commitmentIn(sentence, message.speakerName);
      if (commitment) {
        committed = true;
        nextSteps.push({ ...commitment, quote: message.content });
      }
    }
  });
  const questions = openQuestions(dialogue);
  const objections = recapObjections(dialogue, currentUser);
  const recap: Recap = {
    summary: summaryOf({ dialogue, currentUser, decisions, nextSteps, openQuestions: questions, objections }),
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

// Guidance from the model's answer: its points (`elaboration`) and findings, checked against the
// contract; the rules' figures (talk share, mood) stay, since counting is what rules do best.
import { z } from 'zod';
import { knownGuidanceFields, type TranscriptMessage } from '../../../lib/api/contract.ts';
import type { PlaybookFile } from '../../../lib/api/playbook.ts';
import { guidanceGist, type Analysis } from '../analyze/compose.ts';
import { mergeModelPicks } from '../playbook/model-entries.ts';
import { checkAnswer, type Checked } from './answer.ts';

/** The spec: plain-text model output goes in `elaboration`; `isSame` is a boolean. */
export const ModelAnalysisAnswer = z.object({
  elaboration: z.string().trim().min(1).max(4_000),
  isSame: z.boolean().optional(),
  unansweredQuestions: knownGuidanceFields.unansweredQuestions.optional(),
  objections: knownGuidanceFields.objections.optional(),
  nextStep: knownGuidanceFields.nextStep.optional(),
  /** The playbook entries the model used, each with the line that raised it. */
  playbook: z
    .array(z.object({ id: z.string(), quote: z.string() }))
    .max(100)
    .optional(),
});

export function analysisFromAnswer(
  text: string,
  rules: Analysis,
  context: {
    transcript: readonly TranscriptMessage[];
    previousElaboration?: string;
    currentUser?: string;
    playbook?: PlaybookFile;
  },
): Checked<Analysis> {
  const checked = checkAnswer(ModelAnalysisAnswer, text);
  if (!checked.ok) return checked;
  const { elaboration, isSame, unansweredQuestions, objections, nextStep, playbook: picks } = checked.value;
  // Entries the model used join the matcher's; unknown ids and lines nobody said are dropped.
  const playbook =
    context.playbook && rules.playbook && picks && context.currentUser !== undefined
      ? mergeModelPicks(context.playbook, context.transcript, context.currentUser, rules.playbook, picks)
      : rules.playbook;
  return {
    ok: true,
    value: {
      ...rules,
      elaboration,
      // The model's word, or the same advice again word for word: a client only shows what is new.
      isSame: isSame === true || repeatsEarlier(elaboration, context),
      unansweredQuestions: unansweredQuestions ?? rules.unansweredQuestions,
      objections: objections ?? rules.objections,
      nextStep: nextStep ?? rules.nextStep,
      ...(playbook ? { playbook } : {}),
    },
  };
}

function repeatsEarlier(
  elaboration: string,
  { transcript, previousElaboration }: { transcript: readonly TranscriptMessage[]; previousElaboration?: string },
): boolean {
  const gist = guidanceGist(elaboration);
  if (previousElaboration !== undefined && guidanceGist(previousElaboration) === gist) return true;
  return transcript.some((m) => m.speakerRole === 'assistant' && guidanceGist(m.content) === gist);
}

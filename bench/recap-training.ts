// Trains the recap's two models (open questions: question-model.ts; decisions: decision-model.ts) on the recap corpus's build
// parts: deterministic, so the same corpus gives the same weights, which a test checks. The threshold
// comes from leave-one-author-out runs: eight models, each trained on seven authors and scoring the
// eighth, so it is chosen on phrasings its model never saw.
import type { KindModel } from '../proxy/engine/analyze/model.ts';
import { probability } from '../proxy/engine/analyze/model.ts';
import {
  bestThreshold,
  fitLogistic,
  type LabelledRow,
  type TrainingOptions,
} from '../proxy/engine/analyze/training.ts';
import { dialogue as dialogueOf } from '../proxy/engine/analyze/text.ts';
import { decisionFeatures } from '../proxy/engine/recap/decision-model.ts';
import { ruleLines } from '../proxy/engine/recap/index.ts';
import { askedLines } from '../proxy/engine/recap/open-items.ts';
import { questionFeatures } from '../proxy/engine/recap/question-model.ts';
import { BUILD_AUTHORS, corpus, transcriptOf } from './recap-corpus.ts';

// F-beta above 1 weighs recall more: an item missed is lost from the recap, one too many is a line the
// user reads and skips. The rest as for the objection model.
export const RECAP_TRAINING: TrainingOptions = {
  minCount: 2,
  epochs: 30,
  learningRate: 0.3,
  l2: 0.01,
  folds: 0,
  beta: 1.5,
};

/** Each asking line of an author's conversations, labelled with whether the author marked it open. */
export function questionRows(parts: readonly string[]): LabelledRow[] {
  return parts.flatMap((part) =>
    corpus(part).flatMap((conversation) => {
      const dialogue = dialogueOf(transcriptOf(conversation));
      const open = new Set(conversation.expect.openQuestions.map((label) => label.line));
      return askedLines(dialogue).map((line) => ({
        features: questionFeatures(dialogue, line),
        label: open.has(line.index),
      }));
    }),
  );
}

/** Out-of-author probabilities: each author's rows scored by a model trained on the other authors. */
export function leaveOneAuthorOut(
  authors: ReadonlyArray<readonly LabelledRow[]>,
  options: TrainingOptions = RECAP_TRAINING,
): Array<Array<{ p: number; label: boolean }>> {
  return authors.map((rows, held) => {
    const model = fitLogistic(authors.filter((_, i) => i !== held).flat(), options);
    return rows.map((row) => ({ p: probability(model, row.features), label: row.label }));
  });
}

/** Every line of an author's conversations, labelled with whether the author marked it a decision. */
export function decisionRows(parts: readonly string[]): LabelledRow[] {
  return parts.flatMap((part) =>
    corpus(part).flatMap((conversation) => {
      const dialogue = dialogueOf(transcriptOf(conversation));
      const decided = new Set(conversation.expect.decisions.map((label) => label.line));
      const ruled = ruleLines(dialogue);
      return dialogue.map((_, index) => ({
        features: decisionFeatures(dialogue, index, ruled[index]!.decided !== undefined),
        label: decided.has(index),
      }));
    }),
  );
}

export const recapModels = {
  openQuestions: questionRows,
  decisions: decisionRows,
} as const;

/** A model trained on every author, with the threshold the authors it never saw call for. */
export function buildRecapModel(
  rowsOf: (parts: readonly string[]) => LabelledRow[],
  options: TrainingOptions = RECAP_TRAINING,
): KindModel {
  const authors = BUILD_AUTHORS.map(rowsOf);
  const threshold = bestThreshold(leaveOneAuthorOut(authors, options).flat(), options.beta);
  return { ...fitLogistic(authors.flat(), options), threshold };
}

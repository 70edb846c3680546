// The labeled utterances the engine's detectors are measured on, and the detectors run the way
// the engine runs them: sentence by sentence, an utterance taking every kind any sentence has.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { objectionKinds } from '../lib/api/contract.ts';
import type { ObjectionModel } from '../proxy/engine/analyze/model.ts';
import { modelObjections, objectionsIn, sentenceFeatures } from '../proxy/engine/analyze/objections.ts';
import { train, type Example } from '../proxy/engine/analyze/training.ts';
import { isQuestion } from '../proxy/engine/analyze/questions.ts';
import { sentences } from '../proxy/engine/analyze/text.ts';
import type { Labels } from './engine-scoring.ts';

const Utterance = z.object({
  text: z.string().min(1),
  objections: z.array(z.enum(objectionKinds)),
  question: z.boolean(),
});
export type Utterance = z.infer<typeof Utterance>;

export const DEV_CORPUS = new URL('../test/engine/corpus/dev.json', import.meta.url);
/** Written apart from the first detector; build data for the learned model (see the corpus README). */
export const VALIDATION_CORPUS = new URL('../test/engine/corpus/validation.json', import.meta.url);
/** Never used to tune: only measured, in aggregate. */
export const UNTOUCHED_CORPUS = new URL('../test/engine/corpus/untouched.json', import.meta.url);

/** Reads a corpus file; says in plain words which file and which item is wrong. */
export function loadCorpus(file: URL): Utterance[] {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Could not read the corpus ${file.pathname}: ${(error as Error).message}`);
  }
  const parsed = z.array(Utterance).safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(
      `The corpus ${file.pathname} is not a list of labeled utterances: at ${issue.path.join('.')}, ${issue.message}.`,
    );
  }
  return parsed.data;
}

/** What the engine finds in an utterance; with `model`, what that model finds instead of the engine's own. */
export function detect(text: string, model?: ObjectionModel): Labels {
  const said = sentences(text);
  const kinds = new Set(
    said.flatMap((sentence) => (model ? modelObjections(sentence, model) : objectionsIn(sentence))),
  );
  return {
    objections: objectionKinds.filter((kind) => kinds.has(kind)),
    question: said.some((sentence) => isQuestion(sentence)),
  };
}

/** Training examples: an utterance's label with the features of all its sentences. */
export function examples(items: readonly Utterance[]): Example[] {
  return items.map((item) => ({
    features: [...new Set(sentences(item.text).flatMap(sentenceFeatures))],
    kinds: item.objections,
  }));
}

/** The engine's model: trained on both build parts, dev first. */
export function buildModel(): ObjectionModel {
  return train(examples([...loadCorpus(DEV_CORPUS), ...loadCorpus(VALIDATION_CORPUS)]));
}

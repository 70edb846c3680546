// The labeled utterances the engine's detectors are measured on, and the detectors run the way
// the engine runs them: sentence by sentence, an utterance taking every kind any sentence has.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { objectionKinds } from '../lib/api/contract.ts';
import type { LexiconLanguage } from '../proxy/engine/analyze/lexicon.ts';
import { probability, type LanguageModel, type ObjectionModel } from '../proxy/engine/analyze/model.ts';
import { modelStepAgreed } from '../proxy/engine/analyze/next-step.ts';
import { LANGUAGE_MODELS } from '../proxy/engine/analyze/objection-model.ts';
import {
  confidentObjections,
  objectionsIn,
  sentenceFeatures,
  type ModelLanguage,
} from '../proxy/engine/analyze/objections.ts';
import {
  confidenceThresholds,
  LANGUAGE_WITH_RULE_STEPS,
  train,
  trainNextStep,
  type Example,
  type UnseenScore,
} from '../proxy/engine/analyze/training.ts';
import { isQuestion } from '../proxy/engine/analyze/questions.ts';
import { sentences } from '../proxy/engine/analyze/text.ts';
import type { Kind, Labels } from './engine-scoring.ts';

const Utterance = z.object({
  text: z.string().min(1),
  objections: z.array(z.enum(objectionKinds)),
  question: z.boolean(),
  /** Labelled in the German, French and Spanish parts only. */
  nextStep: z.boolean().optional(),
});
export type Utterance = z.infer<typeof Utterance>;

export const DEV_CORPUS = new URL('../test/engine/corpus/dev.json', import.meta.url);
/** Written apart from the first detector; build data for the learned model (see the corpus README). */
export const VALIDATION_CORPUS = new URL('../test/engine/corpus/validation.json', import.meta.url);
/** The held-out part of 2026-11-26, measured once then; build data since (see the corpus README). */
export const THIRD_CORPUS = new URL('../test/engine/corpus/third.json', import.meta.url);
/** Written for training by a fourth author who read neither code nor corpus. */
export const FOURTH_CORPUS = new URL('../test/engine/corpus/fourth.json', import.meta.url);
/** The held-out part of 2026-11-27 morning, measured once then; build data since. */
export const FIFTH_CORPUS = new URL('../test/engine/corpus/fifth.json', import.meta.url);
/** Each build part is one author's: a model trained on the others and measured on it meets phrasings it never saw. */
export const BUILD_PARTS = [
  { name: 'dev', file: DEV_CORPUS },
  { name: 'validation', file: VALIDATION_CORPUS },
  { name: 'third', file: THIRD_CORPUS },
  { name: 'fourth', file: FOURTH_CORPUS },
  { name: 'fifth', file: FIFTH_CORPUS },
] as const;
/** Never used to tune: only measured, in aggregate. */
export const UNTOUCHED_CORPUS = new URL('../test/engine/corpus/untouched.json', import.meta.url);

/**
 * German, French and Spanish build authors (read and tuned on: the first round's build part, each
 * later round's untouched part after it was measured once, and a third author): six for French, five
 * for German, four for Spanish. One untouched author each (measured once; absent until it is written,
 * which only the bench's full run needs).
 */
const languageCorpus = (language: LexiconLanguage, name: string) =>
  new URL(`../test/engine/corpus/${language}/${name}.json`, import.meta.url);
const BUILD_NAMES: Record<LexiconLanguage, string[]> = {
  de: ['build', 'second', 'third', 'fourth', 'fifth'],
  fr: ['build', 'second', 'third', 'fourth', 'fifth', 'sixth'],
  es: ['build', 'second', 'third', 'fourth'],
};
const languageParts = (language: LexiconLanguage) => ({
  build: BUILD_NAMES[language].map((name) => ({ name, file: languageCorpus(language, name) })),
  untouched: languageCorpus(language, 'untouched'),
});
export const LANGUAGE_CORPORA: Record<LexiconLanguage, { build: Array<{ name: string; file: URL }>; untouched: URL }> =
  { de: languageParts('de'), fr: languageParts('fr'), es: languageParts('es') };

/** A language's build parts, one per author, in order. */
export function languageBuildParts(language: LexiconLanguage): Utterance[][] {
  return LANGUAGE_CORPORA[language].build.map((part) => loadCorpus(part.file));
}

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

/** What the engine reports in an utterance; with `model`, what that model finds with confidence instead. */
export function detect(text: string, model?: ObjectionModel): Labels {
  const said = sentences(text);
  const kinds = new Set(
    said.flatMap((sentence) => (model ? confidentObjections(sentence, 'en', model) : objectionsIn(sentence))),
  );
  return {
    objections: objectionKinds.filter((kind) => kinds.has(kind)),
    question: said.some((sentence) => isQuestion(sentence)),
  };
}

/** What the engine reports in an utterance in German, French or Spanish, next step included; with `model`, that model's findings. */
export function detectIn(
  text: string,
  language: LexiconLanguage,
  model: LanguageModel = LANGUAGE_MODELS[language],
): Labels & { nextStep: boolean } {
  const said = sentences(text);
  const kinds = new Set(said.flatMap((sentence) => confidentObjections(sentence, language, model.objections)));
  return {
    objections: objectionKinds.filter((kind) => kinds.has(kind)),
    question: said.some((sentence) => isQuestion(sentence)),
    nextStep: said.some((sentence) => modelStepAgreed(sentence, language, model.nextStep)),
  };
}

/** Training examples: an utterance's label with the features of all its sentences. */
export function examples(items: readonly Utterance[], language: ModelLanguage = 'en'): Example[] {
  return items.map((item) => ({
    features: [...new Set(sentences(item.text).flatMap((sentence) => sentenceFeatures(sentence, language)))],
    kinds: item.objections,
    ...(item.nextStep === undefined ? {} : { nextStep: item.nextStep }),
  }));
}

/**
 * The precision the engine's confident findings aim for on phrasings nobody tuned against, on average
 * over the authors' parts: well above the issue's 90 %, because one author's part can fall several
 * points below the average (0.92 and 0.94 left 9 to 11 % of one part's neutral utterances flagged).
 */
export const CONFIDENT_PRECISION = 0.96;
/**
 * When no setting reaches that precision, the most precise one that still finds a quarter of the
 * kind on each part: the cue rules alone find about that many "need" objections of the other author.
 */
export const CONFIDENT_MIN_RECALL = 0.25;

/** Each utterance of `measured` scored for `kind` by `model`, which never saw it. */
function unseenScores(
  model: ObjectionModel,
  measured: readonly Utterance[],
  language: ModelLanguage = 'en',
): Record<Kind, UnseenScore[]> {
  const scores = Object.fromEntries(objectionKinds.map((kind) => [kind, [] as UnseenScore[]])) as Record<
    Kind,
    UnseenScore[]
  >;
  for (const item of measured) {
    const perSentence = sentences(item.text).map((sentence) => sentenceFeatures(sentence, language));
    for (const kind of objectionKinds) {
      let p = 0;
      let pWithRule = -1;
      for (const features of perSentence) {
        const sentenceP = probability(model[kind], features);
        p = Math.max(p, sentenceP);
        if (features.includes(`rule:${kind}`)) pWithRule = Math.max(pWithRule, sentenceP);
      }
      scores[kind].push({ p, pWithRule, label: item.objections.includes(kind) });
    }
  }
  return scores;
}

/**
 * The engine's model: trained on every build part, in order. Its confidence thresholds come from
 * the leave-one-author-out runs (a model trained on the other authors' parts scoring one part), the
 * closest the build data comes to phrasings the model never saw.
 */
export function buildModel(): ObjectionModel {
  const parts = BUILD_PARTS.map((part) => loadCorpus(part.file));
  const model = train(examples(parts.flat()));
  const unseen = parts.map((part, i) => unseenScores(train(examples(parts.filter((_, j) => j !== i).flat())), part));
  for (const kind of objectionKinds)
    model[kind] = {
      ...model[kind],
      confident: confidenceThresholds(
        unseen.map((scores) => scores[kind]),
        CONFIDENT_PRECISION,
        CONFIDENT_MIN_RECALL,
      ),
    };
  return model;
}

/**
 * The precision the German, French and Spanish confident findings aim for over the left-out authors,
 * on average: 0.88 met it there yet left a new author's part at 79 to 83 % for a kind in each
 * language (round 2), so the aim sits well above the issue's 85 %. Spanish aims at 0.90: at 0.92
 * its competitor recall fell to 55–58 % left out, under the issue's 60 %. French aims at 0.93: a
 * sixth author's part fell 8 to 12 points under its 92 % for price and competitor (round 4), and at
 * 0.93 every French kind keeps at least 71 % recall left out.
 */
export const LANGUAGE_CONFIDENT_PRECISION: Record<LexiconLanguage, number> = { de: 0.92, fr: 0.93, es: 0.9 };

/**
 * A German, French or Spanish model: trained on the language's build parts; its confidence
 * thresholds from the leave-one-author-out runs, as the English ones.
 */
export function buildLanguageModel(language: LexiconLanguage): LanguageModel {
  const parts = languageBuildParts(language);
  const all = examples(parts.flat(), language);
  const objections = train(all);
  const unseen = parts.map((part, i) =>
    unseenScores(train(examples(parts.filter((_, j) => j !== i).flat(), language)), part, language),
  );
  for (const kind of objectionKinds)
    objections[kind] = {
      ...objections[kind],
      confident: confidenceThresholds(
        unseen.map((scores) => scores[kind]),
        LANGUAGE_CONFIDENT_PRECISION[language],
        CONFIDENT_MIN_RECALL,
        LANGUAGE_WITH_RULE_STEPS,
      ),
    };
  return { objections, nextStep: trainNextStep(all) };
}

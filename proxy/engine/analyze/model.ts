// The learned objection model: one logistic regression per kind over the features of
// features.ts, each with the threshold chosen by cross-validation on the build data.
// Trained by `npm run train:engine` (scripts/train-engine.ts); the weights live in objection-model.json.
import { objectionKinds } from '../../../lib/api/contract.ts';

export type ObjectionKind = (typeof objectionKinds)[number];

export interface KindModel {
  bias: number;
  /** Probability at or above which the kind is reported. */
  threshold: number;
  weights: Record<string, number>;
  /** When the kind is reported with confidence; without it, whenever it is found. */
  confident?: Confidence;
}

/**
 * The probabilities at which a kind is reported as a confident finding: with the cue rules
 * agreeing, or from the model alone. Chosen on the build parts (training.ts), for precision first.
 */
export interface Confidence {
  withRule: number;
  alone: number;
}

export type ObjectionModel = Record<ObjectionKind, KindModel>;

export function probability(model: KindModel, features: readonly string[]): number {
  let z = model.bias;
  for (const feature of features) z += model.weights[feature] ?? 0;
  return 1 / (1 + Math.exp(-z));
}

/**
 * Whether a kind is found: the cue rules found it (their precision on another author's phrasings
 * was high, their recall low), or its probability reaches its threshold.
 */
export function found(model: KindModel, kind: ObjectionKind, features: readonly string[]): boolean {
  return features.includes(`rule:${kind}`) || probability(model, features) >= model.threshold;
}

/** The kinds found, in the order of `objectionKinds`. */
export function kindsFrom(model: ObjectionModel, features: readonly string[]): ObjectionKind[] {
  return objectionKinds.filter((kind) => found(model[kind], kind, features));
}

/** Whether a kind is found with confidence: the cue rules and the model agree, or the model alone is sure. */
export function confidentlyFound(model: KindModel, kind: ObjectionKind, features: readonly string[]): boolean {
  if (!model.confident) return found(model, kind, features);
  const p = probability(model, features);
  return (features.includes(`rule:${kind}`) && p >= model.confident.withRule) || p >= model.confident.alone;
}

/** The kinds found with confidence, in the order of `objectionKinds`. */
export function confidentKindsFrom(model: ObjectionModel, features: readonly string[]): ObjectionKind[] {
  return objectionKinds.filter((kind) => confidentlyFound(model[kind], kind, features));
}

/** A German, French or Spanish model: the objections, and whether a sentence agrees a next step. */
export interface LanguageModel {
  objections: ObjectionModel;
  nextStep: KindModel;
}

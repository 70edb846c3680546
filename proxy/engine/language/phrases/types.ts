// What each language's phrases file holds; kept apart so the language files and the index do not import each other.
import type { ObjectionKind } from '../../analyze/model.ts';

export interface RecapPhrases {
  nobodySpoke: string;
  /** `names` already listed; `speakers` is how many they are. */
  spoke(names: string, speakers: number, lines: number): string;
  decisions(count: number): string;
  /** `owners` already listed, when anyone owns a step. */
  nextSteps(count: number, owners?: string): string;
  noNextStep: string;
  /** `kinds` are the kinds' names in this language, each once. */
  objections(count: number, kinds: readonly string[], unanswered: number): string;
  openQuestions(count: number): string;
  /** The tail of a list cut short: "and 2 more". */
  more(count: number): string;
}

export interface Phrases {
  /** The marks a quote of what someone said opens and closes with. */
  quoteMarks: readonly [open: string, close: string];
  /** Between the last two items of a list, names or quotes: " and ". */
  and: string;
  /** Between the other items of a list: ", ". */
  comma: string;
  /** The unit the longest-stretch point counts in, after its figure. */
  words: string;
  /** Each objection kind's name, as the recap's summary lists it. */
  kinds: Record<ObjectionKind, string>;
  /** A reply the coached person can adapt, per kind. */
  replies: Record<ObjectionKind, string>;
  /** `quote` is already quoted. */
  objection(speaker: string, kind: ObjectionKind, quote: string): string;
  /** `askers` and `quotes` already listed; `several` when more than one person asked. No full stop: a question ends with its own mark. */
  answer(askers: string, several: boolean, quotes: string): string;
  moodTurned: string;
  talkShare(percent: number): string;
  monologue(words: number): string;
  nextStep: string;
  keepGoing: string;
  recap: RecapPhrases;
}

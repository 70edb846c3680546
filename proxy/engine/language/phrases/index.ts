// Every text the engine writes (the guidance points and the recap's summary), one catalog per
// language. Each catalog is typed by `Phrases`, so a phrase missing in any language fails tsc.
// What people said is never in here: it is passed in and quoted with the language's own marks.
import type { Language } from '../../../../lib/api/language.ts';
import type { ObjectionKind } from '../../analyze/model.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { ja } from './ja.ts';
import { pt } from './pt.ts';

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

export const PHRASES: Record<Language, Phrases> = { en, de, fr, es, pt, ja };

/** `items` as one list in `language`: "a, b and c". */
export function listed(items: readonly string[], language: Language): string {
  const { and, comma } = PHRASES[language];
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(comma)}${and}${items[items.length - 1]}`;
}

/** What someone said, in `language`'s quote marks; a mark inside would end the quote early for guidanceGist(). */
export function quoted(said: string, language: Language): string {
  const [open, close] = PHRASES[language].quoteMarks;
  let inside = said;
  for (const mark of `${open}${close}`.replace(/\s/g, '')) inside = inside.replaceAll(mark, "'");
  return `${open}${inside}${close}`;
}

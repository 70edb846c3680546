// How alike two short texts are in meaning: each content word of one is paired with the word of
// the other nearest to it in meaning, and the pairs' closeness is averaged, rare words weighing
// more than common ones. "We were billed two times" and "charged twice" share no word but several
// meanings. Pure apart from the word vectors it reads.
import { rankOfWord, wordCosine } from './vectors.ts';

/** Word-vector cosine below which two words count as unrelated; above it, closeness grows to 1. */
const RELATED = 0.5;
/** Frequency weighting: a word at this rank weighs one half; more frequent words less, rarer more. */
const HALF_WEIGHT_RANK = 100;

export interface MeaningWord {
  /** The stem, so inflections of an unknown word still meet. */
  stem: string;
  /** Rank in the vectors' vocabulary, or -1 when the word is unknown. */
  rank: number;
  weight: number;
}

/** A text's content words with their meaning handles. `words` are lower-case, `stems` their stems. */
export function meaningWords(words: readonly string[], stems: readonly string[]): MeaningWord[] {
  return words.map((word, i) => {
    const rank = rankOfWord(word) ?? -1;
    // An unknown word is rare, so it weighs fully.
    const weight = rank < 0 ? 1 : (rank + 1) / (rank + 1 + HALF_WEIGHT_RANK);
    return { stem: stems[i]!, rank, weight };
  });
}

function closeness(a: MeaningWord, b: MeaningWord): number {
  if (a.stem === b.stem) return 1;
  if (a.rank < 0 || b.rank < 0) return 0;
  const cosine = wordCosine(a.rank, b.rank);
  return cosine <= RELATED ? 0 : (cosine - RELATED) / (1 - RELATED);
}

/** How much of `from`'s weighted meaning `to` holds, 0 to 1. */
export function coverage(from: readonly MeaningWord[], to: readonly MeaningWord[]): number {
  let total = 0;
  let held = 0;
  for (const word of from) {
    total += word.weight;
    let best = 0;
    for (const other of to) {
      const near = closeness(word, other);
      if (near > best) best = near;
      if (best === 1) break;
    }
    held += word.weight * best;
  }
  return total === 0 ? 0 : held / total;
}

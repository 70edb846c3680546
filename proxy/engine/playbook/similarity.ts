// How close a spoken sentence is to a playbook's example phrasings: cosine similarity of weighted
// term vectors. Terms are stemmed content words, pairs of neighbouring content words and character
// trigrams of the stems, so "pricing" meets "priced" and a reworded phrase still shares most terms.
// Negations stay terms: "price is not the issue" must not read as "price is the issue".
// Meaning (word vectors, ../meaning/) adds likeness between words that share no letters.
import { stem } from '../analyze/features.ts';
import { forEachWord } from '../analyze/text.ts';
import { coverage, meaningWords, type MeaningWord } from '../meaning/likeness.ts';

const STOPWORDS = new Set(
  (
    'a an the and or but so to of in on at for with by from as is are was were be been being am i me my we our us ' +
    'you your it its this that these those there here they them their he she his her him do does did doing have has ' +
    'had having will would shall should can could may might must just really very quite also then than um uh like ' +
    'well oh ok okay yeah yes right actually honestly basically kind sort bit little get got what which who whom ' +
    'about into over up out if when while because s t ll re ve d m'
  ).split(' '),
);

/** Word terms weigh more than trigrams: a shared word says more than a shared piece of one. */
const WORD_WEIGHT = 1;
const PAIR_WEIGHT = 1;
const TRIGRAM_WEIGHT = 0.3;

export type TermVector = Map<string, number>;

/** The content words of a text, lower-case, contractions spelled out so "isn't" keeps its "not". */
export function contentWords(text: string): string[] {
  const spelled = text.replace(/[\u2018\u2019\u02bc`´]/g, "'").replace(/n't\b/gi, ' not');
  const words: string[] = [];
  forEachWord(spelled, (word) => {
    const bare = word.replace(/^[-']+|[-']+$/g, '');
    if (bare.length > 0 && !STOPWORDS.has(bare)) words.push(bare);
  });
  return words;
}

/** The stemmed content words of a text. */
export function contentStems(text: string): string[] {
  return contentWords(text).map(stem);
}

/** The weighted terms of a text, as a unit-length vector (empty when it has no content word). */
export function termVector(text: string): TermVector {
  const stems = contentStems(text);
  const vector: TermVector = new Map();
  const add = (term: string, weight: number) => vector.set(term, (vector.get(term) ?? 0) + weight);
  stems.forEach((word, index) => {
    add(`w:${word}`, WORD_WEIGHT);
    if (index > 0) add(`p:${stems[index - 1]}_${word}`, PAIR_WEIGHT);
    const padded = `#${word}#`;
    for (let at = 0; at + 3 <= padded.length; at += 1) add(`c:${padded.slice(at, at + 3)}`, TRIGRAM_WEIGHT);
  });
  let norm = 0;
  for (const weight of vector.values()) norm += weight * weight;
  norm = Math.sqrt(norm);
  if (norm > 0) for (const [term, weight] of vector) vector.set(term, weight / norm);
  return vector;
}

/** Cosine of two unit-length vectors: 0 (nothing shared) to 1 (the same terms). */
export function cosine(a: TermVector, b: TermVector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let sum = 0;
  for (const [term, weight] of small) {
    const other = large.get(term);
    if (other !== undefined) sum += weight * other;
  }
  return sum;
}

/** The closest of several phrasings: a sentence need only be said like one of them. */
export function closest(sentence: TermVector, phrasings: readonly TermVector[]): number {
  let best = 0;
  for (const phrasing of phrasings) best = Math.max(best, cosine(sentence, phrasing));
  return best;
}

/** A phrasing or a spoken sentence, ready to compare: its terms and its words' meanings. */
export interface Phrase {
  terms: TermVector;
  meaning: MeaningWord[];
}

export function phrase(text: string): Phrase {
  const words = contentWords(text);
  return { terms: termVector(text), meaning: meaningWords(words, words.map(stem)) };
}

/**
 * How alike in meaning a sentence is to a phrasing, 0 to 1: mostly how much of the phrasing the
 * sentence holds (a spoken sentence says more around it), a little how much of the sentence is
 * about it, so a long sentence that touches one word of it in passing stays low.
 */
export function meaningLikeness(sentence: Phrase, phrasing: Phrase): number {
  const held = coverage(phrasing.meaning, sentence.meaning);
  const about = coverage(sentence.meaning, phrasing.meaning);
  return held + about === 0 ? 0 : (5 * held * about) / (4 * about + held);
}

/** Shared terms with the closest of several phrasings. */
export function closestTerms(sentence: Phrase, phrasings: readonly Phrase[]): number {
  return closest(
    sentence.terms,
    phrasings.map((phrasing) => phrasing.terms),
  );
}

/** The closest of several phrasings by shared terms, and by meaning. */
export function closestPhrase(sentence: Phrase, phrasings: readonly Phrase[]): { terms: number; meaning: number } {
  let meaning = 0;
  for (const phrasing of phrasings) meaning = Math.max(meaning, meaningLikeness(sentence, phrasing));
  return { terms: closestTerms(sentence, phrasings), meaning };
}

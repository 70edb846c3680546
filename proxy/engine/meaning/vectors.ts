// Word meaning for the engine: GloVe word vectors (built by `npm run build:word-vectors`), so words
// that are used alike ("billed" and "charged", "pricey" and "expensive") count as near though they
// share no letters. Loaded once at start: 40,000 words of 100 signed bytes, 4 MB.
import { readFileSync } from 'node:fs';
import { VECTOR_DIMENSIONS, VECTORS_FILE, WORDS_FILE } from './files.ts';

const words = readFileSync(WORDS_FILE, 'utf8').split('\n').filter(Boolean);
const bytes = new Int8Array(readFileSync(VECTORS_FILE).buffer.slice(0));
const rankOf = new Map<string, number>(words.map((word, rank) => [word, rank]));

/** A word's rank by frequency in the vectors' source text (0 is the most frequent), or undefined. */
export function rankOfWord(word: string): number | undefined {
  return rankOf.get(word) ?? rankOf.get(singular(word));
}

function singular(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 3) return word.slice(0, -1);
  return word;
}

/** Cosine of two known words' meanings, -1 to 1; 0 when either is unknown. */
export function wordCosine(a: number, b: number): number {
  if (a === b) return 1;
  const x = a * VECTOR_DIMENSIONS;
  const y = b * VECTOR_DIMENSIONS;
  let sum = 0;
  for (let i = 0; i < VECTOR_DIMENSIONS; i += 1) sum += bytes[x + i]! * bytes[y + i]!;
  return sum / (127 * 127);
}

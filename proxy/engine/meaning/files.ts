// Where the engine's word vectors live and their shape; written by `npm run build:word-vectors`.
import { join } from 'node:path';

export const VECTOR_DIMENSIONS = 100;
export const WORDS_KEPT = 40_000;
// Paths, not URLs: pages tested in jsdom reach the engine too, and jsdom's URL is not Node's.
export const WORDS_FILE = join(import.meta.dirname, 'words.txt');
export const VECTORS_FILE = join(import.meta.dirname, 'word-vectors.bin');

import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stem } from '../../../proxy/engine/analyze/features.ts';
import { VECTOR_DIMENSIONS, VECTORS_FILE, WORDS_FILE, WORDS_KEPT } from '../../../proxy/engine/meaning/files.ts';
import { coverage, meaningWords } from '../../../proxy/engine/meaning/likeness.ts';
import { rankOfWord, wordCosine } from '../../../proxy/engine/meaning/vectors.ts';

const words = (...list: string[]) => meaningWords(list, list.map(stem));

describe('word vectors', () => {
  it('hold one vector of signed bytes per kept word', () => {
    expect(statSync(VECTORS_FILE).size).toBe(WORDS_KEPT * VECTOR_DIMENSIONS);
    expect(statSync(WORDS_FILE).size).toBeGreaterThan(WORDS_KEPT * 3);
  });

  it('rank words by frequency and know plurals through their singular', () => {
    expect(rankOfWord('the')).toBe(0);
    expect(rankOfWord('dispatcher')).toBeGreaterThan(rankOfWord('price')!);
    // "dispatchers" is too rare to be kept itself.
    expect(rankOfWord('dispatchers')).toBe(rankOfWord('dispatcher'));
    expect(rankOfWord('qwxzvk')).toBeUndefined();
  });

  it('put words used alike near each other and others far apart', () => {
    const near = wordCosine(rankOfWord('expensive')!, rankOfWord('costly')!);
    const far = wordCosine(rankOfWord('expensive')!, rankOfWord('tuesday')!);
    expect(near).toBeGreaterThan(0.7);
    expect(far).toBeLessThan(0.4);
    expect(wordCosine(rankOfWord('costly')!, rankOfWord('expensive')!)).toBeCloseTo(near, 10);
  });
});

describe('coverage', () => {
  it('is 1 for the same words and 0 for nothing in common', () => {
    expect(coverage(words('charged', 'twice'), words('twice', 'charged'))).toBe(1);
    expect(coverage(words('charged', 'twice'), words('weather', 'sunny'))).toBe(0);
    expect(coverage([], words('anything'))).toBe(0);
  });

  it('counts a word of like meaning in part, and weighs rare words above common ones', () => {
    const pricey = coverage(words('expensive'), words('costly'));
    expect(pricey).toBeGreaterThan(0.3);
    expect(pricey).toBeLessThan(1);
    // "refund" is rarer than "need", so holding "refund" covers more of the pair than holding "need".
    expect(coverage(words('need', 'refund'), words('refund'))).toBeGreaterThan(
      coverage(words('need', 'refund'), words('need')),
    );
  });

  it('matches an unknown word only by its stem', () => {
    expect(coverage(words('kestrelapps'), words('kestrelapp'))).toBe(1);
    expect(coverage(words('kestrelapp'), words('dispatch'))).toBe(0);
  });
});

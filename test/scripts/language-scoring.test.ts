import { describe, expect, it } from 'vitest';
import { isShort, questionRows, questionScores } from '../../bench/language-scoring.ts';

describe('language corpus scoring', () => {
  it('counts four words, or ten Japanese characters, as short', () => {
    expect(isShort({ lang: 'de', text: 'ok danke dir schön' })).toBe(true);
    expect(isShort({ lang: 'de', text: 'ok danke dir schön, bis morgen' })).toBe(false);
    expect(isShort({ lang: 'ja', text: '聞こえてますか' })).toBe(true);
    expect(isShort({ lang: 'ja', text: '見積書をPDFで送っていただけますか' })).toBe(false);
  });

  it('scores precision over the lines found and recall over the labelled questions', () => {
    const lines = [
      { lang: 'fr', text: 'a', question: true },
      { lang: 'fr', text: 'b', question: true },
      { lang: 'fr', text: 'c', question: false },
      { lang: 'fr', text: 'd', question: false },
    ] as const;
    const asks = (text: string) => text === 'a' || text === 'c';
    expect(questionScores(lines, asks)).toEqual({ labelled: 4, questions: 2, precision: '50 %', recall: '50 %' });
    expect(questionRows(lines, asks).find((row) => row[0] === 'fr')).toEqual(['fr', '4', '2', '50 %', '50 %']);
    expect(questionRows(lines, asks).find((row) => row[0] === 'en')).toEqual(['en', '0', '0', '–', '–']);
  });
});

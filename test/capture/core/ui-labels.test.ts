// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { attributeSelector, inEveryLanguage, isSelfLabel } from '../../../lib/capture/core/ui-labels';

describe('inEveryLanguage', () => {
  it('lists every language’s words once, English first', () => {
    expect(
      inEveryLanguage({ en: 'You', de: ['Du', 'Sie'], fr: 'Vous', es: 'Tú', 'pt-BR': 'Você', ja: 'あなた' }),
    ).toEqual(['You', 'Du', 'Sie', 'Vous', 'Tú', 'Você', 'あなた']);
    expect(inEveryLanguage({ en: 'a', de: 'a', fr: 'b', es: 'b', 'pt-BR': 'a', ja: 'c' })).toEqual(['a', 'b', 'c']);
  });
});

describe('isSelfLabel', () => {
  const labels = ['You', 'Du', 'あなた'];
  it('knows a label alone or followed by a state in brackets, half or full width', () => {
    expect(isSelfLabel('You', labels)).toBe(true);
    expect(isSelfLabel('You (presenting)', labels)).toBe(true);
    expect(isSelfLabel('Du (präsentierst)', labels)).toBe(true);
    expect(isSelfLabel('あなた（プレゼンテーション中）', labels)).toBe(true);
  });
  it('does not take a name that only starts like a label', () => {
    expect(isSelfLabel('Young Kim', labels)).toBe(false);
    expect(isSelfLabel('Dustin (guest)', labels)).toBe(false);
    expect(isSelfLabel('(You)', labels)).toBe(false);
  });
});

describe('attributeSelector', () => {
  it('matches any of the words, quotes escaped', () => {
    const selector = attributeSelector('button', 'aria-label', ['Leave call', "Quitter l'appel", 'Say "bye"']);
    document.body.innerHTML = `<button aria-label="Quitter l'appel"></button><button aria-label='Say "bye"'></button>`;
    expect(document.querySelectorAll(selector)).toHaveLength(2);
  });
});

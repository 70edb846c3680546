// @vitest-environment jsdom
// The registry of built-in selectors that served capture rules are checked against.
import { describe, expect, it } from 'vitest';
import { selectorPaths, type SelectorRules } from '../../../lib/api/capture-rules';
import { isUsableSelector } from '../../../lib/capture/core/rules';
import { BUILT_IN_RULES } from '../../../lib/capture/platforms/built-in-rules';

describe('BUILT_IN_RULES', () => {
  it('covers every meeting and chat tool platform with selectors', () => {
    expect(Object.keys(BUILT_IN_RULES).sort()).toEqual([
      'freshdesk',
      'front',
      'hubspot',
      'intercom',
      'meet',
      'teams',
      'whatsapp',
      'zendesk',
      'zoom',
    ]);
  });

  it('holds only selectors the browser can parse, for every path of every platform', () => {
    for (const [platform, rules] of Object.entries(BUILT_IN_RULES)) {
      const paths = selectorPaths(rules!);
      expect(paths.size, platform).toBeGreaterThan(0);
      for (const path of paths.keys()) {
        let value: SelectorRules[string] | undefined = rules!;
        for (const name of path.split('.')) value = (value as SelectorRules)[name];
        const selectors = typeof value === 'string' ? [value] : (value as readonly string[]);
        expect(selectors.length, `${platform}.${path}`).toBeGreaterThan(0);
        for (const selector of selectors)
          expect(isUsableSelector(selector, document), `${platform}.${path}: ${selector}`).toBe(true);
      }
    }
  });
});

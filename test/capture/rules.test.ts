// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BUILT_IN_RULES } from '../../lib/capture/built-in-rules';
import { applySelectorOverrides, isUsableSelector, selectorPaths, type SelectorRules } from '../../lib/capture/rules';
import { checkCaptureRules } from '../../lib/capture/rules-schema';
import { MEET } from '../../lib/capture/meet-selectors';
import { applyKeptRules } from '../../lib/capture/content-script';

const builtIn = (): SelectorRules => ({
  region: 'div[role="region"]',
  captions: { items: ['[data-tid="item"]', 'li'], text: '.words' },
});

describe('selectorPaths', () => {
  it('names every selector by its dotted path, lists and candidate arrays apart', () => {
    expect([...selectorPaths(builtIn())]).toEqual([
      ['region', 'list'],
      ['captions.items', 'candidates'],
      ['captions.text', 'list'],
    ]);
  });
});

describe('applySelectorOverrides', () => {
  it('tries served selectors first and keeps the built-in ones as the fallback', () => {
    const rules = builtIn();
    const applied = applySelectorOverrides(
      rules,
      { 'captions.text': ['.caption-words'], 'captions.items': ['[role="listitem"]'] },
      document,
    );
    expect(applied).toEqual(['captions.text', 'captions.items']);
    expect(rules.captions).toEqual({
      items: ['[role="listitem"]', '[data-tid="item"]', 'li'],
      text: '.caption-words, .words',
    });
    // A page still built the old way is read as before.
    document.body.innerHTML = '<p class="words">old</p>';
    expect(document.querySelector((rules.captions as SelectorRules).text as string)?.textContent).toBe('old');
  });

  it('leaves out selectors the browser cannot parse and paths the platform does not have', () => {
    const rules = builtIn();
    const applied = applySelectorOverrides(
      rules,
      { region: ['div[role='], 'captions.nothing': ['.x'], nothing: ['.y'] },
      document,
    );
    expect(applied).toEqual([]);
    expect(rules).toEqual(builtIn());
  });

  it('ignores what is not a list of selectors (the document was not checked)', () => {
    const rules = builtIn();
    const applied = applySelectorOverrides(
      rules,
      { region: 'div' as unknown as string[], 'captions.text': [42 as unknown as string, '.ok'] },
      document,
    );
    expect(applied).toEqual(['captions.text']);
    expect((rules.captions as SelectorRules).text).toBe('.ok, .words');
    expect(rules.region).toBe('div[role="region"]');
  });
});

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

describe('checkCaptureRules', () => {
  const valid = {
    format: 'sidecue-capture-rules',
    version: 2,
    published: '2026-11-20T09:00:00Z',
    platforms: { meet: { 'captions.text2026': ['.w'] } },
  };

  it('accepts a document whose paths are the built-in selectors of each platform', () => {
    expect(selectorPaths(MEET).has('captions.text2026')).toBe(true);
    expect(checkCaptureRules(valid)).toEqual({ ok: true, document: valid });
  });

  it('accepts an override for a selector of a chat tool, and refuses a path that is a fact, not a selector', () => {
    const zendesk = { ...valid, platforms: { zendesk: { row: ['[data-test-id="served-row"]'] } } };
    expect(checkCaptureRules(zendesk)).toEqual({ ok: true, document: zendesk });
    const fact = { ...valid, platforms: { zendesk: { rowId: ['data-x'] } } };
    expect(checkCaptureRules(fact)).toEqual({
      ok: false,
      problems: ['platforms.zendesk: "rowId" is not one of zendesk\'s selectors'],
    });
  });

  it('says in words everything that is wrong', () => {
    const check = checkCaptureRules({
      ...valid,
      format: 'css',
      published: 'yesterday',
      platforms: { meet: { 'captions.text2026': [] } },
    });
    expect(check).toEqual({
      ok: false,
      problems: [
        'format: must be "sidecue-capture-rules"',
        'published: must be an ISO date and time, e.g. 2026-11-20T09:00:00Z',
        'platforms.meet.captions.text2026: a selector path has no selectors',
      ],
    });
  });
});

describe('applyKeptRules (what a content script takes from storage)', () => {
  const kept = (proxyUrl: string) => ({
    proxyUrl,
    document: {
      format: 'sidecue-capture-rules',
      version: 4,
      published: '2026-11-21T08:00:00Z',
      platforms: { meet: { 'captions.text': ['.served'] } },
    },
  });

  it('applies the configured proxy’s rules for this platform and says which are in use', () => {
    const target = { platform: 'meet' as const, selectors: builtIn() };
    expect(applyKeptRules(kept('https://proxy.example'), 'https://proxy.example', target, document)).toEqual({
      version: 4,
      published: '2026-11-21T08:00:00Z',
    });
    expect((target.selectors.captions as SelectorRules).text).toBe('.served, .words');
  });

  it('never uses rules kept from another proxy, nor rules for another platform', () => {
    const fromElsewhere = { platform: 'meet' as const, selectors: builtIn() };
    expect(
      applyKeptRules(kept('https://old-proxy.example'), 'https://proxy.example', fromElsewhere, document),
    ).toBeUndefined();
    const otherPlatform = { platform: 'teams' as const, selectors: builtIn() };
    expect(
      applyKeptRules(kept('https://proxy.example'), 'https://proxy.example', otherPlatform, document),
    ).toBeUndefined();
    expect(fromElsewhere.selectors).toEqual(builtIn());
    expect(otherPlatform.selectors).toEqual(builtIn());
  });
});

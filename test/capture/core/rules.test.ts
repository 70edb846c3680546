// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { SelectorRules } from '../../../lib/api/capture-rules';
import { applySelectorOverrides } from '../../../lib/capture/core/rules';
import { applyKeptRules } from '../../../lib/capture/core/content-script';

const builtIn = (): SelectorRules => ({
  region: 'div[role="region"]',
  captions: { items: ['[data-tid="item"]', 'li'], text: '.words' },
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

// The capture rules document (the contract): its shape, and its check against the built-in selectors.
import { describe, expect, it } from 'vitest';
import { checkCaptureRules, selectorPaths, type SelectorRules } from '../../lib/api/capture-rules';
import { BUILT_IN_RULES } from '../../lib/capture/platforms/built-in-rules';
import { MEET } from '../../lib/capture/platforms/meet/selectors';

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

describe('checkCaptureRules', () => {
  const valid = {
    format: 'sidecue-capture-rules',
    version: 2,
    published: '2026-11-20T09:00:00Z',
    platforms: { meet: { 'captions.text2026': ['.w'] } },
  };

  it('accepts a document whose paths are the built-in selectors of each platform', () => {
    expect(selectorPaths(MEET).has('captions.text2026')).toBe(true);
    expect(checkCaptureRules(valid, BUILT_IN_RULES)).toEqual({ ok: true, document: valid });
  });

  it('accepts an override for a selector of a chat tool, and refuses a path that is a fact, not a selector', () => {
    const zendesk = { ...valid, platforms: { zendesk: { row: ['[data-test-id="served-row"]'] } } };
    expect(checkCaptureRules(zendesk, BUILT_IN_RULES)).toEqual({ ok: true, document: zendesk });
    const fact = { ...valid, platforms: { zendesk: { rowId: ['data-x'] } } };
    expect(checkCaptureRules(fact, BUILT_IN_RULES)).toEqual({
      ok: false,
      problems: ['platforms.zendesk: "rowId" is not one of zendesk\'s selectors'],
    });
  });

  it('says in words everything that is wrong', () => {
    const check = checkCaptureRules(
      {
        ...valid,
        format: 'css',
        published: 'yesterday',
        platforms: { meet: { 'captions.text2026': [] } },
      },
      BUILT_IN_RULES,
    );
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

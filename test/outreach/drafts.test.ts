import { describe, expect, it } from 'vitest';
import { draftKey, emptyDrafts, MAX_DRAFTS, readDrafts, withDraft, withProfileText } from '../../lib/outreach/drafts';

describe('drafts kept per profile and message type', () => {
  it('keys a draft by type and profile, unambiguously', () => {
    expect(draftKey('ada', 'inmail')).not.toBe(draftKey('ada', 'email'));
    expect(draftKey('a:inmail', 'email')).not.toBe(draftKey('a', 'email'));
  });

  it('keeps a draft, drops it when cleared', () => {
    const kept = withDraft(emptyDrafts, 'k', { body: 'Hi', subject: '' }, 5);
    expect(kept.drafts).toEqual({ k: { body: 'Hi', subject: '', at: 5 } });
    expect(withDraft(kept, 'k', { body: '', subject: '' }, 6).drafts).toEqual({});
  });

  it('keeps the newest when there are too many', () => {
    let store = emptyDrafts;
    for (let i = 0; i <= MAX_DRAFTS; i++) store = withDraft(store, `k${i}`, { body: 'x', subject: '' }, i);
    expect(Object.keys(store.drafts)).toHaveLength(MAX_DRAFTS);
    expect(store.drafts.k0).toBeUndefined();
    expect(store.drafts[`k${MAX_DRAFTS}`]).toBeDefined();
  });

  it('keeps an edited profile text until it is set back to the profile as read', () => {
    const edited = withProfileText(emptyDrafts, 'ada', 'Name: Ada (met at a conference)', 1);
    expect(edited.profiles.ada?.text).toBe('Name: Ada (met at a conference)');
    expect(withProfileText(edited, 'ada', undefined, 2).profiles).toEqual({});
  });

  it('reads stored drafts leniently: a damaged part is dropped, the rest kept', () => {
    expect(readDrafts(undefined)).toEqual(emptyDrafts);
    const stored = { drafts: { k: { body: 'Hi', subject: '', at: 1 } }, profiles: { ada: { text: 5 } }, type: 'fax' };
    expect(readDrafts(stored)).toEqual({
      drafts: { k: { body: 'Hi', subject: '', at: 1 } },
      profiles: {},
      type: undefined,
    });
    expect(readDrafts({ drafts: {}, profiles: {}, type: 'inmail' }).type).toBe('inmail');
  });
});

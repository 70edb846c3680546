import { describe, expect, it } from 'vitest';
import { findingsOf, withSavedFindings } from '../../../proxy/playbook/saved-findings.ts';

const match = {
  id: 'price-budget',
  type: 'objection' as const,
  title: 'Budget',
  answer: 'Size the problem first.',
  speakerName: 'Dana',
  quote: 'That is more than we budgeted.',
};
const checklist = {
  framework: 'MEDDICC',
  items: [{ id: 'metrics', label: 'Metrics', ask: 'Numbers?', covered: false }],
};

describe('findings saved beside a remote service', () => {
  it('keeps what an analyze answer matched, and nothing from an answer without matches', () => {
    expect(findingsOf({ elaboration: 'x', playbook: [match], checklist })).toEqual({ playbook: [match], checklist });
    expect(findingsOf({ elaboration: 'x', playbook: [] })).toEqual({ playbook: [] });
    expect(findingsOf({ elaboration: 'x' })).toBeUndefined();
    expect(findingsOf('text')).toBeUndefined();
  });

  it('puts them on the latest saved analysis, by time, leaving the others as they were', () => {
    const conversation = {
      id: 'c1',
      name: 'Northwind',
      analyses: [
        { analysisJsonOpenai: { elaboration: 'later' }, createdAt: '2026-11-27T10:05:00Z' },
        { analysisJsonOpenai: { elaboration: 'earlier' }, createdAt: '2026-11-27T10:01:00Z' },
      ],
    };
    expect(withSavedFindings(conversation, { playbook: [match], checklist })).toEqual({
      id: 'c1',
      name: 'Northwind',
      analyses: [
        {
          analysisJsonOpenai: { elaboration: 'later', playbook: [match], checklist },
          createdAt: '2026-11-27T10:05:00Z',
        },
        { analysisJsonOpenai: { elaboration: 'earlier' }, createdAt: '2026-11-27T10:01:00Z' },
      ],
    });
  });

  it('takes the last listed analysis when none has a time', () => {
    const conversation = { id: 'c1', analyses: [{ analysisJsonOpenai: { a: 1 } }, { analysisJsonOpenai: { a: 2 } }] };
    const merged = withSavedFindings(conversation, { playbook: [match] }) as typeof conversation;
    expect(merged.analyses[1]!.analysisJsonOpenai).toEqual({ a: 2, playbook: [match] });
    expect(merged.analyses[0]!.analysisJsonOpenai).toEqual({ a: 1 });
  });

  it('leaves a conversation whose analyses carry matches already, or that has none, as it came', () => {
    const matched = { id: 'c1', analyses: [{ analysisJsonOpenai: { playbook: [] } }, { analysisJsonOpenai: {} }] };
    expect(withSavedFindings(matched, { playbook: [match] })).toBe(matched);
    const empty = { id: 'c1', analyses: [] };
    expect(withSavedFindings(empty, { playbook: [match] })).toBe(empty);
    expect(withSavedFindings({ id: 'c1' }, { playbook: [match] })).toEqual({ id: 'c1' });
    expect(withSavedFindings(empty, undefined)).toBe(empty);
  });
});

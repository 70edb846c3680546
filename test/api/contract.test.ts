import { describe, expect, it } from 'vitest';
import {
  AnalyzeRequest,
  ErrorBody,
  ShortenOutreachRequest,
  GenerateOutreachRequest,
  codeForStatus,
  fieldIssues,
  readGuidance,
} from '../../lib/api/contract';
import { earlierGuidanceMessage, GUIDANCE_SPEAKER_NAME, participantMessage } from '../../lib/api/roles';

const transcript = [
  { speakerRole: 'user', speakerName: 'Alex', content: 'Hi Jordan' },
  { speakerRole: 'user', speakerName: 'Jordan', content: 'Hi, what does it cost?' },
];

function issuesOf(input: unknown) {
  const parsed = AnalyzeRequest.safeParse(input);
  return parsed.success ? [] : fieldIssues(parsed.error);
}

describe('AnalyzeRequest', () => {
  it('accepts a transcript where currentUser speaks, and keeps unknown fields for the service', () => {
    const parsed = AnalyzeRequest.parse({ currentUser: 'Alex', transcript, callType: 'sales' });
    expect(parsed.callType).toBe('sales');
    expect(parsed.transcript).toHaveLength(2);
  });

  it.each([
    ['missing currentUser', { transcript }, 'currentUser'],
    ['empty currentUser', { currentUser: '  ', transcript }, 'currentUser'],
    ['a currentUser who never speaks', { currentUser: 'Sam', transcript }, 'currentUser'],
    ['an empty transcript', { currentUser: 'Alex', transcript: [] }, 'transcript'],
    [
      'an unknown role',
      { currentUser: 'Alex', transcript: [{ ...transcript[0], speakerRole: 'system' }] },
      'transcript.0.speakerRole',
    ],
    [
      'an empty speaker name',
      { currentUser: 'Alex', transcript: [...transcript, { speakerRole: 'user', speakerName: '', content: 'x' }] },
      'transcript.2.speakerName',
    ],
  ])('refuses %s with the field path', (_label, input, path) => {
    const issues = issuesOf(input);
    expect(issues.map((i) => i.path)).toContain(path);
    expect(issues.every((i) => i.message.length > 0)).toBe(true);
  });

  it('does not count earlier guidance as currentUser speaking', () => {
    const issues = issuesOf({
      currentUser: 'Alex',
      transcript: [
        { speakerRole: 'assistant', speakerName: 'Alex', content: 'Ask about budget' },
        { speakerRole: 'user', speakerName: 'Jordan', content: 'Hello' },
      ],
    });
    expect(issues.map((i) => i.path)).toEqual(['currentUser']);
  });
});

describe('readGuidance', () => {
  it('treats only isSame === true as a repeat', () => {
    expect(readGuidance({ elaboration: 'a', isSame: true }).isSame).toBe(true);
    expect(readGuidance({ elaboration: 'a' }).isSame).toBe(false);
    expect(readGuidance({ elaboration: 'a', isSame: 'true' }).isSame).toBe(false);
    expect(readGuidance({ elaboration: 'a', isSame: 1 }).isSame).toBe(false);
  });

  it('reads elaboration as text and keeps well-formed known fields, dropping malformed ones', () => {
    const guidance = readGuidance({
      elaboration: { summary: 'structured' },
      talk: { currentUserShare: 0.7, longestMonologueWords: 120 },
      objections: [{ kind: 'price', speakerName: 'Jordan', quote: 'too pricey' }],
    });
    expect(guidance.elaboration).toContain('"summary": "structured"');
    expect(guidance.talk).toEqual({ currentUserShare: 0.7, longestMonologueWords: 120 });
    expect(guidance.objections).toBeUndefined();
    expect(readGuidance({}).elaboration).toBe('');
  });

  it('keeps the well-formed items of a list when one item is malformed', () => {
    const card = {
      id: 'price',
      type: 'objection',
      title: 'Budget',
      answer: 'Size the problem.',
      speakerName: 'Dana',
      quote: 'Too much.',
    };
    const guidance = readGuidance({
      elaboration: 'a',
      playbook: [card, { id: 'broken', type: 'objection' }, { ...card, id: 'timing', type: 'unknown' }],
      checklist: {
        framework: 'MEDDICC',
        items: [
          { id: 'metrics', label: 'Metrics', ask: 'What would success look like?', covered: false },
          { id: 'pain', label: 'Pain', covered: 'yes' },
        ],
      },
      unansweredQuestions: [],
    });
    expect(guidance.playbook).toEqual([card]);
    expect(guidance.checklist).toEqual({
      framework: 'MEDDICC',
      items: [{ id: 'metrics', label: 'Metrics', ask: 'What would success look like?', covered: false }],
    });
    expect(guidance.unansweredQuestions).toEqual([]);
    expect(readGuidance({ elaboration: 'a', checklist: { items: [] } }).checklist).toBeUndefined();
  });
});

describe('outreach requests', () => {
  it('refuses unknown types and limits that are not whole positive numbers', () => {
    expect(GenerateOutreachRequest.safeParse({ input: 'x', type: 'fax' }).success).toBe(false);
    expect(GenerateOutreachRequest.safeParse({ input: 'x', type: 'inmail' }).success).toBe(true);
    for (const limit of [0, -5, 12.5, '100']) {
      expect(ShortenOutreachRequest.safeParse({ input: 'x', limit }).success).toBe(false);
    }
  });
});

describe('errors', () => {
  it('maps statuses without a typed body to codes', () => {
    expect(codeForStatus(402)).toBe('insufficient_credits');
    expect(codeForStatus(504)).toBe('upstream_timeout');
    expect(codeForStatus(599)).toBe('upstream_error');
    expect(codeForStatus(418)).toBe('invalid_request');
  });

  it('refuses error bodies with unknown codes', () => {
    expect(ErrorBody.safeParse({ error: { code: 'teapot', message: 'x' } }).success).toBe(false);
  });
});

describe('role mapping', () => {
  it('sends every participant as user, human or AI agent, and earlier guidance as assistant', () => {
    expect(participantMessage('Support Bot', 'How can I help?')).toEqual({
      speakerRole: 'user',
      speakerName: 'Support Bot',
      content: 'How can I help?',
    });
    expect(participantMessage('Jordan', 'Pricing?')).toEqual({
      speakerRole: 'user',
      speakerName: 'Jordan',
      content: 'Pricing?',
    });
    expect(earlierGuidanceMessage('Ask about budget')).toEqual({
      speakerRole: 'assistant',
      speakerName: GUIDANCE_SPEAKER_NAME,
      content: 'Ask about budget',
    });
  });
});

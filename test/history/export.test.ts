import { describe, expect, it } from 'vitest';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  escapeMarkdown,
  exportFileName,
  exportLiveSession,
  exportSavedConversation,
  toJson,
  toMarkdown,
} from '../../lib/history/export';
import type { Conversation } from '../../lib/api/contract';
import type { Recap } from '../../lib/api/recap';
import type { GuidanceEntry, MeetingSession } from '../../lib/session/types';

const T0 = Date.UTC(2026, 10, 23, 14, 0);
const EXPORTED = Date.UTC(2026, 10, 23, 15, 0);

function guidance(id: string, elaboration: string, lastUtteranceId: string, isSame = false): GuidanceEntry {
  return { id, at: T0 + 60_000, currentUser: 'Alex Rivera', guidance: { elaboration, isSame }, lastUtteranceId };
}

const live: MeetingSession = {
  tabId: 1,
  meeting: { platform: 'meet', title: 'Acme discovery', startedAt: T0, url: 'https://meet.google.com/abc' },
  captureState: 'captions_on',
  captureStateAt: 0,
  utterances: [
    { id: 'u1', speakerName: 'Alex Rivera', text: 'Hi Jordan', at: T0 + 1_000, source: 'caption', final: true },
    {
      id: 'u2',
      speakerName: 'Jordan Lee',
      text: 'What does it *cost*?',
      at: T0 + 2_000,
      source: 'caption',
      final: true,
    },
    { id: 'n1', speakerName: 'Alex Rivera', text: 'internal note', at: T0 + 2_500, source: 'note', final: true },
    { id: 'u3', speakerName: 'Jordan Lee', text: 'we', at: T0 + 3_000, source: 'caption', final: false },
  ],
  speakers: ['Alex Rivera', 'Jordan Lee'],
  currentUser: 'Alex Rivera',
  guidance: [guidance('g1', '- Ask about budget', 'u2'), guidance('g2', 'Same again', 'u2', true)],
  analysis: { status: 'idle', conversationId: 'h1', conversationName: 'Acme pricing' },
};

const saved: Conversation = {
  id: 'h1',
  name: 'Acme pricing',
  createdAt: '2026-11-23T14:00:00.000Z',
  analyses: [
    {
      analysisJsonOpenai: { elaboration: 'Ask about budget', isSame: false },
      lastMessage: { speakerRole: 'user', speakerName: 'Jordan Lee', content: 'What does it cost?' },
      createdAt: '2026-11-23T14:01:00.000Z',
    },
    {
      analysisJsonOpenai: { elaboration: 'Ask about budget', isSame: true },
      lastMessage: { speakerRole: 'user', speakerName: 'Jordan Lee', content: 'What does it cost?' },
      createdAt: '2026-11-23T14:02:00.000Z',
    },
    {
      analysisJsonOpenai: { elaboration: 'Name a price range' },
      lastMessage: { speakerRole: 'user', speakerName: 'Jordan Lee', content: 'Too expensive.' },
      createdAt: '2026-11-23T14:03:00.000Z',
    },
  ],
};

describe('export of a live session', () => {
  it('holds the final lines said and the guidance shown, in a versioned JSON shape', () => {
    const document = exportLiveSession(live, EXPORTED);
    expect(JSON.parse(toJson(document))).toEqual({
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      source: 'live',
      exportedAt: '2026-11-23T15:00:00.000Z',
      name: 'Acme pricing',
      platform: 'meet',
      startedAt: '2026-11-23T14:00:00.000Z',
      conversationId: 'h1',
      transcript: [
        { speakerName: 'Alex Rivera', text: 'Hi Jordan', at: '2026-11-23T14:00:01.000Z' },
        { speakerName: 'Jordan Lee', text: 'What does it *cost*?', at: '2026-11-23T14:00:02.000Z' },
      ],
      guidance: [
        {
          at: '2026-11-23T14:01:00.000Z',
          for: 'Alex Rivera',
          elaboration: '- Ask about budget',
          lastMessage: { speakerName: 'Jordan Lee', text: 'What does it *cost*?' },
        },
      ],
      playbook: [],
      checklist: null,
      dismissals: [],
      recap: null,
    });
  });

  it('lists the playbook entries matched, the checklist as it stood and the cards marked not useful', () => {
    const price = {
      id: 'price-budget',
      type: 'objection' as const,
      title: 'Over *budget*',
      answer: 'Ask what the budget covers.\n- Then show the cost of a lost shipment.',
      source: 'https://wiki.example.com/price',
      speakerName: 'Jordan Lee',
      quote: 'More than we budgeted.',
    };
    const checklist = (covered: boolean) => ({
      framework: 'MEDDICC',
      items: [
        {
          id: 'metrics',
          label: 'Metrics',
          ask: 'What would success look like?',
          covered,
          ...(covered && { quote: '40 hours a week' }),
        },
        { id: 'buyer', label: 'Economic buyer', ask: 'Who signs off?', covered: false },
      ],
    });
    const withPlaybook: MeetingSession = {
      ...live,
      guidance: [
        {
          ...live.guidance[0]!,
          guidance: { elaboration: '- Ask about budget', isSame: false, checklist: checklist(true) },
        },
        // A repeat still carries the proxy's matches.
        {
          ...live.guidance[1]!,
          guidance: { elaboration: 'Same', isSame: true, playbook: [price], checklist: checklist(false) },
        },
      ],
      dismissals: [
        { card: 'playbook:price-budget', kind: 'objection', entryId: 'price-budget', at: 1 },
        { card: 'g1', kind: 'guidance', at: 2 },
      ],
    };
    const document = exportLiveSession(withPlaybook, EXPORTED);
    expect(document.playbook).toEqual([{ ...price }]);
    expect(document.checklist).toEqual({
      framework: 'MEDDICC',
      items: [
        {
          id: 'metrics',
          label: 'Metrics',
          ask: 'What would success look like?',
          covered: true,
          quote: '40 hours a week',
        },
        { id: 'buyer', label: 'Economic buyer', ask: 'Who signs off?', covered: false, quote: null },
      ],
    });
    expect(document.dismissals).toEqual([
      { kind: 'objection', entryId: 'price-budget', count: 1 },
      { kind: 'guidance', entryId: null, count: 1 },
    ]);
    const markdown = toMarkdown(document);
    const guidancePart = markdown.slice(markdown.indexOf('## Guidance'), markdown.indexOf('## Transcript'));
    expect(guidancePart).toContain(
      [
        '### Playbook entries matched',
        '',
        '- **Over \\*budget\\*** (objection), Jordan Lee: "More than we budgeted."',
        '  > Ask what the budget covers.',
        '  > \\- Then show the cost of a lost shipment.',
        '  Source: <https://wiki.example.com/price>',
        '',
        '### Checklist (MEDDICC)',
        '',
        '- Metrics: covered: "40 hours a week"',
        '- Economic buyer: open, ask: Who signs off?',
        '',
        '### Marked not useful',
        '',
        '- price-budget (objection): 1',
        '- guidance cards: 1',
      ].join('\n'),
    );
  });

  it('as Markdown: title, guidance with what it answered, then the transcript, captured text never read as formatting', () => {
    const markdown = toMarkdown(exportLiveSession(live, EXPORTED));
    expect(markdown).toBe(
      [
        '# Acme pricing',
        '',
        'Platform: meet · Started: 2026-11-23 14:00 UTC · Exported: 2026-11-23 15:00 UTC · Source: live session',
        '',
        '## Guidance',
        '',
        '### 2026-11-23 14:01 UTC, for Alex Rivera',
        '',
        '> Jordan Lee: What does it \\*cost\\*?',
        '',
        '\\- Ask about budget',
        '',
        '## Transcript',
        '',
        '- **Alex Rivera**: Hi Jordan',
        '- **Jordan Lee**: What does it \\*cost\\*?',
        '',
      ].join('\n'),
    );
  });

  it('names an unsaved session from its meeting and says when nothing was captured', () => {
    const empty = { ...live, utterances: [], guidance: [], analysis: { status: 'idle' as const } };
    const document = exportLiveSession(empty, EXPORTED);
    expect(document.conversationId).toBeNull();
    expect(document.name).toMatch(/^Acme discovery \(/);
    const markdown = toMarkdown(document);
    expect(markdown).toContain('No guidance was shown.');
    expect(markdown).toContain('Nothing was captured.');
  });
});

describe('export of a saved conversation', () => {
  it('holds each analysis shown (repeats left out) with its last message, and the last messages each once', () => {
    const document = exportSavedConversation(saved, { platform: 'meet' }, EXPORTED);
    expect(document).toMatchObject({
      source: 'saved',
      name: 'Acme pricing',
      platform: 'meet',
      conversationId: 'h1',
      startedAt: saved.createdAt,
    });
    expect(document.guidance).toEqual([
      {
        at: '2026-11-23T14:01:00.000Z',
        for: null,
        elaboration: 'Ask about budget',
        lastMessage: { speakerName: 'Jordan Lee', text: 'What does it cost?' },
      },
      {
        at: '2026-11-23T14:03:00.000Z',
        for: null,
        elaboration: 'Name a price range',
        lastMessage: { speakerName: 'Jordan Lee', text: 'Too expensive.' },
      },
    ]);
    expect(document.transcript.map((l) => l.text)).toEqual(['What does it cost?', 'Too expensive.']);
    expect(document.dismissals).toBeNull();
    expect(document.playbook).toEqual([]);
    expect(toMarkdown(document)).toContain('## Last messages recorded');
  });
  it('lists the playbook entries the saved analyses matched and their checklist; a source that is not a web address stays text', () => {
    const match = {
      id: 'refund',
      type: 'procedure',
      title: 'Refund',
      answer: 'Refund started.',
      source: 'javascript:alert(1)',
      speakerName: 'Dana',
      quote: 'Lost parcel',
    };
    const checklist = {
      framework: 'MEDDICC',
      items: [{ id: 'm', label: 'Metrics', ask: 'How many?', covered: false }],
    };
    const withPlaybook: Conversation = {
      ...saved,
      analyses: [
        { analysisJsonOpenai: { elaboration: 'x', playbook: [match], checklist }, createdAt: saved.createdAt },
      ],
    };
    const document = exportSavedConversation(withPlaybook, {}, EXPORTED);
    expect(document.playbook.map((m) => m.id)).toEqual(['refund']);
    expect(document.checklist?.items.map((i) => i.covered)).toEqual([false]);
    const markdown = toMarkdown(document);
    expect(markdown).toContain('  Source: javascript:alert\\(1\\)');
    expect(markdown).not.toContain('<javascript');
  });
});

describe('the recap in an export', () => {
  const recap: Recap = {
    summary: ['They agreed on a *pilot*.'],
    decisions: [{ text: 'Pilot first', quote: "Let's do a pilot." }],
    nextSteps: [
      { text: 'Send the proposal', quote: 'I will send it by Friday.', owner: 'Alex Rivera', due: 'by Friday' },
    ],
    openQuestions: [{ text: 'Who signs?', quote: 'Who signs off?', speakerName: 'Jordan Lee' }],
    objections: [
      { text: 'Over budget', quote: 'Too expensive.', kind: 'price', speakerName: 'Jordan Lee', answered: false },
    ],
    checklist: { framework: 'MEDDICC', items: [] },
  };

  it('holds the live session’s latest recap in the JSON, its checklist left to the document’s own', () => {
    const document = exportLiveSession(
      { ...live, recap: { recap, lines: {}, at: EXPORTED - 60_000, lastUtteranceId: 'u1' } },
      EXPORTED,
    );
    const { checklist: _own, ...rest } = recap;
    expect(document.recap).toEqual({ at: '2026-11-23T14:59:00.000Z', ...rest });
    expect(JSON.parse(toJson(document)).recap.nextSteps[0]).toEqual(recap.nextSteps[0]);
  });

  it('writes the recap in Markdown: every section, owners and dates, answered or not, each quote', () => {
    const markdown = toMarkdown(
      exportLiveSession(
        { ...live, recap: { recap: { ...recap, decisions: [] }, lines: {}, at: EXPORTED, lastUtteranceId: 'u1' } },
        EXPORTED,
      ),
    );
    const part = markdown.slice(markdown.indexOf('## Recap'), markdown.indexOf('## Guidance'));
    expect(part).toContain('### Summary\n\n- They agreed on a \\*pilot\\*.');
    expect(part).toContain('### Decisions\n\nNone.');
    expect(part).toContain('- Send the proposal (owner: Alex Rivera, due: by Friday): "I will send it by Friday."');
    expect(part).toContain('- Who signs? (asked by Jordan Lee): "Who signs off?"');
    expect(part).toContain('- Over budget (price, Jordan Lee): "Too expensive.", not answered');
    expect(toMarkdown(exportLiveSession(live, EXPORTED))).not.toContain('## Recap');
  });

  it('reads the recap a saved conversation returns, leniently', () => {
    const withRecap = { ...saved, recap: { ...recap, decisions: [{ text: 'no quote' }] } } as Conversation;
    const document = exportSavedConversation(withRecap, {}, EXPORTED);
    expect(document.recap?.at).toBeNull();
    expect(document.recap?.decisions).toEqual([]);
    expect(document.recap?.nextSteps).toEqual(recap.nextSteps);
    expect(exportSavedConversation(saved, {}, EXPORTED).recap).toBeNull();
  });
});

describe('export helpers', () => {
  it('escapes Markdown and HTML syntax', () => {
    expect(escapeMarkdown('<b>[x](y)</b> # 1. _a_')).toBe('\\<b\\>\\[x\\]\\(y\\)\\</b\\> \\# 1. \\_a\\_');
    expect(escapeMarkdown('1. first\n- second')).toBe('1\\. first\n\\- second');
  });

  it('names files with letters, digits and dashes only', () => {
    const document = exportLiveSession(live, EXPORTED);
    expect(exportFileName({ ...document, name: 'Acme: Q4 / pricing (2026-11-23 14:05)' }, 'markdown')).toBe(
      'acme-q4-pricing-2026-11-23-14-05.md',
    );
    expect(exportFileName({ ...document, name: '***' }, 'json')).toBe('sidecue-conversation.json');
  });
});

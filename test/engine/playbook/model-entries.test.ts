import { describe, expect, it } from 'vitest';
import type { TranscriptMessage } from '../../../lib/api/contract.ts';
import { PlaybookFile } from '../../../lib/api/playbook.ts';
import { analyzeTranscript } from '../../../proxy/engine/analyze/compose.ts';
import type { ChatMessage, ChatModel } from '../../../proxy/engine/model/client.ts';
import { guideFor } from '../../../proxy/engine/model/index.ts';
import { mergeModelPicks, promptEntries } from '../../../proxy/engine/playbook/model-entries.ts';

const playbook = PlaybookFile.parse({
  version: 1,
  objections: [
    {
      id: 'too-dear',
      kind: 'price',
      title: 'Too expensive',
      examples: ['more than we budgeted'],
      answer: 'Size the problem.',
    },
    { id: 'season', kind: 'timing', title: 'Busy season', examples: ['we are in peak season'], answer: 'Start after.' },
    {
      id: 'privacy',
      kind: 'other',
      title: 'Where the data lives',
      examples: ['patient addresses stay in the country'],
      answer: 'EU hosting.',
    },
  ],
  competitors: [{ id: 'beacon', name: 'Beacon Fleet', aliases: ['Beacon'], differentiators: ['Live ETAs'] }],
});
const said = (speakerName: string, content: string): TranscriptMessage => ({
  speakerRole: 'user',
  speakerName,
  content,
});
const transcript = [
  said('Alex', 'Thanks for joining.'),
  said('Jo', 'Our patient addresses have to stay in the country, where does the data live?'),
  said('Jo', 'Beacon Fleet quoted us too.'),
];

describe('playbook entries in the prompt', () => {
  it('lists the entries most like the recent dialogue first, within the budget', () => {
    const lines = promptEntries(playbook, transcript);
    expect(lines[0]).toBe(
      'privacy (objection): Where the data lives; said like: patient addresses stay in the country',
    );
    expect(lines).toHaveLength(4);
    const tight = promptEntries(playbook, transcript, lines[0]!.length + 1);
    expect(tight).toEqual([lines[0]]);
  });
});

describe('merging the entries the model names', () => {
  it('keeps real entries quoted from real lines, drops unknown ids and invented lines, orders by line', () => {
    const matched = analyzeTranscript(transcript, 'Alex', { playbook }).playbook!.filter((m) => m.id === 'beacon');
    const merged = mergeModelPicks(playbook, transcript, 'Alex', matched, [
      { id: 'privacy', quote: 'patient addresses have to stay in the country' },
      { id: 'made-up', quote: 'Beacon Fleet quoted us too.' },
      { id: 'season', quote: 'we are slammed this season' },
      { id: 'too-dear', quote: 'Thanks for joining.' },
    ]);
    expect(merged.map((m) => [m.id, m.quote])).toEqual([
      ['privacy', 'Our patient addresses have to stay in the country, where does the data live?'],
      ['beacon', 'Beacon Fleet quoted us too.'],
    ]);
  });
});

describe('the model path with a playbook', () => {
  it('sends the entries and merges the ids the model used with the rule matches', async () => {
    const asked: ChatMessage[][] = [];
    const model: ChatModel = {
      name: 'stand-in',
      complete: async (messages) => {
        asked.push(messages);
        return {
          streamed: false,
          text: JSON.stringify({
            elaboration: '- Say where the data lives.',
            playbook: [
              { id: 'season', quote: 'before autumn' },
              { id: 'nope', quote: 'before autumn' },
            ],
          }),
        };
      },
    };
    const input = { transcript, currentUser: 'Alex', callType: 'sales', playbook };
    const analysis = await guideFor(model, () => {}).analyze(
      input,
      analyzeTranscript(transcript, 'Alex', { playbook }),
    );
    expect(asked[0]![1]!.content).toContain('Team playbook entries:\nprivacy (objection): Where the data lives');
    expect(asked[0]![0]!.content).toContain('"playbook": array of {"id": string, "quote": string}');
    expect(analysis.playbook?.map((m) => m.id)).toEqual(['privacy', 'beacon']);
  });
});

import { describe, expect, it } from 'vitest';
import { applyUtterances } from '../../lib/session/transcript';
import { utterance } from './fixtures';

describe('applyUtterances', () => {
  it('upserts by id: a rewrite replaces the wording instead of adding a line', () => {
    const draft = utterance('Jordan', 'what does it', 10, { final: false });
    const first = applyUtterances([], [], [draft]);
    const second = applyUtterances(first.utterances, first.speakers, [
      { ...draft, text: 'What does it cost?', final: true },
    ]);
    expect(second.utterances).toHaveLength(1);
    expect(second.utterances[0]).toMatchObject({ text: 'What does it cost?', final: true });
    expect(first.finalized).toEqual([]);
    expect(second.finalized.map((u) => u.id)).toEqual([draft.id]);
    expect(second.touched).toEqual([0]);
  });

  it('keeps spoken order when a late chat message arrives, and lists speakers once in order of appearance', () => {
    const a = utterance('Alex', 'Hi', 10);
    const b = utterance('Jordan', 'Hello', 30);
    const late = utterance('Sam', 'sorry, joined late', 20, { source: 'chat' });
    const start = applyUtterances([], [], [a, b]);
    const next = applyUtterances(start.utterances, start.speakers, [late]);
    expect(next.utterances.map((u) => u.speakerName)).toEqual(['Alex', 'Sam', 'Jordan']);
    expect(next.speakers).toEqual(['Alex', 'Jordan', 'Sam']);
    expect(next.touched).toEqual([1, 2]);
  });

  it('never turns a final utterance back into a draft and keeps its start time', () => {
    const done = utterance('Jordan', 'Fine.', 10);
    const start = applyUtterances([], [], [done]);
    const next = applyUtterances(start.utterances, start.speakers, [{ ...done, text: 'Fine!', final: false, at: 99 }]);
    expect(next.utterances[0]).toMatchObject({ text: 'Fine!', final: true, at: 10 });
    expect(next.finalized).toEqual([]);
  });

  it('ignores a new utterance with no words yet', () => {
    expect(applyUtterances([], [], [utterance('Jordan', '   ', 5, { final: false })]).utterances).toEqual([]);
  });
});

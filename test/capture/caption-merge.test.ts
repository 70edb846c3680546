import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CAPTION_TIMING,
  createCaptionMergeState,
  mergeCaptionEvents,
  type CaptionEvent,
  type CaptionMergeState,
} from '../../lib/capture/caption-merge';
import { captionSequences } from './fixtures/meet-sequences';
import { replayOnMerger } from './support/caption-model';

const { graceMs, settleMs, quietMs } = DEFAULT_CAPTION_TIMING;

const block = (at: number, blockKey: string, speakerName: string, text: string, previousKey: string | null = null): CaptionEvent => ({
  type: 'block',
  at,
  blockKey,
  previousKey,
  speakerName,
  text,
});

/** Runs events one at a time, like flushes, and keeps every upsert. */
function feed(events: CaptionEvent[], state: CaptionMergeState = createCaptionMergeState('t')) {
  const upserts = [];
  let wakeAt: number | undefined;
  for (const event of events) {
    const result = mergeCaptionEvents(state, [event], event.at);
    state = result.state;
    wakeAt = result.wakeAt;
    upserts.push(...result.upserts);
  }
  return { state, upserts, wakeAt };
}

describe('caption merging on recorded Meet sequences', () => {
  it.each(captionSequences)('$name', ({ ops, expected }) => {
    const end = Math.max(...ops.map((op) => op.at)) + 30_000;
    const run = replayOnMerger(ops, end);

    expect(run.transcript.map((u) => [u.speakerName, u.text])).toEqual(expected);
    expect(run.transcript.every((u) => u.final)).toBe(true);
    expect(new Set(run.transcript.map((u) => u.id)).size).toBe(run.transcript.length);
    expect(run.wakeAt).toBeUndefined(); // nothing left open, so no timer needed
  });

  it('keeps one id through every rewrite of a block and sends each change once', () => {
    const run = replayOnMerger(captionSequences[0]!.ops, 60_000);
    const jordan = run.upserts.filter((u) => u.speakerName === 'Jordan Lee');
    expect(new Set(jordan.map((u) => u.id)).size).toBe(1);
    expect(jordan.map((u) => u.text)).toEqual([
      'So',
      'So what does the',
      'So what does that',
      'So what does that cost for four',
      'So what does that cost for 40 seats',
      'So, what does that cost for 40 seats?',
      'So, what does that cost for 40 seats?', // turning final
    ]);
    expect(jordan.map((u) => u.final)).toEqual([false, false, false, false, false, false, true]);
  });
});

describe('finalization', () => {
  it('finalizes the newest utterance after the quiet time, not before', () => {
    const first = feed([block(0, 'a', 'Jordan Lee', 'Let me think about that.')]);
    expect(first.wakeAt).toBe(quietMs);

    const early = mergeCaptionEvents(first.state, [], quietMs - 1);
    expect(early.upserts).toEqual([]);
    const due = mergeCaptionEvents(first.state, [], quietMs);
    expect(due.upserts).toMatchObject([{ text: 'Let me think about that.', final: true }]);
    expect(due.wakeAt).toBeUndefined();
  });

  it('finalizes sooner once a newer block exists', () => {
    const run = feed([block(0, 'a', 'Jordan Lee', 'What is the price?'), block(1_000, 'b', 'You', 'It depends', 'a')]);
    expect(run.wakeAt).toBe(settleMs);
    const due = mergeCaptionEvents(run.state, [], settleMs);
    expect(due.upserts).toMatchObject([{ speakerName: 'Jordan Lee', final: true }]);
  });

  it('finalizes a vanished block once the grace period is over', () => {
    const run = feed([block(0, 'a', 'Jordan Lee', 'We use spreadsheets.'), { type: 'gone', at: 100, blockKey: 'a' }]);
    expect(run.wakeAt).toBe(100 + graceMs);
    expect(mergeCaptionEvents(run.state, [], 100 + graceMs).upserts).toMatchObject([{ final: true }]);
  });

  it('finalizes everything at once when captions are hidden', () => {
    const run = feed([
      block(0, 'a', 'Jordan Lee', 'What about security?'),
      block(500, 'b', 'You', 'We are SOC 2', 'a'),
      { type: 'hidden', at: 600 },
    ]);
    expect(run.upserts.slice(-2)).toMatchObject([
      { text: 'What about security?', final: true },
      { text: 'We are SOC 2', final: true },
    ]);
    expect(run.wakeAt).toBeUndefined();
  });
});

describe('blocks that come back', () => {
  it('takes a block put back within the grace period as the same utterance', () => {
    const run = feed([
      block(0, 'a', 'Jordan Lee', 'We looked at two vendors'),
      { type: 'gone', at: 200, blockKey: 'a' },
      block(400, 'a2', 'Jordan Lee', 'We looked at two vendors last year'),
    ]);
    expect(new Set(run.upserts.map((u) => u.id)).size).toBe(1);
    expect(run.upserts.at(-1)).toMatchObject({ text: 'We looked at two vendors last year', final: false });
  });

  it('takes a block shown after the grace period as a new utterance', () => {
    const run = feed([
      block(0, 'a', 'Jordan Lee', 'Sounds good.'),
      { type: 'gone', at: 200, blockKey: 'a' },
      block(200 + graceMs + 1, 'a2', 'Jordan Lee', 'Sounds good.'),
    ]);
    expect(new Set(run.upserts.map((u) => u.id)).size).toBe(2);
  });

  it('completes the same utterance when captions come back showing more of it', () => {
    const run = feed([
      block(0, 'a', 'You', 'I can send the'),
      { type: 'hidden', at: 500 },
      { type: 'shown', at: 4_000 },
      block(4_100, 'a2', 'You', 'I can send the proposal today'),
    ]);
    const ids = new Set(run.upserts.map((u) => u.id));
    expect(ids.size).toBe(1);
    expect(run.upserts.at(-1)).toMatchObject({ text: 'I can send the proposal today', final: true });
  });

  it('does not match blocks shown long after captions came back on to old utterances', () => {
    const run = feed([
      block(0, 'a', 'Jordan Lee', 'Can you send it over?'),
      { type: 'hidden', at: 500 },
      { type: 'shown', at: 4_000 },
      block(4_000 + DEFAULT_CAPTION_TIMING.replayMs + 1, 'b', 'Jordan Lee', 'Can you send it over?'),
    ]);
    expect(new Set(run.upserts.map((u) => u.id)).size).toBe(2);
  });
});

describe('truncation', () => {
  const long = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');

  it('finalizes the text before a restart as its own utterance and drops repeated words', () => {
    const run = feed([block(0, 'a', 'Jordan Lee', long), block(300, 'a', 'Jordan Lee', 'word28 word29 and then we')]);
    const [before, restart, after] = run.upserts;
    expect(before).toMatchObject({ text: long, final: false });
    expect(restart).toMatchObject({ id: before!.id, text: long, final: true });
    expect(after).toMatchObject({ text: 'and then we', final: false, at: 300 });
    expect(after!.id).not.toBe(before!.id);
  });

  it('does not take a shortened short block for a restart', () => {
    const run = feed([block(0, 'a', 'Jordan Lee', 'I I I think that'), block(300, 'a', 'Jordan Lee', 'I think')]);
    expect(new Set(run.upserts.map((u) => u.id)).size).toBe(1);
    expect(run.upserts.at(-1)).toMatchObject({ text: 'I think' });
  });
});

describe('state', () => {
  it('does not change the state it is given', () => {
    const start = feed([block(0, 'a', 'Jordan Lee', 'Hello there')]).state;
    const snapshot = JSON.stringify(start);
    mergeCaptionEvents(start, [block(100, 'a', 'Jordan Lee', 'Hello there, Alex'), { type: 'hidden', at: 200 }], 200);
    expect(JSON.stringify(start)).toBe(snapshot);
  });

  it('keeps a bounded number of finished tracks over a long call', () => {
    const events: CaptionEvent[] = [];
    for (let i = 0; i < 200; i++) {
      events.push(block(i * 2_000, `k${i}`, i % 2 ? 'You' : 'Jordan Lee', `utterance number ${i}`, i ? `k${i - 1}` : null));
      if (i >= 4) events.push({ type: 'gone', at: i * 2_000, blockKey: `k${i - 4}` });
    }
    const run = feed(events);
    expect(run.state.tracks.length).toBeLessThanOrEqual(DEFAULT_CAPTION_TIMING.keptTracks + 4);
    expect(new Set(run.upserts.map((u) => u.id)).size).toBe(200);
  });
});

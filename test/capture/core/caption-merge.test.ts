import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CAPTION_TIMING,
  createCaptionMergeState,
  mergeCaptionEvents,
  type CaptionEvent,
  type CaptionMergeState,
} from '../../../lib/capture/core/caption-merge';
import { captionSequences } from '../platforms/meet/sequences';
import { replayOnMerger } from '../support/caption-model';

const { graceMs, settleMs, quietMs } = DEFAULT_CAPTION_TIMING;

const block = (
  at: number,
  blockKey: string,
  speakerName: string,
  text: string,
  previousKey: string | null = null,
): CaptionEvent => ({
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
      events.push(
        block(i * 2_000, `k${i}`, i % 2 ? 'You' : 'Jordan Lee', `utterance number ${i}`, i ? `k${i - 1}` : null),
      );
      if (i >= 4) events.push({ type: 'gone', at: i * 2_000, blockKey: `k${i - 4}` });
    }
    const run = feed(events);
    expect(run.state.tracks.length).toBeLessThanOrEqual(DEFAULT_CAPTION_TIMING.keptTracks + 4);
    expect(new Set(run.upserts.map((u) => u.id)).size).toBe(200);
  });
});

describe('platform capabilities (Teams)', () => {
  const teams = () => createCaptionMergeState('t', { joinsSplitTurns: true, placeholderSpeakers: ['Unknown'] });
  const returningBlock = (at: number, blockKey: string, speakerName: string, text: string): CaptionEvent => ({
    type: 'block',
    at,
    blockKey,
    previousKey: null,
    speakerName,
    text,
    returning: true,
  });
  const finalTranscript = (upserts: { id: string; speakerName: string; text: string; final: boolean }[]) => {
    const byId = new Map(upserts.map((u) => [u.id, u]));
    return [...byId.values()].map((u) => [u.speakerName, u.text, u.final]);
  };

  it('joins a turn split into several blocks after a pause into one utterance, final once', () => {
    const events = [
      block(0, 'a', 'Jordan Lee', 'We run two hundred trucks.'),
      block(1_200, 'b', 'Jordan Lee', 'Across three', 'a'),
      block(1_500, 'b', 'Jordan Lee', 'Across three regions.', 'a'),
    ];
    const run = feed(events, teams());
    expect(new Set(run.upserts.map((u) => u.id)).size).toBe(1);
    expect(run.upserts.at(-1)).toMatchObject({
      text: 'We run two hundred trucks. Across three regions.',
      final: false,
    });
    // Timed by its newest block: not final at settle time after the first, final after quiet.
    expect(mergeCaptionEvents(run.state, [], 1_500 + quietMs - 1).upserts).toEqual([]);
    const due = mergeCaptionEvents(run.state, [], 1_500 + quietMs);
    expect(due.upserts).toMatchObject([{ text: 'We run two hundred trucks. Across three regions.', final: true }]);

    // Meet's merge keeps every block its own utterance.
    expect(new Set(feed(events).upserts.map((u) => u.id)).size).toBe(2);
  });

  it('does not join across another speaker, nor onto a turn already final', () => {
    const between = feed(
      [
        block(0, 'a', 'Jordan Lee', 'Sure.'),
        block(500, 'b', 'Alex Rivera', 'Go on.', 'a'),
        block(900, 'c', 'Jordan Lee', 'We run trucks.', 'b'),
      ],
      teams(),
    );
    expect(new Set(between.upserts.map((u) => u.id)).size).toBe(3);

    const first = feed([block(0, 'a', 'Jordan Lee', 'Sure.')], teams());
    const afterQuiet = mergeCaptionEvents(
      first.state,
      [block(quietMs + 100, 'b', 'Jordan Lee', 'Anyway.', 'a')],
      quietMs + 100,
    );
    expect(finalTranscript(afterQuiet.upserts)).toEqual([
      ['Jordan Lee', 'Anyway.', false],
      ['Jordan Lee', 'Sure.', true],
    ]);
  });

  it('sends nothing under "Unknown" while the page resolves the name, then the words under the real name', () => {
    const run = feed(
      [
        block(0, 'a', 'Unknown', 'Hello there'),
        block(400, 'a', 'Unknown', 'Hello there, Alex.'),
        block(900, 'a', 'Jordan Lee', 'Hello there, Alex.'),
      ],
      teams(),
    );
    expect(run.upserts.map((u) => [u.speakerName, u.text])).toEqual([['Jordan Lee', 'Hello there, Alex.']]);
    const done = mergeCaptionEvents(run.state, [], 900 + quietMs);
    expect(done.upserts).toMatchObject([{ speakerName: 'Jordan Lee', final: true, id: run.upserts[0]!.id }]);
  });

  it("joins a resolved block to the same speaker's open turn", () => {
    const run = feed(
      [
        block(0, 'a', 'Jordan Lee', 'Part one.'),
        block(800, 'b', 'Unknown', 'part two', 'a'),
        block(1_300, 'b', 'Jordan Lee', 'part two', 'a'),
      ],
      teams(),
    );
    expect(new Set(run.upserts.map((u) => u.id)).size).toBe(1);
    expect(run.upserts.at(-1)).toMatchObject({ speakerName: 'Jordan Lee', text: 'Part one. part two' });
    expect(run.upserts.some((u) => u.speakerName === 'Unknown')).toBe(false);
  });

  it('sends a turn that went final as "Unknown" again under the resolved name, same id', () => {
    const first = feed([block(0, 'a', 'Unknown', 'Hello there.')], teams());
    const final = mergeCaptionEvents(first.state, [], quietMs);
    expect(final.upserts).toMatchObject([{ speakerName: 'Unknown', final: true }]);
    const resolved = mergeCaptionEvents(
      final.state,
      [block(quietMs + 500, 'a', 'Jordan Lee', 'Hello there.')],
      quietMs + 500,
    );
    expect(resolved.upserts).toEqual([{ ...final.upserts[0], speakerName: 'Jordan Lee' }]);
  });

  it('takes a block that comes back under a key it had as the same track, and ignores a returning block no longer kept', () => {
    const first = feed(
      [block(0, 's:1', 'Jordan Lee', 'Hello there.'), { type: 'gone', at: 1_000, blockKey: 's:1' }],
      teams(),
    );
    const final = mergeCaptionEvents(first.state, [], 10_000);
    expect(final.upserts).toMatchObject([{ final: true }]);
    const back = mergeCaptionEvents(final.state, [returningBlock(60_000, 's:1', 'Jordan Lee', 'Hello there.')], 60_000);
    expect(back.upserts).toEqual([]);
    expect(back.state.tracks.filter((t) => t.blockKeys.includes('s:1'))).toHaveLength(1);
    // Long gone and no longer kept: the returning flag alone keeps it from being captured twice.
    const pruned = createCaptionMergeState('t', { joinsSplitTurns: true });
    expect(mergeCaptionEvents(pruned, [returningBlock(0, 's:1', 'Jordan Lee', 'Hello there.')], 0).upserts).toEqual([]);
  });
});

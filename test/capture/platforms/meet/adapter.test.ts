// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  startMeetCapture,
  type MeetCapture,
  type MeetCaptureOptions,
} from '../../../../lib/capture/platforms/meet/adapter';
import { meetingSeen, utterancesSeen } from '../../../../lib/session/capture-updates';
import { defaultCurrentUser } from '../../../../lib/session/current-user';
import type { MeetingSession } from '../../../../lib/session/types';
import { captionSequences, chatSequence, type MeetOp } from './sequences';
import { FakeMeet, type FakeMeetOptions, type Layout } from './fake-page';
import { ManualTimers } from '../../support/manual-timers';
import { RecordingSink } from '../../support/recording-sink';

let running: MeetCapture | undefined;
afterEach(() => running?.stop());

function setUp(page: FakeMeetOptions, options: Partial<MeetCaptureOptions> = {}) {
  const timers = new ManualTimers();
  const meet = new FakeMeet(document, page);
  const sink = new RecordingSink();
  running = startMeetCapture({ send: sink, document, timers, idPrefix: 'test', ...options });
  return { timers, meet, sink };
}

/** Applies ops at their times (relative to `from`); ops sharing a time happen in one task. */
async function replay(meet: FakeMeet, timers: ManualTimers, ops: readonly MeetOp[], from: number) {
  for (const time of [...new Set(ops.map((op) => op.at))]) {
    await timers.advanceTo(from + time);
    for (const op of ops.filter((o) => o.at === time)) meet.apply(op);
  }
}

const layouts: Array<{
  layout: Layout;
  pageSelfName?: string;
  selfNameOption?: string;
  expectedSelf: string;
  title: string;
}> = [
  {
    layout: '2026',
    pageSelfName: 'Alex Rivera',
    selfNameOption: 'Alex R.',
    expectedSelf: 'Alex Rivera',
    title: 'Acme discovery call',
  },
  { layout: '2025', selfNameOption: 'Alex R.', expectedSelf: 'Alex R.', title: 'abc-defg-hij' },
  { layout: 'structural', expectedSelf: 'You', title: 'abc-defg-hij' },
];

describe.each(layouts)(
  'captions on the $layout layout',
  ({ layout, pageSelfName, selfNameOption, expectedSelf, title }) => {
    it.each(captionSequences)('$name', async ({ ops, expected }) => {
      const { timers, meet, sink } = setUp({ layout, pageSelfName }, { selfName: selfNameOption });
      await timers.advance(1_000);
      await replay(meet, timers, ops, timers.now());
      await timers.advance(30_000);

      const transcript = sink.transcript();
      const asSpoken = expected.map(([speaker, text]) => [speaker === 'You' ? expectedSelf : speaker, text]);
      expect(transcript.map((u) => [u.speakerName, u.text])).toEqual(asSpoken);
      expect(transcript.every((u) => u.final && u.source === 'caption')).toBe(true);
      expect(sink.meetings[0]).toMatchObject({ platform: 'meet', title, url: expect.stringContaining('http') });
      expect(sink.lastState).toBe('captions_on');
      // Everything is final and nothing changes: no timer is left running.
      expect(timers.pendingCount).toBe(0);
    });
  },
);

describe('reading only what changed', () => {
  it('reads a rewritten block once per flush however many mutations it had', async () => {
    const { timers, meet, sink } = setUp({ layout: '2026' });
    await timers.advance(1_000);
    meet.addBlock('j1', 'Jordan Lee', 'One');
    for (const text of ['One two', 'One two three', 'One two three four']) meet.say('j1', text);
    await timers.advance(100);
    expect(sink.upserts.map((u) => u.text)).toEqual(['One two three four']);
  });

  it('keeps page order for blocks that appear in the same flush', async () => {
    const { timers, meet, sink } = setUp({ layout: '2026' });
    await timers.advance(1_000);
    meet.addBlock('j1', 'Jordan Lee', 'Is that per seat?');
    meet.addBlock('y1', 'You', 'Yes, per seat.');
    meet.addBlock('j2', 'Jordan Lee', 'Got it.');
    await timers.advance(30_000);
    expect(sink.transcript().map((u) => u.text)).toEqual(['Is that per seat?', 'Yes, per seat.', 'Got it.']);
  });

  it('ignores the "Jump to bottom" button and other non-caption parts of the region', async () => {
    const { timers, meet, sink } = setUp({ layout: '2026' });
    await timers.advance(1_000);
    const button = meet.region!.querySelector('button')!;
    button.append(document.createTextNode(' now'));
    await timers.advance(60_000);
    expect(sink.upserts).toEqual([]);
    expect(sink.lastState).toBe('captions_on');
  });
});

describe('state detection', () => {
  it('waits until the call is live, then sends the meeting before anything else', async () => {
    const { timers, meet, sink } = setUp({ layout: '2026', inCall: false, pageSelfName: 'Alex Rivera' });
    await timers.advance(5_000);
    expect(sink.meetings).toEqual([]);
    expect(sink.states.map((s) => s.state)).toEqual([]);

    meet.joinCall();
    await timers.advance(1_000);
    expect(sink.meetings).toEqual([
      expect.objectContaining({
        title: 'Acme discovery call',
        selfName: 'Alex Rivera',
        startedAt: timers.now() - 1_000 + 250,
      }),
    ]);
    expect(sink.lastState).toBe('captions_on');
  });

  it('reports captions off, and with autoCaptions clicks the button once', async () => {
    const { timers, meet, sink } = setUp({ layout: '2026', captionsOn: false }, { autoCaptions: true });
    await timers.advance(1_000);
    expect(sink.states.map((s) => s.state)).toEqual(['captions_off', 'captions_on']);
    expect(meet.captionsOn).toBe(true);

    meet.setCaptions(false); // the user turns them off: their choice stands
    await timers.advance(5_000);
    expect(meet.captionsOn).toBe(false);
    expect(sink.lastState).toBe('captions_off');
  });

  it('leaves captions off without autoCaptions', async () => {
    const { timers, meet, sink } = setUp({ layout: '2026', captionsOn: false });
    await timers.advance(5_000);
    expect(meet.captionsOn).toBe(false);
    expect(sink.states.map((s) => s.state)).toEqual(['captions_off']);
  });

  it('finalizes what was shown when captions are turned off', async () => {
    const { timers, meet, sink } = setUp({ layout: '2026' });
    await timers.advance(1_000);
    meet.addBlock('j1', 'Jordan Lee', 'What would onboarding look like');
    await timers.advance(500);
    meet.setCaptions(false);
    await timers.advance(300);
    expect(sink.lastState).toBe('captions_off');
    expect(sink.upserts.at(-1)).toMatchObject({ text: 'What would onboarding look like', final: true });
  });

  it('turns unverified after 45 s with captions on but no region, and back once captions read', async () => {
    const { timers, meet, sink } = setUp({ layout: '2026' });
    await timers.advance(1_000);
    meet.removeRegion();
    await timers.advance(44_000);
    expect(sink.lastState).toBe('captions_on');
    await timers.advance(1_500);
    expect(sink.lastState).toBe('capture_unverified');
    expect(timers.pendingCount).toBe(0); // no polling while unverified

    meet.setCaptions(true);
    meet.addBlock('j1', 'Jordan Lee', 'Hello?');
    await timers.advance(1_000);
    expect(sink.lastState).toBe('captions_on');
  });

  it('turns unverified after 45 s of region changes that read as no caption block', async () => {
    const { timers, meet, sink } = setUp({ layout: '2026' });
    await timers.advance(1_000);
    for (let i = 0; i < 10; i++) {
      const unknown = document.createElement('div');
      unknown.textContent = `changed markup ${i}`;
      meet.region!.prepend(unknown);
      await timers.advance(5_000);
    }
    expect(sink.lastState).toBe('capture_unverified');
  });

  it('ends when the leave control stays gone, finalizing what was open', async () => {
    const { timers, meet, sink } = setUp({ layout: '2026' });
    await timers.advance(1_000);
    meet.addBlock('j1', 'Jordan Lee', 'Thanks, talk soon');
    await timers.advance(300);
    meet.leave();
    await timers.advance(1_000);
    expect(sink.lastState).toBe('captions_on');
    await timers.advance(2_000);
    expect(sink.lastState).toBe('ended');
    expect(sink.upserts.at(-1)).toMatchObject({ text: 'Thanks, talk soon', final: true });
    await timers.advance(1_000);
    expect(timers.pendingCount).toBe(0);
  });

  it('does not end when the toolbar is only re-rendered', async () => {
    const { timers, meet, sink } = setUp({ layout: '2026' });
    await timers.advance(1_000);
    const toolbar = meet.rerenderToolbar();
    await timers.advance(800);
    toolbar.restore();
    await timers.advance(10_000);
    expect(sink.states.map((s) => s.state)).toEqual(['captions_on']);
  });
});

describe('in-call chat', () => {
  it('reads rows with sender, own messages as the user, final, each once', async () => {
    const { timers, meet, sink } = setUp({ layout: '2026', pageSelfName: 'Alex Rivera' });
    await timers.advance(1_000);
    for (const op of chatSequence.before) meet.apply(op);
    await timers.advance(1_000);
    const openedAt = timers.now();
    await replay(meet, timers, chatSequence.live, openedAt);
    await timers.advance(1_000);
    meet.reopenChat(); // rows rendered again must not come twice
    await timers.advance(1_000);

    const chat = sink.upserts.filter((u) => u.source === 'chat');
    expect(chat.map((u) => [u.speakerName, u.text])).toEqual(
      chatSequence.expected.map(([speaker, text]) => [speaker === 'You' ? 'Alex Rivera' : speaker, text]),
    );
    expect(chat.every((u) => u.final)).toBe(true);
    const day = new Date(openedAt);
    expect(chat[0]!.at).toBe(new Date(day.getFullYear(), day.getMonth(), day.getDate(), 10, 2).getTime());
    expect(chat[2]!.at).toBe(new Date(day.getFullYear(), day.getMonth(), day.getDate(), 10, 3).getTime());
    // A row that arrives live is stamped when it arrives (the shown minute is coarser).
    expect(chat[3]!.at).toBeGreaterThanOrEqual(openedAt + 2_000);
  });
});

describe('the user as one speaker', () => {
  /** What the background makes of everything the page sent, as the capture listener applies it. */
  function backgroundSession(sink: RecordingSink, displayName: string | undefined) {
    let session: MeetingSession | undefined;
    for (const meeting of sink.meetings) {
      session = meetingSeen(session, 1, meeting, defaultCurrentUser({ selfName: meeting.selfName, displayName }), 0)
        .session!;
    }
    return utterancesSeen(session, sink.upserts)!.session!;
  }

  it('names own chat messages as captions name the user, even when Meet shows "You" as their sender', async () => {
    const { timers, meet, sink } = setUp({ layout: '2026', pageSelfName: 'Alex Rivera' });
    await timers.advance(1_000);
    meet.addChat('m1', 'You', '10:02 AM', 'Thanks, got it');
    meet.addChat('m2', undefined, '10:02 AM', 'Sending the deck');
    meet.addBlock('y1', 'You', 'Hello Jordan.');
    await timers.advance(30_000);
    expect(sink.transcript().map((u) => [u.source, u.speakerName])).toEqual([
      ['chat', 'Alex Rivera'],
      ['chat', 'Alex Rivera'],
      ['caption', 'Alex Rivera'],
    ]);
  });

  it('files lines sent as "You" before Meet showed the name under that name', async () => {
    const { timers, meet, sink } = setUp({ layout: '2026' });
    await timers.advance(1_000);
    meet.addChat('m1', undefined, '10:02 AM', 'Thanks, got it');
    meet.addBlock('y1', 'You', 'Hello Jordan.');
    meet.addBlock('j1', 'Jordan Lee', 'Hi Alex.');
    await timers.advance(10_000);
    expect(new Set(sink.upserts.filter((u) => u.speakerName === 'You').map((u) => u.source))).toEqual(
      new Set(['caption', 'chat']),
    );

    meet.showSelfName('Alex Rivera');
    await timers.advance(1_000);
    expect(sink.meetings.at(-1)).toMatchObject({ selfName: 'Alex Rivera', selfAliases: ['You'] });
    meet.addChat('m2', undefined, '10:03 AM', 'Here is the deck');
    meet.addBlock('y2', 'You', 'Shall we start?');
    await timers.advance(30_000);
    expect(sink.upserts.slice(-2).map((u) => u.speakerName)).toEqual(['Alex Rivera', 'Alex Rivera']);

    const session = backgroundSession(sink, undefined);
    expect(session.speakers).toEqual(['Alex Rivera', 'Jordan Lee']);
    expect(session.utterances.filter((u) => u.speakerName !== 'Jordan Lee').map((u) => u.speakerName)).toEqual(
      Array(4).fill('Alex Rivera'),
    );
    expect(session.currentUser).toBe('Alex Rivera');
  });

  it('moves the coached person from the settings name to the name Meet shows later', async () => {
    const { timers, meet, sink } = setUp({ layout: '2026' }, { selfName: 'Alex R.' });
    await timers.advance(1_000);
    expect(sink.meetings[0]!.selfName).toBeUndefined();
    meet.addBlock('y1', 'You', 'Hello Jordan.');
    await timers.advance(10_000);
    meet.showSelfName('Alex Rivera');
    await timers.advance(1_000);
    expect(sink.meetings.at(-1)).toMatchObject({ selfName: 'Alex Rivera', selfAliases: ['Alex R.'] });

    const session = backgroundSession(sink, 'Alex R.');
    expect(session.speakers).toEqual(['Alex Rivera']);
    expect(session.currentUser).toBe('Alex Rivera');
  });
});

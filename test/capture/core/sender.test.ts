import { describe, expect, it } from 'vitest';
import type { CaptureMessage, CapturedUtterance, MeetingInfo } from '../../../lib/messaging/capture-protocol';
import { createCaptureSender, type CaptureTransport } from '../../../lib/capture/core/sender';
import { applyUtterances } from '../../../lib/session/transcript';
import { ManualTimers } from '../support/manual-timers';

const meeting: MeetingInfo = {
  platform: 'meet',
  title: 'Acme',
  startedAt: 1,
  url: 'https://meet.google.com/abc-defg-hij',
};

const utterance = (id: string, text: string, final = false): CapturedUtterance => ({
  id,
  speakerName: 'Jordan Lee',
  text,
  at: Number(id.slice(1)),
  source: 'caption',
  final,
});

/** A background that can be down; it records what it acknowledged. */
class FakeBackground {
  received: CaptureMessage[] = [];
  acknowledged: CaptureMessage[] = [];
  down = false;
  answer: unknown = { ok: true };
  transport: CaptureTransport = async (message) => {
    this.received.push(message);
    if (this.down) throw new Error('Could not establish connection. Receiving end does not exist.');
    this.acknowledged.push(message);
    return this.answer;
  };
  types(list = this.acknowledged) {
    return list.map((m) => m.type);
  }
  transcript() {
    const upserts = this.acknowledged.flatMap((m) => (m.type === 'capture/utterances' ? m.utterances : []));
    return applyUtterances([], [], upserts).utterances;
  }
}

function setUp() {
  const timers = new ManualTimers();
  const background = new FakeBackground();
  const sender = createCaptureSender({
    transport: background.transport,
    timers,
    retryDelayMs: { first: 100, max: 1_000 },
  });
  return { timers, background, sender };
}

describe('capture sender', () => {
  it('sends the meeting, then the state, then everything captured in the same turn as one batch', async () => {
    const { timers, background, sender } = setUp();
    sender.meeting(meeting);
    sender.state('captions_on', 5);
    sender.utterances([utterance('u1', 'Hello')]);
    sender.utterances([utterance('u2', 'Hi'), utterance('u1', 'Hello there')]);
    await timers.advance(0);

    expect(background.types()).toEqual(['capture/meeting', 'capture/state', 'capture/utterances']);
    const batch = background.acknowledged[2] as Extract<CaptureMessage, { type: 'capture/utterances' }>;
    expect(batch.utterances.map((u) => [u.id, u.text])).toEqual([
      ['u1', 'Hello there'],
      ['u2', 'Hi'],
    ]);
    expect(timers.pendingCount).toBe(0);
  });

  it('holds everything until the meeting is known', async () => {
    const { timers, background, sender } = setUp();
    sender.state('waiting', 1);
    sender.utterances([utterance('u1', 'Early words')]);
    await timers.advance(1_000);
    expect(background.received).toEqual([]);

    sender.meeting(meeting);
    await timers.advance(0);
    expect(background.types()).toEqual(['capture/meeting', 'capture/state', 'capture/utterances']);
  });

  it('loses nothing while the service worker restarts, and tells the meeting and state again', async () => {
    const { timers, background, sender } = setUp();
    sender.meeting(meeting);
    sender.state('captions_on', 5);
    await timers.advance(0);
    background.acknowledged = [];

    background.down = true;
    sender.utterances([utterance('u1', 'We use')]);
    await timers.advance(0);
    sender.utterances([utterance('u1', 'We use spreadsheets', true), utterance('u2', 'Why?')]);
    await timers.advance(100); // first retry fails too
    sender.utterances([utterance('u3', 'Because it is cheap', true)]);
    expect(background.acknowledged).toEqual([]);

    background.down = false;
    await timers.advance(200); // second retry
    expect(background.types()).toEqual(['capture/meeting', 'capture/state', 'capture/utterances']);
    expect(background.transcript().map((u) => [u.id, u.text, u.final])).toEqual([
      ['u1', 'We use spreadsheets', true],
      ['u2', 'Why?', false],
      ['u3', 'Because it is cheap', true],
    ]);
    expect(timers.pendingCount).toBe(0);
  });

  it('treats an answer other than {ok: true} as not stored', async () => {
    const { timers, background, sender } = setUp();
    background.answer = { ok: false };
    sender.meeting(meeting);
    sender.utterances([utterance('u1', 'Hello')]);
    await timers.advance(0);
    expect(timers.pendingCount).toBe(1); // a retry is scheduled

    background.answer = { ok: true };
    background.acknowledged = [];
    await timers.advance(100);
    expect(background.types()).toEqual(['capture/meeting', 'capture/utterances']);
  });

  it('backs off, doubling up to a bound, only while something is pending', async () => {
    const { timers, background, sender } = setUp();
    background.down = true;
    sender.meeting(meeting);
    const delays: number[] = [];
    await timers.advance(0);
    for (let i = 0; i < 6; i++) {
      delays.push(...timers.pendingDelays());
      await timers.advance(timers.pendingDelays()[0]!);
    }
    expect(delays).toEqual([100, 200, 400, 800, 1_000, 1_000]);

    background.down = false;
    await timers.advance(1_000);
    expect(timers.pendingCount).toBe(0);
  });

  it('sends again an upsert that changed while its message was in flight', async () => {
    const timers = new ManualTimers();
    const acknowledged: CaptureMessage[] = [];
    let release: (() => void) | undefined;
    const transport: CaptureTransport = (message) => {
      acknowledged.push(message);
      if (message.type !== 'capture/utterances' || release) return Promise.resolve({ ok: true });
      return new Promise((resolve) => (release = () => resolve({ ok: true })));
    };
    const sender = createCaptureSender({ transport, timers });
    sender.meeting(meeting);
    sender.utterances([utterance('u1', 'Draft')]);
    await timers.advance(0);
    sender.utterances([utterance('u1', 'Final wording', true)]);
    release!();
    await timers.advance(0);

    const sent = acknowledged.flatMap((m) => (m.type === 'capture/utterances' ? m.utterances.map((u) => u.text) : []));
    expect(sent).toEqual(['Draft', 'Final wording']);
  });

  it('sends what arrives while a retry waits only when the retry is due', async () => {
    const { timers, background, sender } = setUp();
    background.down = true;
    sender.meeting(meeting);
    await timers.advance(0);
    expect(background.received).toHaveLength(1);
    sender.utterances([utterance('u1', 'Hello')]);
    await timers.advance(99);
    expect(background.received).toHaveLength(1);
    background.down = false;
    await timers.advance(1);
    expect(background.types()).toEqual(['capture/meeting', 'capture/utterances']);
  });

  it('stops sending and retrying when stopped', async () => {
    const { timers, background, sender } = setUp();
    background.down = true;
    sender.meeting(meeting);
    await timers.advance(0);
    sender.stop();
    expect(timers.pendingCount).toBe(0);
    await timers.advance(10_000);
    expect(background.received).toHaveLength(1);
  });
});

describe('capture sender: chat conversations', () => {
  const chat = (id: string, text: string): CapturedUtterance => ({
    id,
    speakerName: 'Chris',
    text,
    at: 1,
    source: 'chat',
    final: true,
  });
  const batches = (background: FakeBackground) =>
    background.acknowledged.flatMap((m) => (m.type === 'capture/utterances' ? [m] : []));

  it('sends each conversation its own messages, with its key, even after the tab moved to another', async () => {
    const { timers, background, sender } = setUp();
    background.down = true;
    sender.meeting({ ...meeting, platform: 'zendesk', conversationKey: '1001' });
    sender.utterances([chat('zendesk:1001:a', 'Ticket one, first')], '1001');
    // The user opens ticket 1002 while ticket 1001's message is still pending.
    sender.meeting({ ...meeting, platform: 'zendesk', conversationKey: '1002' });
    sender.utterances([chat('zendesk:1002:a', 'Ticket two')], '1002');
    sender.utterances([chat('zendesk:1001:b', 'Ticket one, second')], '1001');
    await timers.advance(0);
    background.down = false;
    await timers.advance(1_000);

    expect(batches(background).map((m) => [m.conversationKey, m.utterances.map((u) => u.text)])).toEqual([
      ['1001', ['Ticket one, first', 'Ticket one, second']],
      ['1002', ['Ticket two']],
    ]);
  });

  it('leaves the key out for meetings', async () => {
    const { timers, background, sender } = setUp();
    sender.meeting(meeting);
    sender.utterances([utterance('u1', 'Hello')]);
    await timers.advance(0);
    expect(batches(background)[0]).not.toHaveProperty('conversationKey');
  });
});

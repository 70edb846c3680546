import { describe, expect, it } from 'vitest';
import { createCapturePortHandler, type CapturePortEnd } from '../../lib/background/capture-port';
import { createPortTransport, type CapturePort } from '../../lib/capture/port-transport';
import { createCaptureSender } from '../../lib/capture/sender';
import type { CaptureMessage, CapturedUtterance, MeetingInfo } from '../../lib/messaging/capture-protocol';
import { ManualTimers, settle } from './support/manual-timers';

const meeting: MeetingInfo = { platform: 'zendesk', title: 'Refund', startedAt: 1, url: 'https://acme.zendesk.com/agent/tickets/1001', conversationKey: '1001' };
const chat = (n: number): CapturedUtterance => ({ id: `zendesk:1001:${n}`, speakerName: 'Chris', text: `Message ${n}`, at: n, source: 'chat', final: true });

type Listener = (message: unknown) => void;

/** One runtime port between a page and the service worker; messages arrive a turn later, as copies. */
class FakePort {
  open = true;
  private readonly toPage: Listener[] = [];
  private readonly toWorker: Listener[] = [];
  private readonly onClose: (() => void)[] = [];
  constructor(tabId: number | undefined) {
    this.workerEnd.sender = tabId === undefined ? {} : { tab: { id: tabId } };
  }
  private post(listeners: Listener[], message: unknown) {
    if (!this.open) throw new Error('Attempting to use a disconnected port object');
    const copy = structuredClone(message);
    setTimeout(() => this.open && listeners.forEach((listener) => listener(copy)), 0);
  }
  readonly pageEnd: CapturePort = {
    postMessage: (message) => this.post(this.toWorker, message),
    onMessage: { addListener: (listener) => this.toPage.push(listener) },
    onDisconnect: { addListener: (listener) => this.onClose.push(listener) },
  };
  readonly workerEnd: CapturePortEnd = {
    postMessage: (message) => this.post(this.toPage, message),
    onMessage: { addListener: (listener) => this.toWorker.push(listener) },
  };
  /** The service worker stopped: the page's end hears of it. */
  disconnect() {
    this.open = false;
    this.onClose.forEach((listener) => listener());
  }
}

/** A service worker that stores what it receives and can stop; each start takes new ports. */
class FakeWorker {
  stored: CaptureMessage[] = [];
  ports: FakePort[] = [];
  /** Messages handed on but not stored yet: a stop loses them. */
  private inFlight: (() => void)[] = [];
  holdReplies = false;
  failNext = false;
  private readonly handle = createCapturePortHandler(
    (message) =>
      new Promise<void>((resolve, reject) => {
        if (this.failNext) {
          this.failNext = false;
          return reject(new Error('storage full'));
        }
        const store = () => {
          this.stored.push(message);
          resolve();
        };
        if (this.holdReplies) this.inFlight.push(store);
        else store();
      }),
  );
  connect = (tabId: number | undefined = 7): CapturePort => {
    const port = new FakePort(tabId);
    this.ports.push(port);
    this.handle(port.workerEnd);
    return port.pageEnd;
  };
  stop() {
    this.inFlight = [];
    this.holdReplies = false;
    this.ports.forEach((port) => port.open && port.disconnect());
  }
  texts() {
    return this.stored.flatMap((m) => (m.type === 'capture/utterances' ? m.utterances.map((u) => u.text) : []));
  }
  types() {
    return this.stored.map((m) => m.type);
  }
}

async function run(timers: ManualTimers, ms: number) {
  for (let i = 0; i < 5; i++) await settle();
  await timers.advance(ms);
  for (let i = 0; i < 5; i++) await settle();
}

describe('capture port transport', () => {
  it('sends meeting, state and messages in order over one port, each answered once stored', async () => {
    const timers = new ManualTimers();
    const worker = new FakeWorker();
    const sender = createCaptureSender({ transport: createPortTransport(() => worker.connect()), timers });
    sender.meeting(meeting);
    sender.state('captions_on', 2);
    await run(timers, 0);
    for (let n = 1; n <= 3; n++) {
      sender.utterances([chat(n)], '1001');
      await run(timers, 0);
    }

    expect(worker.types()).toEqual(['capture/meeting', 'capture/state', 'capture/utterances', 'capture/utterances', 'capture/utterances']);
    expect(worker.texts()).toEqual(['Message 1', 'Message 2', 'Message 3']);
    expect(worker.ports).toHaveLength(1);
  });

  it('keeps what was unanswered when the worker stops, and sends it again on a new port after meeting and state', async () => {
    const timers = new ManualTimers();
    const worker = new FakeWorker();
    const sender = createCaptureSender({ transport: createPortTransport(() => worker.connect()), timers, retryDelayMs: { first: 100, max: 1_000 } });
    sender.meeting(meeting);
    sender.state('captions_on', 2);
    sender.utterances([chat(1)], '1001');
    await run(timers, 0);
    worker.holdReplies = true;
    sender.utterances([chat(2)], '1001');
    await run(timers, 0);
    worker.stop(); // message 2 was received but never stored nor answered
    sender.utterances([chat(3)], '1001');
    await run(timers, 0);
    expect(worker.texts()).toEqual(['Message 1']);

    await run(timers, 100);
    expect(worker.ports).toHaveLength(2);
    expect(worker.types().slice(3)).toEqual(['capture/meeting', 'capture/state', 'capture/utterances']);
    expect(worker.texts()).toEqual(['Message 1', 'Message 2', 'Message 3']);
  });

  it('sends again a message the worker could not store', async () => {
    const timers = new ManualTimers();
    const worker = new FakeWorker();
    const sender = createCaptureSender({ transport: createPortTransport(() => worker.connect()), timers, retryDelayMs: { first: 100, max: 1_000 } });
    sender.meeting(meeting);
    await run(timers, 0);
    worker.failNext = true;
    sender.utterances([chat(1)], '1001');
    await run(timers, 0);
    expect(worker.texts()).toEqual([]);
    await run(timers, 100);
    expect(worker.texts()).toEqual(['Message 1']);
    expect(worker.ports).toHaveLength(1);
  });

  it('fails a send at once when no port can be opened, and connects again on the next', async () => {
    let reloaded = true;
    const worker = new FakeWorker();
    const transport = createPortTransport(() => {
      if (reloaded) throw new Error('Extension context invalidated.');
      return worker.connect();
    });
    const message: CaptureMessage = { type: 'capture/meeting', meeting };
    await expect(transport(message)).rejects.toThrow('Extension context invalidated.');
    reloaded = false;
    await expect(transport(message)).resolves.toEqual({ ok: true });
  });
});

describe('capture port, background end', () => {
  it('answers not ok, and hands on nothing, for what is not a capture message or comes from no tab', async () => {
    const received: CaptureMessage[] = [];
    const handle = createCapturePortHandler(async (message) => void received.push(message));
    const answers: unknown[] = [];
    const port = (tabId?: number) => {
      const listeners: Listener[] = [];
      handle({
        sender: tabId === undefined ? {} : { tab: { id: tabId } },
        postMessage: (answer) => answers.push(answer),
        onMessage: { addListener: (listener) => listeners.push(listener) },
      });
      return (message: unknown) => listeners.forEach((listener) => listener(message));
    };
    port(7)({ n: 1, message: { type: 'panel/hello' } });
    port(undefined)({ n: 2, message: { type: 'capture/meeting', meeting } });
    port(7)({ message: { type: 'capture/meeting', meeting } }); // no number to answer by
    await settle();
    expect(received).toEqual([]);
    expect(answers).toEqual([
      { n: 1, ok: false },
      { n: 2, ok: false },
    ]);
  });
});

// Hands captures to the background in batches, in order: meeting, then state, then utterances.
// Everything is kept until the background answers {ok: true}; while the MV3 service worker
// restarts, sending is retried with a bounded backoff, and the meeting and state are told again.
import type { CaptureMessage, CaptureState, CapturedUtterance, MeetingInfo } from '../../messaging/capture-protocol';
import { OneShotTimer, realTimers, type Timers } from './timers';

/** What a platform adapter hands its captures to. */
export interface CaptureSink {
  meeting(meeting: MeetingInfo): void;
  state(state: CaptureState, at: number): void;
  /**
   * Upserts by id: a later one with the same id replaces a pending one. `conversationKey` (chat tools)
   * names the conversation they belong to, which may no longer be the tab's current one when they go out.
   */
  utterances(utterances: readonly CapturedUtterance[], conversationKey?: string): void;
}

export interface CaptureSender extends CaptureSink {
  stop(): void;
}

/** Resolves with the background's answer; rejects when nobody received the message. */
export type CaptureTransport = (message: CaptureMessage) => Promise<unknown>;

export interface CaptureSenderOptions {
  transport: CaptureTransport;
  timers?: Timers;
  /** Retry delays double from `first` up to `max`. */
  retryDelayMs?: { first: number; max: number };
}

const MAX_UTTERANCES_PER_MESSAGE = 200;

interface PendingUtterance {
  utterance: CapturedUtterance;
  conversationKey: string | undefined;
}
const DEFAULT_RETRY_DELAY_MS = { first: 250, max: 10_000 };

export function createCaptureSender(options: CaptureSenderOptions): CaptureSender {
  const timers = options.timers ?? realTimers;
  const retryDelay = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  let meeting: MeetingInfo | undefined;
  let meetingPending = false;
  let state: { state: CaptureState; at: number } | undefined;
  let statePending = false;
  // Insertion-ordered; replacing a pending upsert keeps its place.
  const pendingUtterances = new Map<string, PendingUtterance>();
  let sending = false;
  let failures = 0;
  let stopped = false;
  const sendTimer = new OneShotTimer(timers, () => void drain());

  /** The next message and what to forget once it is acknowledged. */
  const nextMessage = (): [CaptureMessage, () => void] | undefined => {
    // The background keeps nothing for a tab before it knows the meeting: hold everything until then.
    if (!meeting) return undefined;
    if (meetingPending) {
      const sent = meeting;
      const acknowledge = () => {
        if (meeting === sent) meetingPending = false;
      };
      return [{ type: 'capture/meeting', meeting: sent }, acknowledge];
    }
    if (statePending && state) {
      const sent = state;
      const acknowledge = () => {
        if (state === sent) statePending = false;
      };
      return [{ type: 'capture/state', ...sent }, acknowledge];
    }
    const first = pendingUtterances.values().next();
    if (first.done) return undefined;
    // One conversation per message: the oldest pending one's, so each conversation keeps its order.
    const conversationKey = first.value.conversationKey;
    const batch: PendingUtterance[] = [];
    for (const pending of pendingUtterances.values()) {
      if (batch.length === MAX_UTTERANCES_PER_MESSAGE) break;
      if (pending.conversationKey === conversationKey) batch.push(pending);
    }
    const acknowledge = () => {
      // An upsert that arrived while this was in flight stays pending.
      for (const sent of batch)
        if (pendingUtterances.get(sent.utterance.id) === sent) pendingUtterances.delete(sent.utterance.id);
    };
    const utterances = batch.map((pending) => pending.utterance);
    const message: CaptureMessage =
      conversationKey === undefined
        ? { type: 'capture/utterances', utterances, sentAt: timers.now() }
        : { type: 'capture/utterances', utterances, sentAt: timers.now(), conversationKey };
    return [message, acknowledge];
  };

  const deliver = async (message: CaptureMessage): Promise<boolean> => {
    try {
      const answer = await options.transport(message);
      return (answer as { ok?: unknown } | undefined)?.ok === true;
    } catch {
      return false; // no receiver: the service worker is (re)starting, or the extension was reloaded
    }
  };

  const retryLater = () => {
    // A restarted service worker may have lost what it was told: tell it again first.
    meetingPending = true;
    statePending = state !== undefined;
    sendTimer.restart(Math.min(retryDelay.max, retryDelay.first * 2 ** failures));
    failures++;
  };

  async function drain(): Promise<void> {
    if (sending || stopped) return;
    sending = true;
    try {
      for (let next = nextMessage(); next && !stopped; next = nextMessage()) {
        const [message, acknowledge] = next;
        if (!(await deliver(message))) {
          if (!stopped) retryLater();
          return;
        }
        failures = 0;
        acknowledge();
      }
    } finally {
      sending = false;
    }
  }

  /**
   * Sends once the code that captured has run, so what it captured together goes in one batch: a
   * microtask, not a timer, saves a task per batch (issue 9's chat benchmark: ~10% of the content
   * script's time, ~6 ms of latency).
   */
  let queued = false;
  const schedule = () => {
    // A pending retry keeps its backoff.
    if (sending || stopped || queued || sendTimer.running) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      void drain();
    });
  };

  return {
    meeting(next) {
      meeting = next;
      meetingPending = true;
      schedule();
    },
    state(next, at) {
      state = { state: next, at };
      statePending = true;
      schedule();
    },
    utterances(utterances, conversationKey) {
      for (const utterance of utterances) pendingUtterances.set(utterance.id, { utterance, conversationKey });
      if (utterances.length > 0) schedule();
    },
    stop() {
      stopped = true;
      sendTimer.cancel();
    },
  };
}

// A capture transport over one long-lived port to the background: cheaper per message than
// runtime.sendMessage, which opens and closes a channel every time. Each message is answered over the
// port; when the port disconnects (the MV3 service worker stopped, the extension was reloaded) every
// unanswered message is failed, so the sender keeps it and sends it again, and the next message opens
// a new port.
import type { CaptureMessage } from '../messaging/capture-protocol';
import type { CaptureTransport } from './sender';

/** The name capture ports connect with; panel ports have names of their own. */
export const CAPTURE_PORT_NAME = 'sidecue-capture';

/** What travels over the port each way: a message numbered for its answer, and the answer. */
export interface CapturePortRequest {
  n: number;
  message: CaptureMessage;
}
export interface CapturePortAnswer {
  n: number;
  ok: boolean;
}

/** The part of runtime.Port the transport uses. */
export interface CapturePort {
  postMessage(message: unknown): void;
  onMessage: { addListener(listener: (message: unknown) => void): void };
  onDisconnect: { addListener(listener: () => void): void };
}

export function createPortTransport(connect: () => CapturePort): CaptureTransport {
  let port: CapturePort | undefined;
  let next = 0;
  const waiting = new Map<number, { resolve: (answer: unknown) => void; reject: (error: Error) => void }>();

  const failAll = () => {
    const unanswered = [...waiting.values()];
    waiting.clear();
    for (const { reject } of unanswered) reject(new Error('The background stopped before answering.'));
  };

  const open = (): CapturePort => {
    const opened = connect();
    opened.onMessage.addListener((answer) => {
      const { n, ok } = (answer ?? {}) as Partial<CapturePortAnswer>;
      const waiter = typeof n === 'number' ? waiting.get(n) : undefined;
      if (!waiter) return;
      waiting.delete(n!);
      waiter.resolve({ ok: ok === true });
    });
    opened.onDisconnect.addListener(() => {
      if (port === opened) port = undefined;
      failAll();
    });
    return opened;
  };

  return (message) =>
    new Promise((resolve, reject) => {
      const n = ++next;
      waiting.set(n, { resolve, reject });
      try {
        port ??= open();
        port.postMessage({ n, message } satisfies CapturePortRequest);
      } catch (error) {
        // No receiver (the extension was reloaded) or a port that just closed: fail now, retry later.
        port = undefined;
        waiting.delete(n);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
}

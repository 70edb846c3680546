// The background end of a content script's capture port (lib/capture/port-transport.ts): each numbered
// message is checked, handled like a runtime message, and answered over the port once stored.
import type { CapturePortAnswer } from '../capture/port-transport';
import { isCaptureMessage, type CaptureMessage } from '../messaging/capture-protocol';

/** The part of runtime.Port the background uses. */
export interface CapturePortEnd {
  sender?: { tab?: { id?: number } };
  postMessage(message: unknown): void;
  onMessage: { addListener(listener: (message: unknown) => void): void };
}

export function createCapturePortHandler(receive: (message: CaptureMessage, tabId: number) => Promise<void>) {
  return function handleCapturePort(port: CapturePortEnd): void {
    const tabId = port.sender?.tab?.id;
    const answer = (n: number, ok: boolean) => {
      try {
        port.postMessage({ n, ok } satisfies CapturePortAnswer);
      } catch {
        // The page closed meanwhile; a page that reconnects sends again whatever was not answered.
      }
    };
    port.onMessage.addListener((request) => {
      const { n, message } = (request ?? {}) as { n?: unknown; message?: unknown };
      if (typeof n !== 'number') return;
      if (!isCaptureMessage(message) || tabId === undefined) return answer(n, false);
      receive(message, tabId).then(
        () => answer(n, true),
        () => answer(n, false),
      );
    });
  };
}

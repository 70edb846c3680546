// Keeps a port to the background for one tab and hands the panel each session update. The
// service worker can be stopped at any time; the port then drops and is opened again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { browser, type Browser } from 'wxt/browser';
import { panelPortName, type PanelCommand, type PanelUpdate } from '../messaging/panel-protocol';
import type { MeetingSession } from '../session/types';

const RECONNECT_DELAYS_MS = [100, 300, 1_000, 2_000];

export interface PanelConnection {
  /** undefined until the background answered once. */
  session: MeetingSession | null | undefined;
  connected: boolean;
  send(command: PanelCommand): void;
}

export function useSession(tabId: number | undefined): PanelConnection {
  const [session, setSession] = useState<MeetingSession | null | undefined>(undefined);
  const [connected, setConnected] = useState(false);
  const portRef = useRef<Browser.runtime.Port | undefined>(undefined);

  useEffect(() => {
    if (tabId === undefined) return;
    let closed = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setSession(undefined);

    const connect = () => {
      const port = browser.runtime.connect({ name: panelPortName(tabId) });
      portRef.current = port;
      port.onMessage.addListener((message: unknown) => {
        const update = message as PanelUpdate;
        if (update.type !== 'session') return;
        attempt = 0;
        setConnected(true);
        setSession(update.session);
      });
      port.onDisconnect.addListener(() => {
        portRef.current = undefined;
        setConnected(false);
        if (closed) return;
        const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
        attempt += 1;
        timer = setTimeout(connect, delay);
      });
    };
    connect();
    return () => {
      closed = true;
      if (timer) clearTimeout(timer);
      portRef.current?.disconnect();
      portRef.current = undefined;
    };
  }, [tabId]);

  const send = useCallback((command: PanelCommand) => portRef.current?.postMessage(command), []);
  return { session, connected, send };
}

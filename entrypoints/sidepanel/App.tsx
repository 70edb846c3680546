import { useEffect, useMemo, useState } from 'react';
import { HistoryView } from '../../components/HistoryView';
import { browserHistoryDeps } from '../../lib/history/browser-deps';
import { CaptureFromPage } from '../../components/CaptureFromPage';
import { OpenOptionsButton } from '../../components/ErrorNotice';
import { SessionView } from '../../components/SessionView';
import { describeApiError } from '../../lib/api/errors';
import { browserPagePicker } from '../../lib/panel/page-picker';
import { activeTabId, onActiveTabChanged, tabFromQuery } from '../../lib/panel/target-tab';
import { useSession } from '../../lib/panel/use-session';
import { useSettings } from '../../lib/panel/use-settings';
import type { MeetingSession } from '../../lib/session/types';

export function App() {
  // History on its own (?view=history) until the panel's tabs take it in. The query never changes
  // while the page is open, so the hooks below always run in the same order.
  if (new URLSearchParams(location.search).get('view') === 'history') return <History />;
  const pinned = tabFromQuery(location.search);
  const [tabId, setTabId] = useState<number | undefined>(pinned);
  useEffect(() => {
    if (pinned !== undefined) return;
    void activeTabId().then(setTabId);
    return onActiveTabChanged(setTabId);
  }, [pinned]);
  const { session, send } = useSession(tabId);
  const settings = useSettings();
  const needsProxy = settings !== undefined && settings.proxyUrl === '';

  if (session === null) {
    return (
      <section>
        <h1>Sidecue</h1>
        {needsProxy && <NeedsProxy />}
        <p>
          Open a Google Meet, Teams or Zoom call in this tab and turn on captions, or a support conversation (Zendesk, Intercom,
          HubSpot, Freshdesk, Front, WhatsApp Web): guidance appears here as people talk.
        </p>
        {tabId !== undefined && <CaptureFromPage key={tabId} tabId={tabId} deps={browserPagePicker} />}
      </section>
    );
  }
  return (
    <>
      {needsProxy && <NeedsProxy />}
      {session === undefined ? <p className="muted">Connecting…</p> : <SessionView session={withoutSetupError(session)} send={send} />}
      {/* A page read by a recipe can be picked again when the page changed and the recipe reads it wrong. */}
      {session?.meeting.platform === 'recipe' && tabId !== undefined && <CaptureFromPage key={tabId} tabId={tabId} deps={browserPagePicker} again />}
    </>
  );
}

function History() {
  const deps = useMemo(browserHistoryDeps, []);
  return <HistoryView deps={deps} />;
}

function NeedsProxy() {
  const { title, action } = describeApiError({ kind: 'not_configured' });
  return (
    <div className="notice" role="region" aria-label="Setup">
      <strong>{title}</strong> <span>{action}</span>
      <OpenOptionsButton />
    </div>
  );
}

/**
 * "Not configured" is shown above from the live settings, so the session's copy (recorded
 * when a request found no proxy) would only say it twice, or linger once the proxy is set.
 */
function withoutSetupError(session: MeetingSession): MeetingSession {
  if (session.analysis.lastError?.kind !== 'not_configured') return session;
  return { ...session, analysis: { ...session.analysis, lastError: undefined } };
}

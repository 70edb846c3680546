import { useEffect, useState } from 'react';
import { SessionView } from '../../components/SessionView';
import { activeTabId, onActiveTabChanged, tabFromQuery } from '../../lib/panel/target-tab';
import { useSession } from '../../lib/panel/use-session';

export function App() {
  const pinned = tabFromQuery(location.search);
  const [tabId, setTabId] = useState<number | undefined>(pinned);
  useEffect(() => {
    if (pinned !== undefined) return;
    void activeTabId().then(setTabId);
    return onActiveTabChanged(setTabId);
  }, [pinned]);
  const { session, send } = useSession(tabId);

  if (session === undefined) return <p className="muted">Connecting…</p>;
  if (session === null) {
    return (
      <section>
        <h1>Sidecue</h1>
        <p>Open a Google Meet call in this tab and turn on captions (CC): guidance appears here as people talk.</p>
      </section>
    );
  }
  return <SessionView session={session} send={send} />;
}

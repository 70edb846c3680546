import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { GuidanceView } from '../../components/GuidanceView';
import { PanelTabs } from '../../components/PanelTabs';
import { t } from '../../lib/i18n/messages';
import { watchSelection } from '../../lib/panel/pending-selection';
import { activeTabId, onActiveTabChanged, tabFromQuery } from '../../lib/panel/target-tab';
import { tabShowsProfile } from '../../lib/panel/use-tab-profile';
import { rememberedView, rememberView, viewFromQuery } from '../../lib/panel/views';
import { useSettings } from '../../lib/panel/use-settings';
import type { Settings } from '../../lib/settings/schema';

// Loaded when first shown: the panel opened during a call does not load the outreach and history code
// and their HTTP client.
const OutreachTab = lazy(() => import('../../components/OutreachTab').then((m) => ({ default: m.OutreachTab })));
const History = lazy(() => import('../../components/HistoryView').then((m) => ({ default: m.BrowserHistoryView })));

interface ViewProps {
  tabId: number | undefined;
  settings: Settings | undefined;
}

// The panel's tabs, in order; the first is shown until one is chosen.
const views = [
  { id: 'guidance', label: t('panelTabGuidance'), render: (p: ViewProps) => <GuidanceView {...p} /> },
  {
    id: 'outreach',
    label: t('panelTabOutreach'),
    render: (p: ViewProps) => (
      <Suspense fallback={<p className="muted">{t('panelLoading')}</p>}>
        <OutreachTab {...p} />
      </Suspense>
    ),
  },
  {
    id: 'history',
    label: t('panelTabHistory'),
    render: () => (
      <Suspense fallback={<p className="muted">{t('panelLoading')}</p>}>
        <History />
      </Suspense>
    ),
  },
] as const;
type ViewId = (typeof views)[number]['id'];
const viewIds = views.map((v) => v.id);
const firstView = views[0].id;

export function App() {
  const pinned = tabFromQuery(location.search);
  const [tabId, setTabId] = useState<number | undefined>(pinned);
  useEffect(() => {
    if (pinned !== undefined) return;
    void activeTabId().then(setTabId);
    return onActiveTabChanged(setTabId);
  }, [pinned]);
  const settings = useSettings();

  const [asked] = useState(() => viewFromQuery(location.search, viewIds));
  const [view, setView] = useState<ViewId | undefined>(asked);
  // A choice made while the tab's remembered view is being read wins over it.
  const chosen = useRef(false);
  const select = (id: ViewId) => {
    chosen.current = true;
    setView(id);
    if (tabId !== undefined) void rememberView(tabId, id);
  };
  const firstTab = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per tab only; `asked` is read once and select() only remembers choices
  useEffect(() => {
    if (tabId === undefined) return;
    let current = true;
    chosen.current = false;
    // `?view=` counts for the tab the panel opened on; on another tab, what was chosen there shows,
    // and where nothing was chosen yet, Outreach on a LinkedIn profile.
    if (firstTab.current && asked !== undefined) void rememberView(tabId, asked);
    else {
      void rememberedView(tabId, viewIds).then(async (id) => {
        const shown = id ?? ((await tabShowsProfile(tabId)) ? 'outreach' : firstView);
        if (current && !chosen.current) setView(shown);
      });
    }
    firstTab.current = false;
    // Text sent from the context menu opens the Outreach tab, which takes it.
    const stop = watchSelection(tabId, () => select('outreach'));
    return () => {
      current = false;
      stop();
    };
  }, [tabId]); // per tab: select() remembers choices made meanwhile

  return (
    <PanelTabs
      views={views}
      active={view ?? firstView}
      onSelect={select}
      render={(id) => views.find((v) => v.id === id)!.render({ tabId, settings })}
    />
  );
}

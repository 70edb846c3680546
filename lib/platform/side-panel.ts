// Chrome's side panel and Firefox's sidebar behind one call: the toolbar button opens Sidecue.
// The click is handled here rather than by Chrome's openPanelOnActionClick, because only a click
// that reaches action.onClicked grants activeTab for the tab ("Capture from this page" needs it).
import { browser } from 'wxt/browser';

interface ChromeSidePanel {
  setPanelBehavior(behavior: { openPanelOnActionClick: boolean }): Promise<void>;
  open(options: { windowId: number }): Promise<void>;
}
interface FirefoxSidebarAction {
  toggle(): Promise<void>;
  open(): Promise<void>;
}
interface ClickedTab {
  windowId?: number;
}
interface ToolbarButton {
  onClicked: { addListener(listener: (tab: ClickedTab) => void): void };
}

interface PanelApis {
  sidePanel?: ChromeSidePanel;
  sidebarAction?: FirefoxSidebarAction;
  action?: ToolbarButton;
  browserAction?: ToolbarButton;
}

/**
 * Opens the panel (never closes it) from a user action other than the toolbar button, such as a
 * context-menu click. Call it inside that action's handler, before any await: both browsers
 * refuse to open it later.
 */
export function openPanelInUserAction(tab: ClickedTab | undefined): void {
  const api = browser as unknown as PanelApis;
  if (api.sidePanel) {
    if (tab?.windowId !== undefined) void api.sidePanel.open({ windowId: tab.windowId });
    return;
  }
  void api.sidebarAction?.open();
}

export function openPanelFromToolbarButton(): void {
  const api = browser as unknown as PanelApis;
  const button = api.action ?? api.browserAction;
  if (!button) return;
  const panel = api.sidePanel;
  if (panel) {
    void panel.setPanelBehavior({ openPanelOnActionClick: false });
    // open() must run inside the click, before any await, or Chrome refuses it.
    button.onClicked.addListener((tab) => {
      if (tab.windowId !== undefined) void panel.open({ windowId: tab.windowId });
    });
    return;
  }
  const sidebar = api.sidebarAction;
  // Firefox only opens a sidebar from a user action, so the toggle runs inside the click.
  if (sidebar) button.onClicked.addListener(() => void sidebar.toggle());
}

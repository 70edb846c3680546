// Chrome's side panel and Firefox's sidebar behind one call: the toolbar button opens Sidecue.
import { browser } from 'wxt/browser';

interface ChromeSidePanel {
  setPanelBehavior(behavior: { openPanelOnActionClick: boolean }): Promise<void>;
}
interface FirefoxSidebarAction {
  toggle(): Promise<void>;
}
interface ToolbarButton {
  onClicked: { addListener(listener: () => void): void };
}

export function openPanelFromToolbarButton(): void {
  const api = browser as unknown as {
    sidePanel?: ChromeSidePanel;
    sidebarAction?: FirefoxSidebarAction;
    action?: ToolbarButton;
    browserAction?: ToolbarButton;
  };
  if (api.sidePanel) {
    void api.sidePanel.setPanelBehavior({ openPanelOnActionClick: true });
    return;
  }
  const sidebar = api.sidebarAction;
  const button = api.action ?? api.browserAction;
  // Firefox only opens a sidebar from a user action, so the toggle runs inside the click.
  if (sidebar && button) button.onClicked.addListener(() => void sidebar.toggle());
}

// The toolbar click opens the panel itself: a click that reaches action.onClicked grants activeTab,
// which "Capture from this page" needs; Chrome's openPanelOnActionClick would not grant it.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPanelFromToolbarButton, openPanelInUserAction } from '../../lib/platform/side-panel';

type Listener = (tab: { windowId?: number }) => void;
const api = fakeBrowser as unknown as Record<string, unknown>;
const saved = {
  sidePanel: api.sidePanel,
  action: api.action,
  sidebarAction: api.sidebarAction,
  browserAction: api.browserAction,
};
afterEach(() => Object.assign(api, saved));

function toolbarButton() {
  const listeners: Listener[] = [];
  return {
    button: { onClicked: { addListener: (l: Listener) => listeners.push(l) } },
    click: (tab: { windowId?: number }) => {
      for (const listener of listeners) listener(tab);
    },
  };
}

describe('toolbar button', () => {
  it('Chrome: turns off the automatic opening and opens the side panel within the click, without awaiting first', () => {
    const sidePanel = { setPanelBehavior: vi.fn(async () => undefined), open: vi.fn(async () => undefined) };
    const { button, click } = toolbarButton();
    Object.assign(api, { sidePanel, action: button, sidebarAction: undefined });
    openPanelFromToolbarButton();
    expect(sidePanel.setPanelBehavior).toHaveBeenCalledWith({ openPanelOnActionClick: false });
    click({ windowId: 4 });
    expect(sidePanel.open).toHaveBeenCalledWith({ windowId: 4 }); // synchronously, still inside the click
  });

  it('Firefox: toggles the sidebar within the click', () => {
    const sidebarAction = { toggle: vi.fn(async () => undefined) };
    const { button, click } = toolbarButton();
    Object.assign(api, { sidePanel: undefined, action: undefined, browserAction: button, sidebarAction });
    openPanelFromToolbarButton();
    click({});
    expect(sidebarAction.toggle).toHaveBeenCalledOnce();
  });
});

describe('opening from another user action (the context menu)', () => {
  it("Chrome: opens the side panel of the clicked tab's window, synchronously", () => {
    const sidePanel = { setPanelBehavior: vi.fn(async () => undefined), open: vi.fn(async () => undefined) };
    Object.assign(api, { sidePanel, sidebarAction: undefined });
    openPanelInUserAction({ windowId: 9 });
    expect(sidePanel.open).toHaveBeenCalledWith({ windowId: 9 });
  });

  it('Firefox: opens the sidebar, never toggles it closed', () => {
    const sidebarAction = { toggle: vi.fn(async () => undefined), open: vi.fn(async () => undefined) };
    Object.assign(api, { sidePanel: undefined, sidebarAction });
    openPanelInUserAction({});
    expect(sidebarAction.open).toHaveBeenCalledOnce();
    expect(sidebarAction.toggle).not.toHaveBeenCalled();
  });
});

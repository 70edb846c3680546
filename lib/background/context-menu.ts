// "Evaluate with Sidecue" and "Shorten with Sidecue" on selected text, on any page: the click opens
// the panel and leaves the text for that tab's panel, which takes it once into the Outreach tab.
import { type MessageKey, t } from '../i18n/messages';
import type { PendingSelection, SelectionAction } from '../messaging/outreach-selection';

export const MENU_ITEMS: readonly { id: string; title: MessageKey; action: SelectionAction }[] = [
  { id: 'sidecue-evaluate', title: 'menuEvaluate', action: 'evaluate' },
  { id: 'sidecue-shorten', title: 'menuShorten', action: 'shorten' },
];

export interface MenuClick {
  menuItemId: string | number;
  selectionText?: string;
}
export interface MenuTab {
  id?: number;
  windowId?: number;
}

export interface ContextMenuDeps {
  menus: {
    removeAll(): Promise<void>;
    create(item: { id: string; title: string; contexts: ['selection'] }): unknown;
    onClicked: { addListener(listener: (info: MenuClick, tab?: MenuTab) => void): void };
  };
  /** Synchronous: runs inside the click, which is what lets the browser open the panel. */
  openPanel(tab: MenuTab | undefined): void;
  keep(selection: PendingSelection): Promise<void>;
  now(): number;
}

/** Run at every background start: menus survive restarts in Chrome, so they are made anew, never twice. */
export function registerOutreachMenu(deps: ContextMenuDeps): Promise<void> {
  deps.menus.onClicked.addListener((info, tab) => void handleMenuClick(info, tab, deps));
  return Promise.resolve(deps.menus.removeAll()).then(() => {
    for (const { id, title } of MENU_ITEMS) deps.menus.create({ id, title: t(title), contexts: ['selection'] });
  });
}

export function handleMenuClick(
  info: MenuClick,
  tab: MenuTab | undefined,
  deps: Pick<ContextMenuDeps, 'openPanel' | 'keep' | 'now'>,
): Promise<void> {
  const item = MENU_ITEMS.find((m) => m.id === info.menuItemId);
  const text = info.selectionText?.trim();
  if (!item || !text || tab?.id === undefined) return Promise.resolve();
  deps.openPanel(tab);
  return deps.keep({ action: item.action, text, tabId: tab.id, at: deps.now() });
}

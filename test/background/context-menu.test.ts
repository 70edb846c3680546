// "Evaluate with Sidecue" / "Shorten with Sidecue": the click opens the panel inside the click and
// leaves the selected text for that tab's panel.
import { describe, expect, it, vi } from 'vitest';
import {
  handleMenuClick,
  registerOutreachMenu,
  type ContextMenuDeps,
  type MenuClick,
  type MenuTab,
} from '../../lib/background/context-menu';

function fakeMenus() {
  const created: unknown[] = [];
  const listeners: ((info: MenuClick, tab?: MenuTab) => void)[] = [];
  const menus: ContextMenuDeps['menus'] = {
    removeAll: vi.fn(async () => void created.splice(0)),
    create: (item) => created.push(item),
    onClicked: { addListener: (l) => listeners.push(l) },
  };
  return {
    menus,
    created,
    click: (info: MenuClick, tab?: MenuTab) => {
      for (const listener of listeners) listener(info, tab);
    },
  };
}

describe('context menu', () => {
  it('makes two entries on selected text, anew at each start', async () => {
    const { menus, created } = fakeMenus();
    const deps = { menus, openPanel: vi.fn(), keep: vi.fn(async () => undefined), now: () => 1 };
    await registerOutreachMenu(deps);
    await registerOutreachMenu(deps);
    expect(created).toEqual([
      { id: 'sidecue-evaluate', title: 'Evaluate with Sidecue', contexts: ['selection'] },
      { id: 'sidecue-shorten', title: 'Shorten with Sidecue', contexts: ['selection'] },
    ]);
  });

  it('opens the panel within the click, then leaves the text and the action for that tab', async () => {
    const { menus, click } = fakeMenus();
    const order: string[] = [];
    const keep = vi.fn(async () => void order.push('keep'));
    const openPanel = vi.fn(() => void order.push('open'));
    await registerOutreachMenu({ menus, openPanel, keep, now: () => 1_000 });
    click({ menuItemId: 'sidecue-shorten', selectionText: '  Hi Ada, a long note  ' }, { id: 12, windowId: 2 });
    expect(openPanel).toHaveBeenCalledWith({ id: 12, windowId: 2 }); // synchronously, inside the click
    await vi.waitFor(() =>
      expect(keep).toHaveBeenCalledWith({ action: 'shorten', text: 'Hi Ada, a long note', tabId: 12, at: 1_000 }),
    );
    expect(order).toEqual(['open', 'keep']);
  });

  it('does nothing without selected text, a tab, or for another menu entry', async () => {
    const deps = { openPanel: vi.fn(), keep: vi.fn(async () => undefined), now: () => 1 };
    await handleMenuClick({ menuItemId: 'sidecue-evaluate', selectionText: '   ' }, { id: 1 }, deps);
    await handleMenuClick({ menuItemId: 'sidecue-evaluate', selectionText: 'x' }, undefined, deps);
    await handleMenuClick({ menuItemId: 'other', selectionText: 'x' }, { id: 1 }, deps);
    expect(deps.openPanel).not.toHaveBeenCalled();
    expect(deps.keep).not.toHaveBeenCalled();
  });
});

// The toolbar icon shows the tab's capture at a glance: idle, capturing, or needs attention.
import type { MeetingSession } from '../session/types';

export type ToolbarState = 'idle' | 'capturing' | 'attention';

/** Pure: what the icon says for a tab's session (null: Sidecue reads nothing in that tab). */
export function toolbarState(session: MeetingSession | null | undefined): ToolbarState {
  if (!session || session.paused) return 'idle';
  switch (session.captureState) {
    case 'captions_off':
    case 'capture_unverified':
      // The user has something to do: turn captions on, or check the page still reads.
      return 'attention';
    case 'captions_on':
      // Reading, but the last call to the proxy failed: guidance has stopped until it is fixed.
      return session.analysis.lastError ? 'attention' : 'capturing';
    default:
      return 'idle';
  }
}

/** Paths inside the extension (public/), by size, for action.setIcon. */
export function toolbarIconPaths(state: ToolbarState): Record<'16' | '32', string> {
  if (state === 'idle') return { '16': '/icon/16.png', '32': '/icon/32.png' };
  return { '16': `/toolbar/${state}-16.png`, '32': `/toolbar/${state}-32.png` };
}

export interface ToolbarIconDeps {
  setIcon(details: { tabId: number; path: Record<string, string> }): Promise<unknown>;
}

/**
 * A session-store listener: sets a tab's icon only when its state changes (sessions change often).
 * A tab not seen yet is set whatever its state: after a worker restart its icon may still say capturing.
 */
export function createToolbarIconUpdater(deps: ToolbarIconDeps) {
  const shown = new Map<number, ToolbarState>();
  return (tabId: number, session: MeetingSession | null): void => {
    const state = toolbarState(session);
    if (shown.get(tabId) === state) return;
    // null: the tab's session was removed (tab closed, or site excluded); nothing more to remember.
    if (session === null) shown.delete(tabId);
    else shown.set(tabId, state);
    // A tab closed meanwhile refuses the call; nothing to show then.
    deps.setIcon({ tabId, path: toolbarIconPaths(state) }).catch(() => shown.delete(tabId));
  };
}

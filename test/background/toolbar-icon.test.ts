import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  createToolbarIconUpdater,
  toolbarIconPaths,
  toolbarState,
  type ToolbarState,
} from '../../lib/background/toolbar-icon';
import type { CaptureState } from '../../lib/messaging/capture-protocol';
import type { MeetingSession } from '../../lib/session/types';

function session(captureState: CaptureState, overrides: Partial<MeetingSession> = {}): MeetingSession {
  return {
    tabId: 7,
    meeting: { platform: 'meet', title: 'Weekly', startedAt: 0, url: 'https://meet.google.com/abc' },
    captureState,
    captureStateAt: 0,
    utterances: [],
    speakers: [],
    guidance: [],
    analysis: { status: 'idle' },
    ...overrides,
  };
}

const failed = {
  kind: 'unreachable' as const,
  at: 1,
  title: 'The proxy cannot be reached',
  action: 'Check the address',
};

describe('toolbarState', () => {
  it.each<[string, MeetingSession | null, ToolbarState]>([
    ['no session in the tab', null, 'idle'],
    ['a page open, no call yet', session('waiting'), 'idle'],
    ['the call ended', session('ended'), 'idle'],
    ['captions read', session('captions_on'), 'capturing'],
    ['captions off', session('captions_off'), 'attention'],
    ['nothing readable for a while', session('capture_unverified'), 'attention'],
    [
      'reading, but the last call to the proxy failed',
      session('captions_on', { analysis: { status: 'idle', lastError: failed } }),
      'attention',
    ],
    ['paused by the user', session('captions_on', { paused: true }), 'idle'],
  ])('%s → %s', (_, given, expected) => {
    expect(toolbarState(given)).toBe(expected);
  });
});

describe('toolbarIconPaths', () => {
  it('names icons that exist in public/ for every state', () => {
    for (const state of ['idle', 'capturing', 'attention'] as const) {
      const paths = Object.values(toolbarIconPaths(state));
      expect(paths).toHaveLength(2);
      for (const path of paths) expect(existsSync(join('public', path)), path).toBe(true);
    }
    expect(toolbarIconPaths('capturing')['16']).not.toBe(toolbarIconPaths('attention')['16']);
  });
});

describe('createToolbarIconUpdater', () => {
  it('sets the tab icon when its state changes, and only then', async () => {
    const setIcon = vi.fn(async () => undefined);
    const update = createToolbarIconUpdater({ setIcon });
    // A tab seen for the first time is set even to idle: a restarted worker cannot know what it showed.
    update(4, session('waiting'));
    update(4, session('waiting', { utterances: [] }));
    expect(setIcon).toHaveBeenCalledTimes(1);
    expect(setIcon).toHaveBeenLastCalledWith({ tabId: 4, path: toolbarIconPaths('idle') });
    update(4, session('captions_on'));
    update(4, session('captions_on', { utterances: [] }));
    expect(setIcon).toHaveBeenCalledTimes(2);
    expect(setIcon).toHaveBeenLastCalledWith({ tabId: 4, path: toolbarIconPaths('capturing') });
    update(5, session('captions_off'));
    expect(setIcon).toHaveBeenLastCalledWith({ tabId: 5, path: toolbarIconPaths('attention') });
    update(4, session('ended'));
    expect(setIcon).toHaveBeenLastCalledWith({ tabId: 4, path: toolbarIconPaths('idle') });
    expect(setIcon).toHaveBeenCalledTimes(4);
  });

  it('tries again on the next change after the browser refused (e.g. the tab was closing)', async () => {
    const setIcon = vi.fn().mockRejectedValueOnce(new Error('No tab with id: 4')).mockResolvedValue(undefined);
    const update = createToolbarIconUpdater({ setIcon });
    update(4, session('captions_on'));
    await Promise.resolve();
    await Promise.resolve();
    update(4, session('captions_on'));
    expect(setIcon).toHaveBeenCalledTimes(2);
  });
});

// @vitest-environment jsdom
// The panel's two tabs: their names, the keyboard, `?view=`, the choice remembered per browser tab,
// and text from the context menu opening the Outreach tab.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../entrypoints/sidepanel/App';
import { profileStorageKey } from '../../lib/messaging/outreach-protocol';
import { PENDING_SELECTION_KEY } from '../../lib/messaging/outreach-selection';
import type { PanelConnection } from '../../lib/panel/use-session';
import { ada } from '../outreach/fixtures';

const connection = vi.hoisted(() => ({
  current: { session: null, connected: true, send: () => undefined } as PanelConnection,
}));
vi.mock('../../lib/panel/use-session', () => ({ useSession: () => connection.current }));

beforeEach(() => {
  fakeBrowser.reset();
  history.replaceState(null, '', '/sidepanel.html?tab=3');
});
afterEach(cleanup);

const tab = (name: string) => screen.getByRole('tab', { name });

describe('panel tabs', () => {
  it('offers Guidance, Outreach and History as a tablist, Guidance first and unchanged inside', async () => {
    render(<App />);
    expect(screen.getByRole('tablist').textContent).toBe('GuidanceOutreachHistory');
    expect(tab('History').getAttribute('aria-selected')).toBe('false');
    expect(tab('Guidance').getAttribute('aria-selected')).toBe('true');
    expect(tab('Outreach').getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel', { name: 'Guidance' });
    expect(panel.textContent).toContain('Open a Google Meet, Teams or Zoom call');
    expect(tab('Guidance').getAttribute('aria-controls')).toBe(panel.id);
  });

  it('moves between tabs with the arrow keys, Home and End, and shows the chosen one', async () => {
    const user = userEvent.setup();
    render(<App />);
    tab('Guidance').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Outreach').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Outreach'));
    expect(screen.getByRole('tabpanel', { name: 'Outreach' })).toBeTruthy();
    expect(screen.queryByRole('tabpanel', { name: 'Guidance' })).toBeNull(); // hidden
    expect(tab('Guidance').tabIndex).toBe(-1);
    await user.keyboard('{ArrowRight}');
    expect(tab('History').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}'); // wraps round
    expect(document.activeElement).toBe(tab('Guidance'));
    await user.keyboard('{End}');
    expect(tab('History').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Home}');
    expect(tab('Guidance').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('History').getAttribute('aria-selected')).toBe('true');
  });

  it('opens the Outreach tab for ?view=outreach', async () => {
    history.replaceState(null, '', '/sidepanel.html?tab=3&view=outreach');
    render(<App />);
    expect(tab('Outreach').getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('textbox', { name: 'Profile' })).toBeTruthy();
  });

  it('remembers the tab chosen for each browser tab', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(tab('Outreach'));
    cleanup();
    render(<App />);
    await waitFor(() => expect(tab('Outreach').getAttribute('aria-selected')).toBe('true'));
    cleanup();
    history.replaceState(null, '', '/sidepanel.html?tab=4');
    render(<App />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tab('Guidance').getAttribute('aria-selected')).toBe('true');
  });

  it('shows Outreach on a tab with a LinkedIn profile until another tab is chosen there', async () => {
    await fakeBrowser.storage.session.set({ [profileStorageKey(3)]: ada });
    const user = userEvent.setup();
    render(<App />);
    await waitFor(() => expect(tab('Outreach').getAttribute('aria-selected')).toBe('true'));
    await user.click(tab('Guidance'));
    cleanup();
    render(<App />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tab('Guidance').getAttribute('aria-selected')).toBe('true');
  });

  it('switches to Outreach when text for this tab comes from the context menu', async () => {
    render(<App />);
    await act(() =>
      fakeBrowser.storage.session.set({
        [PENDING_SELECTION_KEY]: { action: 'evaluate', text: 'Hi there', tabId: 3, at: Date.now() },
      }),
    );
    await waitFor(() => expect(tab('Outreach').getAttribute('aria-selected')).toBe('true'));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Draft' }) as HTMLTextAreaElement).value).toBe('Hi there'),
    );
  });
});

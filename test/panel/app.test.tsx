// @vitest-environment jsdom
// The panel's first screen and its error notice: one message, and a way to the options when the fix is there.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../entrypoints/sidepanel/App';
import { ErrorNotice } from '../../components/ErrorNotice';
import { SessionView } from '../../components/SessionView';
import { ApiError, describeApiError } from '../../lib/api/errors';
import type { PanelConnection } from '../../lib/panel/use-session';
import { defaultSettings, SETTINGS_KEY } from '../../lib/settings/schema';
import type { MeetingSession } from '../../lib/session/types';

// The port to the background is the one thing not run here: the panel gets the session it would send.
const connection = vi.hoisted(() => ({
  current: { session: null, connected: true, send: () => undefined } as PanelConnection,
}));
vi.mock('../../lib/panel/use-session', () => ({ useSession: () => connection.current }));

const openOptionsPage = vi.fn(async () => undefined);
beforeEach(() => {
  fakeBrowser.reset();
  fakeBrowser.runtime.openOptionsPage = openOptionsPage;
  openOptionsPage.mockClear();
  connection.current = { session: null, connected: true, send: () => undefined };
  history.replaceState(null, '', '/sidepanel.html?tab=3');
});
afterEach(cleanup);

const configure = (proxyUrl: string) =>
  fakeBrowser.storage.local.set({ [SETTINGS_KEY]: { ...defaultSettings, proxyUrl, proxyToken: 'a.b.c' } });

function meeting(analysis: MeetingSession['analysis']): MeetingSession {
  return {
    tabId: 3,
    meeting: { platform: 'meet', title: 'Acme discovery', startedAt: 0, url: 'https://meet.google.com/abc' },
    captureState: 'captions_on',
    captureStateAt: 0,
    utterances: [],
    speakers: [],
    guidance: [],
    analysis,
  };
}

describe('panel with nothing configured', () => {
  it('first says Sidecue needs a proxy, with a button to the options, then how to start', async () => {
    render(<App />);
    const setup = await screen.findByRole('region', { name: 'Setup' });
    expect(setup.textContent).toContain('Sidecue needs a proxy to give guidance.');
    const hint = screen.getByText(/Open a Google Meet, Teams or Zoom call/);
    expect(setup.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Open options' }));
    expect(openOptionsPage).toHaveBeenCalledOnce();
  });

  it('drops the notice as soon as the options are saved with a proxy', async () => {
    render(<App />);
    await screen.findByRole('region', { name: 'Setup' });
    await act(() => configure('http://127.0.0.1:8787'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Setup' })).toBeNull());
    expect(screen.getByText(/Open a Google Meet, Teams or Zoom call/)).toBeTruthy();
  });

  it('says it once during a call, not again as the last request error', async () => {
    const notConfigured = new ApiError({ kind: 'not_configured' });
    connection.current = {
      ...connection.current,
      session: meeting({ status: 'idle', lastError: { kind: 'not_configured', at: 0, ...notConfigured.words } }),
    };
    render(<App />);
    await screen.findByRole('region', { name: 'Setup' });
    expect(screen.getAllByText('Sidecue needs a proxy to give guidance.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows no setup notice once a proxy is configured', async () => {
    await configure('http://127.0.0.1:8787');
    render(<App />);
    await screen.findByText(/Open a Google Meet, Teams or Zoom call/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Setup' })).toBeNull();
  });
});

describe('capture from this page', () => {
  it('is offered where the tab has no page Sidecue reads, and on a page a recipe reads, never in a call', async () => {
    await configure('http://127.0.0.1:8787');
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Capture from this page' })).toBeTruthy();
    cleanup();

    connection.current = { ...connection.current, session: meeting({ status: 'idle' }) };
    render(<App />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Capture from this page' })).toBeNull();
    cleanup();

    const recipePage = meeting({ status: 'idle' });
    connection.current = {
      ...connection.current,
      session: { ...recipePage, meeting: { ...recipePage.meeting, platform: 'recipe' } },
    };
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Capture from this page' })).toBeTruthy();
    expect(screen.getByText(/Point at one message again/)).toBeTruthy();
  });
});

describe('error notice', () => {
  it('shows a refused token as one message with one action and a button to the options', async () => {
    const refused = new ApiError({
      kind: 'unauthenticated',
      tokenProblem: 'malformed',
      serverMessage:
        'Your proxy access token is not in the expected format. Paste it again exactly as your admin sent it.',
    });
    render(
      <SessionView
        session={meeting({ status: 'idle', lastError: { kind: refused.kind, at: 0, ...refused.words } })}
        send={vi.fn()}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(
      'Your proxy access token is not in the right format. Paste it again in the options, exactly as your admin sent it.Open options',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open options' }));
    expect(openOptionsPage).toHaveBeenCalledOnce();
  });

  it.each(['rate_limited', 'insufficient_credits', 'not_found'] as const)(
    'offers no options button for %s, which is not fixed there',
    (kind) => {
      render(<ErrorNotice error={{ kind, ...describeApiError({ kind }) }} />);
      expect(screen.getByRole('alert').textContent).toBe(
        `${describeApiError({ kind }).title} ${describeApiError({ kind }).action}`,
      );
      expect(screen.queryByRole('button')).toBeNull();
    },
  );
});

describe('?view=history', () => {
  it('shows History instead of the guidance of a tab', async () => {
    history.replaceState(null, '', '/sidepanel.html?view=history');
    connection.current = { ...connection.current, session: meeting({ status: 'idle' }) };
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'History' })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Saved conversations' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Acme discovery' })).toBeNull();
  });
});

describe('the Guidance tab before a session', () => {
  it('while the background has not answered, says it is connecting and what to do if it stays', async () => {
    await configure('http://127.0.0.1:8787');
    connection.current = { ...connection.current, session: undefined };
    render(<App />);
    expect((await screen.findByRole('status')).textContent).toBe('Connecting…');
    expect(screen.getByText('If this stays, close the side panel and open it again.')).toBeTruthy();
  });

  it('with no call or conversation in the tab, says what to open, and offers to capture the page', async () => {
    await configure('http://127.0.0.1:8787');
    render(<App />);
    expect(
      await screen.findByText(/Open a Google Meet, Teams or Zoom call in this tab and turn on captions/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Capture from this page' })).toBeTruthy();
  });
});

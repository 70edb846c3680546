// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionsForm } from '../../components/OptionsForm';
import { ApiError, formatDate } from '../../lib/api/errors';
import { defaultSettings } from '../../lib/settings/schema';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const EXPIRES_AT = '2026-12-21T12:00:00.000Z';
const connected = {
  kind: 'sidecue-proxy',
  health: { ok: true, service: 'sidecue-proxy', mode: 'embedded', version: '1' },
  token: { user: 'alex', team: 'sales', creator: false, expiresAt: EXPIRES_AT },
};

function setup(check = vi.fn().mockResolvedValue(connected)) {
  const save = vi.fn().mockResolvedValue(undefined);
  // The status line's own checks are counted apart from Save's.
  const probe = vi.fn().mockResolvedValue(connected);
  render(<OptionsForm initial={defaultSettings} deps={{ check, save, probe }} />);
  return { check, save, probe, user: userEvent.setup() };
}

/** What Save says, apart from the proxy status line. */
const saveOutcome = () => within(screen.getByRole('group', { name: 'Save your settings' }));

describe('options page', () => {
  it('saves valid settings once the proxy accepted the token, and says whose it is', async () => {
    const { save, check, user } = setup();
    await user.type(screen.getByLabelText('Proxy URL'), 'http://127.0.0.1:8787');
    await user.type(screen.getByLabelText('Proxy access token'), 'tok');
    await user.type(screen.getByLabelText('My display name'), 'Alex Rivera');
    await user.click(screen.getByLabelText('Turn on captions automatically'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await saveOutcome().findByRole('status')).toHaveProperty(
      'textContent',
      `Saved. Connected as alex (team sales), token valid until ${formatDate(EXPIRES_AT)}.`,
    );
    expect(check).toHaveBeenCalledOnce();
    expect(save).toHaveBeenCalledWith({
      ...defaultSettings,
      proxyUrl: 'http://127.0.0.1:8787',
      proxyToken: 'tok',
      displayName: 'Alex Rivera',
      autoCaptions: true,
    });
  });

  it('redacts every kind by default and saves a kind switched off', async () => {
    const { save, user } = setup();
    const phones = screen.getByLabelText('Phone numbers') as HTMLInputElement;
    expect(phones.checked).toBe(true);
    await user.click(phones);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ redaction: { ...defaultSettings.redaction, phone: false } }),
    );
  });

  it('lists the sites never read and saves one allowed again', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const check = vi.fn().mockResolvedValue(connected);
    const initial = { ...defaultSettings, neverCaptureSites: ['meet.google.com', 'acme.zendesk.com'] };
    render(<OptionsForm initial={initial} deps={{ check, save, probe: vi.fn().mockResolvedValue(connected) }} />);
    const user = userEvent.setup();
    const list = screen.getByRole('list', { name: 'Sites Sidecue never reads' });
    expect(list.textContent).toContain('meet.google.com');
    await user.click(screen.getByRole('button', { name: 'Allow meet.google.com again' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ neverCaptureSites: ['acme.zendesk.com'] }));
  });

  it('keeps "About me and my offer" and the free LinkedIn account, and refuses too long an offer in words', async () => {
    const { save, user } = setup();
    await user.click(screen.getByLabelText('About me and my offer'));
    await user.paste('x'.repeat(2_001));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getByText(
        'About me and my offer may be at most 2000 characters: shorten it to what a stranger needs to know',
      ),
    ).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('About me and my offer'));
    await user.type(screen.getByLabelText('About me and my offer'), 'I run Forecastly.');
    await user.click(screen.getByLabelText('Free LinkedIn account (connection notes up to 200 characters)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await saveOutcome().findByRole('status');
    expect(save).toHaveBeenCalledWith({ ...defaultSettings, aboutMe: 'I run Forecastly.', linkedinFreeAccount: true });
  });

  it('saves the saving mode and how many days local history is kept; refuses 0 days', async () => {
    const { save, user } = setup();
    await user.type(screen.getByLabelText('Proxy URL'), 'http://127.0.0.1:8787');
    await user.selectOptions(screen.getByLabelText('Save conversations'), 'on_request');
    const days = screen.getByLabelText('Keep local history (days)');
    await user.clear(days);
    await user.type(days, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Keep history must be at least 1 day')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    await user.clear(days);
    await user.type(days, '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await saveOutcome().findByRole('status');
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ saveConversations: 'on_request', historyDays: 7 }));
  });

  it('offers the guidance language as automatic or one of six languages, each named in its own, and saves the choice', async () => {
    const { save, user } = setup();
    const select = screen.getByRole('combobox', { name: 'Guidance language' }) as HTMLSelectElement;
    expect(select.value).toBe('auto');
    const choices = within(select)
      .getAllByRole('option')
      .map((option) => [option.textContent, option.getAttribute('lang')]);
    expect(choices).toEqual([
      ["Automatic (the conversation's language)", null],
      ['English', 'en'],
      ['Deutsch', 'de'],
      ['Français', 'fr'],
      ['Español', 'es'],
      ['Português (Brasil)', 'pt-BR'],
      ['日本語', 'ja'],
    ]);
    await user.selectOptions(select, 'Deutsch');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await saveOutcome().findByRole('status');
    expect(save).toHaveBeenCalledWith({ ...defaultSettings, guidanceLanguage: 'de' });
  });

  it('refuses invalid values with a message at the field and saves nothing', async () => {
    const { save, check, user } = setup();
    await user.type(screen.getByLabelText('Proxy URL'), 'ftp://nope');
    const interval = screen.getByLabelText('Minimum interval (seconds)');
    await user.clear(interval);
    await user.type(interval, '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Proxy URL').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Proxy URL must start with http:// or https://')).toBeTruthy();
    expect(screen.getByText('Minimum interval must be at least 2 seconds')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    expect(check).not.toHaveBeenCalled();
  });

  it('keeps the draft and offers "Save anyway" when the proxy cannot be reached', async () => {
    const { save, user } = setup(vi.fn().mockRejectedValue(new ApiError({ kind: 'unreachable' })));
    await user.type(screen.getByLabelText('Proxy URL'), 'http://127.0.0.1:9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await saveOutcome().findByRole('alert')).textContent).toBe(
      'Not saved. Sidecue could not reach a proxy at http://127.0.0.1:9. Check the address and that the proxy is running.',
    );
    expect(save).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Proxy URL') as HTMLInputElement).value).toBe('http://127.0.0.1:9');
    await user.click(screen.getByRole('button', { name: 'Save anyway' }));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ proxyUrl: 'http://127.0.0.1:9' }));
  });

  it('says in one sentence why a refused token was not saved, keeps it, and still offers "Save anyway"', async () => {
    const refused = new ApiError({
      kind: 'unauthenticated',
      tokenProblem: 'malformed',
      serverMessage: 'Ask your admin for a new one.',
    });
    const { save, user } = setup(vi.fn().mockRejectedValue(refused));
    await user.type(screen.getByLabelText('Proxy URL'), 'http://127.0.0.1:8787');
    await user.type(screen.getByLabelText('Proxy access token'), 'not-a-token');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Not saved. This access token is not in the right format. Paste it again exactly as your admin sent it.',
    );
    expect(alert.textContent).not.toMatch(/options/i);
    expect(save).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Proxy access token') as HTMLInputElement).value).toBe('not-a-token');
    expect(screen.getByRole('button', { name: 'Save anyway' })).toBeTruthy();
  });

  it('refuses a service API key at its field and never checks it', async () => {
    const { save, check, user } = setup();
    await user.type(screen.getByLabelText('Proxy URL'), 'http://127.0.0.1:8787');
    await user.type(screen.getByLabelText('Proxy access token'), 'service_abc123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Proxy access token').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/This is a service API key/)).toBeTruthy();
    expect(check).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });
});

/** The text of what a control's aria-describedby points at, as assistive technology reads it. */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('options page: groups and help', () => {
  it('puts every setting in one of six groups, in order', () => {
    setup();
    const groups = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(groups.map((id) => document.getElementById(id ?? '')?.textContent)).toEqual([
      'Connection',
      'You',
      'Guidance',
      'Privacy',
      'Sites and recipes',
      'Data',
    ]);
    const group = (name: string) => within(screen.getByRole('region', { name }));
    expect(group('Connection').getByLabelText('Proxy URL')).toBeTruthy();
    expect(group('Connection').getByLabelText('Proxy access token')).toBeTruthy();
    expect(group('Connection').getByRole('button', { name: 'Test connection' })).toBeTruthy();
    expect(group('Connection').getByRole('status', { name: 'Proxy status' })).toBeTruthy();
    expect(group('You').getByLabelText('My display name')).toBeTruthy();
    expect(group('You').getByLabelText('About me and my offer')).toBeTruthy();
    expect(group('Guidance').getByLabelText('Automatic suggestions')).toBeTruthy();
    expect(group('Guidance').getByLabelText('Minimum interval (seconds)')).toBeTruthy();
    expect(group('Guidance').getByLabelText('Turn on captions automatically')).toBeTruthy();
    expect(group('Guidance').getByLabelText('Messages sent for guidance')).toBeTruthy();
    expect(group('Privacy').getByRole('group', { name: 'Redact before sending' })).toBeTruthy();
    expect(group('Privacy').getByRole('group', { name: 'Sites Sidecue never reads' }).textContent).toContain(
      'None: Sidecue reads every supported site.',
    );
    expect(group('Privacy').getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('privacy.html');
    expect(group('Data').getByLabelText('Save conversations')).toBeTruthy();
    expect(group('Data').getByLabelText('Keep local history (days)')).toBeTruthy();
  });

  it('places the recipes and the local data controls it is given in their groups', () => {
    render(
      <OptionsForm
        initial={defaultSettings}
        deps={{ check: vi.fn(), save: vi.fn(), probe: vi.fn().mockResolvedValue(connected) }}
        recipes={<p>the recipes</p>}
        localData={<button type="button">Delete all local data</button>}
      />,
    );
    expect(within(screen.getByRole('region', { name: 'Sites and recipes' })).getByText('the recipes')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Data' })).getByRole('button', { name: 'Delete all local data' }),
    ).toBeTruthy();
  });

  it('describes every field with the help under it, and an error before the help', async () => {
    const { user } = setup();
    expect(description(screen.getByRole('textbox', { name: 'Proxy URL' }))).toMatch(
      /^The address of the Sidecue proxy/,
    );
    expect(description(screen.getByLabelText('Proxy access token'))).toMatch(/^Your personal token from your admin/);
    expect(description(screen.getByRole('textbox', { name: 'My display name' }))).toMatch(/^The name people see/);
    expect(description(screen.getByRole('textbox', { name: 'About me and my offer' }))).toContain(
      'At most 2000 characters',
    );
    expect(description(screen.getByRole('spinbutton', { name: 'Minimum interval (seconds)' }))).toContain(
      'from 2 to 600 seconds',
    );
    expect(description(screen.getByRole('spinbutton', { name: 'Messages sent for guidance' }))).toContain(
      'from 20 to 5000',
    );
    expect(description(screen.getByRole('spinbutton', { name: 'Keep local history (days)' }))).toContain(
      'from 1 to 3650 days',
    );
    expect(description(screen.getByRole('combobox', { name: 'Save conversations' }))).toContain("panel's History");
    for (const name of ['Automatic suggestions', 'Turn on captions automatically', /^Free LinkedIn account/])
      expect(description(screen.getByRole('checkbox', { name }))).not.toBe('');
    expect(description(screen.getByRole('group', { name: 'Redact before sending' }))).toMatch(
      /placeholder such as \[email\]/,
    );
    expect(description(screen.getByRole('group', { name: 'Sites Sidecue never reads' }))).toContain(
      'Never capture on this site',
    );

    const interval = screen.getByRole('spinbutton', { name: 'Minimum interval (seconds)' });
    await user.clear(interval);
    await user.type(interval, '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(description(interval)).toMatch(/^Minimum interval must be at least 2 seconds At least this long/);
  });
});

describe('options page: proxy status line', () => {
  const status = () => screen.getByRole('status', { name: 'Proxy status' });

  it('checks the saved proxy when the page opens and says whose token it is', async () => {
    const probe = vi.fn().mockResolvedValue(connected);
    const initial = { ...defaultSettings, proxyUrl: 'http://127.0.0.1:8787', proxyToken: 'tok' };
    render(<OptionsForm initial={initial} deps={{ check: vi.fn(), save: vi.fn(), probe }} />);
    await vi.waitFor(() =>
      expect(status().textContent).toBe(
        `Connected to http://127.0.0.1:8787 as alex (team sales), token valid until ${formatDate(EXPIRES_AT)}.`,
      ),
    );
    expect(probe).toHaveBeenCalledExactlyOnceWith({ proxyUrl: 'http://127.0.0.1:8787', proxyToken: 'tok' });
  });

  it('names the team playbook the proxy serves, or says it has none', async () => {
    const initial = { ...defaultSettings, proxyUrl: 'http://127.0.0.1:8787', proxyToken: 'tok' };
    const line = `Connected to http://127.0.0.1:8787 as alex (team sales), token valid until ${formatDate(EXPIRES_AT)}.`;
    const probe = vi.fn().mockResolvedValue({ ...connected, playbook: { name: 'Enterprise sales', entries: 15 } });
    render(<OptionsForm initial={initial} deps={{ check: vi.fn(), save: vi.fn(), probe }} />);
    await vi.waitFor(() => expect(status().textContent).toBe(`${line} Playbook: Enterprise sales, 15 entries.`));
    cleanup();
    const none = vi.fn().mockResolvedValue({ ...connected, playbook: null });
    render(<OptionsForm initial={initial} deps={{ check: vi.fn(), save: vi.fn(), probe: none }} />);
    await vi.waitFor(() => expect(status().textContent).toBe(`${line} The proxy has no playbook for your team.`));
  });

  // fireEvent, not userEvent: user-event waits on real timers between steps, which fake ones never run.
  const edit = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('waits until typing pauses: several edits of the address and the token make one check', async () => {
    vi.useFakeTimers();
    const { probe } = setup();
    expect(status().textContent).toBe(
      'No proxy set: Sidecue gives no guidance until you enter the Proxy URL your admin gave you.',
    );
    for (const typed of ['h', 'http://127.0.0.1', 'http://127.0.0.1:8787']) {
      edit('Proxy URL', typed);
      await wait(300);
    }
    edit('Proxy access token', 't');
    await wait(300);
    edit('Proxy access token', 'tok');
    await wait(599);
    expect(probe).not.toHaveBeenCalled();
    await wait(1);
    expect(probe).toHaveBeenCalledExactlyOnceWith({ proxyUrl: 'http://127.0.0.1:8787', proxyToken: 'tok' });
    expect(status().textContent).toBe(
      `Connected to http://127.0.0.1:8787 as alex (team sales), token valid until ${formatDate(EXPIRES_AT)}.`,
    );
    await wait(5_000);
    expect(probe).toHaveBeenCalledOnce();
  });

  it('says in words why it is not connected: a revoked token, nothing at the address', async () => {
    vi.useFakeTimers();
    const revoked = new ApiError({ kind: 'unauthenticated', tokenProblem: 'revoked' });
    const probe = vi
      .fn()
      .mockRejectedValueOnce(revoked)
      .mockRejectedValueOnce(new ApiError({ kind: 'unreachable' }));
    const initial = { ...defaultSettings, proxyUrl: 'http://127.0.0.1:8787', proxyToken: 'tok' };
    render(<OptionsForm initial={initial} deps={{ check: vi.fn(), save: vi.fn(), probe }} />);
    await wait(0);
    expect(status().textContent).toBe(
      'Not connected. This access token was revoked by your admin. Ask your admin for a new one.',
    );
    edit('Proxy URL', 'http://127.0.0.1:9');
    await wait(600);
    expect(status().textContent).toBe(
      'Not connected. Sidecue could not reach a proxy at http://127.0.0.1:9. Check the address and that the proxy is running.',
    );
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('"Test connection" checks at once; an answer for an address since changed is dropped', async () => {
    vi.useFakeTimers();
    let answerOld: (check: typeof connected) => void = () => undefined;
    const probe = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (answerOld = resolve)))
      .mockRejectedValueOnce(new ApiError({ kind: 'unreachable' }));
    const initial = { ...defaultSettings, proxyUrl: 'http://old.example', proxyToken: 'tok' };
    render(<OptionsForm initial={initial} deps={{ check: vi.fn(), save: vi.fn(), probe }} />);
    expect(status().textContent).toBe('Checking http://old.example and the token…');
    edit('Proxy URL', 'http://old.example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(probe).toHaveBeenLastCalledWith({ proxyUrl: 'http://old.example.test', proxyToken: 'tok' });
    await act(async () => answerOld(connected));
    expect(status().textContent).toBe(
      'Not connected. Sidecue could not reach a proxy at http://old.example.test. Check the address and that the proxy is running.',
    );
    // The click replaced the check the typing had scheduled.
    await wait(5_000);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('never sends what cannot be checked: a wrong address, a service key', async () => {
    vi.useFakeTimers();
    const { probe } = setup();
    edit('Proxy URL', 'ftp://nope');
    await wait(600);
    expect(status().textContent).toBe('Not checked: Proxy URL must start with http:// or https://');
    edit('Proxy URL', 'http://127.0.0.1:8787');
    edit('Proxy access token', 'service_abc');
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(status().textContent).toMatch(/^Not checked: This is a service API key/);
    await wait(5_000);
    expect(probe).not.toHaveBeenCalled();
  });
});

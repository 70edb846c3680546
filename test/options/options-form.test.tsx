// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionsForm } from '../../components/OptionsForm';
import { ApiError, formatDate } from '../../lib/api/errors';
import { defaultSettings } from '../../lib/settings/schema';

afterEach(cleanup);

const EXPIRES_AT = '2026-12-21T12:00:00.000Z';
const connected = {
  kind: 'sidecue-proxy',
  health: { ok: true, service: 'sidecue-proxy', mode: 'embedded', version: '1' },
  token: { user: 'alex', team: 'sales', creator: false, expiresAt: EXPIRES_AT },
};

function setup(check = vi.fn().mockResolvedValue(connected)) {
  const save = vi.fn().mockResolvedValue(undefined);
  render(<OptionsForm initial={defaultSettings} deps={{ check, save }} />);
  return { check, save, user: userEvent.setup() };
}

describe('options page', () => {
  it('saves valid settings once the proxy accepted the token, and says whose it is', async () => {
    const { save, check, user } = setup();
    await user.type(screen.getByLabelText('Proxy URL'), 'http://127.0.0.1:8787');
    await user.type(screen.getByLabelText('Proxy access token'), 'tok');
    await user.type(screen.getByLabelText('My display name'), 'Alex Rivera');
    await user.click(screen.getByLabelText('Turn on captions automatically'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveProperty(
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
    render(<OptionsForm initial={initial} deps={{ check, save }} />);
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
    await screen.findByRole('status');
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
    await screen.findByRole('status');
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ saveConversations: 'on_request', historyDays: 7 }));
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
    expect((await screen.findByRole('alert')).textContent).toBe(
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

// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Welcome } from '../../components/Welcome';
import { ApiError, formatDate } from '../../lib/api/errors';
import {
  firstOpenStep,
  isLocalProxy,
  opensWelcome,
  PRACTICE_CALL_URL,
  type WelcomeStep,
} from '../../lib/onboarding/welcome';
import type { ProxyCheck } from '../../lib/api/client';
import { defaultSettings, type Settings } from '../../lib/settings/schema';

afterEach(cleanup);

const EXPIRES_AT = '2026-12-21T12:00:00.000Z';
const connected: ProxyCheck = {
  kind: 'sidecue-proxy',
  health: { ok: true, service: 'sidecue-proxy', mode: 'embedded', version: '1' },
  token: { user: 'alex', team: 'sales', creator: false, expiresAt: EXPIRES_AT },
};

function setup(
  options: {
    check?: (settings: Settings) => Promise<ProxyCheck>;
    initial?: Partial<Settings>;
    startAt?: WelcomeStep;
  } = {},
) {
  const check = options.check ?? vi.fn(async (_: Settings): Promise<ProxyCheck> => connected);
  const save = vi.fn().mockResolvedValue(undefined);
  render(
    <Welcome initial={{ ...defaultSettings, ...options.initial }} deps={{ check, save }} startAt={options.startAt} />,
  );
  return { check, save, user: userEvent.setup() };
}

const current = () => screen.getByRole('list', { name: 'Steps' }).querySelector('[aria-current="step"]')?.textContent;

describe('welcome page: connect', () => {
  it('tests the connection, says whose token it is and saves it', async () => {
    const { check, save, user } = setup();
    expect(current()).toBe('Connect to your proxy');
    await user.type(screen.getByLabelText('Proxy URL'), 'http://127.0.0.1:8787');
    await user.type(screen.getByLabelText('Proxy access token'), 'tok');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      `Saved. Connected as alex (team sales), token valid until ${formatDate(EXPIRES_AT)}.`,
    );
    expect(check).toHaveBeenCalledWith(
      expect.objectContaining({ proxyUrl: 'http://127.0.0.1:8787', proxyToken: 'tok' }),
    );
    expect(save).toHaveBeenCalledWith({ ...defaultSettings, proxyUrl: 'http://127.0.0.1:8787', proxyToken: 'tok' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(current()).toBe('Your display name');
  });

  it.each<[string, ApiError, string]>([
    ['unreachable', new ApiError({ kind: 'unreachable' }), 'Sidecue could not reach a proxy at http://10.0.0.9:1'],
    ['not a Sidecue proxy', new ApiError({ kind: 'not_sidecue', status: 404 }), 'it is not a Sidecue proxy'],
    [
      'token refused',
      new ApiError({ kind: 'unauthenticated', status: 401, tokenProblem: 'bad_signature' }),
      'did not accept this access token',
    ],
    [
      'token expired',
      new ApiError({ kind: 'unauthenticated', status: 401, tokenProblem: 'expired', expiredAt: EXPIRES_AT }),
      `expired on ${formatDate(EXPIRES_AT)}`,
    ],
  ])('says in words when it fails: %s, and saves nothing', async (_, error, words) => {
    const { save, user } = setup({ check: vi.fn().mockRejectedValue(error) });
    await user.type(screen.getByLabelText('Proxy URL'), 'http://10.0.0.9:1');
    await user.type(screen.getByLabelText('Proxy access token'), 'tok');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^Not connected\. /);
    expect(alert.textContent).toContain(words);
    expect(save).not.toHaveBeenCalled();
    // What was typed stays, and the step can still be skipped.
    expect(screen.getByLabelText('Proxy URL')).toHaveProperty('value', 'http://10.0.0.9:1');
    expect(screen.getByRole('button', { name: 'Skip this step' })).toBeTruthy();
  });

  it('asks for an address before testing, without calling the proxy', async () => {
    const { check, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Enter the Proxy URL');
    expect(check).not.toHaveBeenCalled();
  });

  it('refuses a service API key without sending it', async () => {
    const { check, user } = setup();
    await user.type(screen.getByLabelText('Proxy URL'), 'http://127.0.0.1:8787');
    await user.type(screen.getByLabelText('Proxy access token'), 'service_abc');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect((await screen.findByRole('alert')).textContent).toContain('service API key');
    expect(check).not.toHaveBeenCalled();
  });
});

describe('welcome page: the other steps', () => {
  it('saves the display name on top of the connection saved before', async () => {
    const { save, user } = setup();
    await user.type(screen.getByLabelText('Proxy URL'), 'http://127.0.0.1:8787');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    await screen.findByRole('status');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('My display name'), '  Alex Rivera ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved. Your own lines will show as Alex Rivera.');
    expect(save).toHaveBeenLastCalledWith({
      ...defaultSettings,
      proxyUrl: 'http://127.0.0.1:8787',
      displayName: 'Alex Rivera',
    });
  });

  it('says what is wrong with a name that is too long, and keeps it', async () => {
    const { save, user } = setup({ startAt: 'name' });
    const long = 'x'.repeat(201);
    await user.click(screen.getByLabelText('My display name'));
    await user.paste(long);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect((await screen.findByRole('alert')).textContent).toBe('My display name may be at most 200 characters');
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByLabelText('My display name')).toHaveProperty('value', long);
  });

  it('every step can be skipped, through to the end', async () => {
    const { save, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Skip this step' }));
    await user.click(screen.getByRole('button', { name: 'Skip this step' }));
    expect(current()).toBe('What Sidecue reads, and why');
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('privacy.html');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(current()).toBe('A practice call');
    // No proxy yet: no practice link, but how to get one.
    expect(screen.queryByRole('link', { name: 'Open the practice call' })).toBeNull();
    expect(screen.getByRole('region', { name: 'A practice call' }).textContent).toContain(
      'The practice call needs the local proxy: run npm start',
    );
    await user.click(screen.getByRole('button', { name: 'Skip this step' }));
    expect(
      within(screen.getByRole('region', { name: 'Done' }))
        .getByRole('link', { name: 'options' })
        .getAttribute('href'),
    ).toBe('options.html');
    expect(save).not.toHaveBeenCalled();
  });

  it('offers the practice call in one click when the proxy is the local one', async () => {
    const { user } = setup({ initial: { proxyUrl: 'http://127.0.0.1:8787' }, startAt: 'practice' });
    const link = screen.getByRole('link', { name: 'Open the practice call' });
    expect(link.getAttribute('href')).toBe(PRACTICE_CALL_URL);
    expect(link.getAttribute('target')).toBe('_blank');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByRole('region', { name: 'Done' })).toBeTruthy();
  });

  it('offers no practice call with a remote proxy', () => {
    setup({ initial: { proxyUrl: 'https://sidecue.example.com' }, startAt: 'practice' });
    expect(screen.queryByRole('link', { name: 'Open the practice call' })).toBeNull();
  });
});

describe('onboarding rules', () => {
  it('opens the welcome page on install only', () => {
    expect(opensWelcome('install')).toBe(true);
    expect(opensWelcome('update')).toBe(false);
    expect(opensWelcome('chrome_update')).toBe(false);
  });

  it('resumes at the first step still missing', () => {
    expect(firstOpenStep({ proxyUrl: '', displayName: 'Alex' })).toBe('connect');
    expect(firstOpenStep({ proxyUrl: 'http://127.0.0.1:8787', displayName: ' ' })).toBe('name');
    expect(firstOpenStep({ proxyUrl: 'http://127.0.0.1:8787', displayName: 'Alex' })).toBe('sites');
  });

  it('knows a local proxy', () => {
    for (const url of ['http://127.0.0.1:8787', 'http://localhost:8787/', 'http://[::1]:8787', ' http://127.0.0.5 '])
      expect(isLocalProxy(url), url).toBe(true);
    for (const url of [
      '',
      'not a url',
      'https://sidecue.example.com',
      'http://127.0.0.1.example.com',
      'http://10.0.0.1:8787',
    ]) {
      expect(isLocalProxy(url), url).toBe(false);
    }
  });
});

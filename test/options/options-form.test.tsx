// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionsForm } from '../../components/OptionsForm';
import { ApiError } from '../../lib/api/errors';
import { defaultSettings } from '../../lib/settings/schema';

afterEach(cleanup);

function setup(check = vi.fn().mockResolvedValue({ kind: 'sidecue-proxy', health: { ok: true, service: 'sidecue-proxy', mode: 'embedded', version: '1' } })) {
  const save = vi.fn().mockResolvedValue(undefined);
  render(<OptionsForm initial={defaultSettings} deps={{ check, save }} />);
  return { check, save, user: userEvent.setup() };
}

describe('options page', () => {
  it('saves valid settings after the proxy answers its health check', async () => {
    const { save, check, user } = setup();
    await user.type(screen.getByLabelText('Proxy URL'), 'http://127.0.0.1:8787');
    await user.type(screen.getByLabelText('Proxy access token'), 'tok');
    await user.type(screen.getByLabelText('My display name'), 'Alex Rivera');
    await user.click(screen.getByLabelText('Turn on captions automatically'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Saved. Connected to the Sidecue proxy (embedded engine).');
    expect(check).toHaveBeenCalledOnce();
    expect(save).toHaveBeenCalledWith({
      ...defaultSettings,
      proxyUrl: 'http://127.0.0.1:8787',
      proxyToken: 'tok',
      displayName: 'Alex Rivera',
      autoCaptions: true,
    });
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
    expect((await screen.findByRole('alert')).textContent).toContain('Sidecue cannot reach your proxy.');
    expect(save).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Proxy URL') as HTMLInputElement).value).toBe('http://127.0.0.1:9');
    await user.click(screen.getByRole('button', { name: 'Save anyway' }));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ proxyUrl: 'http://127.0.0.1:9' }));
  });
});

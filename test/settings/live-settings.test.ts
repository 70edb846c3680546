// @vitest-environment jsdom
// Every setting takes effect without a reload: a page's running capture follows the stored settings
// (display name, auto captions, the site excluded or allowed again) as the options page saves them.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaptionCaptureOptions } from '../../lib/capture/core/caption-capture';
import {
  captureSettings,
  createCaptureSwitch,
  type LiveOptions,
  runCapture,
} from '../../lib/capture/core/content-script';
import { defaultSettings, SETTINGS_KEY } from '../../lib/settings/schema';
import { saveSettings } from '../../lib/settings/storage';

beforeEach(() => fakeBrowser.reset());

const site = 'meet.google.com';
const settings = (patch: Partial<ReturnType<typeof captureSettings>> = {}) => ({
  ...captureSettings({ ...defaultSettings, displayName: 'Alex' }),
  ...patch,
});

describe('createCaptureSwitch', () => {
  it('hands a new display name and auto captions to the running capture, without starting another', () => {
    const stop = vi.fn();
    const begin = vi.fn((_: LiveOptions) => ({ stop }));
    const capture = createCaptureSwitch(site, settings(), begin);
    const options = begin.mock.lastCall?.[0];
    expect(options).toEqual({ selfName: 'Alex', autoCaptions: false });
    capture.update(settings({ displayName: 'Alex Rivera', autoCaptions: true }));
    expect(options).toEqual({ selfName: 'Alex Rivera', autoCaptions: true });
    expect(begin).toHaveBeenCalledOnce();
    expect(stop).not.toHaveBeenCalled();
  });

  it('stops when the site is excluded and starts again when it is allowed again', () => {
    const stop = vi.fn();
    const begin = vi.fn((_: LiveOptions) => ({ stop }));
    const capture = createCaptureSwitch(site, settings({ neverCaptureSites: [site] }), begin);
    expect(begin).not.toHaveBeenCalled();
    capture.update(settings());
    expect(begin).toHaveBeenCalledOnce();
    capture.update(settings({ neverCaptureSites: ['other.example', site] }));
    expect(stop).toHaveBeenCalledOnce();
    capture.update(settings({ displayName: 'Sam' }));
    expect(begin).toHaveBeenCalledTimes(2);
    expect(begin.mock.lastCall?.[0]).toEqual({ selfName: 'Sam', autoCaptions: false });
  });
});

describe('runCapture', () => {
  it('follows settings saved after the page loaded, and stops listening once the extension reloads', async () => {
    await saveSettings({ ...defaultSettings, displayName: 'Alex' });
    const stops: ReturnType<typeof vi.fn<() => void>>[] = [];
    const start = vi.fn((_: CaptionCaptureOptions) => {
      const stop = vi.fn<() => void>();
      stops.push(stop);
      return { stop };
    });
    let invalidate: () => void = () => undefined;
    const ctx = {
      isInvalid: false,
      onInvalidated: (listener: () => void) => {
        invalidate = listener;
      },
    };
    await runCapture(ctx as never, start);
    const options = start.mock.lastCall![0];
    expect(options).toMatchObject({ selfName: 'Alex', autoCaptions: false });

    await saveSettings({ ...defaultSettings, displayName: 'Alex Rivera', autoCaptions: true });
    expect(options).toMatchObject({ selfName: 'Alex Rivera', autoCaptions: true });
    expect(start).toHaveBeenCalledOnce();

    // jsdom's page is on localhost.
    await saveSettings({ ...defaultSettings, neverCaptureSites: ['localhost'] });
    expect(stops[0]).toHaveBeenCalledOnce();
    await saveSettings(defaultSettings);
    expect(start).toHaveBeenCalledTimes(2);

    invalidate();
    expect(stops[1]).toHaveBeenCalledOnce();
    await fakeBrowser.storage.local.set({ [SETTINGS_KEY]: { ...defaultSettings, displayName: 'Later' } });
    expect(start.mock.lastCall![0].selfName).toBe('');
    expect(start).toHaveBeenCalledTimes(2);
  });
});

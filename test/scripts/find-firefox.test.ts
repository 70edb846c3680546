import { describe, expect, it } from 'vitest';
import { FirefoxNotFoundError, firefoxInstallHint, locateFirefox } from '../../scripts/lib/find-firefox.ts';

describe('locateFirefox', () => {
  it('takes FIREFOX_PATH first, and says so plainly when nothing is there', () => {
    const everywhere = () => true;
    expect(locateFirefox({ FIREFOX_PATH: ' /opt/ff/firefox ' }, everywhere)).toBe('/opt/ff/firefox');
    expect(() => locateFirefox({ FIREFOX_PATH: '/nowhere/firefox' }, () => false)).toThrow(
      new FirefoxNotFoundError('FIREFOX_PATH is set to /nowhere/firefox, but no file is there.'),
    );
  });

  it("prefers Debian's firefox-esr among the usual paths, and finds none when none exists", () => {
    const installed = new Set(['/usr/bin/firefox', '/usr/bin/firefox-esr']);
    expect(locateFirefox({}, (path) => installed.has(String(path)))).toBe('/usr/bin/firefox-esr');
    expect(locateFirefox({}, (path) => path === '/usr/bin/firefox')).toBe('/usr/bin/firefox');
    expect(locateFirefox({}, () => false)).toBeUndefined();
  });
});

describe('firefoxInstallHint', () => {
  it('gives the exact install command for the platform', () => {
    expect(firefoxInstallHint('linux', true)).toBe('sudo apt-get update && sudo apt-get install -y firefox-esr');
    expect(firefoxInstallHint('darwin', false)).toBe('brew install --cask firefox');
    expect(firefoxInstallHint('win32', false)).toBe('winget install Mozilla.Firefox');
    expect(firefoxInstallHint('linux', false)).toContain('FIREFOX_PATH');
  });
});

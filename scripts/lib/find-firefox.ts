// Finds Firefox for `npm test`'s Firefox end-to-end test: FIREFOX_PATH first, then the usual
// install paths. On a Debian-like machine, as root, it installs Debian's firefox-esr itself;
// elsewhere it stops with the exact command to install it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const USUAL_PATHS = [
  '/usr/bin/firefox-esr',
  '/usr/bin/firefox',
  '/snap/bin/firefox',
  '/Applications/Firefox.app/Contents/MacOS/firefox',
  'C:\\Program Files\\Mozilla Firefox\\firefox.exe',
];

export class FirefoxNotFoundError extends Error {}

export function locateFirefox(env: NodeJS.ProcessEnv = process.env, exists = existsSync): string | undefined {
  const configured = env.FIREFOX_PATH?.trim();
  if (configured) {
    if (!exists(configured))
      throw new FirefoxNotFoundError(`FIREFOX_PATH is set to ${configured}, but no file is there.`);
    return configured;
  }
  return USUAL_PATHS.find((path) => exists(path));
}

export function firefoxInstallHint(
  platform: NodeJS.Platform = process.platform,
  debianLike = existsSync('/etc/debian_version'),
): string {
  if (platform === 'darwin') return 'brew install --cask firefox';
  if (platform === 'win32') return 'winget install Mozilla.Firefox';
  if (debianLike) return 'sudo apt-get update && sudo apt-get install -y firefox-esr';
  return 'install Firefox with your package manager, or set FIREFOX_PATH=/path/to/firefox';
}

/** Returns Firefox's path, installing Debian's firefox-esr when that is possible here. */
export function findOrInstallFirefox(log: (line: string) => void = console.log): string {
  const found = locateFirefox();
  if (found) return found;
  const canInstall = process.platform === 'linux' && existsSync('/etc/debian_version') && process.getuid?.() === 0;
  if (!canInstall) {
    throw new FirefoxNotFoundError(
      `No Firefox found (looked at FIREFOX_PATH and ${USUAL_PATHS.length} usual paths). Install it with:\n  ${firefoxInstallHint()}\nor set FIREFOX_PATH to your Firefox.`,
    );
  }
  log("No Firefox found: installing Debian's firefox-esr (apt-get update && apt-get install -y firefox-esr)...");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'firefox-esr'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = locateFirefox();
  if (!installed)
    throw new FirefoxNotFoundError('Installing firefox-esr finished, but /usr/bin/firefox-esr is still missing.');
  log(`Installed ${installed}.`);
  return installed;
}

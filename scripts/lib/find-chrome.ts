// Finds Chromium or Chrome for `npm start`, `npm test` and the benchmarks: CHROME_PATH first,
// then the usual install paths. On a Debian-like machine, as root, it installs Debian's
// chromium itself; elsewhere it stops with the exact command to install one.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const USUAL_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
  'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
];

export class ChromeNotFoundError extends Error {}

export function locateChrome(env: NodeJS.ProcessEnv = process.env, exists = existsSync): string | undefined {
  const configured = env.CHROME_PATH?.trim();
  if (configured) {
    if (!exists(configured))
      throw new ChromeNotFoundError(`CHROME_PATH is set to ${configured}, but no file is there.`);
    return configured;
  }
  return USUAL_PATHS.find((path) => exists(path));
}

export function installHint(
  platform: NodeJS.Platform = process.platform,
  debianLike = existsSync('/etc/debian_version'),
): string {
  if (platform === 'darwin') return 'brew install --cask chromium';
  if (platform === 'win32') return 'winget install Google.Chrome';
  // chromium-l10n: without its locale files Debian's Chromium runs in English whatever the language.
  if (debianLike) return 'sudo apt-get update && sudo apt-get install -y chromium chromium-l10n';
  return 'install Chromium or Google Chrome with your package manager, or set CHROME_PATH=/path/to/chrome';
}

/** Returns the browser's path, installing Debian's chromium when that is possible here. */
export function findOrInstallChrome(log: (line: string) => void = console.log): string {
  const found = locateChrome();
  if (found) return found;
  const canInstall = process.platform === 'linux' && existsSync('/etc/debian_version') && process.getuid?.() === 0;
  if (!canInstall) {
    throw new ChromeNotFoundError(
      `No Chromium or Chrome found (looked at CHROME_PATH and ${USUAL_PATHS.length} usual paths). Install one with:\n  ${installHint()}\nor set CHROME_PATH to your browser.`,
    );
  }
  log(
    "No Chromium or Chrome found: installing Debian's chromium (apt-get update && apt-get install -y chromium chromium-l10n)...",
  );
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-l10n'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = locateChrome();
  if (!installed)
    throw new ChromeNotFoundError('Installing chromium finished, but /usr/bin/chromium is still missing.');
  log(`Installed ${installed}.`);
  return installed;
}

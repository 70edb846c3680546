// What `npm start` and `npm run screenshots` do before starting anything: find a browser (installing
// Debian's chromium where that is possible) and build the extension, or say in words why they cannot.
import { spawnSync } from 'node:child_process';
import { ChromeNotFoundError, findOrInstallChrome } from './find-chrome.ts';

export type Prepared = { ok: true; chromePath: string } | { ok: false; message: string; code: number };

export function prepareChromeAndBuild(env: NodeJS.ProcessEnv = process.env): Prepared {
  let chromePath: string;
  try {
    chromePath = findOrInstallChrome();
  } catch (error) {
    if (error instanceof ChromeNotFoundError) return { ok: false, message: error.message, code: 2 };
    throw error;
  }
  // SIDECUE_PREBUILT=1 reuses .output/chrome-mv3 (npm test has just built it, and rebuilding would
  // pull files from under the other end-to-end tests' browsers).
  if (env.SIDECUE_PREBUILT === '1') {
    console.log('Using the extension already built in .output/chrome-mv3.');
  } else {
    console.log('Building the extension...');
    if (spawnSync('npx', ['wxt', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' }).status !== 0) {
      return { ok: false, message: 'Building the extension failed.', code: 1 };
    }
  }
  return { ok: true, chromePath };
}

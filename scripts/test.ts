// `npm test`: finds (or installs) Chromium and Firefox, builds the extension for both (the
// end-to-end tests load these builds), runs every test, and ends with one plain "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChromeNotFoundError, findOrInstallChrome } from './lib/find-chrome';
import { FirefoxNotFoundError, findOrInstallFirefox } from './lib/find-firefox';

function run(command: string, args: string[], env: NodeJS.ProcessEnv): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env, shell: process.platform === 'win32' });
  return result.status ?? 1;
}

let chromePath: string;
let firefoxPath: string;
try {
  chromePath = findOrInstallChrome();
  firefoxPath = findOrInstallFirefox();
} catch (error) {
  if (!(error instanceof ChromeNotFoundError || error instanceof FirefoxNotFoundError)) throw error;
  console.error(error.message);
  process.exit(2);
}
const env = { ...process.env, CHROME_PATH: chromePath, FIREFOX_PATH: firefoxPath };
console.log(`Using ${chromePath} and ${firefoxPath}`);

for (const args of [
  ['wxt', 'build'],
  ['wxt', 'build', '-b', 'firefox'],
]) {
  if (run('npx', args, env) !== 0) {
    console.error(`Building the extension (${args.join(' ')}) failed; no tests were run.`);
    process.exit(1);
  }
}

const report = join(mkdtempSync(join(tmpdir(), 'sidecue-test-')), 'vitest.json');
const status = run(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  env,
);
try {
  const results = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  console.log(`Tests: ${results.numPassedTests} passed, ${results.numFailedTests} failed`);
} catch {
  console.log('Tests: the test run ended before reporting its results.');
}
process.exit(status);

// npm run screenshots: pictures of the panel (each tab, narrow and wide), the options page and the
// welcome page, light and dark, into docs/screenshots. It builds the extension (SIDECUE_PREBUILT=1
// reuses .output/chrome-mv3), plays the Meet practice call in headless Chromium with the real proxy
// and embedded engine on loopback, and takes the panel once guidance has arrived.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { startCallJourney } from './lib/call-session.ts';
import { prepareChromeAndBuild } from './lib/prepare-run.ts';
import { PAGE_SIZE, PANEL_HEIGHT, screenshotShots, screenshotsReadme, type Shot } from './lib/screenshot-shots.ts';

const OUT_DIR = resolve('docs/screenshots');
const GUIDANCE_TIMEOUT_MS = 90_000;
const CALL_END_TIMEOUT_MS = 120_000;

function stop(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

const prepared = prepareChromeAndBuild();
if (!prepared.ok) stop(prepared.message, prepared.code);
const { chromePath } = prepared;

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what} after ${timeoutMs / 1000} s.`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

async function take(page: Page, shot: Shot): Promise<void> {
  await page.emulateMedia({ colorScheme: shot.scheme });
  // The panel is shown as the side panel shows it (its height, no more); the pages whole.
  await page.screenshot({ path: join(OUT_DIR, shot.file), fullPage: shot.page !== 'panel', animations: 'disabled' });
  console.log(`docs/screenshots/${shot.file}`);
}

const journey = await startCallJourney({ platform: 'meet', query: 'speed=3', chromePath });
try {
  const { panel, call, browser } = journey;
  await mkdir(OUT_DIR, { recursive: true });
  console.log('Playing the Meet practice call until guidance arrives...');
  const cards = panel.getByRole('feed', { name: 'Guidance' }).getByRole('article');
  await until('guidance', async () => (await cards.count()) > 0, GUIDANCE_TIMEOUT_MS);
  // The call played to its end shows the whole transcript and the summary of the call.
  await call
    .waitForFunction(
      () => (window as unknown as { __practice?: { stats: { completed: boolean } } }).__practice?.stats.completed,
      undefined,
      {
        timeout: CALL_END_TIMEOUT_MS,
      },
    )
    .catch(() => console.log('The call is still playing; taking the panel as it is.'));
  await panel.bringToFront();

  const shots = screenshotShots();
  for (const shot of shots) {
    if (shot.page !== 'panel') continue;
    await panel.setViewportSize({ width: shot.width, height: PANEL_HEIGHT });
    await panel.getByRole('tab', { name: shot.tab }).click();
    // Outreach and History load when first shown, then History reads its index.
    const loading = panel.getByRole('tabpanel').filter({ visible: true }).getByText('Loading…');
    await until(`the ${shot.tab} tab`, async () => (await loading.count()) === 0, 15_000);
    await panel.evaluate(() => window.scrollTo(0, 0));
    await take(panel, shot);
  }
  for (const page of ['options', 'welcome'] as const) {
    const tab = await browser.context.newPage();
    await tab.setViewportSize(PAGE_SIZE);
    await tab.goto(`chrome-extension://${browser.extensionId}/${page}.html`);
    await tab.getByRole('heading', { level: 1 }).first().waitFor();
    for (const shot of shots) if (shot.page === page) await take(tab, shot);
    await tab.close();
  }
  await writeFile(join(OUT_DIR, 'README.md'), screenshotsReadme(shots));
  console.log(`${shots.length} screenshots and docs/screenshots/README.md written.`);
} finally {
  await journey.close();
}

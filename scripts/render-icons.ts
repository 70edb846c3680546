// Renders the SVG icons under assets/icon/ to the PNGs the manifest names, with the Chromium the
// tests already use (no image library needed). Run once after changing an SVG: `npx tsx scripts/render-icons.ts`;
// the PNGs are committed, so a build needs no browser.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { locateChrome } from './lib/find-chrome';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Source SVG → the PNGs drawn from it (paths under public/, sizes in px). */
const RENDERS: { svg: string; out: (size: number) => string; sizes: number[] }[] = [
  { svg: 'sidecue.svg', out: (size) => `icon/${size}.png`, sizes: [16, 32, 48, 128] },
  { svg: 'capturing.svg', out: (size) => `toolbar/capturing-${size}.png`, sizes: [16, 32] },
  { svg: 'attention.svg', out: (size) => `toolbar/attention-${size}.png`, sizes: [16, 32] },
];

const chromePath = locateChrome();
if (!chromePath) throw new Error('No Chromium found: set CHROME_PATH to render the icons.');
const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  for (const { svg, out, sizes } of RENDERS) {
    const source = await readFile(join(root, 'assets/icon', svg), 'utf8');
    for (const size of sizes) {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(
        `<html><body style="margin:0;background:transparent"><img src="data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}" width="${size}" height="${size}" style="display:block"></body></html>`,
      );
      await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      const target = join(root, 'public', out(size));
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, await page.screenshot({ omitBackground: true }));
      console.log(`wrote public/${out(size)}`);
    }
  }
} finally {
  await browser.close();
}

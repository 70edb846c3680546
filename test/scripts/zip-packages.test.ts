// `npm run zip` on a copy of the project, so the builds other tests load are left alone: the store
// packages hold the manifest, the icons and the privacy policy and no source map; the sources
// archive for Firefox's review holds the extension's source and no secret left in the checkout.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipEntries } from '../support/zip-entries.ts';

const root = resolve('.');
const version = JSON.parse(readFileSync('package.json', 'utf8')).version as string;
const LEFT_OUT = new Set(['node_modules', '.output', '.wxt', '.git', '.data', 'test-results']);
/** Planted in the copy as a careless checkout might hold them; none may reach an archive. */
const PLANTED_SECRET = 'service_planted0123456789abcdef';

let copy: string;
const archive = (kind: string) => zipEntries(readFileSync(join(copy, '.output', `sidecue-${version}-${kind}.zip`)));

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'sidecue-zip-'));
  cpSync(root, copy, {
    recursive: true,
    filter: (source) => !LEFT_OUT.has(source.slice(root.length + 1).split('/')[0] ?? ''),
  });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  writeFileSync(join(copy, '.env'), `SERVICE_API_KEY=${PLANTED_SECRET}\n`);
  mkdirSync(join(copy, '.data'));
  writeFileSync(join(copy, '.data', 'proxy-secret'), PLANTED_SECRET);
  execFileSync('npm', ['run', 'zip'], { cwd: copy, stdio: 'pipe', env: { ...process.env, NO_COLOR: '1' } });
}, 180_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** Every language the extension ships, as the folders in public/_locales name them. */
const LANGUAGES = ['en', 'de', 'fr', 'es', 'pt_BR', 'ja'];
const ICONS = ['icon/16.png', 'icon/32.png', 'icon/48.png', 'icon/128.png'];

describe('npm run zip', () => {
  it.each(['chrome', 'firefox'])(
    'the %s package holds the manifest, its icons and the privacy policy, and no source map or secret',
    (browser) => {
      const files = archive(browser);
      const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8'));
      // Name and description come from each language's messages file, within the stores' limits;
      // every language ships, each with its own description.
      expect(manifest.default_locale).toBe('en');
      const descriptions = new Set<string>();
      for (const language of LANGUAGES) {
        const file = files.get(`_locales/${language}/messages.json`);
        expect(file, language).toBeDefined();
        const messages = JSON.parse(file!.toString('utf8'));
        const fromMessages = (value: string) => messages[/^__MSG_(\w+)__$/.exec(value)![1]!].message as string;
        expect(fromMessages(manifest.name), language).toBe('Sidecue');
        const description = fromMessages(manifest.description);
        expect(description.length, language).toBeGreaterThan(0);
        expect(description.length, language).toBeLessThanOrEqual(132);
        descriptions.add(description);
      }
      expect(descriptions.size).toBe(LANGUAGES.length);
      expect(Object.values(manifest.icons)).toEqual(ICONS);
      for (const path of [
        ...ICONS,
        'toolbar/capturing-16.png',
        'toolbar/attention-32.png',
        'privacy.html',
        'welcome.html',
      ]) {
        expect(files.has(path), path).toBe(true);
      }
      // Each icon is a PNG of the size its name says.
      for (const path of ICONS) {
        const png = files.get(path)!;
        expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
          Number(path.match(/\d+/)![0]),
          Number(path.match(/\d+/)![0]),
        ]);
      }
      // The policy's words come from the packaged messages file, in the browser's language.
      expect(files.get('_locales/en/messages.json')!.toString('utf8')).toContain('What is kept, and for how long');
      const names = [...files.keys()];
      expect(names.filter((name) => name.endsWith('.map'))).toEqual([]);
      for (const [name, bytes] of files) {
        expect(bytes.includes('sourceMappingURL'), name).toBe(false);
        expect(bytes.includes(PLANTED_SECRET), name).toBe(false);
      }
    },
  );

  it('the sources archive can rebuild the extension and holds no secret, proxy or tests', () => {
    const names = [...archive('sources').keys()];
    for (const path of [
      'package.json',
      'package-lock.json',
      'wxt.config.ts',
      'tsconfig.json',
      'entrypoints/background.ts',
      'entrypoints/privacy/index.html',
      'components/PrivacyPolicy.tsx',
      'assets/icon/sidecue.svg',
      'public/icon/128.png',
    ]) {
      expect(names, path).toContain(path);
    }
    expect(names.filter((name) => /^(\.|node_modules\/|proxy\/|test\/|\.output\/)|\/\./.test(name))).toEqual([]);
    for (const [name, bytes] of archive('sources')) expect(bytes.includes(PLANTED_SECRET), name).toBe(false);
  });
});

// The tree's dependency rules (.dependency-cruiser.cjs): the real tree keeps them, and each rule
// refuses the import it names on a small tree built to break it, so no rule passes by matching nothing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const config = require('../../.dependency-cruiser.cjs') as IConfiguration;
const ROOT = join(import.meta.dirname, '../..');
const SOURCE_FOLDERS = ['lib', 'components', 'entrypoints', 'proxy', 'scripts', 'bench', 'examples'];

async function violationsIn(baseDir: string, folders: string[], tsConfig?: string): Promise<string[]> {
  const result = await cruise(folders, {
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    ...(tsConfig ? { tsConfig: { fileName: tsConfig } } : {}),
  });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

describe('the dependency rules', () => {
  it('hold on the whole tree', { timeout: 60_000 }, async () => {
    expect(await violationsIn(ROOT, SOURCE_FOLDERS, join(ROOT, 'tsconfig.json'))).toEqual([]);
  });

  const broken = mkdtempSync(join(tmpdir(), 'sidecue-deps-'));
  afterAll(() => rmSync(broken, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(broken, path)), { recursive: true });
    writeFileSync(join(broken, path), text);
  };

  it('refuse each forbidden import', async () => {
    write('components/Panel.tsx', "import { a } from '../lib/capture/core/a';\nexport const p = a;\n");
    write('lib/panel/picker.ts', "import { r } from '../capture/recipes/read';\nexport const q = r;\n");
    write('lib/capture/core/a.ts', "import { m } from '../platforms/meet/adapter';\nexport const a = m;\n");
    write('lib/capture/recipes/read.ts', 'export const r = 1;\n');
    write('lib/capture/platforms/meet/adapter.ts', "import { z } from '../zoom/selectors';\nexport const m = z;\n");
    write('lib/capture/platforms/zoom/selectors.ts', "import { v } from '../../../panel/view';\nexport const z = v;\n");
    write('lib/panel/view.ts', 'export const v = 1;\n');
    write('lib/api/contract.ts', "import { c } from '../../proxy/config';\nexport const k = c;\n");
    write('proxy/config.ts', 'export const c = 1;\n');
    write('proxy/engine/model.ts', "import { c } from '../config';\nexport const e = c;\n");
    write('lib/history/one.ts', "import { two } from './two';\nexport const one = () => two();\n");
    write('lib/history/two.ts', "import { one } from './one';\nexport const two = () => one();\n");

    const found = await violationsIn(broken, ['components', 'lib', 'proxy']);
    expect(found).toEqual(
      expect.arrayContaining([
        'pages-never-import-capture: components/Panel.tsx → lib/capture/core/a.ts',
        'pages-never-import-capture: lib/panel/picker.ts → lib/capture/recipes/read.ts',
        'capture-core-knows-no-platform: lib/capture/core/a.ts → lib/capture/platforms/meet/adapter.ts',
        'platforms-stay-apart: lib/capture/platforms/meet/adapter.ts → lib/capture/platforms/zoom/selectors.ts',
        'capture-stays-out-of-the-ui: lib/capture/platforms/zoom/selectors.ts → lib/panel/view.ts',
        'contract-stands-alone: lib/api/contract.ts → proxy/config.ts',
        'engine-needs-nothing-from-the-proxy: proxy/engine/model.ts → proxy/config.ts',
        'no-circular: lib/history/one.ts → lib/history/two.ts',
      ]),
    );
  });

  it('let a platform use its own files and the core', async () => {
    write(
      'lib/capture/platforms/teams/adapter.ts',
      "import { s } from './selectors';\nimport { d } from '../../core/dom';\nexport const t = s + d;\n",
    );
    write('lib/capture/platforms/teams/selectors.ts', 'export const s = 1;\n');
    write('lib/capture/core/dom.ts', 'export const d = 1;\n');
    const found = await violationsIn(broken, ['lib/capture/platforms/teams', 'lib/capture/core/dom.ts']);
    expect(found).toEqual([]);
  });
});

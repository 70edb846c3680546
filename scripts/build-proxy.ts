// `npm run build:proxy`: the proxy as JavaScript built ahead, for production (`npm run proxy:built`,
// or `node dist/proxy/main.js`). Packages stay in node_modules; the proxy's own code and lib/ are
// bundled, and modules loaded only when needed (engine, webhooks, MCP) stay separate chunks.
import { build, type Plugin } from 'esbuild';
import { readFile, rm } from 'node:fs/promises';
import { dirname, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
export const OUT_DIR = `${root}dist/proxy`;

const toPosix = (path: string) => path.split(sep).join('/');

/**
 * Modules find their data files (word vectors, models, package.json) next to their source:
 * rewrites `import.meta.dirname` and `import.meta.url` in `source` (a file of the checkout) to
 * that file's place, relative to the built file in `outDir`, so a checkout moved as a whole still works.
 */
export function pointAtSource(code: string, sourceFile: string, outDir: string): string {
  const fromOut = toPosix(relative(outDir, sourceFile));
  const dirFromOut = toPosix(relative(outDir, dirname(sourceFile)));
  return code
    .replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify(`/${dirFromOut}`)})`)
    .replaceAll('import.meta.url', `new URL(${JSON.stringify(fromOut)}, import.meta.url).href`);
}

const sourceLocations = (outDir: string): Plugin => ({
  name: 'source-locations',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      const code = await readFile(path, 'utf8');
      return { contents: code.includes('import.meta.') ? pointAtSource(code, path, outDir) : code, loader: 'ts' };
    });
  },
});

export async function buildProxy(outDir = OUT_DIR): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await build({
    entryPoints: { main: `${root}proxy/main.ts` },
    outdir: outDir,
    // Chunks beside main.js, so every built file has the same place for pointAtSource.
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [sourceLocations(outDir)],
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildProxy(process.argv[2] ?? OUT_DIR);
  console.log(`Built the proxy into ${toPosix(relative(root, process.argv[2] ?? OUT_DIR))}/main.js`);
}

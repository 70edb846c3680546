// What every end-to-end test and `npm run screenshots` start from, whichever browser they drive: a
// built extension, and the real proxy with the embedded engine on a fresh data directory on loopback.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createTokenAuthority } from '../../proxy/auth/tokens.ts';
import { resolveTokenSecret } from '../../proxy/secret-file.ts';
import { startProxy, type RunningProxy } from '../../proxy/server.ts';

/** The built extension for `target`, or a plain error saying how to build it. */
export function requireBuild(target: 'chrome-mv3' | 'firefox-mv2'): string {
  const dir = resolve('.output', target);
  if (!existsSync(join(dir, 'manifest.json')))
    throw new Error(`No build in .output/${target}: run \`npx wxt build\` (\`npm test\` builds first).`);
  return dir;
}

export interface LocalProxy {
  proxy: RunningProxy;
  /** The secret this proxy signs tokens with. */
  secret: string;
}

/** `env`: more of the proxy's settings, e.g. CAPTURE_RULES_FILE. */
export async function startLocalProxy(
  dataDirPrefix = 'sidecue-e2e-',
  env: Record<string, string> = {},
): Promise<LocalProxy> {
  const dataDir = mkdtempSync(join(tmpdir(), dataDirPrefix));
  const proxy = await startProxy({ DATA_DIR: dataDir, PORT: '0', ...env }, { log: () => undefined });
  return { proxy, secret: resolveTokenSecret({ dataDir, tokenSecret: undefined }) };
}

/** Alex of team sales, as the practice calls name the user. */
export function issueUserToken(secret: string): Promise<string> {
  return createTokenAuthority(secret).issue({ user: 'alex', team: 'sales', creator: false, days: 1 });
}

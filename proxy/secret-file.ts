// Node only: the token secret kept in DATA_DIR when PROXY_TOKEN_SECRET is not given, so the
// proxy and the token CLI agree on it without anyone having to make one up.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, type SecretConfig } from './config.ts';

export const SECRET_FILE = 'proxy-secret';
const MIN_SECRET_CHARS = 32;

export function resolveTokenSecret(config: SecretConfig): string {
  if (config.tokenSecret) return config.tokenSecret;
  const file = join(config.dataDir, SECRET_FILE);
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const generated = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  try {
    // 'wx' fails if the file exists, so two processes starting together keep one secret.
    writeFileSync(file, `${generated}\n`, { flag: 'wx', mode: 0o600 });
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = readFileSync(file, 'utf8').trim();
  if (stored.length < MIN_SECRET_CHARS) {
    throw new ConfigError(
      `Invalid configuration: ${file} must hold a secret of at least ${MIN_SECRET_CHARS} characters`,
    );
  }
  return stored;
}

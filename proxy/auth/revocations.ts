// Revoked users, kept in DATA_DIR/revocations.json ({"alice": <epoch seconds>}): every token of
// that user issued at or before that second is refused. `npm run proxy:token -- --revoke <user>`
// writes it; a running proxy notices the change within a second, with no restart. With
// REDIS_URL set, revocations live in Redis instead and reach every instance (shared/redis.ts).
import { readFileSync, renameSync, unwatchFile, watchFile, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { RevokedAt } from './tokens.ts';

export const REVOCATIONS_FILE = 'revocations.json';
const RevocationList = z.record(z.string(), z.number().int());
const WATCH_INTERVAL_MS = 250;

export interface Revocations {
  revokedAt: RevokedAt;
  /** Refuses every token of `user` issued at or before `atSeconds`. */
  revoke(user: string, atSeconds: number): Promise<void>;
  close(): void | Promise<void>;
}

function readList(file: string): Record<string, number> {
  try {
    return RevocationList.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new Error(`${file} is not a revocation list ({"user": epoch seconds}): ${(error as Error).message}`);
  }
}

export function fileRevocations(dataDir: string, options: { watch?: boolean } = {}): Revocations {
  const file = join(dataDir, REVOCATIONS_FILE);
  let list = readList(file);
  const reload = () => {
    try {
      list = readList(file);
    } catch {
      // A half-written or broken file keeps the last good list rather than forgetting revocations.
    }
  };
  if (options.watch) watchFile(file, { interval: WATCH_INTERVAL_MS, persistent: false }, reload);
  return {
    revokedAt: (user) => list[user],
    async revoke(user, atSeconds) {
      const next = { ...readList(file), [user]: atSeconds };
      // Written aside and renamed, so a proxy never reads half a file.
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 });
      renameSync(temporary, file);
      list = next;
    },
    close: () => unwatchFile(file, reload),
  };
}

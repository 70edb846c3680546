// Vitest global setup: one throwaway PostgreSQL server for the whole run, the way the end-to-end tests get
// Chromium: Debian's `postgresql` (initdb and pg_ctl) in a temporary directory on a free loopback port. Each
// test file makes its own database on it (test/support/databases.ts). Postgres refuses to run as root, so as
// root it runs as the `postgres` user. Without the binaries, every test that needs Postgres fails saying so.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export interface PostgresForTests {
  /** postgres://… of the server's superuser, on its `postgres` database. */
  url?: string;
  /** Why there is no server, for the tests that need one. */
  error?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: PostgresForTests;
  }
}

const MISSING =
  "PostgreSQL is not installed: the storage tests run against it. Install Debian's postgresql (apt-get install postgresql) or set POSTGRES_BIN to the folder holding initdb and pg_ctl.";

function postgresBin(): string | undefined {
  const given = process.env.POSTGRES_BIN;
  if (given) return existsSync(join(given, 'pg_ctl')) ? given : undefined;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  // The newest installed major version.
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function userId(name: string): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

export default async function setup(project: TestProject) {
  const bin = postgresBin();
  if (!bin) {
    project.provide('postgres', { error: MISSING });
    return;
  }
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'sidecue-postgres-'));
  if (asRoot) {
    const { uid, gid } = userId('postgres');
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  const data = join(dir, 'data');
  const port = await freePort();
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    // Durability off: the server lives only as long as this run.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
    run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', 'start']);
  } catch (error) {
    const output = (error as { stderr?: Buffer }).stderr?.toString().trim();
    rmSync(dir, { recursive: true, force: true });
    project.provide('postgres', { error: `PostgreSQL in ${bin} did not start: ${output || (error as Error).message}` });
    return;
  }
  project.provide('postgres', { url: `postgres://postgres@127.0.0.1:${port}/postgres` });
  return () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

// Where the data lives: SQLite files in DATA_DIR (one machine, the default) or the Postgres database
// DATABASE_URL names (several proxies sharing one database).
export type DatabaseKind = 'sqlite' | 'postgres';

export type DatabaseLocation = { kind: 'sqlite'; dataDir: string } | { kind: 'postgres'; url: string };

/** Why `url` is no Postgres address, or undefined when it is one. */
export function postgresUrlProblem(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'must be a URL such as postgres://user:password@host:5432/sidecue';
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    return 'must start with postgres:// or postgresql:// (SQLite needs no DATABASE_URL: leave it unset)';
  }
  if (!parsed.hostname && !parsed.searchParams.has('host')) return 'must name the host, e.g. postgres://host/sidecue';
  if (parsed.pathname.replace(/^\//, '') === '') return 'must name the database, e.g. postgres://host:5432/sidecue';
  return undefined;
}

/** The address without its password, for the banner and errors. */
export function describeLocation(location: DatabaseLocation): string {
  if (location.kind === 'sqlite') return `SQLite in ${location.dataDir}`;
  const url = new URL(location.url);
  return `Postgres ${url.host}${url.pathname}`;
}

/** DATABASE_URL when set, else the SQLite files in DATA_DIR. */
export const locationOf = (dataDir: string, databaseUrl?: string): DatabaseLocation =>
  databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'sqlite', dataDir };

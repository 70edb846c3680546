import { describe, expect, it } from 'vitest';
import { loadProxyConfig } from '../../proxy/config.ts';
import { describeLocation } from '../../proxy/storage/location.ts';

describe('DATABASE_URL', () => {
  it('is unset by default: SQLite in DATA_DIR', () => {
    expect(loadProxyConfig({}).databaseUrl).toBeUndefined();
    expect(loadProxyConfig({ DATABASE_URL: ' ' }).databaseUrl).toBeUndefined();
  });

  it.each(['postgres://sidecue:pw@db.internal:5432/sidecue', 'postgresql://db/sidecue?sslmode=require'])(
    'takes %s',
    (url) => {
      expect(loadProxyConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    },
  );

  it.each([
    ['mysql://db/sidecue', 'must start with postgres:// or postgresql://'],
    ['sqlite:.data', 'must start with postgres:// or postgresql://'],
    ['db.internal:5432', 'must start with postgres:// or postgresql://'],
    ['not a url', 'must be a URL such as postgres://user:password@host:5432/sidecue'],
    ['postgres://db.internal:5432/', 'must name the database'],
  ])('refuses %s plainly', (url, message) => {
    expect(() => loadProxyConfig({ DATABASE_URL: url })).toThrow(`DATABASE_URL: ${message}`);
  });

  it('never shows the password where it says where the data is', () => {
    expect(describeLocation({ kind: 'postgres', url: 'postgres://sidecue:s3cret@db.internal:5432/sidecue' })).toBe(
      'Postgres db.internal:5432/sidecue',
    );
  });
});

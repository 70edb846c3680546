// Node only: the proxy's version is the package's, read once at start.
import { readFileSync } from 'node:fs';

export function packageVersion(): string {
  const json: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const version = (json as { version?: unknown }).version;
  return typeof version === 'string' ? version : '0.0.0';
}

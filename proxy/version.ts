// Node only: what the proxy reads from the repository once at start: its version is the package's,
// and its reference page takes the extension's design tokens.
import { readFileSync } from 'node:fs';

export function packageVersion(): string {
  const json: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const version = (json as { version?: unknown }).version;
  return typeof version === 'string' ? version : '0.0.0';
}

/** components/tokens.css, the one source of the extension's and the reference page's colours. */
export function designTokensCss(): string {
  return readFileSync(new URL('../components/tokens.css', import.meta.url), 'utf8');
}

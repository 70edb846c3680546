// Serves the practice call over HTTPS on loopback, with a certificate for meet.google.com made
// on the spot. The browser maps meet.google.com here, so the real Meet content script runs on it.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { generate } from 'selfsigned';

export const PRACTICE_HOST = 'meet.google.com';
const PRACTICE_DIR = join(import.meta.dirname, '..', '..', 'practice');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

export interface PracticeServer {
  port: number;
  /** The practice meeting's address as the browser sees it. */
  meetingUrl(query?: string): string;
  close(): Promise<void>;
}

export async function startPracticeServer(): Promise<PracticeServer> {
  const pems = await generate([{ name: 'commonName', value: PRACTICE_HOST }], {
    notAfterDate: new Date(Date.now() + 2 * 24 * 3600 * 1000),
    keyType: 'ec',
    curve: 'P-256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: PRACTICE_HOST }] }],
  });
  const server = createServer({ key: pems.private, cert: pems.cert }, async (req, res) => {
    const pathname = new URL(req.url ?? '/', 'https://x').pathname;
    // A meeting code path (no file ending) is the call page itself, as on Meet.
    const file = extname(pathname) ? normalize(pathname).replace(/^([/\\])+/, '') : 'meet-call.html';
    if (file.includes('..')) {
      res.writeHead(400).end();
      return;
    }
    try {
      const body = await readFile(join(PRACTICE_DIR, file));
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    meetingUrl: (query = '') => `https://${PRACTICE_HOST}/sid-ecue-prc${query ? `?${query}` : ''}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

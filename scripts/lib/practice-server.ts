// Serves the practice calls over HTTPS on loopback, with a certificate for each platform's host
// made on the spot. The browser maps those hosts here, so each platform's real content script runs
// on its practice page; the Host header picks the page.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { generate } from 'selfsigned';
import { PRACTICE_MEET_PATH } from '../../lib/onboarding/welcome.ts';

export const PRACTICE_HOST = 'meet.google.com';

export type PracticePlatform = 'meet' | 'teams' | 'zoom';

/** Each platform's host, the path of its practice call, and the page a call path serves. */
export const PRACTICE_CALLS: Record<PracticePlatform, { host: string; path: string; page: string }> = {
  meet: { host: PRACTICE_HOST, path: PRACTICE_MEET_PATH, page: 'meet-call.html' },
  teams: { host: 'teams.microsoft.com', path: '/v2/', page: 'teams-call.html' },
  zoom: { host: 'app.zoom.us', path: '/wc/84120937561/join', page: 'zoom-call.html' },
};

export type PracticeSupportTool = 'zendesk' | 'whatsapp';
/** A practice page: a call, a support tool's desk, or LinkedIn's first practice profile. */
export type PracticePage = PracticePlatform | PracticeSupportTool | 'linkedin';

/** Each support tool's host, the path of its first conversation, and the page every path of that host serves. */
export const PRACTICE_SUPPORT_PAGES: Record<PracticeSupportTool, { host: string; path: string; page: string }> = {
  zendesk: { host: 'acme.zendesk.com', path: '/agent/tickets/1001', page: 'zendesk-agent.html' },
  whatsapp: { host: 'web.whatsapp.com', path: '/', page: 'whatsapp.html' },
};
/** LinkedIn, served as www.linkedin.com: every path is the practice single-page app, which draws /in/<slug>/ profiles. */
export const PRACTICE_LINKEDIN = {
  host: 'www.linkedin.com',
  page: 'linkedin-profile.html',
  /** The practice profiles' slugs (practice/linkedin-profiles.js): a full one, a sparse one, one in German UI. */
  profiles: { full: 'maya-okafor-4b1a2c', sparse: 'sam-lee-procurement', german: 'jonas-weber-berlin' },
} as const;
const PRACTICE_PAGES: Record<PracticePage, { host: string; path: string; page: string }> = {
  ...PRACTICE_CALLS,
  ...PRACTICE_SUPPORT_PAGES,
  linkedin: {
    host: PRACTICE_LINKEDIN.host,
    path: `/in/${PRACTICE_LINKEDIN.profiles.full}/`,
    page: PRACTICE_LINKEDIN.page,
  },
};
/** Pages no adapter knows, for the element picker: host → page. Any path on the host serves it. */
export const PRACTICE_SITES: Record<string, string> = { 'support.example-shop.test': 'support-chat.html' };
const PAGE_OF_HOST = new Map([
  ...Object.values(PRACTICE_PAGES).map((call) => [call.host, call.page] as const),
  ...Object.entries(PRACTICE_SITES),
]);
const PRACTICE_DIR = join(import.meta.dirname, '..', '..', 'practice');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

export interface PracticeServer {
  port: number;
  /** The Meet practice meeting's address as the browser sees it. */
  meetingUrl(query?: string): string;
  /** A platform's practice call (or a support tool's first conversation, or LinkedIn's first profile) address as the browser sees it. */
  callUrl(platform: PracticePage, query?: string): string;
  /** What the browser must map to this server: every practice host. */
  hostMap: Record<string, number>;
  /** A practice LinkedIn profile's address as the browser sees it. */
  linkedInProfileUrl(slug: string, query?: string): string;
  close(): Promise<void>;
}

export async function startPracticeServer(): Promise<PracticeServer> {
  const hosts = [...Object.values(PRACTICE_PAGES).map((call) => call.host), ...Object.keys(PRACTICE_SITES)];
  const pems = await generate([{ name: 'commonName', value: PRACTICE_HOST }], {
    notAfterDate: new Date(Date.now() + 2 * 24 * 3600 * 1000),
    keyType: 'ec',
    curve: 'P-256',
    extensions: [{ name: 'subjectAltName', altNames: hosts.map((value) => ({ type: 2, value })) }],
  });
  const server = createServer({ key: pems.private, cert: pems.cert }, async (req, res) => {
    const pathname = new URL(req.url ?? '/', 'https://x').pathname;
    // A meeting or conversation path (no file ending) is the host's page itself, as on the real sites.
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    const file = extname(pathname)
      ? normalize(pathname).replace(/^([/\\])+/, '')
      : (PAGE_OF_HOST.get(host) ?? 'meet-call.html');
    if (file.includes('..')) {
      res.writeHead(400).end();
      return;
    }
    try {
      const body = await readFile(join(PRACTICE_DIR, file));
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const callUrl = (platform: PracticePage, query = '') => {
    const { host, path } = PRACTICE_PAGES[platform];
    return `https://${host}${path}${query ? `?${query}` : ''}`;
  };
  return {
    port,
    meetingUrl: (query = '') => callUrl('meet', query),
    callUrl,
    hostMap: Object.fromEntries(hosts.map((host) => [host, port])),
    linkedInProfileUrl: (slug, query = '') =>
      `https://${PRACTICE_LINKEDIN.host}/in/${slug}/${query ? `?${query}` : ''}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// @vitest-environment jsdom
// The reference page's own script, run in jsdom against the web-standard app (no server needed).
import { beforeAll, describe, expect, it } from 'vitest';
import { createProxyApp } from '../../proxy/app.ts';
import { EMBEDDED_BASE_URL, type UpstreamRequest } from '../../proxy/upstream.ts';
import { SERVICE_KEY, TEST_SECRET, mintToken } from './helpers/fixtures.ts';

const PAGE_URL = 'http://proxy.test/reference';
const received: UpstreamRequest[] = [];
const app = createProxyApp(
  {
    mode: 'embedded',
    version: '9.9.9',
    upstreamBaseUrl: EMBEDDED_BASE_URL,
    serviceApiKey: SERVICE_KEY,
    tokenSecret: TEST_SECRET,
    allowedOrigins: ['chrome-extension://*'],
    maxBodyBytes: 1024 * 1024,
    rateLimitPerMinute: 100,
    upstreamTimeoutMs: 1000,
  },
  {
    upstream: async (request) => {
      received.push(request);
      return {
        status: 200,
        headers: { 'content-type': 'application/json' },
        text: JSON.stringify({ elaboration: 'canned guidance', isSame: false }),
      };
    },
    log: () => {},
  },
);

let html: string;
beforeAll(async () => {
  html = await (await app.fetch(new Request(PAGE_URL))).text();
});

/** Runs the page's script with fetch going to the app, as the browser would from /reference. */
async function renderPage(documentOverride?: (doc: any) => any) {
  document.body.innerHTML = /<body>([\s\S]*)<script/.exec(html)?.[1] ?? '';
  const script = /<script nonce="[^"]+">([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
  const pageFetch = async (input: string, init?: RequestInit) => {
    // As a browser does: a POST carries the page's Origin, even to its own origin.
    const headers = new Headers(init?.headers);
    if (init?.method && init.method !== 'GET') headers.set('origin', new URL(PAGE_URL).origin);
    const response = await app.fetch(new Request(new URL(input, PAGE_URL), { ...init, headers }));
    if (!documentOverride || !input.endsWith('openapi.json')) return response;
    return Response.json(documentOverride(await response.json()));
  };
  new Function('fetch', script)(pageFetch);
  await expect.poll(() => document.querySelectorAll('section').length).toBeGreaterThan(0);
}

describe('reference page', () => {
  it('renders the Analyze, Conversation and Outreach sections with a try-it form per operation', async () => {
    await renderPage();
    const headings = [...document.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).toEqual(['Analyze', 'Conversation', 'Outreach', 'Proxy']);
    expect(document.querySelectorAll('section:nth-of-type(2) details')).toHaveLength(4);
    // Analyze holds the service's analyze and the proxy's recap.
    expect(document.querySelectorAll('section:nth-of-type(1) details')).toHaveLength(2);
    // One a route, /ready included.
    expect(document.querySelectorAll('form')).toHaveLength(14);
    expect(document.getElementById('version')?.textContent).toContain('9.9.9');
  });

  it('sends a try-it request with the token and shows the answer as text', async () => {
    await renderPage();
    const form = document.querySelector('#analyze form') as HTMLFormElement;
    const token = await mintToken({ user: 'alice', team: 'sales', creator: false });
    (form.querySelector('input[type=password]') as HTMLInputElement).value = token;
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    const output = form.querySelector('pre') as HTMLElement;
    await expect.poll(() => output.textContent).toContain('canned guidance');
    expect(output.textContent).toMatch(/^200 /);
    expect(received.at(-1)?.headers.authorization).toBe(`Bearer ${SERVICE_KEY}`);
  });

  it('shows a refusal as text too', async () => {
    await renderPage();
    const form = document.querySelector('#analyze form') as HTMLFormElement;
    (form.querySelector('input[type=password]') as HTMLInputElement).value = '';
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    const output = form.querySelector('pre') as HTMLElement;
    await expect.poll(() => output.textContent).toMatch(/^401 /);
    expect(output.textContent).toContain('"code": "unauthenticated"');
  });

  it('puts text from the document on the page as text, never as HTML', async () => {
    await renderPage((doc) => {
      doc.paths['/api/analyze'].post.summary = '<img src=x id=injected>';
      return doc;
    });
    expect(document.getElementById('injected')).toBeNull();
    expect(document.querySelector('#analyze summary')?.textContent).toContain('<img src=x id=injected>');
  });
});

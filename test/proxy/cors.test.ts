import { describe, expect, it } from 'vitest';
import { harness, service, token, useForwardingProxy } from './helpers/forwarding-proxy.ts';
import { isOwnOrigin } from '../../proxy/middleware/cors.ts';
import { call, startTestProxy } from './helpers/proxy-harness.ts';
import { EXTENSION_ORIGIN, SERVICE_KEY, analyzeBody } from './helpers/fixtures.ts';

useForwardingProxy();

const preflight = (origin: string) =>
  call(harness.proxy.url, 'OPTIONS', '/api/analyze', {
    origin,
    headers: {
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type, x-sidecue-language',
    },
  });

function corsHeaders(headers: Headers) {
  return [...headers.keys()].filter((name) => name.startsWith('access-control-'));
}

describe('CORS', () => {
  it.each([EXTENSION_ORIGIN, 'moz-extension://0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0'])(
    'allows the preflight of %s',
    async (origin) => {
      const result = await preflight(origin);
      expect(result.status).toBe(204);
      expect(result.headers.get('access-control-allow-origin')).toBe(origin);
      // x-sidecue-language: the guidance language the user fixed (options page).
      expect(result.headers.get('access-control-allow-headers')).toBe(
        'authorization, content-type, x-sidecue-language',
      );
      expect(result.headers.get('access-control-allow-methods')).toBe('GET, POST, PATCH, DELETE, OPTIONS');
      expect(result.headers.get('vary')).toContain('Origin');
      expect(service.received).toHaveLength(0);
    },
  );

  it('allows the real request of an extension origin and exposes Retry-After', async () => {
    const result = await call(harness.proxy.url, 'POST', '/api/analyze', {
      token,
      origin: EXTENSION_ORIGIN,
      body: analyzeBody,
    });
    expect(result.status).toBe(200);
    expect(result.headers.get('access-control-allow-origin')).toBe(EXTENSION_ORIGIN);
    expect(result.headers.get('access-control-expose-headers')).toBe('Retry-After');
    expect(result.headers.get('vary')).toContain('Origin');
  });

  it('puts CORS headers on errors too, so the extension can read them', async () => {
    const result = await call(harness.proxy.url, 'POST', '/api/analyze', {
      origin: EXTENSION_ORIGIN,
      body: analyzeBody,
    });
    expect(result.status).toBe(401);
    expect(result.headers.get('access-control-allow-origin')).toBe(EXTENSION_ORIGIN);
  });

  it.each(['https://evil.example', 'chrome-extension:/', 'null'])(
    'refuses the preflight of %s with 403 and no CORS headers',
    async (origin) => {
      const result = await preflight(origin);
      expect(result.status).toBe(403);
      expect(result.json.error.code).toBe('forbidden');
      expect(corsHeaders(result.headers)).toEqual([]);
    },
  );

  it('refuses the real request of another origin before it reaches the service, even with a valid token', async () => {
    const result = await call(harness.proxy.url, 'POST', '/api/analyze', {
      token,
      origin: 'https://evil.example',
      body: analyzeBody,
    });
    expect(result.status).toBe(403);
    expect(result.json.error.code).toBe('forbidden');
    expect(corsHeaders(result.headers)).toEqual([]);
    expect(service.received).toHaveLength(0);
  });

  it('lets requests without Origin through (the token still decides)', async () => {
    expect((await call(harness.proxy.url, 'POST', '/api/analyze', { token, body: analyzeBody })).status).toBe(200);
    expect((await call(harness.proxy.url, 'POST', '/api/analyze', { body: analyzeBody })).status).toBe(401);
  });

  it('applies to /health too', async () => {
    expect((await call(harness.proxy.url, 'GET', '/health', { origin: 'https://evil.example' })).status).toBe(403);
    const allowed = await call(harness.proxy.url, 'GET', '/health', { origin: EXTENSION_ORIGIN });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(EXTENSION_ORIGIN);
  });
});

describe("the proxy's own origin", () => {
  it('lets its own pages (the reference) POST with their Origin, and answers without CORS headers', async () => {
    const ownOrigin = new URL(harness.proxy.url).origin;
    const result = await call(harness.proxy.url, 'POST', '/api/analyze', {
      token,
      origin: ownOrigin,
      body: analyzeBody,
    });
    expect(result.status).toBe(200);
    expect(corsHeaders(result.headers)).toEqual([]);
    expect(service.received).toHaveLength(1);
  });

  it('still refuses a page on another port or another name of the same machine', async () => {
    const { port } = new URL(harness.proxy.url);
    for (const origin of [`http://127.0.0.1:${Number(port) + 1}`, `http://localhost:${port}`]) {
      const result = await call(harness.proxy.url, 'POST', '/api/analyze', { token, origin, body: analyzeBody });
      expect(result.status, origin).toBe(403);
      expect(result.json.error.code).toBe('forbidden');
    }
    expect(service.received).toHaveLength(0);
  });

  it.each([
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787/api/analyze', true],
    // Behind a TLS-terminating reverse proxy the page is https, the request reaches the app as http.
    ['https://proxy.example', 'http://proxy.example/api/analyze', true],
    ['https://proxy.example.evil', 'http://proxy.example/api/analyze', false],
    ['http://127.0.0.1:8788', 'http://127.0.0.1:8787/api/analyze', false],
    ['null', 'http://127.0.0.1:8787/api/analyze', false],
    ['chrome-extension://127.0.0.1:8787', 'http://127.0.0.1:8787/api/analyze', false],
  ])('isOwnOrigin(%s, %s) is %s', (origin, url, expected) => {
    expect(isOwnOrigin(origin, url)).toBe(expected);
  });
});

describe('ALLOWED_ORIGINS', () => {
  it('allows only the configured extension id when set', async () => {
    const only = await startTestProxy({
      SERVICE_BASE_URL: service.baseUrl,
      SERVICE_API_KEY: SERVICE_KEY,
      ALLOWED_ORIGINS: `${EXTENSION_ORIGIN}, https://admin.example/*`,
    });
    try {
      expect((await call(only.proxy.url, 'GET', '/health', { origin: EXTENSION_ORIGIN })).status).toBe(200);
      expect(
        (await call(only.proxy.url, 'GET', '/health', { origin: 'chrome-extension://someotherextensionid' })).status,
      ).toBe(403);
      expect((await call(only.proxy.url, 'GET', '/health', { origin: 'moz-extension://x' })).status).toBe(403);
    } finally {
      await only.close();
    }
  });
});

// The node:http transport parses the service's origin once and reuses it: each call must still go
// exactly where parsing its whole URL would send it.
import type { RequestOptions } from 'node:http';
import { urlToHttpOptions } from 'node:url';
import { describe, expect, it } from 'vitest';
import { targetOf } from '../../proxy/node-upstream.ts';

const where = (options: RequestOptions) => {
  const { protocol, hostname, port, path, auth } = options;
  return { protocol, hostname, port, path, auth };
};
const parsed = (url: string) => where(urlToHttpOptions(new URL(url)));

describe('targetOf', () => {
  it.each([
    'http://127.0.0.1:8787/api/analyze',
    'https://service.example/prefix/api/conversation/c_123-abc',
    'http://[::1]:9000/api/analyze',
    'https://user:pass@service.example/api/analyze',
    'http://127.0.0.1:8787/api/conversation/a/../../admin',
    'http://127.0.0.1:8787/api/conversation/a%2F..%2Fb',
    'http://127.0.0.1:8787/api/conversation?limit=5',
    'http://127.0.0.1:8787/api/conversation/a b',
    'http://127.0.0.1:8787',
  ])('sends %s where parsing the whole URL would', (url) => {
    expect(where(targetOf(url, new Map()))).toEqual(parsed(url));
  });

  it('parses each origin once', () => {
    const origins = new Map<string, RequestOptions>();
    targetOf('http://127.0.0.1:8787/api/analyze', origins);
    const cached = origins.get('http://127.0.0.1:8787');
    expect(cached).toBeDefined();
    expect(where(targetOf('http://127.0.0.1:8787/api/conversation', origins))).toMatchObject({
      hostname: '127.0.0.1',
      port: 8787,
      path: '/api/conversation',
    });
    expect(origins.size).toBe(1);
    expect(origins.get('http://127.0.0.1:8787')).toBe(cached);
  });
});

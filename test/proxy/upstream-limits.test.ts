// What the proxy does about the service's side of a call: it cancels the call when the browser's
// request goes away, and refuses an answer larger than MAX_UPSTREAM_RESPONSE_BYTES in plain words.
import { describe, expect, it } from 'vitest';
import { analyzeBody } from './helpers/fixtures.ts';
import { harness, service, token, useForwardingProxy } from './helpers/forwarding-proxy.ts';
import { call } from './helpers/proxy-harness.ts';

const MAX_ANSWER = 64 * 1024;
useForwardingProxy({ MAX_UPSTREAM_RESPONSE_BYTES: String(MAX_ANSWER), UPSTREAM_TIMEOUT_MS: '20000' });

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the browser goes away', () => {
  it('cancels the call to the service: the stand-in sees its request aborted long before the deadline', async () => {
    let arrived: () => void = () => {};
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    let aborted: (at: number) => void = () => {};
    const abortion = new Promise<number>((resolve) => (aborted = resolve));
    service.setOverride((_request, response) => {
      // Never answers, like a service still thinking; only the proxy can end this request.
      response.on('close', () => {
        if (!response.writableFinished) aborted(Date.now());
      });
      arrived();
      return true;
    });
    const browser = new AbortController();
    const pending = fetch(`${harness.proxy.url}/api/analyze`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(analyzeBody),
      signal: browser.signal,
    }).catch((error: Error) => error.name);
    await arrival;
    const leftAt = Date.now();
    browser.abort();
    expect(await pending).toBe('AbortError');
    const abortedAt = await Promise.race([abortion, delay(3_000).then(() => Number.NaN)]);
    expect(abortedAt - leftAt).toBeLessThan(3_000);
    // Not reported as a problem with the service: the user left, nothing failed.
    await delay(50);
    expect(harness.logs.some((line) => line.includes('upstream problem'))).toBe(false);
  });
});

describe('an answer larger than MAX_UPSTREAM_RESPONSE_BYTES', () => {
  it.each([
    ['with its length declared', true],
    ['streamed without a length', false],
  ])('is refused %s with a typed 502 in plain words, and nothing of it reaches the browser', async (_how, declared) => {
    const answer = JSON.stringify({ elaboration: 'y'.repeat(MAX_ANSWER + 1) });
    service.setOverride((_request, response) => {
      response.writeHead(200, {
        'content-type': 'application/json',
        ...(declared ? { 'content-length': String(answer.length) } : {}),
      });
      response.end(answer);
      return true;
    });
    const result = await call(harness.proxy.url, 'POST', '/api/analyze', { token, body: analyzeBody });
    expect(result.status).toBe(502);
    expect(result.json.error.code).toBe('upstream_error');
    expect(result.json.error.message).toContain('larger than this proxy accepts');
    expect(result.json.error.message).toContain('MAX_UPSTREAM_RESPONSE_BYTES');
    expect(result.text).not.toContain('yyyy');
  });

  it('passes an answer just under the limit on as it came', async () => {
    const answer = JSON.stringify({ elaboration: 'z'.repeat(MAX_ANSWER - 100), isSame: false });
    service.setOverride((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(answer);
      return true;
    });
    const result = await call(harness.proxy.url, 'POST', '/api/analyze', { token, body: analyzeBody });
    expect(result.status).toBe(200);
    expect(result.text).toBe(answer);
  });
});

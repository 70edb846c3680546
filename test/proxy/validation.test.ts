// Bad input is refused with the typed body before anything reaches the service.
import { describe, expect, it } from 'vitest';
import { harness, service, token, useForwardingProxy } from './helpers/forwarding-proxy.ts';
import { call } from './helpers/proxy-harness.ts';
import { analyzeBody, transcript } from './helpers/fixtures.ts';

useForwardingProxy();

const post = (path: string, options: { body?: unknown; rawBody?: string; headers?: Record<string, string> }) =>
  call(harness.proxy.url, 'POST', path, { token, ...options });

describe('body size', () => {
  it('refuses a 5 MB transcript with 413 too_large, and the service sees nothing', async () => {
    const big = 'x'.repeat(5_000);
    const huge = {
      currentUser: 'Alex',
      transcript: Array.from({ length: 1_000 }, () => ({ speakerRole: 'user', speakerName: 'Alex', content: big })),
    };
    const result = await post('/api/analyze', { body: huge });
    expect(result.status).toBe(413);
    expect(result.json.error).toMatchObject({ code: 'too_large', details: { maxBytes: 2 * 1024 * 1024 } });
    expect(service.received).toHaveLength(0);
  });

  it('refuses an oversized body sent without Content-Length (chunked)', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 40) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${harness.proxy.url}/api/analyze`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as any).error.code).toBe('too_large');
    expect(service.received).toHaveLength(0);
  });
});

describe('request bodies', () => {
  it.each([
    ['not JSON', '{"currentUser": "Alex", transcript: ['],
    ['empty', ''],
  ])('refuses a body that is %s with a plain 400', async (_what, rawBody) => {
    const result = await post('/api/analyze', { rawBody });
    expect(result.status).toBe(400);
    expect(result.json.error).toEqual({
      code: 'invalid_request',
      message: 'The request body must be JSON (Content-Type: application/json).',
    });
    expect(service.received).toHaveLength(0);
  });

  it.each([
    ['missing currentUser', { transcript }, 'currentUser'],
    ['empty currentUser', { currentUser: '  ', transcript }, 'currentUser'],
    ['a currentUser who never speaks', { currentUser: 'Sam', transcript }, 'currentUser'],
    ['an empty transcript', { currentUser: 'Alex', transcript: [] }, 'transcript'],
    [
      'an unknown role',
      {
        currentUser: 'Alex',
        transcript: [...transcript, { speakerRole: 'system', speakerName: 'Bot', content: 'hi' }],
      },
      'transcript.2.speakerRole',
    ],
    [
      'a speaker without a name',
      { currentUser: 'Alex', transcript: [...transcript, { speakerRole: 'user', speakerName: '', content: 'hi' }] },
      'transcript.2.speakerName',
    ],
  ])('refuses analyze with %s: 400 with the field issues', async (_what, body, path) => {
    const result = await post('/api/analyze', { body });
    expect(result.status).toBe(400);
    expect(result.json.error.code).toBe('invalid_request');
    expect(result.json.error.details.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    expect(result.json.error.message).toContain(path);
    expect(service.received).toHaveLength(0);
  });

  it.each([
    ['/api/conversation', { name: 'n'.repeat(201) }, 'name'],
    ['/api/outreach/generate', { input: 'Jordan', type: 'fax' }, 'type'],
    ['/api/outreach/generate', { type: 'email' }, 'input'],
    ['/api/outreach/evaluate', { input: '' }, 'input'],
    ['/api/outreach/shorten', { input: 'Hello', limit: 2.5 }, 'limit'],
    ['/api/outreach/shorten', { input: 'Hello' }, 'limit'],
  ])('refuses %s with a bad %j', async (path, body, field) => {
    const result = await post(path, { body });
    expect(result.status).toBe(400);
    expect(result.json.error.details.issues.map((i: { path: string }) => i.path)).toContain(field);
    expect(service.received).toHaveLength(0);
  });

  it('refuses an empty rename and a delete without id', async () => {
    const created = await post('/api/conversation', { body: { name: 'Call' } });
    service.received.length = 0;
    const rename = await call(harness.proxy.url, 'PATCH', `/api/conversation/${created.json.id}`, {
      token,
      body: { name: '' },
    });
    expect(rename.status).toBe(400);
    const remove = await call(harness.proxy.url, 'DELETE', '/api/conversation', { token, body: {} });
    expect(remove.status).toBe(400);
    expect(remove.json.error.details.issues[0].path).toBe('id');
    expect(service.received).toHaveLength(0);
  });

  it('accepts JSON sent without a JSON content type (curl users forget it)', async () => {
    const result = await post('/api/analyze', {
      rawBody: JSON.stringify(analyzeBody),
      headers: { 'content-type': 'text/plain' },
    });
    expect(result.status).toBe(200);
  });

  it('answers an unknown endpoint with a typed 404', async () => {
    const result = await call(harness.proxy.url, 'GET', '/api/nothing-here', { token });
    expect(result.status).toBe(404);
    expect(result.json.error.code).toBe('not_found');
    expect(service.received).toHaveLength(0);
  });
});

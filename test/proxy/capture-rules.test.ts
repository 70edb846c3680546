// The proxy serves capture rules from CAPTURE_RULES_FILE, checked once at start.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../proxy/config.ts';
import { call, startTestProxy } from './helpers/proxy-harness.ts';

const dir = mkdtempSync(join(tmpdir(), 'sidecue-rules-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function rulesFile(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

const rules = {
  format: 'sidecue-capture-rules',
  version: 3,
  published: '2026-11-20T09:00:00Z',
  platforms: { meet: { 'captions.text2026': ['.caption-words'] } },
};

describe('GET /capture-rules', () => {
  it('serves the checked file to anyone, without a token, cacheable for a few minutes', async () => {
    const harness = await startTestProxy({ CAPTURE_RULES_FILE: rulesFile('good.json', rules) });
    try {
      const answer = await call(harness.proxy.url, 'GET', '/capture-rules', { origin: 'chrome-extension://abc' });
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual(rules);
      expect(answer.headers.get('cache-control')).toBe('max-age=300');
    } finally {
      await harness.close();
    }
  });

  it('answers 404 in words when the proxy serves no rules', async () => {
    const harness = await startTestProxy({});
    try {
      const answer = await call(harness.proxy.url, 'GET', '/capture-rules');
      expect(answer.status).toBe(404);
      expect(answer.json.error.message).toBe(
        'This proxy serves no capture rules: the extension uses its built-in ones.',
      );
    } finally {
      await harness.close();
    }
  });

  it.each([
    ['missing.json', undefined, /cannot read .*missing\.json \(ENOENT\)/],
    ['broken.json', '{"format":', /is not valid JSON/],
    [
      'unknown-path.json',
      { ...rules, platforms: { meet: { 'captions.words': ['.x'] } } },
      /"captions\.words" is not one of meet's selectors/,
    ],
    [
      'unknown-platform.json',
      { ...rules, platforms: { skype: { a: ['.x'] } } },
      /platforms\.skype: Sidecue has no capture for a platform of that name/,
    ],
    ['no-version.json', { ...rules, version: 'new' }, /version: must be a number/],
  ])('refuses to start with %s, saying what is wrong', async (name, content, problem) => {
    const path = content === undefined ? join(dir, name) : rulesFile(name, content);
    const started = startTestProxy({ CAPTURE_RULES_FILE: path });
    await expect(started).rejects.toBeInstanceOf(ConfigError);
    await expect(started).rejects.toThrow(problem);
  });
});

// The words of an error fit where they are shown: the panel during a call, the options page
// while checking the connection. One message: what happened, then one thing to do.
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { tokenProblems, type TokenProblem } from '../../lib/api/contract';
import {
  ApiError,
  describeApiError,
  fixedInOptions,
  formatDate,
  type ApiErrorInit,
  type ApiErrorKind,
} from '../../lib/api/errors';

const options = { where: 'options', proxyUrl: 'http://127.0.0.1:8787' } as const;
const expiredAt = '2026-03-01T09:00:00.000Z';

/** What the options page's check can run into. */
const checkOutcomes: Omit<ApiErrorInit, 'cause'>[] = [
  { kind: 'unreachable' },
  { kind: 'timeout' },
  { kind: 'forbidden' },
  { kind: 'rate_limited', retryAfterSeconds: 12 },
  { kind: 'service_down' },
  { kind: 'bad_response' },
  { kind: 'not_sidecue' },
  { kind: 'unauthenticated' },
  ...tokenProblems.map((tokenProblem: TokenProblem) => ({ kind: 'unauthenticated' as const, tokenProblem, expiredAt })),
];

const allKinds: ApiErrorKind[] = [
  'not_configured',
  'unreachable',
  'timeout',
  'unauthenticated',
  'insufficient_credits',
  'forbidden',
  'not_found',
  'too_large',
  'rate_limited',
  'invalid_request',
  'service_down',
  'bad_response',
  'not_sidecue',
];

const oneSentence = (text: string) => /^[A-Z"h][\s\S]*[.]$/.test(text) && !/[.!?] [A-Z]/.test(text);

describe('describeApiError', () => {
  it.each(checkOutcomes)('words %j for the options page without sending the user to the options', (error) => {
    const { title, action } = describeApiError(error, options);
    expect(`${title} ${action}`).not.toMatch(/options|captured/i);
    expect(oneSentence(title), title).toBe(true);
    expect(oneSentence(action), action).toBe(true);
  });

  it.each(allKinds)('words %s for the panel as one title and one action', (kind) => {
    const { title, action } = describeApiError({
      kind,
      retryAfterSeconds: 5,
      serverMessage: 'Ask your admin for a new one.',
    });
    expect(oneSentence(title), title).toBe(true);
    expect(oneSentence(action), action).toBe(true);
    // The panel's button to the options matches words that send the user there.
    expect(/in the options/.test(action)).toBe(fixedInOptions(kind));
  });

  it('names the address on the options page, and keeps the captured messages in mind in the panel', () => {
    expect(describeApiError({ kind: 'unreachable' }, options)).toEqual({
      title: 'Sidecue could not reach a proxy at http://127.0.0.1:8787.',
      action: 'Check the address and that the proxy is running.',
    });
    expect(describeApiError({ kind: 'unreachable' })).toEqual({
      title: 'Sidecue cannot reach your proxy.',
      action: 'Check that it is running and its address in the options; captured messages are kept.',
    });
    expect(describeApiError({ kind: 'not_sidecue' }, options).title).toBe(
      'http://127.0.0.1:8787 answers, but it is not a Sidecue proxy.',
    );
  });

  it('words each refused token on its own, never adding the server sentence to its own', () => {
    const serverMessage =
      'Your proxy access token is not in the expected format. Paste it again exactly as your admin sent it.';
    expect(describeApiError({ kind: 'unauthenticated', tokenProblem: 'malformed', serverMessage })).toEqual({
      title: 'Your proxy access token is not in the right format.',
      action: 'Paste it again in the options, exactly as your admin sent it.',
    });
    expect(describeApiError({ kind: 'unauthenticated', tokenProblem: 'expired', expiredAt }, options)).toEqual({
      title: `This access token expired on ${formatDate(expiredAt)}.`,
      action: 'Ask your admin for a new one.',
    });
    expect(describeApiError({ kind: 'unauthenticated', tokenProblem: 'bad_signature' })).toEqual({
      title: 'Your proxy did not accept your access token.',
      action: 'Ask your admin for a new one and paste it in the options.',
    });
    const words = tokenProblems.map(
      (tokenProblem) => describeApiError({ kind: 'unauthenticated', tokenProblem }, options).title,
    );
    expect(new Set(words).size).toBe(tokenProblems.length);
  });

  it('writes dates in words, with the year', () => {
    expect(formatDate('2026-12-21T12:00:00.000Z')).toMatch(/December/);
    expect(formatDate('2026-12-21T12:00:00.000Z')).toMatch(/21/);
    expect(formatDate('2026-12-21T12:00:00.000Z')).toMatch(/2026/);
  });
});

describe('ApiError', () => {
  it('is made without the messages file, as the Node client (no browser.i18n) makes it', () => {
    const getMessage = vi.spyOn(fakeBrowser.i18n, 'getMessage').mockImplementation(() => {
      throw new Error('no i18n here');
    });
    try {
      const error = new ApiError({ kind: 'service_down', status: 502 });
      expect(error.message).toBe('Proxy call failed: service_down (HTTP 502)');
      expect(getMessage).not.toHaveBeenCalled();
    } finally {
      getMessage.mockRestore();
    }
  });

  it("gives the panel's words from the messages file when asked", () => {
    expect(new ApiError({ kind: 'not_found' }).words.title).toBe('That conversation no longer exists.');
  });
});

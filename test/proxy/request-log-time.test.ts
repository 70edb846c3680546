// The request log's time, formatted to the second once a second: the same text as toISOString.
import { describe, expect, it } from 'vitest';
import { formatLogLine, isoTime } from '../../proxy/middleware/request-log.ts';

describe('isoTime', () => {
  it.each([
    Date.UTC(2026, 10, 27, 15, 4, 5, 7),
    Date.UTC(2026, 10, 27, 15, 4, 5, 999),
    Date.UTC(2026, 10, 27, 15, 4, 6, 0),
    Date.UTC(2026, 10, 27, 15, 4, 5, 7),
    Date.UTC(2026, 11, 31, 23, 59, 59, 999) + 1,
    0,
    -1,
    Date.UTC(2026, 10, 27, 15, 4, 5, 7) + 0.6,
    Date.UTC(12_000, 0, 1),
  ])('writes %d as toISOString does', (at) => {
    expect(isoTime(at)).toBe(new Date(at).toISOString());
  });

  it('starts each request line', () => {
    const at = Date.UTC(2026, 10, 27, 15, 4, 5, 42);
    expect(
      formatLogLine({ at, method: 'POST', path: '/api/analyze', status: 200, durationMs: 1.25, user: 'alice' }),
    ).toBe('2026-11-27T15:04:05.042Z POST /api/analyze 200 1.3ms user="alice"');
  });
});

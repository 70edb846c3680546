import { describe, expect, it } from 'vitest';
import { chatTimeToEpoch } from '../../lib/capture/chat-time';

const now = new Date(2026, 2, 10, 15, 30, 20).getTime();

describe('chat time', () => {
  it.each([
    ['10:02 AM', new Date(2026, 2, 10, 10, 2).getTime()],
    ['12:15 PM', new Date(2026, 2, 10, 12, 15).getTime()],
    ['12:05 am', new Date(2026, 2, 10, 0, 5).getTime()],
    ['14:05', new Date(2026, 2, 10, 14, 5).getTime()],
    ['3:30 PM', new Date(2026, 2, 10, 15, 30).getTime()],
  ])('reads %s on the day of now', (shown, expected) => {
    expect(chatTimeToEpoch(shown, now)).toBe(expected);
  });

  it('never returns a time after now, and nothing for unreadable text', () => {
    expect(chatTimeToEpoch('11:59 PM', now)).toBe(now);
    expect(chatTimeToEpoch('yesterday', now)).toBeUndefined();
    expect(chatTimeToEpoch(undefined, now)).toBeUndefined();
    expect(chatTimeToEpoch('25:61', now)).toBeUndefined();
  });
});

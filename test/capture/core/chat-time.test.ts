import { describe, expect, it } from 'vitest';
import { chatTimeToEpoch, shownDateTimeToEpoch } from '../../../lib/capture/core/chat-time';

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

describe('shown date and time', () => {
  const at = (month: number, day: number, hours: number, minutes: number, year = 2026) =>
    new Date(year, month, day, hours, minutes).getTime();
  const later = new Date(2026, 10, 23, 19, 0).getTime();

  it.each([
    ['Mon, 23 Nov 2026 at 6:12 PM', undefined, at(10, 23, 18, 12)],
    ['November 23, 2026 6:12 pm', undefined, at(10, 23, 18, 12)],
    ['Sun, 22 Nov 2026 12:05 AM', undefined, at(10, 22, 0, 5)],
    ['Mo., 23. Nov. 2026 um 18:12', 'de', at(10, 23, 18, 12)],
    ['lundi 23 novembre 2026 à 18:12', 'fr', at(10, 23, 18, 12)],
    ['mar., 17 nov. 2026 10:30', 'es', at(10, 17, 10, 30)],
    ['23/11/2026 18:12', undefined, at(10, 23, 18, 12)],
    ['11/23/2026 6:12 PM', undefined, at(10, 23, 18, 12)],
    ['03/04/2026 09:00', 'en-GB', at(3, 3, 9, 0)],
    ['03/04/2026 09:00', 'en-US', at(2, 4, 9, 0)],
    ['2026-11-23 18:12', undefined, at(10, 23, 18, 12)],
    ['Nov 20, 3:45 PM', undefined, at(10, 20, 15, 45)],
    ['Dec 30, 3:45 PM', undefined, at(11, 30, 15, 45, 2025)],
    ['18:12', undefined, at(10, 23, 18, 12)],
  ])('reads %s (%s)', (label, locale, expected) => {
    expect(shownDateTimeToEpoch(label, later, locale)).toBe(expected);
  });

  it('reads an ISO time with its own zone', () => {
    expect(shownDateTimeToEpoch('2026-11-23T17:12:00Z', later)).toBe(Date.UTC(2026, 10, 23, 17, 12));
  });

  it.each([
    ['a date without a time of day', 'January 1, 2026'],
    ['a relative day the label does not date', 'Yesterday at 3:45 PM'],
    ['a numeric date whose order only the locale could tell', '03/04/2026 09:00'],
    ['a day that does not exist', '31 Nov 2026 10:00'],
    ['two years', '23 Nov 2026 – 2025 10:00'],
    ['no month at all', '23 2026 10:00'],
    ['an impossible clock time', '23 Nov 2026 25:10'],
    ['13 PM', '23 Nov 2026 13:10 PM'],
    ['a time far in the future', '30 Nov 2026 10:00'],
    ['nothing', ''],
  ])('gives nothing for %s', (_why, label) => {
    expect(shownDateTimeToEpoch(label, later)).toBeUndefined();
  });

  it('leaves a numeric date open when the locale names no region: English is written both ways', () => {
    expect(shownDateTimeToEpoch('03/04/2026 09:00', later, 'en')).toBeUndefined();
  });

  it('never gives a time after now', () => {
    expect(shownDateTimeToEpoch('23 Nov 2026 22:00', later)).toBe(later);
  });
});

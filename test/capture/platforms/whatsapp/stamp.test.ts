import { describe, expect, it } from 'vitest';
import {
  asciiDigits,
  parseClock,
  parsePrePlainText,
  type StampContext,
} from '../../../../lib/capture/platforms/whatsapp/stamp';

/** 22 March 2026, 18:00 local time: "now" for every stamp below. */
const now = new Date(2026, 2, 22, 18, 0).getTime();
const local = (year: number, month: number, day: number, hours: number, minutes: number) =>
  new Date(year, month - 1, day, hours, minutes).getTime();
const at = (stamp: string, context: Partial<StampContext> = {}) => parsePrePlainText(stamp, { now, ...context }).at;

describe('WhatsApp stamp: locale formats', () => {
  it.each([
    ['[13:52, 22/03/2026] Maria Lopez: ', 'day-first, 24-hour (en-GB)'],
    ['[1:52 PM, 3/22/2026] Maria Lopez: ', 'month-first, 12-hour (en-US)'],
    ['[1:52\u202fPM, 3/22/2026] Maria Lopez: ', 'narrow no-break space before PM (newer ICU)'],
    ['[13:52, 22.3.2026] Maria Lopez: ', 'dots (de)'],
    ['[13.52, 22.3.2026] Maria Lopez: ', 'dotted clock (fi)'],
    ['[13 h 52, 2026-03-22] Maria Lopez: ', 'year first, "h" clock (fr-CA)'],
    ['[1:52 p. m., 22/3/2026] Maria Lopez: ', 'spaced p. m. (es)'],
    ['[下午1:52, 2026/3/22] Maria Lopez: ', 'meridiem word before the clock (zh)'],
    ['[오후 1:52, 2026. 3. 22.] Maria Lopez: ', 'Korean dots and meridiem'],
    ['[13:52, 22/03/26] Maria Lopez: ', 'two-digit year'],
    ['[٠١:٥٢ م, ٢٢/٠٣/٢٠٢٦] Maria Lopez: ', 'Arabic-Indic digits and meridiem (ar)'],
    ['[2026/3/22 13:52] Maria Lopez: ', 'date before clock, no comma'],
  ])('reads %s (%s)', (stamp) => {
    expect(parsePrePlainText(stamp, { now })).toMatchObject({ at: local(2026, 3, 22, 13, 52), author: 'Maria Lopez' });
  });

  it('reads midnight and noon in 12-hour clocks', () => {
    expect(at('[12:05 AM, 3/22/2026] A: ')).toBe(local(2026, 3, 22, 0, 5));
    expect(at('[12:05 PM, 3/22/2026] A: ')).toBe(local(2026, 3, 22, 12, 5));
  });

  it('keeps an author with colons, spaces or a phone number, and names nobody when the stamp does not', () => {
    expect(parsePrePlainText('[13:52, 22/03/2026] Team: Support: ', { now }).author).toBe('Team: Support');
    expect(parsePrePlainText('[13:52, 22/03/2026] +44 7700 900123: ', { now }).author).toBe('+44 7700 900123');
    expect(parsePrePlainText('[13:52, 22/03/2026] ', { now }).author).toBeUndefined();
  });
});

describe('WhatsApp stamp: ambiguity and bad input give no time rather than a wrong one', () => {
  it('proves the order from a day above 12, and uses a proven order for ambiguous dates', () => {
    expect(parsePrePlainText('[13:52, 22/03/2026] A: ', { now }).provenOrder).toBe('dmy');
    expect(parsePrePlainText('[1:52 PM, 3/22/2026] A: ', { now }).provenOrder).toBe('mdy');
    expect(parsePrePlainText('[13:52, 02/03/2026] A: ', { now }).provenOrder).toBeUndefined();
    expect(at('[13:52, 02/03/2026] A: ', { order: 'dmy' })).toBe(local(2026, 3, 2, 13, 52));
    expect(at('[13:52, 02/03/2026] A: ', { order: 'mdy' })).toBe(local(2026, 2, 3, 13, 52));
  });

  it('drops a reading later than now, and prefers today over another past day', () => {
    // 4 March (past) or 3 April (future): only the past one can be a message already shown.
    expect(at('[09:00, 3/4/2026] A: ')).toBe(local(2026, 3, 4, 9, 0));
    // On 2 March, "3/2/2026" is 3 February or 2 March (today): a live chat shows today's messages.
    const secondOfMarch = new Date(2026, 2, 2, 18, 0).getTime();
    expect(at('[09:00, 3/2/2026] A: ', { now: secondOfMarch })).toBe(local(2026, 3, 2, 9, 0));
    expect(at('[09:00, 2/3/2026] A: ', { now: secondOfMarch })).toBe(local(2026, 3, 2, 9, 0));
  });

  it('gives no time for two past readings without a proven order', () => {
    const laterNow = new Date(2026, 5, 1, 12, 0).getTime(); // 1 June: 2 March and 3 February are both past
    expect(at('[09:00, 2/3/2026] A: ', { now: laterNow })).toBeUndefined();
  });

  it.each([
    ['no bracket', '13:52, 22/03/2026 A: '],
    ['an impossible day', '[13:52, 31/02/2026] A: '],
    ['an impossible hour', '[25:10, 22/03/2026] A: '],
    ['13 PM', '[13:52 PM, 3/22/2026] A: '],
    ['an unknown meridiem word', '[1:52 xyz, 3/22/2026] A: '],
    ['no date', '[13:52] A: '],
    ['a date years ahead', '[13:52, 22/03/2030] A: '],
  ])('gives no time for %s', (_, stamp) => {
    expect(at(stamp)).toBeUndefined();
  });

  it('turns Persian and Arabic-Indic digits into ASCII digits', () => {
    expect(asciiDigits('۱۳:۵۲ ٢٢')).toBe('13:52 22');
  });

  it('reads clocks alone', () => {
    expect(parseClock('11:07 pm')).toEqual({ hours: 23, minutes: 7, seconds: 0 });
    expect(parseClock('11:07:30 a.m.')).toEqual({ hours: 11, minutes: 7, seconds: 30 });
    expect(parseClock('0:00 AM')).toBeUndefined();
  });
});

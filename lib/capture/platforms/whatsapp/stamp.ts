// WhatsApp Web's `data-pre-plain-text` stamp, "[13:52, 22/03/2026] Name: ", in whichever locale format
// the user's WhatsApp shows: 24-hour or 12-hour clocks (AM/PM words before or after, several languages),
// dates day-first, month-first or year-first with slashes, dots or dashes. Pure functions: a time is
// given only when it is certain, never a guess that could file a message at the wrong hour or day.

export type DateOrder = 'dmy' | 'mdy';

export interface StampReading {
  /** Epoch ms in the browser's time zone (WhatsApp shows local time); undefined when unreadable or ambiguous. */
  at: number | undefined;
  /** The author as the stamp names them; undefined when it names nobody. */
  author: string | undefined;
  /** The date order this stamp proves (a day above 12), so other stamps of the page can use it. */
  provenOrder: DateOrder | undefined;
}

export interface StampContext {
  /** Epoch ms now: a stamp is never later than now (plus a day for clocks and zones). */
  now: number;
  /** The order another stamp of the same page proved: every stamp of one page uses one format. */
  order?: DateOrder;
}

const STAMP = /^\s*\[([^\]]*)\]\s*(.*)$/s;
const FUTURE_SLACK_MS = 24 * 3600 * 1000;
const AM_WORDS = /^(am|a\.?\s?m\.?|上午|午前|오전|ص|π\.?μ\.?)$/i;
const PM_WORDS = /^(pm|p\.?\s?m\.?|下午|午後|오후|م|μ\.?μ\.?)$/i;
/** Hours and minutes: "13:52", "13.52" (Finnish), "13 h 52" (Canadian French), seconds after a colon. */
const CLOCK = /(\d{1,2})\s*(?::|\.|h)\s*(\d{2})(?::(\d{2}))?/;
/** Three numbers with date separators: "22/03/2026", "22.3.26", "2026-03-22", "2026. 3. 22.", "2026年3月22日". */
const DATE = /(?<!\d)\d{1,4}\s*[./\-年]\s*\d{1,2}\s*[./\-月]\s*\d{1,4}(?!\d)\s*[.日]?/;

/** Arabic-Indic and Persian digits as ASCII digits, so every locale's numbers parse alike. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/** Reads a whole stamp. */
export function parsePrePlainText(stamp: string, context: StampContext): StampReading {
  const match = STAMP.exec(stamp);
  if (!match) return { at: undefined, author: undefined, provenOrder: undefined };
  const [, bracket = '', rest = ''] = match;
  const author = rest.replace(/:\s*$/, '').trim() || undefined;
  const inside = asciiDigits(bracket);
  // The date is found first (three numbers); what remains, commas aside, is the clock and its meridiem.
  const dateShown = DATE.exec(inside);
  const date = dateShown ? parseDateParts(dateShown[0]) : undefined;
  const clock = dateShown ? parseClock(inside.replace(dateShown[0], ' ').replace(/[,،]/g, ' ')) : undefined;
  const provenOrder = date?.kind === 'dm' ? proveOrder(date.first, date.second) : undefined;
  if (!clock || !date) return { at: undefined, author, provenOrder };
  return { at: resolveMoment(date, clock, { ...context, order: context.order ?? provenOrder }), author, provenOrder };
}

export interface Clock {
  hours: number;
  minutes: number;
  seconds: number;
}

/** "13:52", "13.52", "13 h 52", "1:52 PM", "下午1:52", "1:52:07 a. m."; undefined if not a real time. */
export function parseClock(shown: string): Clock | undefined {
  const clock = CLOCK.exec(shown);
  if (!clock) return undefined;
  let hours = Number(clock[1]);
  const minutes = Number(clock[2]);
  const seconds = Number(clock[3] ?? 0);
  const word = shown.replace(clock[0], ' ').trim();
  const meridiem = word === '' ? undefined : AM_WORDS.test(word) ? 'am' : PM_WORDS.test(word) ? 'pm' : null;
  if (meridiem === null) return undefined; // a word we cannot read could turn 1 PM into 1 AM
  if (meridiem) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined;
  return { hours, minutes, seconds };
}

/** A date's numbers: year first (unambiguous), or day and month in an unknown order with the year last. */
export type DateParts =
  | { kind: 'ymd'; year: number; month: number; day: number }
  | { kind: 'dm'; first: number; second: number; year: number };

/** "22/03/2026", "3/22/26", "22.3.2026", "2026-03-22", "2026. 3. 22."; undefined without three numbers. */
export function parseDateParts(shown: string): DateParts | undefined {
  const [a, b, c, ...more] = shown.match(/\d+/g) ?? [];
  if (a === undefined || b === undefined || c === undefined || more.length > 0) return undefined;
  if (a.length === 4) return { kind: 'ymd', year: Number(a), month: Number(b), day: Number(c) };
  if (c.length !== 4 && c.length !== 2) return undefined;
  return { kind: 'dm', first: Number(a), second: Number(b), year: c.length === 2 ? 2000 + Number(c) : Number(c) };
}

/** A day above 12 proves which of the two numbers is the day. */
function proveOrder(first: number, second: number): DateOrder | undefined {
  if (first > 12 && second <= 12) return 'dmy';
  if (second > 12 && first <= 12) return 'mdy';
  return undefined;
}

/** Epoch ms of a local date and clock, or undefined when that day does not exist. */
function localMoment(year: number, month: number, day: number, clock: Clock): number | undefined {
  const at = new Date(year, month - 1, day, clock.hours, clock.minutes, clock.seconds);
  return at.getFullYear() === year && at.getMonth() === month - 1 && at.getDate() === day ? at.getTime() : undefined;
}

const sameDay = (a: number, b: number) => new Date(a).toDateString() === new Date(b).toDateString();

/**
 * The moment a date and clock mean. For "3/4/2026" with no order proven on the page, a reading later
 * than now is dropped, then one on today's date wins; two past dates stay ambiguous (undefined).
 */
export function resolveMoment(date: DateParts, clock: Clock, context: StampContext): number | undefined {
  const latest = context.now + FUTURE_SLACK_MS;
  if (date.kind === 'ymd') {
    const at = localMoment(date.year, date.month, date.day, clock);
    return at !== undefined && at <= latest ? at : undefined;
  }
  const readings: Array<{ order: DateOrder; at: number | undefined }> = [
    { order: 'dmy', at: localMoment(date.year, date.second, date.first, clock) },
    { order: 'mdy', at: localMoment(date.year, date.first, date.second, clock) },
  ];
  const possible = readings.filter((r): r is { order: DateOrder; at: number } => r.at !== undefined && r.at <= latest);
  const moments = new Set(possible.map((r) => r.at));
  if (moments.size <= 1) return possible[0]?.at;
  if (context.order) return possible.find((r) => r.order === context.order)?.at;
  const today = possible.filter((r) => sameDay(r.at, context.now));
  return today.length === 1 ? today[0]?.at : undefined;
}

// Chat rows show only a clock time ("10:42 AM", "14:05"). Messages already in the panel when it
// opens get that time today, so they sort among the captions instead of after them.

const CLOCK_TIME = /^(\d{1,2}):(\d{2})\s*([AaPp][Mm])?$/;

/** Epoch ms of a shown clock time on the day of `now`, never later than `now`; undefined if unreadable. */
export function chatTimeToEpoch(shown: string | undefined, now: number): number | undefined {
  const match = shown ? CLOCK_TIME.exec(shown.trim()) : null;
  if (!match) return undefined;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const meridiem = match[3]?.toLowerCase();
  if (meridiem) hours = (hours % 12) + (meridiem === 'pm' ? 12 : 0);
  if (hours > 23 || minutes > 59) return undefined;
  const at = new Date(now);
  at.setHours(hours, minutes, 0, 0);
  return Math.min(at.getTime(), now);
}

// Support tools label a message with a full date and time ("Mon, 23 Nov 2026 at 6:12 PM",
// "23. Nov. 2026 um 18:12", "11/23/2026 18:12"), in the agent's language. A label is read only when
// its day is certain: a wrong time is worse than none, so anything doubtful reads as undefined.

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
const TIME_OF_DAY = /(\d{1,2}):(\d{2})(?::\d{2})?(?:\s*([AaPp])\.?\s?[Mm]\.?(?![\p{L}]))?/u;
const NUMERIC_DATE = /(?<!\d)(\d{1,4})[./-](\d{1,2})[./-](\d{1,4})(?!\d)/;
const YEAR = /(?<!\d)((?:19|20)\d{2})(?!\d)/g;
const DAY = /(?<!\d)(\d{1,2})(?!\d)/g;
const WORD = /\p{L}+/gu;
/** Time zones between the page's clock and the browser's: a label this far ahead of now is misread. */
const MAX_AHEAD_MS = 36 * 3_600_000;

interface LocaleWords {
  months: Map<string, number>;
  weekdays: Set<string>;
  /** Whether the locale writes the day before the month in numeric dates. */
  dayFirst: boolean | undefined;
}

const localeWords = new Map<string, LocaleWords>();

function wordsOf(locale: string): LocaleWords | undefined {
  const known = localeWords.get(locale);
  if (known) return known;
  try {
    const months = new Map<string, number>();
    const weekdays = new Set<string>();
    for (const style of ['long', 'short'] as const) {
      const monthName = new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' });
      for (let m = 0; m < 12; m++) months.set(normalizeWord(monthName.format(Date.UTC(2026, m, 15))), m);
      const dayName = new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' });
      for (let d = 0; d < 7; d++) weekdays.add(normalizeWord(dayName.format(Date.UTC(2026, 10, 16 + d))));
    }
    const order = new Intl.DateTimeFormat(locale, { timeZone: 'UTC' })
      .formatToParts(Date.UTC(2026, 10, 23))
      .map((p) => p.type);
    const dayFirst =
      order.includes('day') && order.includes('month') ? order.indexOf('day') < order.indexOf('month') : undefined;
    const words = { months, weekdays, dayFirst };
    localeWords.set(locale, words);
    return words;
  } catch {
    return undefined; // not a locale Intl knows: English month names still read
  }
}

const normalizeWord = (word: string) => word.toLowerCase().replace(/[.\s]/g, '');

/**
 * Epoch ms of a shown date-and-time label (in the browser's time zone unless it names one), or
 * undefined when the label does not say a day and a time of day for sure. A bare clock time reads
 * as today's (chatTimeToEpoch). `locale` (the page's language) adds its month names and date order.
 */
export function shownDateTimeToEpoch(
  label: string | null | undefined,
  now: number,
  locale?: string,
): number | undefined {
  const shown = label?.replace(/\s+/g, ' ').trim();
  if (!shown) return undefined;
  if (ISO_DATE_TIME.test(shown)) {
    const at = Date.parse(shown);
    return Number.isFinite(at) && at <= now + MAX_AHEAD_MS ? Math.min(at, now) : undefined;
  }
  const time = TIME_OF_DAY.exec(shown);
  if (!time) return undefined;
  const clock = time[0];
  const rest = `${shown.slice(0, time.index)} ${shown.slice(time.index + clock.length)}`.trim();
  if (!/[\p{L}\d]/u.test(rest)) return chatTimeToEpoch(clock, now);

  const date = readDate(rest, locale, now);
  if (!date) return undefined;
  let hours = Number(time[1]);
  const minutes = Number(time[2]);
  const meridiem = time[3]?.toLowerCase();
  if (meridiem) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (meridiem === 'p' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return undefined;
  const at = new Date(date.year, date.month, date.day, hours, minutes).getTime();
  return at <= now + MAX_AHEAD_MS ? Math.min(at, now) : undefined;
}

function readDate(
  text: string,
  locale: string | undefined,
  now: number,
): { year: number; month: number; day: number } | undefined {
  const numeric = NUMERIC_DATE.exec(text);
  let year: number | undefined;
  let month: number | undefined;
  let day: number | undefined;
  if (numeric) {
    const [a, b, c] = [numeric[1]!, numeric[2]!, numeric[3]!];
    if (a.length === 4) [year, month, day] = [Number(a), Number(b) - 1, Number(c)];
    else if (c.length === 4) {
      year = Number(c);
      const [first, second] = [Number(a), Number(b)];
      // 03/04/2026: March or April. Only a locale with its region settles it ("en" alone is US and UK).
      const dayFirst =
        first > 12 ? true : second > 12 ? false : locale?.includes('-') ? wordsOf(locale)?.dayFirst : undefined;
      if (dayFirst === undefined) return undefined;
      [day, month] = dayFirst ? [first, second - 1] : [second, first - 1];
    } else return undefined;
  } else {
    month = monthNamed(text, locale);
    if (month === undefined) return undefined;
    const years = [...text.matchAll(YEAR)].map((m) => Number(m[1]));
    if (years.length > 1) return undefined;
    year = years[0];
    const days = [...text.replace(YEAR, ' ').matchAll(DAY)].map((m) => Number(m[1]));
    if (days.length !== 1) return undefined;
    day = days[0];
  }
  if (year === undefined) {
    // "Nov 20, 3:45 PM": this year, unless that is still to come.
    year = new Date(now).getFullYear();
    if (new Date(year, month, day).getTime() > now + MAX_AHEAD_MS) year--;
  }
  const check = new Date(year, month, day!);
  if (check.getFullYear() !== year || check.getMonth() !== month || check.getDate() !== day) return undefined; // 31 Nov
  return { year, month, day: day! };
}

/** The one month the text names (English or the locale's words), ignoring weekday names that look alike. */
function monthNamed(text: string, locale: string | undefined): number | undefined {
  const tables = [wordsOf('en'), locale ? wordsOf(locale) : undefined].filter((t): t is LocaleWords => !!t);
  const found = new Set<number>();
  const alsoWeekday = new Set<number>();
  for (const [word] of text.matchAll(WORD)) {
    const key = normalizeWord(word);
    for (const table of tables) {
      const month = table.months.get(key);
      if (month === undefined) continue;
      found.add(month);
      if (tables.some((t) => t.weekdays.has(key))) alsoWeekday.add(month);
    }
  }
  if (found.size > 1) for (const month of alsoWeekday) found.delete(month);
  return found.size === 1 ? [...found][0] : undefined;
}

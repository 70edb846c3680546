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

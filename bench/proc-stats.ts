// CPU and memory of another process read from /proc (Linux), so the bench measures a built proxy
// it did not write, `node dist/proxy/main.js`, the same way as its own children.
import { readFile } from 'node:fs/promises';

/** The kernel counts CPU in ticks of 1/USER_HZ s; 100 on every Linux the bench runs on (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

/** User plus system CPU, in µs, from the text of /proc/<pid>/stat. */
export function cpuMicrosFromStat(stat: string): number {
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its end.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of the whole line (utime, stime) are 12 and 13 after the name.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1_000_000) / TICKS_PER_SECOND;
}

/** Resident memory now and its peak, in bytes, from the text of /proc/<pid>/status. */
export function memoryFromStatus(status: string): { rss: number; maxRss: number } {
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kib('VmRSS') * 1024, maxRss: kib('VmHWM') * 1024 };
}

export async function cpuMicrosOf(pid: number): Promise<number> {
  return cpuMicrosFromStat(await readFile(`/proc/${pid}/stat`, 'utf8'));
}

export async function memoryOf(pid: number): Promise<{ rss: number; maxRss: number }> {
  return memoryFromStatus(await readFile(`/proc/${pid}/status`, 'utf8'));
}

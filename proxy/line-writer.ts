// The proxy's log lines leave together, at most LOG_DELAY_MS after the first of them or once
// LOG_CHUNK_CHARS wait: a write per request would cost each request a system call (bench:load).
import { writeSync } from 'node:fs';

/** How long a line may wait for others: an operator tailing the log sees it within this. */
export const LOG_DELAY_MS = 100;
/** A burst writes as soon as this much waits, so memory stays bounded. */
export const LOG_CHUNK_CHARS = 64 * 1024;

export interface LineWriter {
  write(line: string): void;
  /** Writes what is waiting now, through `to` when given (at exit, a synchronous write). */
  flush(to?: (chunk: string) => void): void;
}

export function bufferedLines(
  out: (chunk: string) => void,
  later: (flush: () => void) => void = (flush) => void setTimeout(flush, LOG_DELAY_MS).unref(),
): LineWriter {
  let waiting = '';
  const flush = (to = out) => {
    if (waiting === '') return;
    const chunk = waiting;
    waiting = '';
    to(chunk);
  };
  return {
    write(line) {
      if (waiting === '') later(() => flush());
      waiting += `${line}\n`;
      if (waiting.length >= LOG_CHUNK_CHARS) flush();
    },
    flush,
  };
}

let stdout: LineWriter | undefined;

/** Standard output, one writer per process; lines still waiting at exit are written before it goes. */
export function stdoutLines(): LineWriter {
  if (stdout) return stdout;
  const writer = bufferedLines((chunk) => void process.stdout.write(chunk));
  process.once('exit', () => writer.flush((chunk) => writeSync(process.stdout.fd, chunk)));
  stdout = writer;
  return writer;
}

// The proxy's log lines leave in one write per turn of the event loop, after the answers of that
// turn are sent: a write per request would cost each request a system call before its answer.
import { writeSync } from 'node:fs';

export interface LineWriter {
  write(line: string): void;
  /** Writes what is waiting now, through `to` when given (at exit, a synchronous write). */
  flush(to?: (chunk: string) => void): void;
}

export function bufferedLines(
  out: (chunk: string) => void,
  later: (flush: () => void) => void = (flush) => void setImmediate(flush),
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

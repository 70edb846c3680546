import { describe, expect, it, vi } from 'vitest';
import { LOG_CHUNK_CHARS, LOG_DELAY_MS, bufferedLines } from '../../proxy/line-writer.ts';

function manual() {
  const written: string[] = [];
  const pending: (() => void)[] = [];
  const writer = bufferedLines(
    (chunk) => written.push(chunk),
    (flush) => pending.push(flush),
  );
  const turn = () => {
    for (const flush of pending.splice(0)) flush();
  };
  return { writer, written, pending, turn };
}

describe('buffered log lines', () => {
  it('writes the lines of one turn together, in order, once the turn is over', () => {
    const { writer, written, pending, turn } = manual();
    writer.write('GET /health 200');
    writer.write('POST /api/analyze 200');
    expect(written).toEqual([]);
    expect(pending).toHaveLength(1);
    turn();
    expect(written).toEqual(['GET /health 200\nPOST /api/analyze 200\n']);
    writer.write('third');
    turn();
    expect(written).toEqual(['GET /health 200\nPOST /api/analyze 200\n', 'third\n']);
  });

  it('flushes what waits at once, through another output when told, and then has nothing left', () => {
    const { writer, written, turn } = manual();
    const atExit: string[] = [];
    writer.write('last line');
    writer.flush((chunk) => atExit.push(chunk));
    turn();
    expect(atExit).toEqual(['last line\n']);
    expect(written).toEqual([]);
  });

  it('writes a burst at once when it grows past the chunk size, not waiting for the turn', () => {
    const { writer, written, turn } = manual();
    const line = 'x'.repeat(999);
    const lines = Math.ceil(LOG_CHUNK_CHARS / (line.length + 1));
    for (let i = 0; i < lines; i += 1) writer.write(line);
    expect(written).toHaveLength(1);
    expect(written[0]).toBe(`${line}\n`.repeat(lines));
    writer.write('after');
    turn();
    expect(written).toEqual([`${line}\n`.repeat(lines), 'after\n']);
  });

  it('by default writes the lines of LOG_DELAY_MS together, once that time has passed', () => {
    vi.useFakeTimers();
    try {
      const written: string[] = [];
      const writer = bufferedLines((chunk) => written.push(chunk));
      writer.write('a');
      vi.advanceTimersByTime(LOG_DELAY_MS - 1);
      writer.write('b');
      expect(written).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(written).toEqual(['a\nb\n']);
    } finally {
      vi.useRealTimers();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { bufferedLines } from '../../proxy/line-writer.ts';

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

  it('writes through setImmediate by default, after the current turn', async () => {
    const written: string[] = [];
    const writer = bufferedLines((chunk) => written.push(chunk));
    writer.write('a');
    await Promise.resolve();
    expect(written).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(written).toEqual(['a\n']);
  });
});

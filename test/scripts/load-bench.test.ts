// The pure parts of `npm run bench:load -- --instances N`: the flag, the balancer's turn, and
// CPU and memory read from /proc.
import { describe, expect, it } from 'vitest';
import { nextTarget } from '../../bench/balancer.ts';
import { instancesOption } from '../../bench/load.ts';
import { cpuMicrosFromStat, memoryFromStatus } from '../../bench/proc-stats.ts';

describe('instancesOption', () => {
  it('reads --instances N and --instances=N, and nothing without the flag', () => {
    expect(instancesOption([])).toBeUndefined();
    expect(instancesOption(['--instances', '2'])).toBe(2);
    expect(instancesOption(['--instances=3'])).toBe(3);
  });

  it('refuses a count that is not a whole number of at least one', () => {
    expect(() => instancesOption(['--instances'])).toThrow(/whole number/);
    expect(() => instancesOption(['--instances', '0'])).toThrow(/whole number/);
    expect(() => instancesOption(['--instances', '1.5'])).toThrow(/whole number/);
  });
});

describe('nextTarget', () => {
  it('sends each request to the next target in turn', () => {
    const targets = ['a', 'b'];
    expect([0, 1, 2, 3, 4].map((count) => nextTarget(targets, count))).toEqual(['a', 'b', 'a', 'b', 'a']);
  });
});

describe('/proc readings', () => {
  it('adds user and system ticks, counting fields after a command name with spaces and parentheses', () => {
    const stat = '4242 (node (main) x) S 1 4242 4242 0 -1 4194304 100 0 0 0 250 75 0 0 20 0 11 0 5000';
    // 250 + 75 ticks of 10 ms.
    expect(cpuMicrosFromStat(stat)).toBe(3_250_000);
  });

  it('reads resident memory now and at its peak', () => {
    const status = 'Name:\tnode\nVmHWM:\t  163840 kB\nVmRSS:\t  131072 kB\nThreads:\t11\n';
    expect(memoryFromStatus(status)).toEqual({ rss: 128 * 1024 * 1024, maxRss: 160 * 1024 * 1024 });
  });
});

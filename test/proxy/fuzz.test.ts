// A fixed-seed share of `npm run fuzz:proxy` on every test run: generated methods, paths, headers and
// bodies against the real proxy and its embedded engine over loopback get an answer, never a 5xx.
import { describe, expect, it } from 'vitest';
import { runProxyFuzz } from '../../bench/proxy-fuzz.ts';

describe('proxy under generated requests', () => {
  it('answers 600 generated requests without a 5xx or a dropped connection, and stays healthy', async () => {
    const result = await runProxyFuzz({ runs: 600, seed: 20_261_123 });
    expect(result.failures).toEqual([]);
    expect(result.healthyAfter).toBe(true);
    expect([...result.statuses.values()].reduce((a, b) => a + b, 0)).toBe(600);
    // Not only refusals: a good share reached the routes and the engine and was answered.
    expect((result.statuses.get(200) ?? 0) + (result.statuses.get(201) ?? 0)).toBeGreaterThan(100);
    expect(result.statuses.get(400)).toBeGreaterThan(0);
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import type { RequestLogEntry } from '../../proxy/middleware/request-log.ts';
import {
  formatDuration,
  guidanceLine,
  isAnalyzeAnswer,
  proxyRequestFor,
  stopReport,
} from '../../scripts/lib/start-report.ts';

const at = new Date(2026, 10, 23, 15, 42, 7, 500).getTime();
const request = (overrides: Partial<RequestLogEntry>): RequestLogEntry => ({
  at: at - 100,
  method: 'POST',
  path: '/api/analyze',
  status: 200,
  durationMs: 12.3,
  user: 'practice',
  ...overrides,
});

describe("npm start's guidance line", () => {
  it('gives the local time, the number, whom it is for and both latencies', () => {
    expect(
      guidanceLine({
        number: 3,
        at,
        currentUser: 'Alex Rivera',
        repeat: false,
        proxyMs: 12.3,
        lastFinalAt: at - 1_340,
      }),
    ).toBe('15:42:07 guidance #3 for Alex Rivera: 12 ms at the proxy, 1.3 s after the last final caption');
  });

  it('says when the service called it a repeat, and leaves out what is not known', () => {
    expect(guidanceLine({ number: 4, at, currentUser: 'Alex Rivera', repeat: true })).toBe(
      '15:42:07 guidance #4 for Alex Rivera (a repeat, counted but not shown)',
    );
  });

  it('leaves out a caption that turned final only after the answer (it was not what the request ended with)', () => {
    expect(guidanceLine({ number: 1, at, currentUser: 'Alex Rivera', repeat: false, lastFinalAt: at + 5 })).toBe(
      '15:42:07 guidance #1 for Alex Rivera',
    );
  });

  it('writes durations under a second in ms and longer ones in seconds', () => {
    expect(formatDuration(999.4)).toBe('999 ms');
    expect(formatDuration(1_000)).toBe('1.0 s');
    expect(formatDuration(12_345)).toBe('12.3 s');
  });
});

describe('matching a guidance to the proxy request behind it', () => {
  it('takes the latest successful analyze that arrived before the answer was stored and is not claimed yet', () => {
    const older = request({ at: at - 5_000 });
    const latest = request({ at: at - 100 });
    const later = request({ at: at + 50 });
    expect(proxyRequestFor([older, latest, later], at, new Set())).toBe(latest);
    expect(proxyRequestFor([older, latest, later], at, new Set([latest]))).toBe(older);
    expect(proxyRequestFor([later], at, new Set())).toBeUndefined();
  });

  it('counts only answered analyze requests', () => {
    expect(isAnalyzeAnswer(request({}))).toBe(true);
    expect(isAnalyzeAnswer(request({ status: 429 }))).toBe(false);
    expect(isAnalyzeAnswer(request({ path: '/api/conversation' }))).toBe(false);
  });
});

describe('what npm start says when it stops', () => {
  it('names what it stopped, the proxy address and the data folder it kept', () => {
    const report = stopReport({
      cause: 'Ctrl+C',
      proxyUrl: 'http://127.0.0.1:8787',
      practiceAddress: '127.0.0.1:41505',
      dataDir: '/home/me/sidecue/.data',
      browserProfile: '/home/me/sidecue/.data/practice-browser',
    });
    expect(report).toMatch(/^Stopped \(Ctrl\+C\):/);
    expect(report).toContain('Chromium');
    expect(report).toContain('practice call server on 127.0.0.1:41505');
    expect(report).toContain('the proxy on http://127.0.0.1:8787');
    expect(report).toContain('Kept in /home/me/sidecue/.data:');
    expect(report).toContain('/home/me/sidecue/.data/practice-browser');
  });
});

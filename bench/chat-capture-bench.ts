// `npm run bench:chat`: plays a 1,000-message support thread into the Zendesk practice desk in headless
// Chromium, with the built extension and the real proxy, and prints one row: the time from a message's
// words appearing on the page to the background receiving them, the content script's CPU per 1,000
// messages, heap growth, and whether every message arrived once under the right name and kind.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startProxy } from '../proxy/server.ts';
import { configureExtension, waitForMeetingTab } from '../scripts/lib/extension-control.ts';
import { findOrInstallChrome } from '../scripts/lib/find-chrome.ts';
import { launchWithExtension } from '../scripts/lib/launch-browser.ts';
import { startPracticeServer } from '../scripts/lib/practice-server.ts';
import { percentile } from './card-latency.ts';
import { issueBenchToken } from './bench-token.ts';
import { busiestFunctions, extensionMicros, type CpuProfile } from './extension-cpu.ts';
import type { CaptureMessage } from '../lib/messaging/capture-protocol.ts';

const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 1_000);
/** The desk's chat pace is a message every 2.5 s; this divides it (25: one every 100 ms). */
const SPEED = Number(process.env.BENCH_CHAT_SPEED ?? 25);
const EXTENSION_DIR = resolve('.output/chrome-mv3');

interface PlayedMessage {
  ticket: string;
  speakerName: string;
  kind: 'message' | 'note';
  text: string;
  lastMutationAt?: number;
}
interface StoredUtterance {
  id: string;
  speakerName: string;
  text: string;
  source: string;
}

const chromePath = findOrInstallChrome();
if (spawnSync('npx', ['wxt', 'build'], { stdio: 'ignore' }).status !== 0)
  throw new Error('Building the extension failed.');

const dataDir = mkdtempSync(join(tmpdir(), 'sidecue-chat-bench-'));
const proxy = await startProxy(
  { DATA_DIR: dataDir, PORT: '0', RATE_LIMIT_PER_MINUTE: '100000' },
  { log: () => undefined },
);
const token = await issueBenchToken(dataDir);
const practice = await startPracticeServer();
const browser = await launchWithExtension({
  chromePath,
  extensionDir: EXTENSION_DIR,
  headless: true,
  hostMap: practice.hostMap,
});
await configureExtension(browser.serviceWorker, {
  proxyUrl: proxy.url,
  proxyToken: token,
  displayName: 'Alex Rivera',
  minIntervalSeconds: 2,
});

// When the background first receives each message's words (epoch ms, the page's clock too).
await browser.serviceWorker.evaluate(() => {
  const seen = new Map<string, number>();
  (globalThis as unknown as { __benchSeen: Map<string, number> }).__benchSeen = seen;
  (
    globalThis as unknown as {
      chrome: {
        runtime: {
          onMessage: {
            addListener(f: (m: CaptureMessage) => void): void;
          };
        };
      };
    }
  ).chrome.runtime.onMessage.addListener((message) => {
    if (message?.type !== 'capture/utterances') return;
    const at = performance.timeOrigin + performance.now();
    for (const u of message.utterances)
      if (!seen.has(`${u.speakerName}\u0000${u.text}`)) seen.set(`${u.speakerName}\u0000${u.text}`, at);
  });
});

const desk = await browser.context.newPage();
const cdp = await browser.context.newCDPSession(desk);
const heapUsed = async () => {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
};
await desk.goto(practice.callUrl('zendesk', `messages=${MESSAGES}&speed=${SPEED}&autostart=0`));
await desk.bringToFront();
const tabId = await waitForMeetingTab(browser.serviceWorker);
await cdp.send('Performance.enable');
await cdp.send('HeapProfiler.collectGarbage');
const heapBefore = await heapUsed();
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const started = Date.now();
const stats = (await desk.evaluate(() => {
  const practiceApi = (window as unknown as { __practice: { start(): void; done: Promise<unknown> } }).__practice;
  practiceApi.start();
  return practiceApi.done;
})) as { utterances: PlayedMessage[]; mutations: number };
const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
const wallSeconds = (Date.now() - started) / 1000;
await new Promise((r) => setTimeout(r, 3_000));
await cdp.send('HeapProfiler.collectGarbage');
const heapAfter = await heapUsed();
const timeOrigin = await desk.evaluate(() => performance.timeOrigin);
const seen = new Map(
  await browser.serviceWorker.evaluate(() => [
    ...(globalThis as unknown as { __benchSeen: Map<string, number> }).__benchSeen,
  ]),
);
const stored = await browser.serviceWorker.evaluate(async (tab) => {
  const all = await (
    globalThis as unknown as { chrome: { storage: { session: { get(k: null): Promise<Record<string, unknown>> } } } }
  ).chrome.storage.session.get(null);
  return Object.keys(all)
    .map((key) => ({ key, n: Number(new RegExp(`^session:${tab}:u(\\d+)$`).exec(key)?.[1]) }))
    .filter((c) => !Number.isNaN(c.n))
    .sort((a, b) => a.n - b.n)
    .flatMap((c) => all[c.key] as StoredUtterance[]);
}, tabId);
await browser.close();
await practice.close();
await proxy.close();

const played = stats.utterances.filter((u) => u.ticket === '1001');
const latencies = played
  .map((u) => {
    const arrived = seen.get(`${u.speakerName}\u0000${u.text}`);
    return arrived === undefined || u.lastMutationAt === undefined
      ? undefined
      : Math.max(0, arrived - (timeOrigin + u.lastMutationAt));
  })
  .filter((ms): ms is number => ms !== undefined)
  .sort((a, b) => a - b);
const cpuPerThousand = extensionMicros(profile) / played.length;
// Self time of the content script's busiest functions, to see where the CPU goes.
if (process.env.BENCH_CHAT_PROFILE) for (const line of busiestFunctions(profile)) console.log(line);
const heapGrowth = heapAfter - heapBefore;
const storedLines = new Map<string, StoredUtterance[]>();
for (const u of stored) storedLines.set(u.text, [...(storedLines.get(u.text) ?? []), u]);
const exact = played.filter((u) => {
  const lines = storedLines.get(u.text);
  return (
    lines?.length === 1 &&
    lines[0]!.speakerName === u.speakerName &&
    (lines[0]!.source === 'note') === (u.kind === 'note')
  );
}).length;
const p95 = percentile(latencies, 95);
const ok =
  p95 <= 100 &&
  cpuPerThousand <= 50 &&
  heapGrowth <= 5 * 1024 * 1024 &&
  exact === played.length &&
  stored.length === played.length;

console.log(
  `\nChat capture benchmark: ${played.length} messages into the Zendesk practice desk, one every ${(2500 / SPEED).toFixed(0)} ms, ` +
    `played in ${wallSeconds.toFixed(0)} s (targets: p95 ≤ 100 ms, CPU ≤ 50 ms per 1,000 messages, heap ≤ 5 MB, every message once)\n`,
);
console.log(
  '| words on the page → background p50 / p95 | CPU per 1,000 messages | heap growth | messages stored once, right name and kind | stored | |',
);
console.log('|---|---|---|---|---|---|');
console.log(
  `| ${percentile(latencies, 50).toFixed(0)} / ${p95.toFixed(0)} ms | ${cpuPerThousand.toFixed(1)} ms | ${(heapGrowth / 1024 / 1024).toFixed(2)} MB | ` +
    `${exact} of ${played.length} | ${stored.length} | ${ok ? 'PASS' : 'MISS'} |`,
);

// `npm run bench:capture`: replays a 60-minute two-speaker call with Meet-like caption rewrites
// into the practice page in headless Chromium, with the built extension and the real proxy, and
// prints latency, content-script CPU, heap growth, analyze calls and bundle sizes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createTokenAuthority } from '../../proxy/auth/tokens.ts';
import { resolveTokenSecret } from '../../proxy/secret-file.ts';
import { startProxy } from '../../proxy/server.ts';
import { configureExtension, waitForMeetingTab } from '../lib/extension-control.ts';
import { findOrInstallChrome } from '../lib/find-chrome.ts';
import { launchWithExtension } from '../lib/launch-browser.ts';
import { PRACTICE_HOST, startPracticeServer } from '../lib/practice-server.ts';

const CALL_MINUTES = 60;
const SPEED = Number(process.env.BENCH_SPEED ?? 40);
const EXTENSION_DIR = resolve('.output/chrome-mv3');

interface PracticeStats {
  completed: boolean;
  mutations: number;
  rewrites: number;
  utterances: { speakerName: string; text: string; lastMutationAt?: number }[];
}
interface ProfileNode {
  id: number;
  callFrame: { url: string };
}

const chromePath = findOrInstallChrome();
if (spawnSync('npx', ['wxt', 'build'], { stdio: 'ignore' }).status !== 0) throw new Error('Building the extension failed.');

const dataDir = mkdtempSync(join(tmpdir(), 'sidecue-bench-'));
let analyzeCalls = 0;
const proxy = await startProxy(
  { DATA_DIR: dataDir, PORT: '0', RATE_LIMIT_PER_MINUTE: '100000' },
  { log: (line) => void (line.includes('POST /api/analyze') && (analyzeCalls += 1)) },
);
const token = await createTokenAuthority(resolveTokenSecret({ dataDir, tokenSecret: undefined })).issue({
  user: 'bench',
  team: null,
  creator: false,
  days: 1,
});
const practice = await startPracticeServer();
const browser = await launchWithExtension({ chromePath, extensionDir: EXTENSION_DIR, headless: true, hostMap: { [PRACTICE_HOST]: practice.port } });
// Analyze calls follow the 2 s minimum interval over the replay time, not over call time.
await configureExtension(browser.serviceWorker, { proxyUrl: proxy.url, proxyToken: token, displayName: 'Alex Rivera', minIntervalSeconds: 2 });

// The background notes when each utterance's wording first arrives (epoch ms, same clock as the page).
await browser.serviceWorker.evaluate(() => {
  const seen = new Map<string, number>();
  (globalThis as unknown as { __benchSeen: Map<string, number> }).__benchSeen = seen;
  (globalThis as unknown as { chrome: { runtime: { onMessage: { addListener(f: (m: any) => void): void } } } }).chrome.runtime.onMessage.addListener(
    (message) => {
      if (message?.type !== 'capture/utterances') return;
      const at = performance.timeOrigin + performance.now();
      for (const u of message.utterances) {
        const key = `${u.speakerName}\u0000${u.text}`;
        if (!seen.has(key)) seen.set(key, at);
      }
    },
  );
});

const call = await browser.context.newPage();
const cdp = await browser.context.newCDPSession(call);
await call.goto(practice.meetingUrl(`minutes=${CALL_MINUTES}&seed=7&speed=${SPEED}&autostart=0`));
await call.bringToFront();
await waitForMeetingTab(browser.serviceWorker).catch(() => undefined);
await cdp.send('Performance.enable');
await cdp.send('HeapProfiler.collectGarbage');
const heapBefore = await heapUsed();
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const started = Date.now();
const stats = (await call.evaluate(() => {
  const practiceApi = (window as unknown as { __practice: { start(): void; done: Promise<unknown> } }).__practice;
  practiceApi.start();
  return practiceApi.done;
})) as PracticeStats;
const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
const wallSeconds = (Date.now() - started) / 1000;
await new Promise((r) => setTimeout(r, 3_000));
await cdp.send('HeapProfiler.collectGarbage');
const heapAfter = await heapUsed();
const timeOrigin = await call.evaluate(() => performance.timeOrigin);
const seen = new Map(
  await browser.serviceWorker.evaluate(() => [...(globalThis as unknown as { __benchSeen: Map<string, number> }).__benchSeen]),
);

const latencies: number[] = [];
for (const u of stats.utterances) {
  const arrived = seen.get(`${u.speakerName}\u0000${u.text}`);
  if (arrived !== undefined && u.lastMutationAt !== undefined) latencies.push(Math.max(0, arrived - (timeOrigin + u.lastMutationAt)));
}
latencies.sort((a, b) => a - b);
const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;

const extensionNodes = new Set(profile.nodes.filter((n) => n.callFrame.url.startsWith('chrome-extension://')).map((n) => n.id));
let extensionMicros = 0;
profile.samples.forEach((node, i) => {
  if (extensionNodes.has(node)) extensionMicros += profile.timeDeltas[i] ?? 0;
});
const cpuPerCallMinuteMs = extensionMicros / 1000 / CALL_MINUTES;

const gz = (files: string[]) => files.reduce((sum, f) => sum + gzipSync(readFileSync(join(EXTENSION_DIR, f)), { level: 9 }).length, 0);
const chunks = readdirSync(join(EXTENSION_DIR, 'chunks'));
const assets = readdirSync(join(EXTENSION_DIR, 'assets'));
const panelHtml = readFileSync(join(EXTENSION_DIR, 'sidepanel.html'), 'utf8');
const panelFiles = [...chunks.map((c) => `chunks/${c}`), ...assets.map((a) => `assets/${a}`)].filter((f) => panelHtml.includes(f.split('/')[1]!));
const contentGz = gz(['content-scripts/meet.js']);
const panelGz = gz(panelFiles);

await browser.close();
await practice.close();
await proxy.close();

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: [string, string, string, boolean][] = [
  ['caption → background latency p50', `${percentile(50).toFixed(0)} ms`, '', true],
  ['caption → background latency p95', `${percentile(95).toFixed(0)} ms`, '≤ 100 ms', percentile(95) <= 100],
  ['content-script CPU per call minute', `${cpuPerCallMinuteMs.toFixed(1)} ms`, '≤ 50 ms', cpuPerCallMinuteMs <= 50],
  ['page heap growth over the call', `${((heapAfter - heapBefore) / 1024 / 1024).toFixed(2)} MB`, '≤ 5 MB', heapAfter - heapBefore <= 5 * 1024 * 1024],
  ['analyze calls made', String(analyzeCalls), '', true],
  ['content script gzipped', kb(contentGz), '≤ 15 KB', contentGz <= 15 * 1024],
  ['panel gzipped (JS + CSS)', kb(panelGz), '≤ 150 KB', panelGz <= 150 * 1024],
];
console.log(
  `\nMeet capture benchmark: ${CALL_MINUTES}-minute call replayed at ${SPEED}x in ${wallSeconds.toFixed(0)} s, ` +
    `${stats.utterances.length} utterances (${latencies.length} timed), ${stats.mutations} DOM mutations, ${stats.rewrites} rewrites\n`,
);
console.log('| measure | value | target | |\n|---|---|---|---|');
for (const [name, value, target, ok] of rows) console.log(`| ${name} | ${value} | ${target} | ${target ? (ok ? 'PASS' : 'MISS') : ''} |`);

async function heapUsed(): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
}

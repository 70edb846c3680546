// `npm run bench:playbook`: the playbook matcher on labelled calls and support threads written by
// an author who never read it (bench/playbook-corpus/README.md). Each conversation is replayed line
// by line, as a live call sends it; a card appears where an entry first shows up in the answer.
// Prints aggregate figures only: the untouched part's lines are never listed.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import type { TranscriptMessage } from '../lib/api/contract.ts';
import { PlaybookFile, type PlaybookEntryType } from '../lib/api/playbook.ts';
import { analyzeTranscript } from '../proxy/engine/analyze/compose.ts';
import { warmUp } from '../proxy/engine/analyze/objections.ts';
import { PLAYBOOK_TARGETS, sum, tally, type CardAt, type ConversationTally } from './playbook-scoring.ts';

const Conversation = z.object({
  id: z.string(),
  channel: z.enum(['call', 'chat', 'thread']),
  minutes: z.number().positive().optional(),
  coached: z.string().min(1),
  messages: z.array(
    z.object({
      speakerName: z.string().min(1),
      text: z.string().min(1),
      expect: z.array(z.string()).optional(),
      covers: z.array(z.string()).optional(),
    }),
  ),
});
const Corpus = z.object({ conversations: z.array(Conversation) });
type Conversation = z.infer<typeof Conversation>;

const CORPUS = new URL('./playbook-corpus/', import.meta.url);

function read(name: string): unknown {
  const file = new URL(name, CORPUS);
  try {
    const text = readFileSync(file, 'utf8');
    return name.endsWith('.yaml') ? parse(text) : JSON.parse(text);
  } catch (error) {
    throw new Error(`Could not read ${file.pathname}: ${(error as Error).message}`);
  }
}

function checked<T>(schema: z.ZodType<T>, name: string): T {
  const parsed = schema.safeParse(read(name));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new Error(`${name} is not valid: at ${issue.path.join('.') || 'the top'}, ${issue.message}.`);
}

const playbook = checked(PlaybookFile, 'playbook.yaml');
const types = new Map<string, PlaybookEntryType>([
  ...playbook.objections.map((o) => [o.id, 'objection'] as const),
  ...playbook.competitors.map((c) => [c.id, 'competitor'] as const),
  ...playbook.procedures.map((p) => [p.id, 'procedure'] as const),
]);

/** Replays a conversation line by line; returns its tally and the time each analysis took. */
function replay(conversation: Conversation): { tally: ConversationTally; times: number[] } {
  const transcript: TranscriptMessage[] = [];
  const cards: CardAt[] = [];
  const coveredAt = new Map<string, number>();
  const shown = new Set<string>();
  const times: number[] = [];
  conversation.messages.forEach((message, line) => {
    transcript.push({ speakerRole: 'user', speakerName: message.speakerName, content: message.text });
    const started = performance.now();
    const analysis = analyzeTranscript(transcript, conversation.coached, { playbook });
    times.push(performance.now() - started);
    for (const match of analysis.playbook ?? []) {
      if (shown.has(match.id)) continue;
      shown.add(match.id);
      cards.push({ id: match.id, type: match.type, line });
    }
    for (const item of analysis.checklist?.items ?? [])
      if (item.covered && !coveredAt.has(item.id)) coveredAt.set(item.id, line);
  });
  const lines = conversation.messages.map((m) => ({ expect: m.expect ?? [], covers: m.covers ?? [] }));
  return { tally: tally(lines, cards, coveredAt, (id) => types.get(id)), times };
}

const share = (part: number, whole: number) => (whole === 0 ? '–' : `${((part / whole) * 100).toFixed(1)} %`);
const mark = (met: boolean) => (met ? 'met' : 'MISSED');

function report(name: string, conversations: readonly Conversation[]): void {
  const replays = conversations.map(replay);
  const total = sum(replays.map((r) => r.tally));
  const calls = conversations.map((c, i) => [c, replays[i]!] as const).filter(([c]) => c.channel === 'call');
  const callMinutes = calls.reduce((n, [c]) => n + (c.minutes ?? 0), 0);
  const callUnexplained = calls.reduce((n, [, r]) => n + r.tally.unexplained, 0);
  const perTen = callMinutes === 0 ? 0 : (callUnexplained / callMinutes) * 10;
  const times = replays.flatMap((r) => r.times).sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const lines = times.length;
  console.log(
    `${name}: ${conversations.length} conversations, ${lines} lines, ${callMinutes} call minutes, ${total.moments} labelled moments\n`,
  );
  console.log('| figure | value | target |');
  console.log('|---|---|---|');
  console.log(
    `| right entry at the labelled line | ${total.right} of ${total.moments} = ${share(total.right, total.moments)} | ≥ 90 %: ${mark(total.right >= PLAYBOOK_TARGETS.right * total.moments)} |`,
  );
  console.log(
    `| wrong entry at a labelled line | ${total.wrong} = ${share(total.wrong, total.moments)} of moments | ≤ 5 %: ${mark(total.wrong <= PLAYBOOK_TARGETS.wrong * total.moments)} |`,
  );
  console.log(
    `| cards no labelled moment explains, calls | ${callUnexplained} in ${callMinutes} min = ${perTen.toFixed(2)} per 10 min | ≤ 1: ${mark(perTen <= PLAYBOOK_TARGETS.unexplainedPerTenMinutes)} |`,
  );
  console.log(`| cards no labelled moment explains, threads | ${total.unexplained - callUnexplained} | |`);
  for (const [type, t] of Object.entries(total.byType))
    console.log(`| ${type}: right | ${t.right} of ${t.moments} = ${share(t.right, t.moments)} | |`);
  console.log(
    `| checklist items covered at a labelled line | ${total.coversFound} of ${total.coversLabelled} labelled = ${share(total.coversFound, total.coversLabelled)} | |`,
  );
  console.log(`| checklist items covered at an unlabelled line | ${total.coversFalse} | |`);
  console.log(
    `| time per analysis (rules and playbook), p50 / p95 / max | ${p(0.5).toFixed(2)} / ${p(0.95).toFixed(2)} / ${(times.at(-1) ?? 0).toFixed(2)} ms | |`,
  );
  console.log('');
}

// The cue rules compile once per process (about half a second), as the proxy does at start.
warmUp();
console.log(
  `Playbook matcher: "${playbook.name ?? 'playbook'}", ${types.size} entries and ${playbook.checklist?.items.length ?? 0} checklist items\n`,
);
report('dev.json (may be tuned on)', checked(Corpus, 'dev.json').conversations);
report('second.json (the held-out part of 2026-11-26, tuned on since)', checked(Corpus, 'second.json').conversations);
report('third.json (another author, may be tuned on)', checked(Corpus, 'third.json').conversations);
report(
  'fourth.json (the held-out part of 2026-11-27 morning, tuned on since)',
  checked(Corpus, 'fourth.json').conversations,
);
// `--build-only` while tuning: the untouched part is measured once, when every choice is made.
if (!process.argv.includes('--build-only'))
  report('untouched.json (never tuned on; aggregates only)', checked(Corpus, 'untouched.json').conversations);

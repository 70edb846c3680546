// `npm run bench:recap`: the engine's recap rules on calls and support threads labelled by an author who
// never read them (bench/recap-corpus/README.md). Each conversation is recapped whole, as at its end.
// Prints aggregate figures only: the untouched part's lines are never listed.
import { objectionsIn, warmUp } from '../proxy/engine/analyze/objections.ts';
import { sentences } from '../proxy/engine/analyze/text.ts';
import { recapTranscript } from '../proxy/engine/recap/index.ts';
import { BUILD_PARTS, type Conversation, corpus, transcriptOf, UNTOUCHED_PART } from './recap-corpus.ts';
import { RECAP_TARGETS, quantile, recapKinds, sumTallies, tallyRecap, type RecapTally } from './recap-scoring.ts';

const SIXTY_MINUTE_LINES = 900;
const TIMED_RUNS = 20;

function score(conversation: Conversation): RecapTally {
  const recap = recapTranscript(transcriptOf(conversation), conversation.coached);
  return tallyRecap(
    conversation.messages.map((m) => m.text),
    conversation.expect,
    recap,
  );
}

/**
 * A 60-minute call: the longest call repeated to 900 lines, every sentence marked with its run's own tag
 * so that no run reuses another's work. Cold: no sentence was read before (a proxy forwarding analyze).
 * Live: the embedded engine has read each line once already, as its analyses during the call do, so the
 * objection detector's per-sentence cache holds them; the recap itself is still written from scratch.
 */
function sixtyMinuteTimes(conversations: readonly Conversation[], live: boolean): number[] {
  const calls = conversations.filter((c) => c.channel === 'call');
  const longest = [...(calls.length > 0 ? calls : conversations)].sort(
    (a, b) => b.messages.length - a.messages.length,
  )[0]!;
  const base = transcriptOf(longest);
  const times: number[] = [];
  for (let run = 0; run < TIMED_RUNS; run++) {
    const transcript = Array.from({ length: SIXTY_MINUTE_LINES }, (_, i) => {
      const line = base[i % base.length]!;
      const tag = `${live ? 'l' : 'c'}${run}x${i}`;
      return { ...line, content: line.content.replace(/(^|[.!?]\s+)(?=\S)/g, `$1(${tag}) `) };
    });
    if (live)
      for (const line of transcript)
        if (line.speakerName !== longest.coached)
          for (const sentence of sentences(line.content)) objectionsIn(sentence);
    const started = performance.now();
    recapTranscript(transcript, longest.coached);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const share = (part: number, whole: number) => (whole === 0 ? '–' : `${((part / whole) * 100).toFixed(1)} %`);
const mark = (met: boolean) => (met ? 'met' : 'MISSED');
const words: Record<(typeof recapKinds)[number], string> = {
  nextSteps: 'next steps found',
  openQuestions: 'open questions found',
  decisions: 'decisions found',
};

function report(name: string, conversations: readonly Conversation[]): void {
  const total = sumTallies(conversations.map(score));
  const lines = conversations.reduce((n, c) => n + c.messages.length, 0);
  const minutes = conversations.reduce((n, c) => n + (c.minutes ?? 0), 0);
  console.log(`${name}: ${conversations.length} conversations, ${lines} lines, ${minutes} call minutes\n`);
  console.log('| figure | value | target |');
  console.log('|---|---|---|');
  for (const kind of recapKinds) {
    const { labelled, found } = total.byKind[kind];
    const target = RECAP_TARGETS[kind];
    console.log(
      `| ${words[kind]} | ${found} of ${labelled} = ${share(found, labelled)} | ≥ ${target * 100} %: ${mark(labelled === 0 || found >= target * labelled)} |`,
    );
  }
  console.log(`| invented items (quote in no line) | ${total.invented} | 0: ${mark(total.invented === 0)} |`);
  for (const kind of recapKinds)
    console.log(`| ${kind} items at lines not labelled so | ${total.byKind[kind].unlabelled} | |`);
  console.log(
    `| owners right, of found next steps with a labelled owner | ${total.owners.right} of ${total.owners.labelled} = ${share(total.owners.right, total.owners.labelled)} | |`,
  );
  console.log(
    `| due dates right, of found next steps with a labelled date | ${total.dues.right} of ${total.dues.labelled} = ${share(total.dues.right, total.dues.labelled)} | |`,
  );
  for (const live of [true, false]) {
    const times = sixtyMinuteTimes(conversations, live);
    const p95 = quantile(times, 0.95);
    console.log(
      `| recap of a 60-minute call (${SIXTY_MINUTE_LINES} lines), ${live ? 'embedded engine after the live call' : 'cold, no line read before'}, p50 / p95 | ${quantile(times, 0.5).toFixed(1)} / ${p95.toFixed(1)} ms | ${live ? `≤ ${RECAP_TARGETS.sixtyMinuteMs} ms: ${mark(p95 <= RECAP_TARGETS.sixtyMinuteMs)}` : ''} |`,
    );
  }
  console.log('');
}

// The cue rules compile once per process (about half a second), as the proxy does at start.
warmUp();
for (const part of BUILD_PARTS) report(`${part} (may be tuned on)`, corpus(part));
// `--build-only` while tuning: the untouched part is measured once, when every choice is made.
if (!process.argv.includes('--build-only'))
  report(`${UNTOUCHED_PART} (never tuned on; aggregates only)`, corpus(UNTOUCHED_PART));

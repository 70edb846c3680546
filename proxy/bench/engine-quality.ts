// How well the local engine finds objections and open questions, measured on the labeled corpus:
// the dev part (used to build the detector) and the held-out part (never used to tune it).
// Prints aggregate figures only: held-out utterances are never listed, so they stay unseen.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { objectionKinds } from '../../lib/api/contract.ts';
import { DEV_CORPUS, HOLDOUT_CORPUS, detect, loadCorpus } from './engine-corpus.ts';
import { TARGETS, missedTargets, percent, score, type Count, type Score } from './engine-scoring.ts';

function mark(met: boolean): string {
  return met ? 'met' : 'MISSED';
}

function row(name: string, c: Count): string {
  const labeled = c.truePositives + c.falseNegatives;
  const flagged = c.truePositives + c.falsePositives;
  const met = c.precision >= TARGETS.precision && c.recall >= TARGETS.recall;
  return `| ${name} | ${labeled} | ${flagged} | ${c.truePositives} | ${percent(c.precision)} | ${percent(c.recall)} | ${mark(met)} |`;
}

function report(title: string, result: Score): string[] {
  const lines = [
    `${title}: ${result.items} utterances`,
    '| kind | labeled | flagged | right | precision | recall | target (≥ 90 % both) |',
    '|---|---|---|---|---|---|---|',
    ...objectionKinds.map((kind) => row(kind, result.kinds[kind])),
    row('question', result.question),
    '',
    `False positives on neutral utterances: ${result.neutralFlagged} of ${result.neutral} = ${percent(result.falsePositiveRate)} ` +
      `(target ≤ ${percent(TARGETS.falsePositiveRate)}: ${mark(result.falsePositiveRate <= TARGETS.falsePositiveRate)})`,
  ];
  const missed = missedTargets(result);
  lines.push(missed.length === 0 ? 'All targets met.' : `Targets missed: ${missed.join('; ')}.`, '');
  return lines;
}

function measure(file: URL): Score {
  const items = loadCorpus(file);
  return score(items, items.map((item) => detect(item.text)));
}

/** `--holdout PATH` measures a held-out file kept elsewhere (another worktree) without copying it. */
function holdoutFile(): URL {
  const at = process.argv.indexOf('--holdout');
  if (at < 0) return HOLDOUT_CORPUS;
  const path = process.argv[at + 1];
  if (!path) throw new Error('--holdout needs the path of a corpus file.');
  return pathToFileURL(path);
}

console.log('Local engine: objections and open questions on the labeled corpus\n');
for (const line of report('Dev part (used to build the detector)', measure(DEV_CORPUS))) console.log(line);
const holdout = holdoutFile();
if (existsSync(holdout)) {
  for (const line of report('Held-out part (never used to tune)', measure(holdout))) console.log(line);
} else {
  console.log(`Held-out part: ${holdout.pathname} is missing, so there is nothing unseen to measure.`);
  process.exitCode = 1;
}

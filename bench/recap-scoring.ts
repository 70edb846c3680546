// How a recap compares with the labelled lines of a conversation: pure arithmetic over which line each
// item quotes, so the benchmark and its test count the same way.
import type { Recap } from '../lib/api/recap.ts';

export const RECAP_TARGETS = { nextSteps: 0.9, openQuestions: 0.9, decisions: 0.8, invented: 0, sixtyMinuteMs: 300 };

export const recapKinds = ['nextSteps', 'openQuestions', 'decisions'] as const;
export type RecapKind = (typeof recapKinds)[number];

export interface LabelledStep {
  line: number;
  owner?: string;
  due?: string;
}

export type Expected = Record<RecapKind, readonly LabelledStep[]>;

export interface KindTally {
  labelled: number;
  /** Labelled lines an item of this kind quotes. */
  found: number;
  /** Items of this kind that quote no line labelled with this kind. */
  unlabelled: number;
}

export interface RecapTally {
  byKind: Record<RecapKind, KindTally>;
  /** Items whose quote is no line of the conversation, in any section. */
  invented: number;
  /** Found next steps whose labelled owner or due date was given, and how many the recap got right. */
  owners: { labelled: number; right: number };
  dues: { labelled: number; right: number };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** A due date is right when one wording holds the other: "Friday" and "by Friday" agree. */
const dueAgrees = (said: string, labelled: string) =>
  said.toLowerCase().includes(labelled.toLowerCase()) || labelled.toLowerCase().includes(said.toLowerCase());

export function tallyRecap(lines: readonly string[], expected: Expected, recap: Recap): RecapTally {
  const linesOf = (quote: string) => lines.flatMap((text, index) => (text === quote ? [index] : []));
  const quotes = [
    ...recap.decisions,
    ...recap.nextSteps,
    ...recap.openQuestions,
    ...recap.objections.flatMap((o) => (o.answerQuote === undefined ? [o] : [o, { quote: o.answerQuote }])),
  ];
  const result: RecapTally = {
    byKind: {
      nextSteps: { labelled: 0, found: 0, unlabelled: 0 },
      openQuestions: { labelled: 0, found: 0, unlabelled: 0 },
      decisions: { labelled: 0, found: 0, unlabelled: 0 },
    },
    invented: quotes.filter((item) => linesOf(item.quote).length === 0).length,
    owners: { labelled: 0, right: 0 },
    dues: { labelled: 0, right: 0 },
  };
  for (const kind of recapKinds) {
    const items: ReadonlyArray<{ quote: string; owner?: string; due?: string }> = recap[kind];
    const labelledLines = new Set(expected[kind].map((label) => label.line));
    const tally = result.byKind[kind];
    tally.labelled = expected[kind].length;
    for (const item of items) if (!linesOf(item.quote).some((line) => labelledLines.has(line))) tally.unlabelled += 1;
    for (const label of expected[kind]) {
      const item = items.find((candidate) => linesOf(candidate.quote).includes(label.line));
      if (!item) continue;
      tally.found += 1;
      if (kind !== 'nextSteps') continue;
      if (label.owner !== undefined) {
        result.owners.labelled += 1;
        if (item.owner !== undefined && same(item.owner, label.owner)) result.owners.right += 1;
      }
      if (label.due !== undefined) {
        result.dues.labelled += 1;
        if (item.due !== undefined && dueAgrees(item.due, label.due)) result.dues.right += 1;
      }
    }
  }
  return result;
}

export function sumTallies(tallies: readonly RecapTally[]): RecapTally {
  const total: RecapTally = {
    byKind: {
      nextSteps: { labelled: 0, found: 0, unlabelled: 0 },
      openQuestions: { labelled: 0, found: 0, unlabelled: 0 },
      decisions: { labelled: 0, found: 0, unlabelled: 0 },
    },
    invented: 0,
    owners: { labelled: 0, right: 0 },
    dues: { labelled: 0, right: 0 },
  };
  for (const tally of tallies) {
    for (const kind of recapKinds)
      for (const key of ['labelled', 'found', 'unlabelled'] as const)
        total.byKind[kind][key] += tally.byKind[kind][key];
    total.invented += tally.invented;
    for (const key of ['labelled', 'right'] as const) {
      total.owners[key] += tally.owners[key];
      total.dues[key] += tally.dues[key];
    }
  }
  return total;
}

/** The value at quantile q of ascending numbers. */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

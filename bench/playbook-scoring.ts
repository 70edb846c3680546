// How the playbook matcher's cards compare with the labelled moments of a conversation: pure
// arithmetic over where each card appeared, so the benchmark and its test count the same way.
import type { PlaybookEntryType } from '../lib/api/playbook.ts';

export interface LabelledLine {
  /** The entries a perfect system shows a card for at this line. */
  expect: readonly string[];
  /** The checklist items this line covers. */
  covers: readonly string[];
}

/** A card and the line (index in the conversation) at which it first appeared. */
export interface CardAt {
  id: string;
  type: PlaybookEntryType;
  line: number;
}

export interface ConversationTally {
  moments: number;
  /** Labelled moments that got a card with their entry at their line. */
  right: number;
  /** Cards at a labelled line with an entry that line does not expect. */
  wrong: number;
  /** Cards at a line with no labelled moment. */
  unexplained: number;
  byType: Record<PlaybookEntryType, { moments: number; right: number }>;
  /** Checklist items covered at a line labelled with them. */
  coversFound: number;
  /** Checklist items covered at a line not labelled with them. */
  coversFalse: number;
  /** Checklist items labelled somewhere in the conversation. */
  coversLabelled: number;
}

/**
 * Tallies one conversation: `typeOf` says which part of the playbook an expected id is from;
 * `coveredAt` gives, per checklist item the matcher covered, the line that covered it.
 */
export function tally(
  lines: readonly LabelledLine[],
  cards: readonly CardAt[],
  coveredAt: ReadonlyMap<string, number>,
  typeOf: (id: string) => PlaybookEntryType | undefined,
): ConversationTally {
  const result: ConversationTally = {
    moments: 0,
    right: 0,
    wrong: 0,
    unexplained: 0,
    byType: {
      objection: { moments: 0, right: 0 },
      competitor: { moments: 0, right: 0 },
      procedure: { moments: 0, right: 0 },
    },
    coversFound: 0,
    coversFalse: 0,
    coversLabelled: 0,
  };
  lines.forEach((line, index) => {
    for (const id of line.expect) {
      const type = typeOf(id);
      if (!type) throw new Error(`The label "${id}" at line ${index + 1} names no entry of the playbook.`);
      const right = cards.some((card) => card.id === id && card.line === index);
      result.moments += 1;
      result.byType[type].moments += 1;
      if (right) {
        result.right += 1;
        result.byType[type].right += 1;
      }
    }
  });
  for (const card of cards) {
    const expected = lines[card.line]?.expect ?? [];
    if (expected.length === 0) result.unexplained += 1;
    else if (!expected.includes(card.id)) result.wrong += 1;
  }
  const labelledItems = new Set(lines.flatMap((line) => line.covers));
  result.coversLabelled = labelledItems.size;
  for (const [item, line] of coveredAt) {
    if (lines[line]?.covers.includes(item)) result.coversFound += 1;
    else result.coversFalse += 1;
  }
  return result;
}

/** The tallies of several conversations added up. */
export function sum(tallies: readonly ConversationTally[]): ConversationTally {
  const total = tally([], [], new Map(), () => undefined);
  for (const t of tallies) {
    total.moments += t.moments;
    total.right += t.right;
    total.wrong += t.wrong;
    total.unexplained += t.unexplained;
    total.coversFound += t.coversFound;
    total.coversFalse += t.coversFalse;
    total.coversLabelled += t.coversLabelled;
    for (const type of Object.keys(total.byType) as PlaybookEntryType[]) {
      total.byType[type].moments += t.byType[type].moments;
      total.byType[type].right += t.byType[type].right;
    }
  }
  return total;
}

export const PLAYBOOK_TARGETS = { right: 0.9, wrong: 0.05, unexplainedPerTenMinutes: 1 };

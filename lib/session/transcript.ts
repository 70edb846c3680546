// Pure transcript bookkeeping: utterances upserted by id, kept in spoken order, speakers listed once.
import type { CapturedUtterance } from '../messaging/capture-protocol';

export interface TranscriptChange {
  utterances: CapturedUtterance[];
  speakers: string[];
  /** Indexes in `utterances` whose content changed, for storing only what moved. */
  touched: number[];
  /** Utterances that turned final with this change (new, or first time final). */
  finalized: CapturedUtterance[];
}

/**
 * Upserts are usually the newest utterances, so the insertion point is searched from the end:
 * constant work per captured update in a long call.
 */
export function applyUtterances(
  current: readonly CapturedUtterance[],
  speakers: readonly string[],
  upserts: readonly CapturedUtterance[],
): TranscriptChange {
  const utterances = current.slice();
  const touchedSet = new Set<number>();
  const finalized: CapturedUtterance[] = [];
  const knownSpeakers = new Set(speakers);
  const nextSpeakers = speakers.slice();

  for (const upsert of upserts) {
    const existing = findFromEnd(utterances, upsert.id);
    if (!existing && upsert.text.trim() === '') continue;
    if (existing) {
      const before = utterances[existing.index]!;
      // A final utterance never goes back to draft, and its wording only changes by a later upsert.
      const next = { ...upsert, final: before.final || upsert.final, at: before.at };
      utterances[existing.index] = next;
      touchedSet.add(existing.index);
      if (!before.final && next.final) finalized.push(next);
    } else {
      const index = insertionIndex(utterances, upsert.at);
      utterances.splice(index, 0, upsert);
      shiftTouched(touchedSet, index);
      for (let i = index; i < utterances.length; i++) touchedSet.add(i);
      if (upsert.final) finalized.push(upsert);
    }
    if (!knownSpeakers.has(upsert.speakerName)) {
      knownSpeakers.add(upsert.speakerName);
      nextSpeakers.push(upsert.speakerName);
    }
  }
  return { utterances, speakers: nextSpeakers, touched: [...touchedSet].sort((a, b) => a - b), finalized };
}

function findFromEnd(utterances: readonly CapturedUtterance[], id: string) {
  for (let i = utterances.length - 1; i >= 0; i--) {
    if (utterances[i]!.id === id) return { index: i };
  }
  return undefined;
}

function insertionIndex(utterances: readonly CapturedUtterance[], at: number): number {
  let index = utterances.length;
  while (index > 0 && utterances[index - 1]!.at > at) index--;
  return index;
}

function shiftTouched(touched: Set<number>, from: number) {
  const shifted = [...touched].map((i) => (i >= from ? i + 1 : i));
  touched.clear();
  for (const i of shifted) touched.add(i);
}

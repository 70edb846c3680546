// Final caption → guidance card, as the user feels it: for each card the panel shows, the time
// from the moment the last final caption its request carried turned final, to the card's insertion
// in the panel page. Pure, so the choice of which cards count is tested directly.
//
// "Final" is counted two ways:
//   - when the background received the caption as final: the capture merge's decision (settled
//     after the next block appeared, or quiet), which is when the extension, and the user, can
//     treat the sentence as done; the target applies to this one;
//   - when the caption's block last changed on the page: adds the merge's settle or quiet time.
// Only requests the minimum interval did not hold back count: the caption turned final at least
// the interval after the previous request started, so the request could start at once. Requests
// that waited measure the interval setting, not the extension's speed.

/** One answered analyze request, as the proxy logged it (epoch ms). */
export interface AnalyzeCall {
  start: number;
  end: number;
}

export interface CardLatencyInput {
  minIntervalMs: number;
  /** Utterance ids in transcript order. */
  utteranceOrder: readonly string[];
  /** Utterance id → when the background received it as final. */
  finalAt: ReadonlyMap<string, number>;
  /** Utterance id → when its caption block last changed on the page. */
  pageFinalAt: ReadonlyMap<string, number>;
  /** The stored guidance, oldest first, each answering the call of the same index. */
  guidance: readonly { lastUtteranceId: string; repeat: boolean }[];
  calls: readonly AnalyzeCall[];
  /** When the panel inserted the card of the n-th shown (non-repeat) guidance, oldest first. */
  cardAt: readonly (number | undefined)[];
}

export interface CardLatencies {
  /** Card time − background final time, for counted cards. */
  fromFinal: number[];
  /** Card time − last change on the page, for counted cards whose page time is known. */
  fromPageFinal: number[];
  repeats: number;
  /** Requests the minimum interval held back. */
  waitedForInterval: number;
  /** Cards never seen in the panel, or requests with no final caption before them. */
  unmatched: number;
}

/** The latest time a caption up to the request's last one turned final before the request started. */
function lastFinalBefore(input: CardLatencyInput, lastUtteranceId: string, start: number) {
  const end = input.utteranceOrder.indexOf(lastUtteranceId);
  let best: { id: string; at: number } | undefined;
  for (let i = 0; i <= end; i++) {
    const id = input.utteranceOrder[i]!;
    const at = input.finalAt.get(id);
    if (at !== undefined && at <= start && (!best || at > best.at)) best = { id, at };
  }
  return best;
}

export function cardLatencies(input: CardLatencyInput): CardLatencies {
  const result: CardLatencies = { fromFinal: [], fromPageFinal: [], repeats: 0, waitedForInterval: 0, unmatched: 0 };
  let shown = 0;
  input.guidance.forEach((entry, index) => {
    if (entry.repeat) {
      result.repeats++;
      return;
    }
    const cardAt = input.cardAt[shown++];
    const call = input.calls[index];
    const final = call && lastFinalBefore(input, entry.lastUtteranceId, call.start);
    if (cardAt === undefined || !final) {
      result.unmatched++;
      return;
    }
    const previous = input.calls[index - 1];
    if (previous && final.at < previous.start + input.minIntervalMs) {
      result.waitedForInterval++;
      return;
    }
    result.fromFinal.push(cardAt - final.at);
    const pageAt = input.pageFinalAt.get(final.id);
    if (pageAt !== undefined) result.fromPageFinal.push(cardAt - pageAt);
  });
  return result;
}

/** Nearest-rank percentile of sorted values; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

// Replays MeetOp sequences on the pure merger through a minimal model of the captions region (which
// blocks show, in which order), firing the finalize wake-ups like the adapter's timer does.
import { applyUtterances } from '../../../lib/session/transcript';
import type { CapturedUtterance } from '../../../lib/messaging/capture-protocol';
import {
  createCaptionMergeState,
  mergeCaptionEvents,
  type CaptionEvent,
  type CaptionMergeResult,
} from '../../../lib/capture/core/caption-merge';
import type { MeetOp } from '../platforms/meet/sequences';

interface ShownBlock {
  block: string;
  key: string;
  speaker: string;
  text: string;
}

export interface ModelRun {
  /** Every upsert, in the order the merger emitted them. */
  upserts: CapturedUtterance[];
  /** The transcript the background would hold. */
  transcript: CapturedUtterance[];
  /** The last wake-up the merger asked for, if any is still due. */
  wakeAt: number | undefined;
}

export function replayOnMerger(ops: readonly MeetOp[], until: number): ModelRun {
  let state = createCaptionMergeState('t');
  let wakeAt: number | undefined;
  const upserts: CapturedUtterance[] = [];
  let shown: ShownBlock[] = [];
  const last = new Map<string, { speaker: string; text: string; before: string | null }>();
  let keys = 0;

  const run = (events: CaptionEvent[], now: number) => {
    const result: CaptionMergeResult = mergeCaptionEvents(state, events, now);
    state = result.state;
    wakeAt = result.wakeAt;
    upserts.push(...result.upserts);
  };
  const wakeUntil = (time: number) => {
    while (wakeAt !== undefined && wakeAt <= time) {
      const at = wakeAt;
      run([], at);
      if (wakeAt !== undefined && wakeAt <= at)
        throw new Error(`the merger asked to wake at ${wakeAt}, not after ${at}`);
    }
  };
  const blockEvent = (entry: ShownBlock, at: number): CaptionEvent => {
    const index = shown.indexOf(entry);
    return {
      type: 'block',
      at,
      blockKey: entry.key,
      previousKey: index > 0 ? shown[index - 1]!.key : null,
      speakerName: entry.speaker,
      text: entry.text,
    };
  };
  const show = (block: string, speaker: string, text: string, index = shown.length) => {
    const entry = { block, key: `k${++keys}`, speaker, text };
    shown.splice(index, 0, entry);
    last.set(block, { speaker, text, before: null });
    return entry;
  };

  // Ops at the same time reach the adapter in one flush: gone first, then blocks in page order.
  const times = [...new Set(ops.map((op) => op.at))];
  for (const time of times) {
    wakeUntil(time - 1);
    const gone: CaptionEvent[] = [];
    const changed = new Set<ShownBlock>();
    for (const op of ops.filter((o) => o.at === time)) {
      switch (op.op) {
        case 'add':
          changed.add(show(op.block, op.speaker, op.text));
          break;
        case 'say': {
          const entry = shown.find((s) => s.block === op.block)!;
          entry.text = op.text;
          last.get(op.block)!.text = op.text;
          changed.add(entry);
          break;
        }
        case 'remove': {
          const index = shown.findIndex((s) => s.block === op.block);
          const [entry] = shown.splice(index, 1);
          last.get(op.block)!.before = shown[index]?.block ?? null;
          gone.push({ type: 'gone', at: time, blockKey: entry!.key });
          changed.delete(entry!);
          break;
        }
        case 'reinsert': {
          const { speaker, text, before } = last.get(op.block)!;
          const at = before === null ? -1 : shown.findIndex((s) => s.block === before);
          changed.add(show(op.block, speaker, text, at < 0 ? shown.length : at));
          break;
        }
        case 'captions':
          if (!op.on) {
            shown = [];
            changed.clear();
            run([{ type: 'hidden', at: time }], time);
          } else {
            run([{ type: 'shown', at: time }], time);
            for (const block of op.reshow ?? [])
              changed.add(show(block, last.get(block)!.speaker, last.get(block)!.text));
          }
          break;
        case 'leave':
          shown = [];
          changed.clear();
          run([{ type: 'hidden', at: time }], time);
          break;
        case 'chat':
          break; // not captions
      }
    }
    const inOrder = shown.filter((entry) => changed.has(entry));
    run([...gone, ...inOrder.map((entry) => blockEvent(entry, time))], time);
  }
  wakeUntil(until);
  return { upserts, transcript: applyUtterances([], [], upserts).utterances, wakeAt };
}

// A CaptureSink that keeps everything the adapter hands over, and the transcript it adds up to.
import type { CaptureState, CapturedUtterance, MeetingInfo } from '../../../lib/messaging/capture-protocol';
import type { CaptureSink } from '../../../lib/capture/core/sender';
import { applyUtterances } from '../../../lib/session/transcript';

export class RecordingSink implements CaptureSink {
  readonly meetings: MeetingInfo[] = [];
  readonly states: Array<{ state: CaptureState; at: number }> = [];
  readonly upserts: CapturedUtterance[] = [];
  /** The conversation each upsert was handed with (chat tools), index for index with `upserts`. */
  readonly conversationKeys: Array<string | undefined> = [];

  meeting(meeting: MeetingInfo): void {
    this.meetings.push(meeting);
  }

  state(state: CaptureState, at: number): void {
    this.states.push({ state, at });
  }

  utterances(utterances: readonly CapturedUtterance[], conversationKey?: string): void {
    this.upserts.push(...utterances);
    this.conversationKeys.push(...utterances.map(() => conversationKey));
  }

  get lastState(): CaptureState | undefined {
    return this.states.at(-1)?.state;
  }

  /** What the background's transcript holds after applying every upsert in order. */
  transcript(): CapturedUtterance[] {
    return applyUtterances([], [], this.upserts).utterances;
  }

  /** The transcript of one conversation: only the upserts handed with its key. */
  conversation(key: string): CapturedUtterance[] {
    return applyUtterances(
      [],
      [],
      this.upserts.filter((_, i) => this.conversationKeys[i] === key),
    ).utterances;
  }
}

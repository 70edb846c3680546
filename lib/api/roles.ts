// The spec's role rule lives here only: every dialogue participant, human or AI agent, is
// `user`; guidance the service produced earlier, sent back as context, is `assistant`.
import type { TranscriptMessage } from './contract';

export const GUIDANCE_SPEAKER_NAME = 'Sidecue guidance';

export interface DialogueTurn {
  kind: 'dialogue';
  speakerName: string;
  text: string;
  at: number;
}

export interface GuidanceTurn {
  kind: 'guidance';
  text: string;
  at: number;
}

export type Turn = DialogueTurn | GuidanceTurn;

export function toTranscriptMessage(turn: Turn): TranscriptMessage {
  return turn.kind === 'dialogue'
    ? { speakerRole: 'user', speakerName: turn.speakerName, content: turn.text }
    : { speakerRole: 'assistant', speakerName: GUIDANCE_SPEAKER_NAME, content: turn.text };
}

/** Chronological transcript: turns are merged by time, dialogue first on a tie. */
export function toTranscript(turns: readonly Turn[]): TranscriptMessage[] {
  return turns
    .map((turn, index) => ({ turn, index }))
    .sort((a, b) => a.turn.at - b.turn.at || kindOrder(a.turn) - kindOrder(b.turn) || a.index - b.index)
    .map(({ turn }) => toTranscriptMessage(turn));
}

function kindOrder(turn: Turn): number {
  return turn.kind === 'dialogue' ? 0 : 1;
}

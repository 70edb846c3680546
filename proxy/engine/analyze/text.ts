// Small text helpers shared by the analysis rules.
import type { TranscriptMessage } from '../../../lib/api/contract.ts';

const WORD = /[\p{L}\p{N}'’-]+/gu;
const SENTENCE = /[^.!?]+[.!?]*/g;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

export function words(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).map((w) => w.replace(/’/g, "'"));
}

export function sentences(text: string): string[] {
  return (text.match(SENTENCE) ?? []).map((s) => s.trim()).filter(Boolean);
}

/** Only participants' messages are dialogue; assistant messages are earlier guidance. */
export function dialogue(transcript: readonly TranscriptMessage[]): TranscriptMessage[] {
  return transcript.filter((m) => m.speakerRole === 'user');
}

export function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

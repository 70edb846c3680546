// Whether a next step was agreed near the end: the last fifth of the dialogue (at least the
// last five messages) mentions scheduling, sending something, or a day.
import type { TranscriptMessage } from '../../../lib/api/contract.ts';

export interface NextStep {
  agreed: boolean;
  suggestion?: string;
}

const NEXT_STEP =
  /\b(let'?s (schedule|book|set up|meet|talk)|(send|share) (me|you|over|the)|book (a|the)|calendar invite|follow[- ]up (call|meeting)|next (step|meeting|call)|(monday|tuesday|wednesday|thursday|friday|tomorrow|next week)\b|demo (on|next))/i;

export function nextStep(dialogue: readonly TranscriptMessage[]): NextStep {
  const tail = dialogue.slice(-Math.max(5, Math.ceil(dialogue.length / 5)));
  if (tail.some((m) => NEXT_STEP.test(m.content))) return { agreed: true };
  return {
    agreed: false,
    suggestion: 'Before the call ends, propose one concrete next step with a date, for example a follow-up call next week.',
  };
}

// How long each kind of message may be, and the live count under the draft. LinkedIn's own limits;
// an email has no hard limit, so it gets a word target instead.
import {
  EMAIL_WORD_TARGET,
  INMAIL_SUBJECT_MAX_CHARS,
  OUTREACH_CHAR_LIMITS,
  limits,
  type OutreachType,
} from '../api/contract';

export { EMAIL_WORD_TARGET };

export const messageTypes: readonly { type: OutreachType; label: string }[] = [
  { type: 'email', label: 'Email' },
  { type: 'linkedin_connection', label: 'Connection note' },
  { type: 'linkedin_message', label: 'LinkedIn message' },
  { type: 'inmail', label: 'InMail' },
];

/** Free LinkedIn accounts get shorter connection notes. */
export const FREE_CONNECTION_NOTE_CHARS = 200;

export function hasSubject(type: OutreachType): boolean {
  return type === 'email' || type === 'inmail';
}

/** The body's character limit a type starts with; undefined: none (email). */
export function defaultCharLimit(type: OutreachType, freeAccount: boolean): number | undefined {
  // The limits the engine writes to, from the contract; free accounts' notes are LinkedIn's shorter ones.
  return type === 'linkedin_connection' && freeAccount ? FREE_CONNECTION_NOTE_CHARS : OUTREACH_CHAR_LIMITS[type];
}

export function subjectCharLimit(type: OutreachType): number | undefined {
  return type === 'inmail' ? INMAIL_SUBJECT_MAX_CHARS : undefined;
}

export type ParsedLimit = { ok: true; limit: number | undefined } | { ok: false; error: string };

/** What the user typed as "Character limit": empty means none. */
export function parseCharLimit(text: string): ParsedLimit {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, limit: undefined };
  const value = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || value < 1 || value > limits.shortenLimitMax) {
    return {
      ok: false,
      error: `Character limit must be a whole number from 1 to ${limits.shortenLimitMax}, or empty for none.`,
    };
  }
  return { ok: true, limit: value };
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export interface Count {
  text: string;
  over: boolean;
}

/** Characters as the service and LinkedIn's boxes count them (UTF-16 units, like String.length). */
export function characterCount(text: string, limit: number): Count {
  const n = text.length;
  const over = n > limit;
  return { text: `${n} / ${limit} characters${over ? `, ${n - limit} over the limit` : ''}`, over };
}

export function wordCount(text: string, target: number): Count {
  const n = countWords(text);
  const over = n > target;
  return { text: `${n} / ${target} words${over ? `, ${n - target} over the target` : ''}`, over };
}

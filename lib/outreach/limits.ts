// How long each kind of message may be, and the live count under the draft. LinkedIn's own limits;
// an email has no hard limit, so it gets a word target instead.
import {
  EMAIL_WORD_TARGET,
  INMAIL_SUBJECT_MAX_CHARS,
  OUTREACH_CHAR_LIMITS,
  limits,
  type OutreachType,
} from '../api/contract';
import { linkedinLength } from '../api/characters';
import { type MessageKey, t } from '../i18n/messages';

export { EMAIL_WORD_TARGET };

/** Each type with the message key of its name. */
const typeNames: readonly [OutreachType, MessageKey][] = [
  ['email', 'outreachTypeEmail'],
  ['linkedin_connection', 'outreachTypeConnectionNote'],
  ['linkedin_message', 'outreachTypeLinkedinMessage'],
  ['inmail', 'outreachTypeInmail'],
];

// Labels read when shown, so they are in the browser's language whenever this module loaded.
export const messageTypes: readonly { type: OutreachType; readonly label: string }[] = typeNames.map(
  ([type, name]) => ({
    type,
    get label() {
      return t(name);
    },
  }),
);

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
    return { ok: false, error: t('outreachLimitInvalid', limits.shortenLimitMax) };
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

/** Characters as the service and LinkedIn's boxes count them (see linkedinLength). */
export function characterCount(text: string, limit: number): Count {
  const n = linkedinLength(text);
  const over = n > limit;
  return {
    text: over ? t('outreachLimitCharactersOver', n, limit, n - limit) : t('outreachLimitCharacters', n, limit),
    over,
  };
}

export function wordCount(text: string, target: number): Count {
  const n = countWords(text);
  const over = n > target;
  return {
    text: over ? t('outreachLimitWordsOver', n, target, n - target) : t('outreachLimitWords', n, target),
    over,
  };
}

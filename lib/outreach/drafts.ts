// Outreach drafts kept in storage.local: one per profile and message type, and the profile text
// where the user edited it. Kept until the user clears them; the oldest go once there are too many.
import { outreachTypes, type OutreachType } from '../api/contract';

export const DRAFTS_KEY = 'outreachDrafts';
export const MAX_DRAFTS = 200;
export const MAX_EDITED_PROFILES = 100;

export interface DraftEntry {
  body: string;
  subject: string;
  at: number;
}

export interface EditedProfile {
  text: string;
  at: number;
}

export interface OutreachDrafts {
  drafts: Record<string, DraftEntry>;
  /** Profile text the user edited, by profile key ('' when the tab shows no profile). */
  profiles: Record<string, EditedProfile>;
  /** The message type chosen last, so a reopened panel shows the same draft. */
  type?: OutreachType;
}

export const emptyDrafts: OutreachDrafts = { drafts: {}, profiles: {} };

/** The type first: it holds no colon, so the key reads back unambiguously whatever the profile key. */
export function draftKey(profileKey: string, type: OutreachType): string {
  return `${type}:${profileKey}`;
}

function isRecordOf<T>(value: unknown, check: (item: unknown) => item is T): value is Record<string, T> {
  return typeof value === 'object' && value !== null && Object.values(value).every(check);
}

const isDraft = (v: unknown): v is DraftEntry =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as DraftEntry).body === 'string' &&
  typeof (v as DraftEntry).subject === 'string' &&
  typeof (v as DraftEntry).at === 'number';
const isProfile = (v: unknown): v is EditedProfile =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as EditedProfile).text === 'string' &&
  typeof (v as EditedProfile).at === 'number';

/** What was stored, leniently: a damaged part is dropped, the rest kept. */
export function readDrafts(stored: unknown): OutreachDrafts {
  if (typeof stored !== 'object' || stored === null) return emptyDrafts;
  const { drafts, profiles, type } = stored as Record<string, unknown>;
  return {
    drafts: isRecordOf(drafts, isDraft) ? drafts : {},
    profiles: isRecordOf(profiles, isProfile) ? profiles : {},
    type: outreachTypes.includes(type as OutreachType) ? (type as OutreachType) : undefined,
  };
}

function newest<T extends { at: number }>(entries: Record<string, T>, max: number): Record<string, T> {
  const list = Object.entries(entries);
  if (list.length <= max) return entries;
  return Object.fromEntries(list.sort(([, a], [, b]) => b.at - a.at).slice(0, max));
}

/** An empty draft is removed rather than kept. */
export function withDraft(
  store: OutreachDrafts,
  key: string,
  draft: Pick<DraftEntry, 'body' | 'subject'>,
  now: number,
): OutreachDrafts {
  const drafts = { ...store.drafts };
  if (draft.body === '' && draft.subject === '') delete drafts[key];
  else drafts[key] = { body: draft.body, subject: draft.subject, at: now };
  return { ...store, drafts: newest(drafts, MAX_DRAFTS) };
}

/** undefined: back to the profile as read. */
export function withProfileText(
  store: OutreachDrafts,
  profileKey: string,
  text: string | undefined,
  now: number,
): OutreachDrafts {
  const profiles = { ...store.profiles };
  if (text === undefined) delete profiles[profileKey];
  else profiles[profileKey] = { text, at: now };
  return { ...store, profiles: newest(profiles, MAX_EDITED_PROFILES) };
}

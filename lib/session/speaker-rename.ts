// Renaming a speaker from the panel: a page that shows no name gives a stable label ("Speaker 1", Zoom
// does this when neither the participants panel nor a video tile names an avatar), and the user names
// that person once. Pure: the store runs these as mutations.
import { t } from '../i18n/messages';
import type { CapturedUtterance } from '../messaging/capture-protocol';
import type { MutationResult } from './store';
import type { MeetingSession } from './types';

/** Longer than any display name. */
export const MAX_SPEAKER_NAME_LENGTH = 100;

/** The labels capture gives a speaker it found no name for. */
export function isPlaceholderSpeaker(name: string): boolean {
  return /^Speaker \d+$/.test(name);
}

/** Why a new name cannot be used, in plain words, or undefined when it can. */
export function renameProblem(session: MeetingSession, from: string, to: string): string | undefined {
  const name = to.trim();
  if (!session.speakers.includes(from)) return t('renameNoSuchSpeaker', from);
  if (name === '') return t('renameEmpty');
  if (name.length > MAX_SPEAKER_NAME_LENGTH) return t('renameTooLong', MAX_SPEAKER_NAME_LENGTH);
  return undefined;
}

/**
 * Every line, the speaker list, the coached person and guidance under `from` move to `to`; lines the
 * page sends later under `from` arrive renamed too (`renamedSpeakers`). A name already in the call
 * merges the two: the label was that person all along.
 */
export function speakerRenamed(session: MeetingSession, from: string, rawTo: string): MutationResult | undefined {
  const to = rawTo.trim();
  if (renameProblem(session, from, to) !== undefined || to === from) return undefined;
  const rename = (name: string) => (name === from ? to : name);
  const renamed = renameEverywhere(session, rename);
  const renamedSpeakers: Record<string, string> = { [from]: to };
  // A label renamed before to `from` now leads to `to` as well.
  for (const [label, name] of Object.entries(session.renamedSpeakers ?? {})) renamedSpeakers[label] = rename(name);
  return { session: { ...renamed.session, renamedSpeakers }, touched: renamed.touched };
}

/**
 * Gives every line, the speaker list, the coached person and guidance the name `rename` maps
 * them to; `touched` lists the lines that changed, for storing only those.
 */
export function renameEverywhere(
  session: MeetingSession,
  rename: (name: string) => string,
): { session: MeetingSession; touched: number[] } {
  const touched: number[] = [];
  const utterances = session.utterances.map((u, index) => {
    const speakerName = rename(u.speakerName);
    if (speakerName === u.speakerName) return u;
    touched.push(index);
    return { ...u, speakerName };
  });
  return {
    session: {
      ...session,
      utterances,
      speakers: [...new Set(session.speakers.map(rename))],
      currentUser: session.currentUser === undefined ? undefined : rename(session.currentUser),
      guidance: session.guidance.map((g) =>
        rename(g.currentUser) === g.currentUser ? g : { ...g, currentUser: rename(g.currentUser) },
      ),
      ...(session.sides && {
        sides: Object.fromEntries(Object.entries(session.sides).map(([name, side]) => [rename(name), side])),
      }),
    },
    touched,
  };
}

/** Lines from the page under a label the user renamed take the new name. */
export function withRenamedSpeakers(
  session: MeetingSession,
  upserts: readonly CapturedUtterance[],
): readonly CapturedUtterance[] {
  const names = session.renamedSpeakers;
  if (!names) return upserts;
  return upserts.map((u) => {
    const name = Object.hasOwn(names, u.speakerName) ? names[u.speakerName] : undefined;
    return name === undefined ? u : { ...u, speakerName: name };
  });
}

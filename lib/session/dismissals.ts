// "Not useful" on a card: the card is hidden for the conversation, and the dismissal is counted
// per playbook entry (or, for advice cards, per card kind) so a team can see which entries miss.
// Pure: the background applies it to the stored session, the export counts it.
import type { PlaybookEntryType } from '../api/playbook';

export type CardKind = 'guidance' | PlaybookEntryType;

export interface CardDismissal {
  /** The card's key in the panel: a guidance entry's id, or `playbook:<entry id>`. */
  card: string;
  kind: CardKind;
  /** The playbook entry the card showed; absent for advice cards. */
  entryId?: string;
  /** Epoch ms. */
  at: number;
}

export interface DismissalCount {
  kind: CardKind;
  entryId: string | null;
  count: number;
}

/** The session with the card dismissed; undefined (nothing to store) when it already was. */
export function cardDismissed<Session extends { dismissals?: CardDismissal[] }>(
  session: Session,
  dismissal: CardDismissal,
): Session | undefined {
  if (session.dismissals?.some((d) => d.card === dismissal.card)) return undefined;
  return { ...session, dismissals: [...(session.dismissals ?? []), dismissal] };
}

/** The session with the card shown again ("Undo"); undefined (nothing to store) when it was not dismissed. */
export function cardRestored<Session extends { dismissals?: CardDismissal[] }>(
  session: Session,
  card: string,
): Session | undefined {
  if (!session.dismissals?.some((d) => d.card === card)) return undefined;
  return { ...session, dismissals: session.dismissals.filter((d) => d.card !== card) };
}

/** Dismissals counted per playbook entry id, and per card kind for cards that show no entry; first dismissed first. */
export function dismissalCounts(dismissals: readonly CardDismissal[]): DismissalCount[] {
  const counts = new Map<string, DismissalCount>();
  for (const { kind, entryId } of dismissals) {
    const key = entryId === undefined ? `kind\u0000${kind}` : `entry\u0000${entryId}`;
    const counted = counts.get(key);
    if (counted) counted.count += 1;
    else counts.set(key, { kind, entryId: entryId ?? null, count: 1 });
  }
  return [...counts.values()];
}

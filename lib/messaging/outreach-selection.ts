// Text selected on a page and sent to the panel by the context menu ("Evaluate with Sidecue",
// "Shorten with Sidecue"): the background leaves it in storage.session, the panel of that tab
// takes it once.

export const PENDING_SELECTION_KEY = 'outreachSelection';
/** A selection the panel did not take by then (it was never opened) is dropped, not run later. */
export const SELECTION_FRESH_MS = 2 * 60_000;

export type SelectionAction = 'evaluate' | 'shorten';

export interface PendingSelection {
  action: SelectionAction;
  text: string;
  /** The tab the text was selected in: the panel showing that tab takes it. */
  tabId: number;
  at: number;
}

export function isPendingSelection(value: unknown): value is PendingSelection {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (v.action === 'evaluate' || v.action === 'shorten') &&
    typeof v.text === 'string' &&
    typeof v.tabId === 'number' &&
    typeof v.at === 'number'
  );
}

/** The selection for this tab, when there is one and it is fresh. */
export function selectionFor(value: unknown, tabId: number, now: number): PendingSelection | undefined {
  if (!isPendingSelection(value) || value.tabId !== tabId) return undefined;
  return now - value.at <= SELECTION_FRESH_MS ? value : undefined;
}

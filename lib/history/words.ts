// What History says when the service refuses a conversation: gone, someone else's, or another failure.
import { ApiError, fixedInOptions } from '../api/errors';

export type HistoryProblem =
  /** Deleted (here or elsewhere): dropped from the local index. */
  | { kind: 'gone'; text: string }
  | { kind: 'not_yours'; text: string }
  | { kind: 'failed'; text: string; fixedInOptions: boolean };

export const NOT_YOURS = 'This conversation belongs to someone else.';

/** `name`: the conversation's name in History, when it is listed there. */
export function historyProblem(error: unknown, name?: string): HistoryProblem {
  if (!(error instanceof ApiError)) throw error;
  if (error.kind === 'not_found') {
    return name === undefined
      ? { kind: 'gone', text: 'No saved conversation has that id: check it, or ask whoever shared it for it again.' }
      : { kind: 'gone', text: `“${name}” no longer exists: it was deleted elsewhere, so it was removed from History.` };
  }
  if (error.kind === 'forbidden') {
    return { kind: 'not_yours', text: `${NOT_YOURS} Only its owner or the creator of their team can open it.` };
  }
  const { title, action } = error.words;
  return { kind: 'failed', text: `${title} ${action}`, fixedInOptions: fixedInOptions(error.kind) };
}

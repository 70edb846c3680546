// What History says when the service refuses a conversation: gone, someone else's, or another failure.
import { ApiError, fixedInOptions } from '../api/errors';
import { t } from '../i18n/messages';

export type HistoryProblem =
  /** Deleted (here or elsewhere): dropped from the local index. */
  | { kind: 'gone'; text: string }
  | { kind: 'not_yours'; text: string }
  | { kind: 'failed'; text: string; fixedInOptions: boolean };

/** `name`: the conversation's name in History, when it is listed there. */
export function historyProblem(error: unknown, name?: string): HistoryProblem {
  if (!(error instanceof ApiError)) throw error;
  if (error.kind === 'not_found') {
    return name === undefined
      ? { kind: 'gone', text: t('historyNoSuchId') }
      : { kind: 'gone', text: t('historyGone', name) };
  }
  if (error.kind === 'forbidden') {
    return { kind: 'not_yours', text: t('historyNotYours') };
  }
  const { title, action } = error.words;
  return { kind: 'failed', text: `${title} ${action}`, fixedInOptions: fixedInOptions(error.kind) };
}

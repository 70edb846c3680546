// What the Outreach tab and the follow-up share when Generate, Evaluate or Shorten is pressed: the
// settings checked, the input prepared, one request at a time, and any failure put in words.
import { useState } from 'react';
import { ApiError, describeApiError } from '../lib/api/errors';
import { t } from '../lib/i18n/messages';
import type { Prepared } from '../lib/outreach/requests';
import type { Settings } from '../lib/settings/schema';
import type { OutreachProblem } from './OutreachParts';

export type OutreachAction = 'generate' | 'evaluate' | 'shorten';

/**
 * `run(action, settings, prepare, send)` clears the problem and the notice, then, with a proxy set and
 * an input `prepare` accepts, marks `action` busy while `send` asks the proxy. `busy` disables the buttons.
 */
export function useOutreachRun() {
  const [busy, setBusy] = useState<OutreachAction>();
  const [problem, setProblem] = useState<OutreachProblem>();
  const [notice, setNotice] = useState<string>();

  async function run(
    action: OutreachAction,
    settings: Settings | undefined,
    prepare: (settings: Settings) => Prepared,
    send: (input: string, settings: Settings) => Promise<void>,
  ) {
    setProblem(undefined);
    setNotice(undefined);
    if (!settings) return;
    if (!settings.proxyUrl) {
      setProblem({ kind: 'not_configured', ...describeApiError({ kind: 'not_configured' }) });
      return;
    }
    const prepared = prepare(settings);
    if (!prepared.ok) {
      setProblem({ title: prepared.error });
      return;
    }
    setBusy(action);
    try {
      await send(prepared.input, settings);
    } catch (error) {
      if (error instanceof ApiError) setProblem({ kind: error.kind, ...error.words });
      else
        setProblem({
          title: t('outreachUnexpectedError'),
          action: error instanceof Error ? error.message : String(error),
        });
    } finally {
      setBusy(undefined);
    }
  }

  return { busy, problem, notice, setNotice, run };
}

// The options page's proxy status line: whether the proxy typed in answers and accepts the token,
// checked when the page opens, again once typing in either field pauses, and at once on
// "Test connection". A check's answer that arrives after newer typing is dropped.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlaybookSummary, ProxyCheck } from '../api/client';
import { type ApiError, describeApiError, formatDate } from '../api/errors';
import { t } from '../i18n/messages';
import { asApiError, type Connection, isServiceKey, tokenOwner } from './save-flow';
import { Settings } from './schema';

/** Long enough that typing an address sends one check, not one per keystroke. */
export const STATUS_DEBOUNCE_MS = 600;

export type ProxyStatus =
  | { kind: 'no_url' }
  | { kind: 'not_checked'; reason: string }
  | { kind: 'checking'; proxyUrl: string }
  | { kind: 'connected'; proxyUrl: string; check: ProxyCheck }
  | { kind: 'failed'; proxyUrl: string; error: ApiError };

/** What can be said without asking the proxy; undefined when it has to be asked. */
export function statusBeforeCheck({ proxyUrl, proxyToken }: Connection): ProxyStatus | undefined {
  if (!proxyUrl.trim()) return { kind: 'no_url' };
  const url = Settings.shape.proxyUrl.safeParse(proxyUrl);
  if (!url.success) return { kind: 'not_checked', reason: url.error.issues[0]?.message ?? '' };
  // A service key is never sent, not even to be checked.
  if (isServiceKey(proxyToken.trim())) return { kind: 'not_checked', reason: t('optionsServiceKey') };
  return undefined;
}

export function proxyStatusWords(status: ProxyStatus): string {
  switch (status.kind) {
    case 'no_url':
      return t('optionsStatusNoUrl');
    case 'not_checked':
      return t('optionsStatusNotChecked', status.reason);
    case 'checking':
      return t('optionsStatusChecking', status.proxyUrl);
    case 'connected':
      return status.check.kind === 'forwarding-backend'
        ? t('optionsStatusForwarding', status.proxyUrl)
        : [
            t(
              'optionsStatusConnected',
              status.proxyUrl,
              tokenOwner(status.check.token),
              formatDate(status.check.token.expiresAt),
            ),
            playbookWords(status.check.playbook),
          ]
            .filter(Boolean)
            .join(' ');
    case 'failed': {
      const words = describeApiError(status.error, { where: 'options', proxyUrl: status.proxyUrl });
      return t('optionsStatusFailed', words.title, words.action);
    }
  }
}

function playbookWords(playbook: PlaybookSummary | null | undefined): string | undefined {
  if (playbook === undefined) return undefined;
  if (playbook === null) return t('optionsStatusNoPlaybook');
  // The extension's message format has no plural forms: one entry has its own sentence.
  if (playbook.entries === 1)
    return playbook.name ? t('optionsStatusPlaybookOne', playbook.name) : t('optionsStatusPlaybookOneUnnamed');
  return playbook.name
    ? t('optionsStatusPlaybook', playbook.name, playbook.entries)
    : t('optionsStatusPlaybookUnnamed', playbook.entries);
}

export function useProxyStatus(
  connection: Connection,
  probe: (connection: Connection) => Promise<ProxyCheck>,
  delayMs = STATUS_DEBOUNCE_MS,
): { status: ProxyStatus; checkNow(): void } {
  const { proxyUrl, proxyToken } = connection;
  const [status, setStatus] = useState<ProxyStatus>(
    () => statusBeforeCheck(connection) ?? { kind: 'checking', proxyUrl: proxyUrl.trim() },
  );
  /** Bumped by every edit and check: only the newest check may set the status. */
  const generation = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const opened = useRef(false);

  const run = useCallback(
    async (typed: Connection) => {
      clearTimeout(timer.current);
      const ticket = ++generation.current;
      const known = statusBeforeCheck(typed);
      if (known) {
        setStatus(known);
        return;
      }
      // As Save would store them: the address trimmed, the token without whitespace.
      const url = Settings.shape.proxyUrl.parse(typed.proxyUrl);
      const token = Settings.shape.proxyToken.parse(typed.proxyToken);
      setStatus({ kind: 'checking', proxyUrl: url });
      let next: ProxyStatus;
      try {
        next = { kind: 'connected', proxyUrl: url, check: await probe({ proxyUrl: url, proxyToken: token }) };
      } catch (error) {
        next = { kind: 'failed', proxyUrl: url, error: asApiError(error) };
      }
      if (ticket === generation.current) setStatus(next);
    },
    [probe],
  );

  useEffect(() => {
    const typed = { proxyUrl, proxyToken };
    if (!opened.current) {
      opened.current = true;
      void run(typed);
      return;
    }
    generation.current += 1; // an answer for what was there before this edit is out of date
    timer.current = setTimeout(() => void run(typed), delayMs);
    return () => clearTimeout(timer.current);
  }, [proxyUrl, proxyToken, delayMs, run]);

  const checkNow = useCallback(() => void run({ proxyUrl, proxyToken }), [run, proxyUrl, proxyToken]);
  return { status, checkNow };
}

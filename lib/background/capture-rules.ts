// Fetches the capture rules the configured proxy serves, checks them, and keeps them in
// storage.local for content scripts, which apply them before capture starts (lib/capture/core/rules.ts).
// Only the configured proxy is asked; rules kept from another proxy are never used.
import { paths } from '../api/contract';
import type { CaptureRulesDocument } from '../api/capture-rules';
import { checkCaptureRules } from '../api/capture-rules';
import { BUILT_IN_RULES } from '../capture/platforms/built-in-rules';
import type { StorageAreaLike } from '../session/store';

export const CAPTURE_RULES_KEY = 'captureRules';

/** Asked again at most this often while capture runs. */
export const RULES_MAX_AGE_MS = 60 * 60 * 1000;
const FETCH_TIMEOUT_MS = 10_000;

export interface StoredCaptureRules {
  /** The proxy that served them: content scripts use them only while it is the configured one. */
  proxyUrl: string;
  fetchedAt: number;
  document: CaptureRulesDocument;
}

export type RulesRefresh =
  | 'updated' // the proxy's rules are kept
  | 'none' // no proxy, or it serves none: the built-in rules alone
  | 'refused' // the proxy's rules failed the check; earlier ones from it, if any, stay
  | 'unreachable'; // kept what there was

export interface CaptureRulesDeps {
  area: StorageAreaLike;
  proxyUrl: () => Promise<string>;
  fetch?: typeof fetch;
  now?: () => number;
  /** One line without rule contents, for the worker's console. */
  log?: (line: string) => void;
}

export function createCaptureRulesUpdater(deps: CaptureRulesDeps) {
  const now = deps.now ?? Date.now;
  const fetchRules = deps.fetch ?? ((input, init) => fetch(input, init));
  const log = deps.log ?? ((line: string) => console.info(line));

  const stored = async () =>
    (await deps.area.get(CAPTURE_RULES_KEY))[CAPTURE_RULES_KEY] as StoredCaptureRules | undefined;

  async function refresh(): Promise<RulesRefresh> {
    const proxyUrl = (await deps.proxyUrl()).replace(/\/+$/, '');
    if (!proxyUrl) {
      await deps.area.remove(CAPTURE_RULES_KEY);
      return 'none';
    }
    let response: Response;
    try {
      response = await fetchRules(`${proxyUrl}${paths.captureRules}`, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
    } catch {
      return 'unreachable';
    }
    if (response.status === 404) {
      await deps.area.remove(CAPTURE_RULES_KEY);
      return 'none';
    }
    if (!response.ok) return 'unreachable';
    const check = checkCaptureRules(await response.json().catch(() => undefined), BUILT_IN_RULES);
    if (!check.ok) {
      const count = check.problems.length;
      log(
        `Sidecue: the proxy's capture rules were refused (${count} ${count === 1 ? 'problem' : 'problems'}); the built-in rules stay in use.`,
      );
      return 'refused';
    }
    const rules: StoredCaptureRules = { proxyUrl, fetchedAt: now(), document: check.document };
    await deps.area.set({ [CAPTURE_RULES_KEY]: rules });
    return 'updated';
  }

  return {
    refresh,
    /** Refreshes when the kept rules are older than RULES_MAX_AGE_MS or from another proxy. */
    async refreshIfStale(): Promise<RulesRefresh | 'fresh'> {
      const [kept, proxyUrl] = await Promise.all([stored(), deps.proxyUrl()]);
      const fresh = kept && kept.proxyUrl === proxyUrl.replace(/\/+$/, '') && now() - kept.fetchedAt < RULES_MAX_AGE_MS;
      return fresh ? 'fresh' : refresh();
    },
  };
}

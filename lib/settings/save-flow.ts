// What Save does on the options page: validate, check the proxy and the token, then save — or
// say in one sentence why not. The draft is never touched here, so a failed check loses
// nothing the user typed.
import type { ProxyCheck } from '../api/client';
import { SERVICE_KEY_PREFIX } from '../api/contract';
import { ApiError, describeApiError, formatDate } from '../api/errors';
import { Settings } from './schema';

export type FieldErrors = Partial<Record<keyof Settings, string>>;

export type SaveOutcome =
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'saved'; message: string }
  | { kind: 'check_failed'; title: string; action: string };

export interface SaveFlowDeps {
  check(settings: Settings): Promise<ProxyCheck>;
  save(settings: Settings): Promise<void>;
}

export async function saveSettingsFlow(
  draft: unknown,
  deps: SaveFlowDeps,
  options: { skipCheck?: boolean } = {},
): Promise<SaveOutcome> {
  const parsed = Settings.safeParse(draft);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof Settings;
      errors[field] ??= issue.message;
    }
    return { kind: 'invalid', errors };
  }
  const settings = parsed.data;
  // Never sent anywhere, not even to be checked: a service key must not leave the proxy.
  if (settings.proxyToken.startsWith(SERVICE_KEY_PREFIX)) {
    return {
      kind: 'invalid',
      errors: {
        proxyToken: 'This is a service API key, which must stay on the proxy: paste your proxy access token instead.',
      },
    };
  }
  if (!settings.proxyUrl || options.skipCheck) {
    await deps.save(settings);
    return {
      kind: 'saved',
      message: settings.proxyUrl ? 'Saved without checking the proxy.' : 'Saved. Add a Proxy URL to get guidance.',
    };
  }
  let check: ProxyCheck;
  try {
    check = await deps.check(settings);
  } catch (error) {
    const apiError = error instanceof ApiError ? error : new ApiError({ kind: 'unreachable', cause: error });
    return { kind: 'check_failed', ...describeApiError(apiError, { where: 'options', proxyUrl: settings.proxyUrl }) };
  }
  await deps.save(settings);
  return { kind: 'saved', message: savedWords(check, settings.proxyUrl) };
}

function savedWords(check: ProxyCheck, proxyUrl: string): string {
  if (check.kind === 'forwarding-backend') {
    return `Saved. The backend at ${proxyUrl} accepted the token; it is not a Sidecue proxy, so it cannot say whose token it is.`;
  }
  const { user, team, creator, expiresAt } = check.token;
  const who = team === null ? user : `${user} (${creator ? 'creator of team' : 'team'} ${team})`;
  return `Saved. Connected as ${who}, token valid until ${formatDate(expiresAt)}.`;
}

/** Number inputs give strings; an empty or non-numeric one stays invalid for the schema to word. */
export function toNumber(value: string): number | string {
  const trimmed = value.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}

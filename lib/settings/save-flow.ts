// What Save does on the options page: validate, check the proxy and the token, then save — or
// say in one sentence why not. The draft is never touched here, so a failed check loses
// nothing the user typed.
import type { ProxyCheck } from '../api/client';
import { SERVICE_KEY_PREFIX } from '../api/contract';
import { ApiError, describeApiError, formatDate } from '../api/errors';
import type { TokenCheckResponse } from '../api/contract';
import { t } from '../i18n/messages';
import { Settings } from './schema';

export type FieldErrors = Partial<Record<keyof Settings, string>>;

export type SaveOutcome =
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'saved'; message: string }
  | { kind: 'check_failed'; title: string; action: string };

export type Connection = Pick<Settings, 'proxyUrl' | 'proxyToken'>;

export interface SaveFlowDeps {
  check(connection: Connection): Promise<ProxyCheck>;
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
  if (isServiceKey(settings.proxyToken)) {
    return { kind: 'invalid', errors: { proxyToken: t('optionsServiceKey') } };
  }
  if (!settings.proxyUrl || options.skipCheck) {
    await deps.save(settings);
    return { kind: 'saved', message: t(settings.proxyUrl ? 'optionsSavedUnchecked' : 'optionsSavedNoUrl') };
  }
  let check: ProxyCheck;
  try {
    check = await deps.check(settings);
  } catch (error) {
    return {
      kind: 'check_failed',
      ...describeApiError(asApiError(error), { where: 'options', proxyUrl: settings.proxyUrl }),
    };
  }
  await deps.save(settings);
  return { kind: 'saved', message: savedWords(check, settings.proxyUrl) };
}

export function isServiceKey(token: string): boolean {
  return token.startsWith(SERVICE_KEY_PREFIX);
}

/** Whatever a check threw: anything but the client's own errors means nothing usable answered. */
export function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError({ kind: 'unreachable', cause: error });
}

/** Whose token it is, as the proxy said: "alex (team sales)". */
export function tokenOwner({ user, team, creator }: Pick<TokenCheckResponse, 'user' | 'team' | 'creator'>): string {
  if (team === null) return user;
  return t(creator ? 'optionsWhoCreator' : 'optionsWhoTeam', user, team);
}

function savedWords(check: ProxyCheck, proxyUrl: string): string {
  if (check.kind === 'forwarding-backend') return t('optionsSavedForwarding', proxyUrl);
  return t('optionsSavedConnected', tokenOwner(check.token), formatDate(check.token.expiresAt));
}

/** Number inputs give strings; an empty or non-numeric one stays invalid for the schema to word. */
export function toNumber(value: string): number | string {
  const trimmed = value.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}

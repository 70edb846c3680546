// What Save does on the options page: validate, check the proxy, then save — or say why not.
// The draft is never touched here, so a failed check loses nothing the user typed.
import { ApiError } from '../api/errors';
import type { ProxyCheck } from '../api/client';
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
  if (!settings.proxyUrl || options.skipCheck) {
    await deps.save(settings);
    return { kind: 'saved', message: settings.proxyUrl ? 'Saved without checking the proxy.' : 'Saved. Add a Proxy URL to get guidance.' };
  }
  let check: ProxyCheck;
  try {
    check = await deps.check(settings);
  } catch (error) {
    const words = (error instanceof ApiError ? error : new ApiError({ kind: 'unreachable', cause: error })).words;
    return { kind: 'check_failed', ...words };
  }
  await deps.save(settings);
  return {
    kind: 'saved',
    message:
      check.kind === 'sidecue-proxy'
        ? `Saved. Connected to the Sidecue proxy (${check.health.mode === 'embedded' ? 'embedded engine' : 'forwarding'}).`
        : 'Saved. The backend answers; it has no Sidecue health check.',
  };
}

/** Number inputs give strings; an empty or non-numeric one stays invalid for the schema to word. */
export function toNumber(value: string): number | string {
  const trimmed = value.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}

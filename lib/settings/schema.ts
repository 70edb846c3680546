// The user's settings, stored in storage.local under one key. The content script reads
// `displayName` and `autoCaptions` from the same object without importing zod.
import { z } from 'zod';
import { allRedactions } from '../privacy/redact';

export const SETTINGS_KEY = 'settings';

export const MIN_INTERVAL_SECONDS = { min: 2, max: 600 } as const;
export const MESSAGES_SENT = { min: 20, max: 5_000 } as const;
/** Room for a few paragraphs: it goes into every Generate request next to the profile. */
export const ABOUT_ME_MAX_CHARS = 2_000;
export const HISTORY_DAYS = { min: 1, max: 3_650 } as const;

/** auto: every session is saved from its first analysis; on_request: only after "Save this conversation". */
export const saveModes = ['auto', 'on_request'] as const;

export const Settings = z.object({
  proxyUrl: z
    .string()
    .trim()
    .refine((value) => value === '' || isHttpUrl(value), 'Proxy URL must start with http:// or https://'),
  // A token never holds whitespace: a line break from a wrapped e-mail is dropped, not refused.
  proxyToken: z.string().transform((token) => token.replace(/\s+/g, '')),
  displayName: z.string().trim().max(200, 'My display name may be at most 200 characters'),
  autoSuggest: z.boolean(),
  minIntervalSeconds: z
    .number({ error: 'Minimum interval must be a number of seconds' })
    .int('Minimum interval must be a whole number of seconds')
    .min(MIN_INTERVAL_SECONDS.min, `Minimum interval must be at least ${MIN_INTERVAL_SECONDS.min} seconds`)
    .max(MIN_INTERVAL_SECONDS.max, `Minimum interval may be at most ${MIN_INTERVAL_SECONDS.max} seconds`),
  autoCaptions: z.boolean(),
  maxMessagesSent: z
    .number({ error: 'Messages sent for guidance must be a number' })
    .int('Messages sent for guidance must be a whole number')
    .min(MESSAGES_SENT.min, `Messages sent for guidance must be at least ${MESSAGES_SENT.min}`)
    .max(MESSAGES_SENT.max, `Messages sent for guidance may be at most ${MESSAGES_SENT.max}`),
  /** Sites (host names) Sidecue never reads, chosen with "Never capture on this site". */
  neverCaptureSites: z.array(z.string().trim().toLowerCase().min(1)).max(500, 'At most 500 sites can be excluded'),
  /** Which kinds of personal data are replaced by placeholders before anything is sent. */
  redaction: z.object({
    email: z.boolean(),
    phone: z.boolean(),
    card: z.boolean(),
    iban: z.boolean(),
    nationalId: z.boolean(),
  }),
  aboutMe: z
    .string()
    .trim()
    .max(
      ABOUT_ME_MAX_CHARS,
      `About me and my offer may be at most ${ABOUT_ME_MAX_CHARS} characters: shorten it to what a stranger needs to know`,
    ),
  /** Free LinkedIn accounts may write connection notes of 200 characters, not 300. */
  linkedinFreeAccount: z.boolean(),
  saveConversations: z.enum(saveModes, { error: 'Save conversations must be "auto" or "on_request"' }),
  historyDays: z
    .number({ error: 'Keep history must be a number of days' })
    .int('Keep history must be a whole number of days')
    .min(HISTORY_DAYS.min, `Keep history must be at least ${HISTORY_DAYS.min} day`)
    .max(HISTORY_DAYS.max, `Keep history may be at most ${HISTORY_DAYS.max} days`),
});
export type Settings = z.infer<typeof Settings>;

export const defaultSettings: Settings = {
  proxyUrl: '',
  proxyToken: '',
  displayName: '',
  autoSuggest: true,
  minIntervalSeconds: 8,
  autoCaptions: false,
  maxMessagesSent: 400,
  neverCaptureSites: [],
  redaction: allRedactions,
  aboutMe: '',
  linkedinFreeAccount: false,
  saveConversations: 'auto',
  historyDays: 30,
};

/** The host name of a page address, lower case; undefined for anything that is not a URL. */
export function siteOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

export function isSiteExcluded(settings: Pick<Settings, 'neverCaptureSites'>, url: string | undefined): boolean {
  const site = siteOf(url);
  return site !== undefined && settings.neverCaptureSites.includes(site);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Stored settings merged over the defaults; a damaged field falls back to its default. */
export function readStoredSettings(stored: unknown): Settings {
  const settings: Settings = { ...defaultSettings };
  if (typeof stored !== 'object' || stored === null) return settings;
  for (const key of Object.keys(defaultSettings) as (keyof Settings)[]) {
    const parsed = Settings.shape[key].safeParse((stored as Record<string, unknown>)[key]);
    if (parsed.success) Object.assign(settings, { [key]: parsed.data });
  }
  return settings;
}

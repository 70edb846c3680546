// The user's settings, stored in storage.local under one key. The content script reads
// `displayName` and `autoCaptions` from the same object without importing zod.
import { z } from 'zod';
import { type Language, languages } from '../api/language';
import { t } from '../i18n/messages';
import { allRedactions } from '../privacy/redact';

export const SETTINGS_KEY = 'settings';

export const MIN_INTERVAL_SECONDS = { min: 2, max: 600 } as const;
export const MESSAGES_SENT = { min: 20, max: 5_000 } as const;
/** Room for a few paragraphs: it goes into every Generate request next to the profile. */
export const ABOUT_ME_MAX_CHARS = 2_000;
export const HISTORY_DAYS = { min: 1, max: 3_650 } as const;

/** auto: every session is saved from its first analysis; on_request: only after "Save this conversation". */
export const saveModes = ['auto', 'on_request'] as const;

/** auto: guidance, recaps and outreach in the conversation's language; a language code fixes it. */
export const guidanceLanguages = ['auto', ...languages] as const;

/** A message worded when a value is refused, not when this module loads (node scripts import it too). */
const say = (...args: Parameters<typeof t>) => ({ error: () => t(...args) });

export const Settings = z.object({
  proxyUrl: z
    .string()
    .trim()
    .refine((value) => value === '' || isHttpUrl(value), say('optionsErrorProxyUrl')),
  // A token never holds whitespace: a line break from a wrapped e-mail is dropped, not refused.
  proxyToken: z.string().transform((token) => token.replace(/\s+/g, '')),
  displayName: z.string().trim().max(200, say('optionsErrorDisplayNameLong', 200)),
  autoSuggest: z.boolean(),
  minIntervalSeconds: z
    .number(say('optionsErrorIntervalNumber'))
    .int(say('optionsErrorIntervalWhole'))
    .min(MIN_INTERVAL_SECONDS.min, say('optionsErrorIntervalMin', MIN_INTERVAL_SECONDS.min))
    .max(MIN_INTERVAL_SECONDS.max, say('optionsErrorIntervalMax', MIN_INTERVAL_SECONDS.max)),
  autoCaptions: z.boolean(),
  maxMessagesSent: z
    .number(say('optionsErrorMessagesNumber'))
    .int(say('optionsErrorMessagesWhole'))
    .min(MESSAGES_SENT.min, say('optionsErrorMessagesMin', MESSAGES_SENT.min))
    .max(MESSAGES_SENT.max, say('optionsErrorMessagesMax', MESSAGES_SENT.max)),
  /** Sites (host names) Sidecue never reads, chosen with "Never capture on this site". */
  neverCaptureSites: z.array(z.string().trim().toLowerCase().min(1)).max(500, say('optionsErrorSitesMax', 500)),
  /** Which kinds of personal data are replaced by placeholders before anything is sent. */
  redaction: z.object({
    email: z.boolean(),
    phone: z.boolean(),
    card: z.boolean(),
    iban: z.boolean(),
    nationalId: z.boolean(),
  }),
  aboutMe: z.string().trim().max(ABOUT_ME_MAX_CHARS, say('optionsErrorAboutMeLong', ABOUT_ME_MAX_CHARS)),
  /** Free LinkedIn accounts may write connection notes of 200 characters, not 300. */
  linkedinFreeAccount: z.boolean(),
  saveConversations: z.enum(saveModes, say('optionsErrorSaveMode')),
  historyDays: z
    .number(say('optionsErrorHistoryNumber'))
    .int(say('optionsErrorHistoryWhole'))
    .min(HISTORY_DAYS.min, say('optionsErrorHistoryMin', HISTORY_DAYS.min))
    .max(HISTORY_DAYS.max, say('optionsErrorHistoryMax', HISTORY_DAYS.max)),
  guidanceLanguage: z.enum(guidanceLanguages),
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
  guidanceLanguage: 'auto',
};

/** The language the user fixed, or undefined when the engine is to find the conversation's. */
export function fixedLanguage(settings: Pick<Settings, 'guidanceLanguage'>): Language | undefined {
  return settings.guidanceLanguage === 'auto' ? undefined : settings.guidanceLanguage;
}

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

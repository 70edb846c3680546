// The languages Sidecue guides in. Shared by the extension (the user's language setting) and the
// proxy's engine (the language it finds in a conversation and writes guidance in).
import { z } from 'zod';

export const languages = ['en', 'de', 'fr', 'es', 'pt', 'ja'] as const;
export const Language = z.enum(languages);
export type Language = z.infer<typeof Language>;

/** Each language's English name, as a prompt to a model names it ("Answer in German."). */
export const languageNames: Record<Language, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  pt: 'Brazilian Portuguese',
  ja: 'Japanese',
};

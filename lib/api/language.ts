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

/**
 * Sidecue's own header fixing the language of guidance, recaps and outreach, sent only when the user
 * chose one. A header, not a body field: the service's request bodies are its own and stay as they are.
 */
export const LANGUAGE_HEADER = 'x-sidecue-language';

/** What a caller is told when the header names no language Sidecue writes in. */
export const LANGUAGE_HEADER_RULE = `The ${LANGUAGE_HEADER} header must be one of ${languages.join(', ')}, or left out to write in the conversation's language.`;

/** The header's language: undefined when it was not sent, 'invalid' when it names none of Sidecue's. */
export function languageOfHeader(value: string | undefined): Language | undefined | 'invalid' {
  if (value === undefined) return undefined;
  const parsed = Language.safeParse(value.trim().toLowerCase());
  return parsed.success ? parsed.data : 'invalid';
}

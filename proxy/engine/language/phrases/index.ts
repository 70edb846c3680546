// Every text the engine writes (the guidance points and the recap's summary), one catalog per
// language. Each catalog is typed by `Phrases`, so a phrase missing in any language fails tsc.
// What people said is never in here: it is passed in and quoted with the language's own marks.
import type { Language } from '../../../../lib/api/language.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { ja } from './ja.ts';
import { pt } from './pt.ts';

export type { Phrases, RecapPhrases } from './types.ts';
import type { Phrases } from './types.ts';

export const PHRASES: Record<Language, Phrases> = { en, de, fr, es, pt, ja };

/** `items` as one list in `language`: "a, b and c". */
export function listed(items: readonly string[], language: Language): string {
  const { and, comma } = PHRASES[language];
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(comma)}${and}${items[items.length - 1]}`;
}

/** What someone said, in `language`'s quote marks; a mark inside would end the quote early for guidanceGist(). */
export function quoted(said: string, language: Language): string {
  const [open, close] = PHRASES[language].quoteMarks;
  let inside = said;
  for (const mark of `${open}${close}`.replace(/\s/g, '')) inside = inside.replaceAll(mark, "'");
  return `${open}${inside}${close}`;
}

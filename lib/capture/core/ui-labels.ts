// The interface languages the meeting adapters read words in, and how their words are matched. A page
// shows its own labels in the user's UI language, whatever language the call is held in: selector
// files keep each word per language (typed, so a missing language does not compile), and the
// adapters match the words of all of them at once, after any structural or icon signal.

export const uiLanguages = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja'] as const;
export type UiLanguage = (typeof uiLanguages)[number];

/** One entry per UI language: a word, or the several words a page has used. */
export type Localized<T> = Record<UiLanguage, T | readonly T[]>;

/** Every language's words in one list, English first, each once. */
export function inEveryLanguage<T>(words: Localized<T>): [T, ...T[]] {
  const all = uiLanguages.flatMap((language) => {
    const entry = words[language];
    return Array.isArray(entry) ? (entry as readonly T[]) : [entry as T];
  });
  return [...new Set(all)] as [T, ...T[]];
}

/** "You (presenting)", "Du (präsentierst)", "あなた（プレゼンテーション中）": a state after the label. */
const STATE_AFTER_LABEL = /\s*[(（][^()（）]*[)）]$/;

/** Whether a shown name is one of the page's labels for the user, alone or followed by a state in brackets. */
export function isSelfLabel(shown: string, labels: readonly string[]): boolean {
  const name = shown.trim();
  return labels.includes(name) || labels.includes(name.replace(STATE_AFTER_LABEL, ''));
}

/** An attribute selector matching any of the words, e.g. `[aria-label="Leave call"], [aria-label="Anruf verlassen"]`. */
export function attributeSelector(tag: string, attribute: string, words: readonly string[]): string {
  return words.map((word) => `${tag}[${attribute}="${word.replace(/["\\]/g, '\\$&')}"]`).join(', ');
}

// The browser fills a message's placeholders itself; unit tests and the proxy's pages have no
// browser.i18n, so they fill them with this, the same rules (chrome.i18n "Locale-specific messages").

export interface LocaleMessage {
  message: string;
  placeholders?: Record<string, { content: string }>;
}

/** `message` with each `$name$` replaced by its placeholder's content, and `$1`…`$9` by the substitutions. */
export function fillPlaceholders(entry: LocaleMessage, substitutions: readonly string[]): string {
  const numbered = (text: string) =>
    text.replace(/\$(\d)/g, (_, digit: string) => substitutions[Number(digit) - 1] ?? '');
  const named = entry.message.replace(/\$([A-Za-z0-9_@]+)\$/g, (whole, name: string) => {
    const placeholder = entry.placeholders?.[name.toLowerCase()];
    return placeholder === undefined ? whole : numbered(placeholder.content);
  });
  return named.replace(/\$\$/g, '$');
}

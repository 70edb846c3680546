// Every user-facing string comes from public/_locales/<language>/messages.json, so a translation is one
// new file and the stores show the listing in the user's language.
import { browser } from 'wxt/browser';
import type English from '../../public/_locales/en/messages.json';

/** A key of the English messages file: a string missing from it does not compile. */
export type MessageKey = keyof typeof English;

/** The wording of `key` in the browser's language; `substitutions` fill its placeholders in order. */
export function t(key: MessageKey, ...substitutions: (string | number)[]): string {
  return browser.i18n.getMessage(key, substitutions.map(String));
}

/**
 * Marks a page as written in the browser's language, which is the language its words come from, so a
 * screen reader reads German text with a German voice. The HTML files say "en" until this runs.
 */
export function markPageLanguage(doc: Document = document): void {
  doc.documentElement.lang = browser.i18n.getUILanguage();
}

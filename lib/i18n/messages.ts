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

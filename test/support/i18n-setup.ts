// jsdom and fake-browser have no i18n: give every unit test the English messages file, filled the
// browser's way, so components render the words users see.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import English from '../../public/_locales/en/messages.json';
import { fillPlaceholders, type LocaleMessage } from '../../lib/i18n/fill-placeholders';

const messages: Record<string, LocaleMessage> = English;
fakeBrowser.i18n.getMessage = ((key: string, substitutions?: string | string[]) => {
  const entry = messages[key];
  if (entry === undefined) return '';
  return fillPlaceholders(entry, substitutions === undefined ? [] : [substitutions].flat());
}) as typeof fakeBrowser.i18n.getMessage;

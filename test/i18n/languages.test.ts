// Every language Sidecue ships says everything English says, no more: a key missing from a language
// shows an empty string there, and a key only one language has is a leftover nobody reads.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import English from '../../public/_locales/en/messages.json';

interface Entry {
  message: string;
  description?: string;
  placeholders?: Record<string, { content: string; example?: string }>;
}

const LOCALES = join(import.meta.dirname, '../../public/_locales');
const SHIPPED = ['de', 'en', 'es', 'fr', 'ja', 'pt_BR'];
const english: Record<string, Entry> = English;

function messagesOf(language: string): Record<string, Entry> {
  return JSON.parse(readFileSync(join(LOCALES, language, 'messages.json'), 'utf8'));
}

/** The $NAME$ references a message makes, sorted: a translation must make the same ones. */
const references = (message: string) =>
  [...message.matchAll(/\$([A-Za-z_]+)\$/g)].map((m) => m[1]!.toLowerCase()).sort();

describe('the shipped languages', () => {
  it('are English, German, French, Spanish, Brazilian Portuguese and Japanese', () => {
    expect(readdirSync(LOCALES).sort()).toEqual(SHIPPED);
  });

  for (const language of SHIPPED.filter((code) => code !== 'en')) {
    describe(language, () => {
      const translated = messagesOf(language);

      it('has every English key and no other', () => {
        const missing = Object.keys(english).filter((key) => !(key in translated));
        const onlyHere = Object.keys(translated).filter((key) => !(key in english));
        expect({ missing, onlyHere }).toEqual({ missing: [], onlyHere: [] });
      });

      it('words every message, with the placeholders English has', () => {
        for (const [key, entry] of Object.entries(english)) {
          const here = translated[key];
          if (!here) continue;
          expect(here.message.trim(), key).not.toBe('');
          expect(here.placeholders, key).toEqual(entry.placeholders);
          expect(references(here.message), key).toEqual(references(entry.message));
        }
      });

      it('keeps the name and fits the stores’ limits', () => {
        expect(translated.extName?.message).toBe('Sidecue');
        expect(translated.extDescription?.message.length).toBeLessThanOrEqual(132);
      });
    });
  }
});

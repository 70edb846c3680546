// The engine's objection models, loaded once at start from the weights `npm run train:engine` wrote:
// English in objection-model.json, German, French and Spanish (with their next-step model) each in
// objection-model.<language>.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LexiconLanguage } from './lexicon.ts';
import type { LanguageModel, ObjectionModel } from './model.ts';

// A path, not a URL: pages tested in jsdom reach the engine too, and jsdom's URL is not Node's.
export const MODEL_FILE = join(import.meta.dirname, 'objection-model.json');

export function languageModelFile(language: LexiconLanguage): string {
  return join(import.meta.dirname, `objection-model.${language}.json`);
}

export const OBJECTION_MODEL: ObjectionModel = JSON.parse(readFileSync(MODEL_FILE, 'utf8')) as ObjectionModel;

function loadLanguageModel(language: LexiconLanguage): LanguageModel {
  return JSON.parse(readFileSync(languageModelFile(language), 'utf8')) as LanguageModel;
}

export const LANGUAGE_MODELS: Record<LexiconLanguage, LanguageModel> = {
  de: loadLanguageModel('de'),
  fr: loadLanguageModel('fr'),
  es: loadLanguageModel('es'),
};

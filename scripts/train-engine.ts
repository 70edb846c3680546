// `npm run train:engine`: trains the embedded engine's objection models on the build parts of the
// corpus (never an untouched part) and writes their weights: English, then German, French and
// Spanish with their next-step models. Deterministic: the same corpus gives the same files, which a test checks.
import { writeFileSync } from 'node:fs';
import { buildLanguageModel, buildModel } from '../bench/engine-corpus.ts';
import { LEXICONS, type LexiconLanguage } from '../proxy/engine/analyze/lexicon.ts';
import type { ObjectionModel } from '../proxy/engine/analyze/model.ts';
import { languageModelFile, MODEL_FILE } from '../proxy/engine/analyze/objection-model.ts';

function weightCount(model: ObjectionModel): number {
  return Object.values(model).reduce((n, kind) => n + Object.keys(kind.weights).length, 0);
}

const model = buildModel();
writeFileSync(MODEL_FILE, `${JSON.stringify(model)}\n`);
console.log(`Wrote ${MODEL_FILE}: ${weightCount(model)} weights over 5 kinds.`);
for (const language of Object.keys(LEXICONS) as LexiconLanguage[]) {
  const built = buildLanguageModel(language);
  const file = languageModelFile(language);
  writeFileSync(file, `${JSON.stringify(built)}\n`);
  console.log(
    `Wrote ${file}: ${weightCount(built.objections)} objection weights, ${Object.keys(built.nextStep.weights).length} next-step weights.`,
  );
}

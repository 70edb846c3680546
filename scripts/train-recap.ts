// `npm run train:recap`: trains the recap's open-question and decision models on the recap corpus's
// build parts (never untouched.json), writes their weights, and prints how each did on every author
// it never saw.
import { writeFileSync } from 'node:fs';
import { BUILD_AUTHORS } from '../bench/recap-corpus.ts';
import { buildRecapModel, leaveOneAuthorOut, recapModels } from '../bench/recap-training.ts';
import { DECISION_MODEL_FILE } from '../proxy/engine/recap/decision-model.ts';
import { QUESTION_MODEL_FILE } from '../proxy/engine/recap/question-model.ts';

const files = { openQuestions: QUESTION_MODEL_FILE, decisions: DECISION_MODEL_FILE };
for (const [name, rowsOf] of Object.entries(recapModels) as [
  keyof typeof recapModels,
  (typeof recapModels)[keyof typeof recapModels],
][]) {
  const model = buildRecapModel(rowsOf);
  writeFileSync(files[name], `${JSON.stringify(model)}\n`);
  console.log(`Wrote ${files[name]}: ${Object.keys(model.weights).length} weights, threshold ${model.threshold}.`);
  console.log(`${name}, leaving one author out (trained on the others, at that threshold):`);
  leaveOneAuthorOut(BUILD_AUTHORS.map(rowsOf)).forEach((rows, i) => {
    const labelled = rows.filter((r) => r.label).length;
    const found = rows.filter((r) => r.label && r.p >= model.threshold).length;
    const extra = rows.filter((r) => !r.label && r.p >= model.threshold).length;
    console.log(`  ${BUILD_AUTHORS[i]!.join(' + ')}: ${found} of ${labelled}, ${extra} more`);
  });
}

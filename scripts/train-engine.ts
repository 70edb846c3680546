// `npm run train:engine`: trains the embedded engine's objection model on the build parts of the
// corpus (dev and validation; never the untouched part) and writes its weights. Deterministic:
// the same corpus gives the same file, which a test checks.
import { writeFileSync } from 'node:fs';
import { buildModel } from '../bench/engine-corpus.ts';
import { MODEL_FILE } from '../proxy/engine/analyze/objection-model.ts';

const model = buildModel();
writeFileSync(MODEL_FILE, `${JSON.stringify(model)}\n`);
const weights = Object.values(model).reduce((n, kind) => n + Object.keys(kind.weights).length, 0);
console.log(`Wrote ${MODEL_FILE}: ${weights} weights over 5 kinds.`);

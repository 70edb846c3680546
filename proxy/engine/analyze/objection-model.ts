// The engine's objection model, loaded once at start from the weights `npm run train:engine` wrote.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ObjectionModel } from './model.ts';

// A path, not a URL: pages tested in jsdom reach the engine too, and jsdom's URL is not Node's.
export const MODEL_FILE = join(import.meta.dirname, 'objection-model.json');

export const OBJECTION_MODEL: ObjectionModel = JSON.parse(readFileSync(MODEL_FILE, 'utf8')) as ObjectionModel;

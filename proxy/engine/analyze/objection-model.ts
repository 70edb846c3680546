// The engine's objection model, loaded once at start from the weights `npm run train:engine` wrote.
import { readFileSync } from 'node:fs';
import type { ObjectionModel } from './model.ts';

export const MODEL_FILE = new URL('./objection-model.json', import.meta.url);

export const OBJECTION_MODEL: ObjectionModel = JSON.parse(readFileSync(MODEL_FILE, 'utf8')) as ObjectionModel;

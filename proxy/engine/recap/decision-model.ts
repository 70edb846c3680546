// Whether a line settles something, learned: a logistic regression over the rules' verdict
// (commitments.ts), the line's own words and those of the line it answers. Trained by
// `npm run train:recap` on the recap corpus's build parts (bench/recap-training.ts); the weights live
// in decision-model.json. Rules tuned on each new author found 43 to 75 % of the next author's
// decisions: how people settle things ("Ok, 15% it is", "Go on then, include it") varies too much to list.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TranscriptMessage } from '../../../lib/api/contract.ts';
import type { KindModel } from '../analyze/model.ts';
import { contentStems } from '../playbook/similarity.ts';
import { spoken } from './spoken.ts';

/** Words of the line, and of the end of the line it answers, that the model reads. */
const LINE_WORDS = 25;
const PREVIOUS_WORDS = 12;

const words = (text: string) =>
  spoken(text)
    .replace(/[^a-z0-9' ]/g, ' ')
    .split(' ')
    .filter(Boolean);

/** The features of line `index`; `ruled`: the rules found a decision in it. */
export function decisionFeatures(dialogue: readonly TranscriptMessage[], index: number, ruled: boolean): string[] {
  const message = dialogue[index]!;
  const features = ['bias'];
  if (ruled) features.push('rule:decision');
  const said = words(message.content);
  features.push(`w0:${said[0] ?? ''}`, `w01:${said[0] ?? ''}_${said[1] ?? ''}`);
  for (const word of said.slice(0, LINE_WORDS)) features.push(`w:${word}`);
  for (let i = 0; i + 1 < Math.min(said.length, LINE_WORDS); i++) features.push(`ww:${said[i]}_${said[i + 1]}`);
  if (/\?\s*$/.test(message.content)) features.push('asks');
  features.push(`length:${Math.min(5, Math.floor(said.length / 5))}`);
  let previousAt = index - 1;
  while (previousAt >= 0 && dialogue[previousAt]!.speakerName === message.speakerName) previousAt -= 1;
  const previous = dialogue[previousAt];
  if (!previous) return features;
  for (const word of words(previous.content).slice(-PREVIOUS_WORDS)) features.push(`p:${word}`);
  if (/\?\s*$/.test(previous.content)) features.push('previous-asks');
  const put = new Set(contentStems(previous.content));
  const own = contentStems(message.content);
  const shared = own.filter((stem) => put.has(stem)).length / Math.max(1, own.length);
  features.push(`shared:${shared === 0 ? 0 : shared < 0.3 ? 1 : shared < 0.6 ? 2 : 3}`);
  return features;
}

// A path, not a URL: pages tested in jsdom reach the engine too, and jsdom's URL is not Node's.
export const DECISION_MODEL_FILE = join(import.meta.dirname, 'decision-model.json');

export const DECISION_MODEL: KindModel = JSON.parse(readFileSync(DECISION_MODEL_FILE, 'utf8')) as KindModel;

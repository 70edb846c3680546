// Whether a question was left open, learned: a logistic regression over what the rules saw in the
// asking line and its reply (open-items.ts) and the words of both. Trained by `npm run train:recap`
// on the recap corpus's build parts, eight authors (bench/recap-training.ts); the weights live in
// open-question-model.json. Hand rules tuned on each new author's calls found 39 to 73 % of the next
// author's open questions; the reply's own words, weighed across authors, carry over better.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TranscriptMessage } from '../../../lib/api/contract.ts';
import type { KindModel } from '../analyze/model.ts';
import { contentStems } from '../playbook/similarity.ts';
import { spoken } from './spoken.ts';

/** A line that asks, with where its answer would be and what the rules found in it. */
export interface AskedLine {
  index: number;
  /** Its sentences that ask. */
  asked: string[];
  /** The line taken as the reply, or -1 when nobody else spoke after it. */
  replyAt: number;
  /** The asker asked again or left before anyone replied. */
  askedAgain: boolean;
  /** The reply puts the question off ("let me check"), or promises instead of answering. */
  replyDefers: boolean;
  replyPromises: boolean;
  /** A later line by someone else states what the question asked about. */
  laterAnswer: boolean;
  /** The rules' verdict: no answer in the reply nor later. */
  leftOpen: boolean;
}

/** Words of the reply and of the question the model reads: enough to hear "honestly I don't know", no more. */
const REPLY_WORDS = 15;
const QUESTION_WORDS = 6;
/** A question in the last lines of a call is often cut off by the goodbyes. */
const LAST_LINES = 3;

const words = (text: string) =>
  spoken(text)
    .replace(/[^a-z0-9' ]/g, ' ')
    .split(' ')
    .filter(Boolean);

/** The features of one asking line, as strings (the same shape as the objection model's). */
export function questionFeatures(dialogue: readonly TranscriptMessage[], line: AskedLine): string[] {
  const features = ['bias'];
  if (line.leftOpen) features.push('rule:open');
  if (line.askedAgain) features.push('asked-again');
  if (line.laterAnswer) features.push('answered-later');
  if (line.index >= dialogue.length - LAST_LINES) features.push('last-lines');
  for (const word of words(line.asked.join(' ')).slice(0, QUESTION_WORDS)) features.push(`q:${word}`);
  const reply = dialogue[line.replyAt];
  if (!reply) return [...features, 'no-reply'];
  if (line.replyDefers) features.push('reply:defers');
  if (line.replyPromises) features.push('reply:promises');
  if (/\?\s*$/.test(reply.content)) features.push('reply:asks');
  const said = words(reply.content).slice(0, REPLY_WORDS);
  features.push(`r0:${said[0] ?? ''}`);
  for (const word of said) features.push(`r:${word}`);
  for (let i = 0; i + 1 < said.length; i++) features.push(`rr:${said[i]}_${said[i + 1]}`);
  if (/\d|\b(?:yes|no|yeah|nope|sure)\b/.test(said.join(' '))) features.push('reply:yes-no-or-figure');
  const question = new Set(line.asked.flatMap(contentStems));
  const shared = contentStems(reply.content).filter((stem) => question.has(stem)).length / Math.max(1, question.size);
  features.push(`shared:${shared === 0 ? 0 : shared < 0.2 ? 1 : shared < 0.5 ? 2 : 3}`);
  features.push(`reply-length:${Math.min(4, Math.floor(said.length / 6))}`);
  return features;
}

// A path, not a URL: pages tested in jsdom reach the engine too, and jsdom's URL is not Node's.
export const QUESTION_MODEL_FILE = join(import.meta.dirname, 'open-question-model.json');

export const OPEN_QUESTION_MODEL: KindModel = JSON.parse(readFileSync(QUESTION_MODEL_FILE, 'utf8')) as KindModel;

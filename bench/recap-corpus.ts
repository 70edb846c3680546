// The recap corpus (bench/recap-corpus/): its conversations, read and checked, grouped by author. Shared
// by `npm run bench:recap` and `npm run train:recap`.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { TranscriptMessage } from '../lib/api/contract.ts';

const Label = z.object({ line: z.number().int().min(0), owner: z.string().optional(), due: z.string().optional() });
const Conversation = z.object({
  id: z.string(),
  channel: z.enum(['call', 'chat']),
  minutes: z.number().positive().optional(),
  coached: z.string().min(1),
  messages: z.array(z.object({ speakerName: z.string().min(1), text: z.string().min(1) })).min(1),
  expect: z.object({
    nextSteps: z.array(Label).default([]),
    openQuestions: z.array(Label).default([]),
    decisions: z.array(Label).default([]),
  }),
});
const Corpus = z.object({ conversations: z.array(Conversation) });
export type Conversation = z.infer<typeof Conversation>;

const CORPUS = new URL('./recap-corpus/', import.meta.url);

/**
 * The build parts, one entry per author (see the corpus README); every part but untouched.json may be
 * tuned and trained on.
 */
export const BUILD_AUTHORS: ReadonlyArray<readonly string[]> = [
  ['dev.json', 'second.json'],
  ['third.json'],
  ['fourth.json'],
  ['fifth.json'],
  ['sixth.json'],
  ['seventh.json'],
  ['eighth.json'],
  ['ninth.json'],
];
export const BUILD_PARTS = BUILD_AUTHORS.flat();
export const UNTOUCHED_PART = 'untouched.json';

/** A part's conversations; says in plain words which file is unreadable or where it is wrong. */
export function corpus(name: string): Conversation[] {
  const file = new URL(name, CORPUS);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Could not read ${file.pathname}: ${(error as Error).message}`);
  }
  const parsed = Corpus.safeParse(json);
  if (parsed.success) return parsed.data.conversations;
  const issue = parsed.error.issues[0]!;
  throw new Error(`${name} is not valid: at ${issue.path.join('.') || 'the top'}, ${issue.message}.`);
}

export const transcriptOf = (conversation: Conversation): TranscriptMessage[] =>
  conversation.messages.map((m) => ({ speakerRole: 'user', speakerName: m.speakerName, content: m.text }));

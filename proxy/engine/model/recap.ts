// The recap as a model writes it: asked for JSON of the Recap shape, checked with zod, and then held
// to the same rule as the engine's own recap: an item whose quote is no transcript line is dropped.
// The checklist is the playbook matcher's, never the model's: it is a matter of matching, not writing.
import { objectionKinds, type TranscriptMessage } from '../../../lib/api/contract.ts';
import type { Language } from '../../../lib/api/language.ts';
import { Recap, keepQuoted } from '../../../lib/api/recap.ts';
import { checkAnswer, type Checked } from './answer.ts';
import type { ChatMessage } from './client.ts';
import { languageLine, transcriptText } from './prompts.ts';

const ModelRecap = Recap.omit({ checklist: true });

export function recapPrompt(input: {
  transcript: readonly TranscriptMessage[];
  currentUser: string;
  /** The language to write in, as the rules were given it; without it, the conversation's language. */
  language?: Language;
}): ChatMessage[] {
  const { currentUser } = input;
  const system = [
    `You write the recap of a conversation that ${currentUser} took part in, for ${currentUser} to act on.`,
    'Each transcript line starts with the speaker\'s name. Lines starting "(earlier guidance)" are advice given before, not part of the dialogue.',
    'Answer with one JSON object and nothing else: no prose, no code fence.',
    'Fields:',
    '- "summary": array of two to five short sentences: who spoke, what was decided, what happens next.',
    '- "decisions": array of {"text": string, "quote": string}: what was agreed or settled.',
    '- "nextSteps": array of {"text": string, "quote": string, "owner"?: string, "due"?: string}: commitments; "owner" is who committed or was named, "due" the date or time in the words said. Leave out owner or due when nobody said it.',
    '- "openQuestions": array of {"text": string, "quote": string, "speakerName": string}: questions no later line answers, or that were put off.',
    `- "objections": array of {"text": string, "quote": string, "kind": one of ${objectionKinds.map((k) => `"${k}"`).join(', ')}, "speakerName": string, "answered": boolean, "answerQuote"?: string}: objections the other participants raised, and ${currentUser}'s reply if any.`,
    'Every "quote" and "answerQuote" is one transcript line after its speaker\'s name, word for word. Items without such a line are discarded. Never invent facts.',
    languageLine(input.transcript, currentUser, input.language),
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: `Transcript:\n${transcriptText(input.transcript)}` },
  ];
}

export function recapFromAnswer(text: string, rules: Recap, transcript: readonly TranscriptMessage[]): Checked<Recap> {
  const checked = checkAnswer(ModelRecap, text);
  if (!checked.ok) return checked;
  const recap = keepQuoted(checked.value, transcript);
  return { ok: true, value: rules.checklist ? { ...recap, checklist: rules.checklist } : recap };
}

// The recap's summary: a few short sentences from who spoke and what the other sections found, so it
// says nothing the sections do not show.
import type { TranscriptMessage } from '../../../lib/api/contract.ts';
import type { RecapItem, RecapNextStep, RecapObjection, RecapQuestion } from '../../../lib/api/recap.ts';

export interface SummaryInput {
  dialogue: readonly TranscriptMessage[];
  currentUser: string;
  decisions: readonly RecapItem[];
  nextSteps: readonly RecapNextStep[];
  openQuestions: readonly RecapQuestion[];
  objections: readonly RecapObjection[];
}

const MAX_NAMED = 3;

export function summaryOf(input: SummaryInput): string[] {
  const { dialogue, decisions, nextSteps, openQuestions, objections } = input;
  if (dialogue.length === 0) return ['Nobody has spoken yet.'];
  const speakers = [...new Set(dialogue.map((m) => m.speakerName))];
  const lines = [`${listed(speakers)} spoke (${dialogue.length} ${plural(dialogue.length, 'line')}).`];
  if (decisions.length > 0) lines.push(`${count(decisions.length, 'decision')} made.`);
  if (nextSteps.length > 0) {
    const owners = [...new Set(nextSteps.flatMap((step) => (step.owner ? [step.owner] : [])))];
    lines.push(`${count(nextSteps.length, 'next step')}${owners.length > 0 ? `, owned by ${listed(owners)}` : ''}.`);
  } else lines.push('No next step was agreed.');
  if (objections.length > 0) {
    const kinds = [...new Set(objections.map((o) => o.kind))];
    const unanswered = objections.filter((o) => !o.answered).length;
    lines.push(
      `${count(objections.length, 'objection')} (${kinds.join(', ')})${unanswered > 0 ? `, ${unanswered} not answered` : ', all answered'}.`,
    );
  }
  if (openQuestions.length > 0) lines.push(`${count(openQuestions.length, 'question')} still open.`);
  return lines;
}

function listed(names: readonly string[]): string {
  if (names.length > MAX_NAMED) return `${names.slice(0, MAX_NAMED).join(', ')} and ${names.length - MAX_NAMED} more`;
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const plural = (n: number, word: string) => (n === 1 ? word : `${word}s`);
const count = (n: number, word: string) => `${n} ${plural(n, word)}`;

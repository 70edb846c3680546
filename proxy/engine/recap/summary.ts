// The recap's summary: a few short sentences from who spoke and what the other sections found, so it
// says nothing the sections do not show. Written in the conversation's language (language/phrases).
import type { TranscriptMessage } from '../../../lib/api/contract.ts';
import type { Language } from '../../../lib/api/language.ts';
import type { RecapItem, RecapNextStep, RecapObjection, RecapQuestion } from '../../../lib/api/recap.ts';
import { listed, PHRASES } from '../language/phrases/index.ts';

export interface SummaryInput {
  dialogue: readonly TranscriptMessage[];
  currentUser: string;
  decisions: readonly RecapItem[];
  nextSteps: readonly RecapNextStep[];
  openQuestions: readonly RecapQuestion[];
  objections: readonly RecapObjection[];
}

const MAX_NAMED = 3;

export function summaryOf(input: SummaryInput, language: Language = 'en'): string[] {
  const { dialogue, decisions, nextSteps, openQuestions, objections } = input;
  const say = PHRASES[language].recap;
  if (dialogue.length === 0) return [say.nobodySpoke];
  const speakers = [...new Set(dialogue.map((m) => m.speakerName))];
  const lines = [say.spoke(names(speakers, language), speakers.length, dialogue.length)];
  if (decisions.length > 0) lines.push(say.decisions(decisions.length));
  if (nextSteps.length > 0) {
    const owners = [...new Set(nextSteps.flatMap((step) => (step.owner ? [step.owner] : [])))];
    lines.push(say.nextSteps(nextSteps.length, owners.length > 0 ? names(owners, language) : undefined));
  } else lines.push(say.noNextStep);
  if (objections.length > 0) {
    const kinds = [...new Set(objections.map((o) => PHRASES[language].kinds[o.kind]))];
    lines.push(say.objections(objections.length, kinds, objections.filter((o) => !o.answered).length));
  }
  if (openQuestions.length > 0) lines.push(say.openQuestions(openQuestions.length));
  return lines;
}

/** Up to MAX_NAMED names, then how many more. */
function names(all: readonly string[], language: Language): string {
  if (all.length <= MAX_NAMED) return listed(all, language);
  const { comma, and, recap } = PHRASES[language];
  return `${all.slice(0, MAX_NAMED).join(comma)}${and}${recap.more(all.length - MAX_NAMED)}`;
}

// Whether a next step was agreed near the end: a sentence in the last fifth of the dialogue (at
// least the last five messages) that names a step outright ("calendar invite", "let's book"), or
// that names a time together with something someone will do then. A day alone is not a step:
// "on Friday we reconcile by hand" describes how they work today. In German, French and Spanish
// a learned model (trained with the objection models) reads each sentence instead of the rules.
import type { TranscriptMessage } from '../../../lib/api/contract.ts';
import type { Language } from '../../../lib/api/language.ts';
import { languageFeatures } from './features.ts';
import { LEXICONS, type LexiconLanguage } from './lexicon.ts';
import { probability, type KindModel } from './model.ts';
import { LANGUAGE_MODELS } from './objection-model.ts';
import { sentences } from './text.ts';
import { PHRASES } from '../language/phrases/index.ts';

export interface NextStep {
  agreed: boolean;
  suggestion?: string;
}

const NAMED_STEP =
  /\b(let'?s (schedule|book|set up|meet|talk|do)|calendar invite|follow[- ]up (call|meeting)|next (step|meeting|call) (is|will be)|book (a|the) (call|meeting|demo|session))\b/i;
const WHEN = /\b(monday|tuesday|wednesday|thursday|friday|tomorrow|next (week|month)|(at|by) \d{1,2}\b)/i;
const WHAT_THEN =
  /\b(i'?ll|we'?ll|i will|we will|let'?s|can we|could we|shall we|book|schedule|set up|send|share|meet|call|demo|invite|talk|speak|walk (you )?through|loop)\b/i;

/** Whether a sentence in German, French or Spanish agrees a step, by `model` (the engine's unless given). */
export function modelStepAgreed(
  sentence: string,
  language: LexiconLanguage,
  model: KindModel = LANGUAGE_MODELS[language].nextStep,
): boolean {
  return probability(model, languageFeatures(sentence, language)) >= model.threshold;
}

/** Whether a sentence agrees a next step. In a language with neither rules nor a model, the English rules. */
export function isStepAgreed(sentence: string, language: Language = 'en'): boolean {
  if (language in LEXICONS) return modelStepAgreed(sentence, language as LexiconLanguage);
  return NAMED_STEP.test(sentence) || (WHEN.test(sentence) && WHAT_THEN.test(sentence));
}

/** Whether a step was agreed near the end; if not, one to propose, written in `language`. */
export function nextStep(dialogue: readonly TranscriptMessage[], language: Language = 'en'): NextStep {
  const tail = dialogue.slice(-Math.max(5, Math.ceil(dialogue.length / 5)));
  if (tail.some((m) => sentences(m.content).some((s) => isStepAgreed(s, language)))) return { agreed: true };
  return { agreed: false, suggestion: PHRASES[language].nextStep };
}

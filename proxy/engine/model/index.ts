// Guidance from a model, with the rules as the fallback: each call asks the model once and
// returns its checked answer, or the rules' result when the model fails, is late, refuses
// (429, 5xx) or answers anything but JSON of the contract's shape. The log gets one line a call:
// the outcome and the token use, never a word of the transcript or the copy.
import type {
  EvaluateOutreachResponse,
  GenerateOutreachResponse,
  OutreachType,
  TranscriptMessage,
} from '../../../lib/api/contract.ts';
import type { Analysis } from '../analyze/compose.ts';
import { analysisFromAnswer } from './analyze.ts';
import type { Checked } from './answer.ts';
import {
  ModelFailure,
  createChatModel,
  type ChatMessage,
  type ChatModel,
  type LlmConfig,
  type ModelUsage,
} from './client.ts';
import type { Language } from '../../../lib/api/language.ts';
import type { PlaybookFile } from '../../../lib/api/playbook.ts';
import type { Recap } from '../../../lib/api/recap.ts';
import { linkedinLength } from '../../../lib/api/characters.ts';
import { evaluationFromAnswer, generatedFromAnswer, shortenedFromAnswer } from './outreach.ts';
import { analyzePrompt, evaluatePrompt, generatePrompt, shortenPrompt } from './prompts.ts';
import { recapFromAnswer, recapPrompt } from './recap.ts';

export type ModelCall = 'analyze' | 'generate' | 'evaluate' | 'shorten' | 'recap';
/** How a question ended: its answer was used, or the rules answered because it was unusable or the model failed. */
export type ModelOutcome = 'answered' | 'unusable' | 'failed';
/** Told of every question's outcome (the proxy's metrics); never of its text. */
export type ModelObserver = (call: ModelCall, outcome: ModelOutcome) => void;

export interface AnalyzeInput {
  transcript: readonly TranscriptMessage[];
  currentUser: string;
  callType: string;
  previousElaboration?: string;
  /** The team's playbook: its most relevant entries go into the prompt. */
  playbook?: PlaybookFile;
  /** The language to write in, found once per request so that it is the one the rules wrote in; found from the transcript when not given. */
  language?: Language;
}

/** What the engine asks; each method is given the rules' result and returns it when the model fails. */
export interface Guide {
  analyze(input: AnalyzeInput, rules: Analysis): Promise<Analysis>;
  /** `language`, in the outreach calls: the one the user chose; without it, the text's own. */
  generate(
    input: string,
    type: OutreachType,
    rules: GenerateOutreachResponse,
    language?: Language,
  ): Promise<GenerateOutreachResponse>;
  evaluate(
    input: string,
    type: OutreachType,
    rules: EvaluateOutreachResponse,
    language?: Language,
  ): Promise<EvaluateOutreachResponse>;
  shorten(input: string, limit: number, rules: string, language?: Language): Promise<string>;
  /** The recap (POST /api/recap, asked by the proxy itself): the model's items that quote a transcript line. */
  recap(
    input: { transcript: readonly TranscriptMessage[]; currentUser: string; language?: Language },
    rules: Recap,
  ): Promise<Recap>;
}

export function createGuide(
  config: LlmConfig,
  log: (line: string) => void,
  fetchImpl?: typeof fetch,
  observe?: ModelObserver,
): Guide {
  return guideFor(createChatModel(config, fetchImpl), log, observe);
}

export function guideFor(model: ChatModel, log: (line: string) => void, observe: ModelObserver = () => {}): Guide {
  async function ask<T>(
    call: ModelCall,
    messages: ChatMessage[],
    read: (text: string) => Checked<T>,
    rules: T,
  ): Promise<T> {
    const started = performance.now();
    const took = () => `${Math.round(performance.now() - started)}ms`;
    let usage: ModelUsage | undefined;
    try {
      const answer = await model.complete(messages);
      usage = answer.usage;
      const checked = read(answer.text);
      if (checked.ok) {
        log(
          `model ${call}: answered by ${model.name} in ${took()}${answer.streamed ? ' (streamed)' : ''}${tokens(usage)}`,
        );
        observe(call, 'answered');
        return checked.value;
      }
      log(`model ${call}: used the rules instead: ${checked.reason}, after ${took()}${tokens(usage)}`);
      observe(call, 'unusable');
    } catch (error) {
      const reason = error instanceof ModelFailure ? error.message : 'unexpected failure';
      log(`model ${call}: used the rules instead: ${reason}, after ${took()}`);
      observe(call, 'failed');
    }
    return rules;
  }

  return {
    analyze: (input, rules) =>
      ask('analyze', analyzePrompt(input), (text) => analysisFromAnswer(text, rules, input), rules),
    generate: (input, type, rules, language) =>
      ask('generate', generatePrompt(input, type, language), (text) => generatedFromAnswer(text, type), rules),
    evaluate: (input, type, rules, language) =>
      ask('evaluate', evaluatePrompt(input, type, language), (text) => evaluationFromAnswer(text, rules), rules),
    shorten: async (input, limit, rules, language) =>
      // Text that already fits needs no model.
      linkedinLength(input.replace(/[ \t]+/g, ' ').trim()) <= limit
        ? rules
        : ask('shorten', shortenPrompt(input, limit, language), (text) => shortenedFromAnswer(text, limit), rules),
    recap: (input, rules) =>
      ask('recap', recapPrompt(input), (text) => recapFromAnswer(text, rules, input.transcript), rules),
  };
}

function tokens(usage: ModelUsage | undefined): string {
  if (!usage) return '';
  const show = (value: number | undefined) => (value === undefined ? '?' : String(value));
  return `, tokens prompt=${show(usage.promptTokens)} completion=${show(usage.completionTokens)} total=${show(usage.totalTokens)}`;
}

// Outreach from the model's answer, checked against the contract; counts the model is poor at
// (characters, words, the rules' metrics) are computed here, and every limit is enforced here.
import { z } from 'zod';
import {
  EvaluateOutreachResponse,
  EvaluationFinding,
  GenerateOutreachResponse,
  LINKEDIN_CONNECTION_MAX_CHARS,
  type OutreachType,
} from '../../../lib/api/contract.ts';
import { linkedinLength } from '../../../lib/api/characters.ts';
import { checkAnswer, type Checked } from './answer.ts';

const GenerateAnswer = z.object({
  subject: z.string().trim().min(1).max(200).optional(),
  body: z.string().trim().min(1),
});

export function generatedFromAnswer(text: string, type: OutreachType): Checked<GenerateOutreachResponse> {
  const checked = checkAnswer(GenerateAnswer, text);
  if (!checked.ok) return checked;
  const { subject, body } = checked.value;
  if (type === 'linkedin_connection' && linkedinLength(body) > LINKEDIN_CONNECTION_MAX_CHARS) {
    return {
      ok: false,
      reason: `the connection note has ${linkedinLength(body)} characters, over ${LINKEDIN_CONNECTION_MAX_CHARS}`,
    };
  }
  const withSubject = (type === 'email' || type === 'inmail') && subject !== undefined;
  const result = { type, ...(withSubject ? { subject } : {}), body, characters: linkedinLength(body) };
  return { ok: true, value: GenerateOutreachResponse.parse(result) };
}

const EvaluateAnswer = z.object({
  score: z.number().int().min(0).max(100),
  findings: z
    .array(EvaluationFinding.pick({ code: true, severity: true, message: true }))
    .min(1)
    .max(20),
});

/** The model's judgement (score, findings) with the rules' measured metrics. */
export function evaluationFromAnswer(text: string, rules: EvaluateOutreachResponse): Checked<EvaluateOutreachResponse> {
  const checked = checkAnswer(EvaluateAnswer, text);
  if (!checked.ok) return checked;
  return { ok: true, value: EvaluateOutreachResponse.parse({ ...checked.value, metrics: rules.metrics }) };
}

const ShortenAnswer = z.object({ text: z.string().trim().min(1) });

/** Never over the limit: a longer answer is refused, and the rules shorten instead. */
export function shortenedFromAnswer(text: string, limit: number): Checked<string> {
  const checked = checkAnswer(ShortenAnswer, text);
  if (!checked.ok) return checked;
  const shortened = checked.value.text;
  if (linkedinLength(shortened) > limit)
    return { ok: false, reason: `the text has ${linkedinLength(shortened)} characters, over the limit of ${limit}` };
  return { ok: true, value: shortened };
}

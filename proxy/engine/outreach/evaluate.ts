// Scores outreach copy 0–100 with concrete findings a writer can act on.
import type { EvaluateOutreachResponse, EvaluationFinding, OutreachType } from '../../../lib/api/contract.ts';
import { countWords } from '../analyze/text.ts';

const SPAM_PHRASES = [
  'act now', 'guaranteed', 'risk-free', 'risk free', '100% free', 'limited time', 'click here', 'buy now',
  'no obligation', 'winner', 'urgent', 'once in a lifetime', 'double your',
];
const WORD_RANGE: Record<OutreachType, [number, number]> = {
  email: [50, 150],
  inmail: [50, 150],
  linkedin_message: [30, 120],
  linkedin_connection: [10, 55],
};
// An ask: a question about time or interest, an imperative to book or reply, or a link.
const ASKING_QUESTION = /\b(call|chat|meet|time|open to|interested|worth|free)\b[^?]*\?$/i;
const ASKING_IMPERATIVE = /\b(book|reply|schedule|let me know|grab (some )?time)\b|https?:\/\//i;

function callsToAction(body: string): string[] {
  const sentences = body.match(/[^.!?\n]+[.!?]*/g) ?? [];
  return sentences.map((s) => s.trim()).filter((s) => ASKING_QUESTION.test(s) || ASKING_IMPERATIVE.test(s));
}

function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length <= 3) return 1;
  const groups = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '').match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

export function readingGrade(text: string): number {
  const words = text.match(/[A-Za-z'’]+/g) ?? [];
  const sentenceCount = Math.max(1, (text.match(/[.!?]+/g) ?? []).length);
  if (words.length === 0) return 0;
  const syllableCount = words.reduce((sum, w) => sum + syllables(w), 0);
  const grade = 0.39 * (words.length / sentenceCount) + 11.8 * (syllableCount / words.length) - 15.59;
  return Math.round(Math.max(0, grade) * 10) / 10;
}

export function evaluateOutreach(input: string, type: OutreachType = 'email'): EvaluateOutreachResponse {
  const findings: EvaluationFinding[] = [];
  let score = 100;
  const problem = (code: string, message: string, cost: number) => {
    findings.push({ code, severity: 'problem', message });
    score -= cost;
  };
  const warning = (code: string, message: string, cost: number) => {
    findings.push({ code, severity: 'warning', message });
    score -= cost;
  };

  const subjectLine = /^subject:\s*(.*)$/im.exec(input);
  const body = input.replace(/^subject:.*$/im, '').trim();
  const words = countWords(body);
  const [minWords, maxWords] = WORD_RANGE[type];
  if (words < minWords) warning('too_short', `At ${words} words it may read as abrupt; aim for ${minWords}–${maxWords}.`, 10);
  else if (words > maxWords) warning('too_long', `At ${words} words it is long for this kind of message; aim for ${minWords}–${maxWords}.`, 15);

  const grade = readingGrade(body);
  if (grade > 10) warning('hard_to_read', `Reading grade ${grade}: shorter sentences and plainer words read faster.`, 10);

  const you = (body.match(/\b(you|your|you're|yours)\b/gi) ?? []).length;
  const we = (body.match(/\b(we|our|us|i|my)\b/gi) ?? []).length;
  const specific = /\b[A-Z][a-z]+\b/.test(body.replace(/^(hi|hello|hey|dear)\b/i, '').slice(1));
  const personalization = Math.min(100, you * 15 + (specific ? 30 : 0));
  if (you <= we) warning('self_focused', `It says "we/I" ${we} times and "you" ${you} times: make it about the reader.`, 10);
  if (!specific) warning('generic', 'Nothing specific to the reader: mention their company, role or something they did.', 10);

  const ctas = callsToAction(body);
  if (ctas.length === 0) problem('no_call_to_action', 'There is no clear ask: end with one question, such as a short call.', 20);
  else if (ctas.length > 1) warning('several_calls_to_action', `${ctas.length} asks compete; keep one clear call to action.`, 10);

  const lower = input.toLowerCase();
  const spam = SPAM_PHRASES.filter((phrase) => lower.includes(phrase));
  if (spam.length > 0) problem('spam_phrases', `Spam-filter phrases: ${spam.join(', ')}.`, 10 * spam.length);

  let subjectChars: number | undefined;
  if (type === 'email' || type === 'inmail') {
    subjectChars = subjectLine ? subjectLine[1]!.trim().length : 0;
    if (!subjectLine || subjectChars === 0) warning('no_subject', 'Add a first line "Subject: …" of 20–60 characters.', 5);
    else if (subjectChars > 60) warning('long_subject', `The subject has ${subjectChars} characters; keep it under 60.`, 5);
  }
  if (findings.length === 0) findings.push({ code: 'looks_good', severity: 'info', message: 'Clear, personal, one ask.' });

  return {
    score: Math.max(0, Math.min(100, score)),
    findings,
    metrics: { words, readingGrade: grade, subjectChars, callsToAction: ctas.length, spamPhrases: spam, personalization },
  };
}

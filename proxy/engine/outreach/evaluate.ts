// Scores outreach copy 0–100 with findings a writer can act on: each names the problem and where it
// is, most severe first.
import {
  EMAIL_WORD_TARGET,
  INMAIL_SUBJECT_MAX_CHARS,
  OUTREACH_CHAR_LIMITS,
  type EvaluateOutreachResponse,
  type EvaluationFinding,
  type OutreachType,
} from '../../../lib/api/contract.ts';
import { countWords } from '../analyze/text.ts';
import { QUOTED, excerpt, isAsk, messageParts, spamPhrasesIn, type Sentence } from './rules.ts';

export const WORD_RANGE: Record<OutreachType, [number, number]> = {
  email: [50, EMAIL_WORD_TARGET],
  inmail: [50, 150],
  linkedin_message: [30, 120],
  linkedin_connection: [10, 55],
};
const TYPE_NAMES: Record<OutreachType, string> = {
  email: 'an email',
  inmail: 'an InMail body',
  linkedin_message: 'a LinkedIn message',
  linkedin_connection: 'a connection note',
};
/** Above this reading grade, copy reads slowly. */
export const MAX_READING_GRADE = 10;
/** Capitalised words that say nothing about the reader. */
const NOT_SPECIFIC = new Set(
  'I Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December LinkedIn'.split(
    ' ',
  ),
);
/** Mentions of something the reader did or wrote. */
const REFERENCE = /\byour (?:recent )?(?:post|article|talk|work|comment|podcast|newsletter|book|team at|role)\b/i;

function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length <= 3) return 1;
  const groups = w
    .replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '')
    .replace(/^y/, '')
    .match(/[aeiouy]{1,2}/g);
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

/** Where a sentence is, in words: "sentence 3 ("…")". */
function at(sentence: Sentence): string {
  return `sentence ${sentence.number} (${excerpt(sentence.text)})`;
}

/** Proper nouns inside sentences (not the first word), quotes and references to the reader's work. */
function specificMentions(sentences: readonly Sentence[]): number {
  let mentions = 0;
  for (const { text } of sentences) {
    const words = text.split(/\s+/).slice(1);
    mentions += words.filter(
      (w) => /^["“(]?\p{Lu}[\p{L}'’&-]+/u.test(w) && !NOT_SPECIFIC.has(w.replace(/[^\p{L}]/gu, '')),
    ).length;
    mentions += (text.match(QUOTED) ?? []).filter((q) => countWords(q) >= 3).length;
    if (REFERENCE.test(text)) mentions += 1;
  }
  return mentions;
}

/** The last whole words that still fit under `limit`, so the writer sees where the excess starts. */
function lastWordsWithin(text: string, limit: number): string {
  const within = text.slice(0, limit + 1).replace(/\s+\S*$/, '');
  return within.split(/\s+/).slice(-4).join(' ');
}

/** The checks run from the most severe (LinkedIn would refuse it) to the least, so findings come out in that order. */
export function evaluateOutreach(input: string, type: OutreachType = 'email'): EvaluateOutreachResponse {
  const found: Array<EvaluationFinding & { cost: number }> = [];
  const add = (severity: 'problem' | 'warning', code: string, message: string, cost: number) =>
    found.push({ code, severity, message, cost });

  const subjectLine = /^[ \t]*subject:[ \t]*(.*)$/im.exec(input);
  const subject = subjectLine ? subjectLine[1]!.trim() : undefined;
  const body = input.replace(/^[ \t]*subject:.*$/im, '').trim();
  const parts = messageParts(body);
  const { sentences } = parts;
  const words = countWords(body);

  const charLimit = OUTREACH_CHAR_LIMITS[type];
  if (charLimit !== undefined && body.length > charLimit) {
    add(
      'problem',
      'over_limit',
      `Too long for ${TYPE_NAMES[type]}: ${body.length} characters where ${charLimit} are allowed, ${body.length - charLimit} over; ` +
        `everything after "${lastWordsWithin(body, charLimit)}" does not fit.`,
      30,
    );
  }
  if (type === 'inmail' && subject && subject.length > INMAIL_SUBJECT_MAX_CHARS) {
    add(
      'problem',
      'subject_over_limit',
      `The subject has ${subject.length} characters where an InMail allows ${INMAIL_SUBJECT_MAX_CHARS}.`,
      15,
    );
  }

  const spamWhere: string[] = [];
  if (subject) for (const phrase of spamPhrasesIn(subject)) spamWhere.push(`"${phrase}" in the subject`);
  for (const s of sentences) for (const phrase of spamPhrasesIn(s.text)) spamWhere.push(`"${phrase}" in ${at(s)}`);
  const spam = spamPhrasesIn(input);
  if (spam.length > 0)
    add('problem', 'spam_phrases', `Spam-filter phrases: ${spamWhere.join('; ')}.`, 10 * spam.length);

  const asks = sentences.filter((s) => isAsk(s.text));
  if (asks.length === 0) {
    const last = sentences.at(-1);
    add(
      'problem',
      'no_call_to_action',
      `There is no clear ask${last ? `: the last sentence, ${excerpt(last.text)}, asks for nothing` : ''}. End with one question, such as a short call next week.`,
      20,
    );
  } else if (asks.length > 1) {
    add(
      'problem',
      'several_calls_to_action',
      `${asks.length} asks compete: ${asks.map(at).join(', ')}. Keep one, at the end.`,
      15,
    );
  }

  const mentions = specificMentions(sentences);
  if (mentions === 0) {
    const greetingNote =
      parts.greeting && !/^\W*\w+\W*\p{Lu}/u.test(parts.greeting)
        ? ` and the greeting ${excerpt(parts.greeting)} names no one`
        : '';
    add(
      'problem',
      'no_personalization',
      `No personalization: no sentence mentions the reader's company, role or something they did${greetingNote}. Add one concrete detail from their profile.`,
      15,
    );
  }

  const [minWords, maxWords] = WORD_RANGE[type];
  const target = `${minWords}–${maxWords}`;
  if (words < minWords) add('warning', 'too_short', `At ${words} words it may read as abrupt; aim for ${target}.`, 10);
  else if (words > maxWords)
    add('warning', 'too_long', `At ${words} words it is long for ${TYPE_NAMES[type]}; aim for ${target}.`, 15);

  const grade = readingGrade(sentences.map((s) => s.text).join(' '));
  if (grade > MAX_READING_GRADE) {
    const hardest = [...sentences].sort((a, b) => readingGrade(b.text) - readingGrade(a.text))[0]!;
    add(
      'warning',
      'hard_to_read',
      `Reading grade ${grade} (aim for ${MAX_READING_GRADE} or lower); the hardest is ${at(hardest)}: use shorter sentences and plainer words.`,
      10,
    );
  }

  // The reader's own words, quoted back, are not the writer talking about themselves.
  const own = sentences.map((s) => s.text.replace(QUOTED, '')).join(' ');
  const you = (own.match(/\b(you|your|you're|yours)\b/gi) ?? []).length;
  const we = (own.match(/\b(we|our|us|i|my)\b/gi) ?? []).length;
  const times = (n: number) => (n === 1 ? 'once' : `${n} times`);
  if (you <= we)
    add(
      'warning',
      'self_focused',
      `It says "we/I" ${times(we)} and "you" ${times(you)}: make it about the reader.`,
      10,
    );

  let subjectChars: number | undefined;
  if (type === 'email' || type === 'inmail') {
    subjectChars = subject?.length ?? 0;
    if (!subject) add('warning', 'no_subject', 'Add a first line "Subject: …" of 20–60 characters.', 5);
    else if (subject.length > 60)
      add('warning', 'long_subject', `The subject has ${subject.length} characters; keep it under 60.`, 5);
  }

  let score = 100 - found.reduce((sum, f) => sum + f.cost, 0);
  score = Math.max(0, Math.min(100, Math.round(score)));
  const findings: EvaluationFinding[] = found.map(({ code, severity, message }) => ({ code, severity, message }));
  if (findings.length === 0)
    findings.push({ code: 'looks_good', severity: 'info', message: 'Clear, personal, one ask.' });

  return {
    score,
    findings,
    metrics: {
      words,
      readingGrade: grade,
      subjectChars,
      callsToAction: asks.length,
      spamPhrases: spam,
      personalization: Math.min(100, you * 15 + mentions * 20),
    },
  };
}

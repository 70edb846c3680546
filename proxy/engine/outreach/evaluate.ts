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
import { linkedinLength } from '../../../lib/api/characters.ts';
import type { Language } from '../../../lib/api/language.ts';
import { countWords, countWordsInAnyScript } from '../analyze/text.ts';
import { languageOfText } from '../language/detect.ts';
import { FINDING_WORDS, type FindingWords } from './findings.ts';
import {
  QUOTED,
  excerpt,
  isAsk,
  messageParts,
  sizeRange,
  spamPhrasesIn,
  textSize,
  wholeWordsWithin,
  type Sentence,
} from './rules.ts';

export const WORD_RANGE: Record<OutreachType, [number, number]> = {
  email: [50, EMAIL_WORD_TARGET],
  inmail: [50, 150],
  linkedin_message: [30, 120],
  linkedin_connection: [10, 55],
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
const REFERENCE: Record<Language, RegExp> = {
  en: /\byour (?:recent )?(?:post|article|talk|work|comment|podcast|newsletter|book|team at|role)\b/i,
  de: /(?<![\p{L}])Ihr(?:e[nmrs]?)? (?:aktuelle[nmr]? )?(?:Beitrag|Artikel|Vortrag|Arbeit|Kommentar|Podcast|Newsletter|Buch|Team bei|Rolle|Profil)/u,
  fr: /(?<![\p{L}])(?:votre|vos) (?:dernière |récente )?(?:publication|article|intervention|travail|parcours|commentaire|podcast|newsletter|livre|équipe chez|rôle|profil)/iu,
  es: /(?<![\p{L}])(?:tu|tus) (?:reciente )?(?:publicación|artículo|charla|trabajo|trayectoria|comentario|pódcast|podcast|newsletter|libro|equipo en|puesto|perfil)/iu,
  pt: /(?<![\p{L}])(?:sua|seu|suas|seus) (?:recente )?(?:publicação|artigo|palestra|trabalho|trajetória|comentário|podcast|newsletter|livro|time na|time no|cargo|perfil)/iu,
  ja: /ご投稿|ご活躍|記事|ご登壇|プロフィール|お取り組み/u,
};
/** Words of the reader ("you") and of the writer ("we", "I"), per language, for the self-focus check. */
const YOU_AND_WE: Record<Language, [RegExp, RegExp]> = {
  en: [/\b(you|your|you're|yours)\b/gi, /\b(we|our|us|i|my)\b/gi],
  // Capitalised "Sie", "Ihr…" is the reader; lower-case "sie" is "she" or "they".
  de: [
    /(?<![\p{L}])(?:Sie|Ihnen|Ihr|Ihre[nmrs]?)(?![\p{L}])/gu,
    /(?<![\p{L}])(?:wir|uns|unser(?:e[nmrs]?)?|ich|mein(?:e[nmrs]?)?|mir|mich)(?![\p{L}])/giu,
  ],
  fr: [
    /(?<![\p{L}])(?:vous|votre|vos)(?![\p{L}])/giu,
    /(?<![\p{L}])(?:nous|notre|nos|je|j['’]|mon|ma|mes|moi|me|m['’])(?![\p{L}])/giu,
  ],
  es: [
    /(?<![\p{L}])(?:tú|tu|tus|te|ti|contigo)(?![\p{L}])/giu,
    /(?<![\p{L}])(?:yo|mi|mis|me|nosotros|nosotras|nuestro|nuestra|nuestros|nuestras|soy)(?![\p{L}])/giu,
  ],
  pt: [
    /(?<![\p{L}])(?:você|vocês|seu|sua|seus|suas|te|lhe)(?![\p{L}])/giu,
    /(?<![\p{L}])(?:eu|meu|minha|meus|minhas|nós|nosso|nossa|nossos|nossas|me|sou)(?![\p{L}])/giu,
  ],
  ja: [/貴社|御社|様|あなた|ご活躍|ご投稿/gu, /弊社|当社|私|わたし|我々|わたくし|申します/gu],
};

function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length <= 3) return 1;
  const groups = w
    .replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '')
    .replace(/^y/, '')
    .match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

/**
 * How hard a text reads, on the scale of school grades. English: Flesch–Kincaid. German, French,
 * Spanish and Portuguese: LIX (words per sentence plus the share of words over six letters, a
 * measure made for many European languages) divided by 5.5, so LIX 55, "hard", is grade 10.
 * Japanese: characters per sentence divided by 6, so a 60-character sentence is grade 10.
 */
export function readingGrade(text: string, language: Language = 'en'): number {
  if (language === 'ja') {
    const sentences = text.split(/[。！？!?]+/).filter((s) => s.trim());
    if (sentences.length === 0) return 0;
    return round(textSize(text, 'ja') / sentences.length / 6);
  }
  if (language !== 'en') {
    const words = text.match(/[\p{L}\p{N}'’-]+/gu) ?? [];
    if (words.length === 0) return 0;
    const sentenceCount = Math.max(1, (text.match(/[.!?]+/g) ?? []).length);
    const long = words.filter((w) => w.length > 6).length;
    return round((words.length / sentenceCount + (100 * long) / words.length) / 5.5);
  }
  const words = text.match(/[A-Za-z'’]+/g) ?? [];
  const sentenceCount = Math.max(1, (text.match(/[.!?]+/g) ?? []).length);
  if (words.length === 0) return 0;
  const syllableCount = words.reduce((sum, w) => sum + syllables(w), 0);
  const grade = 0.39 * (words.length / sentenceCount) + 11.8 * (syllableCount / words.length) - 15.59;
  return round(grade);
}

function round(grade: number): number {
  return Math.round(Math.max(0, grade) * 10) / 10;
}

/**
 * Proper nouns inside sentences (not the first word), quotes and references to the reader's work.
 * German capitalises every noun and Japanese has no capitals, so there only quotes and references count.
 */
function specificMentions(sentences: readonly Sentence[], language: Language): number {
  let mentions = 0;
  for (const { text } of sentences) {
    if (language !== 'de' && language !== 'ja') {
      const words = text.split(/\s+/).slice(1);
      mentions += words.filter(
        (w) => /^["“(«¿]?\p{Lu}[\p{L}'’&-]+/u.test(w) && !NOT_SPECIFIC.has(w.replace(/[^\p{L}]/gu, '')),
      ).length;
    }
    mentions += (text.match(QUOTED) ?? []).filter((q) =>
      language === 'ja' ? textSize(q, 'ja') >= 6 : countWords(q) >= 3,
    ).length;
    if (REFERENCE[language].test(text)) mentions += 1;
  }
  return mentions;
}

/** The last whole words that still fit under `limit`, so the writer sees where the excess starts. */
function lastWordsWithin(text: string, limit: number, language: Language): string {
  if (language === 'ja') return wholeWordsWithin(text, limit).slice(-12);
  const within = text.slice(0, limit + 1).replace(/\s+\S*$/, '');
  return within.split(/\s+/).slice(-4).join(' ');
}

/** The draft's language: the one chosen, else the one it is written in, else English. */
export function draftLanguage(body: string, chosen?: Language): Language {
  return chosen ?? languageOfText(body) ?? 'en';
}

/** The checks run from the most severe (LinkedIn would refuse it) to the least, so findings come out in that order. */
export function evaluateOutreach(
  input: string,
  type: OutreachType = 'email',
  language?: Language,
): EvaluateOutreachResponse {
  const found: Array<EvaluationFinding & { cost: number }> = [];
  const add = (severity: 'problem' | 'warning', code: string, message: string, cost: number) =>
    found.push({ code, severity, message, cost });

  const subjectLine = SUBJECT_LINE.exec(input);
  const subject = subjectLine ? subjectLine[1]!.trim() : undefined;
  const body = input.replace(SUBJECT_LINE, '').trim();
  const lang = draftLanguage(body, language);
  const say: FindingWords = FINDING_WORDS[lang];
  const at = (sentence: Sentence) => say.sentence(sentence.number, excerpt(sentence.text));
  const parts = messageParts(body);
  const { sentences } = parts;
  const words = countWordsInAnyScript(body);
  const size = textSize(body, lang);
  const bodyChars = linkedinLength(body);

  const charLimit = OUTREACH_CHAR_LIMITS[type];
  if (charLimit !== undefined && bodyChars > charLimit) {
    add(
      'problem',
      'over_limit',
      say.overLimit(say.types[type], bodyChars, charLimit, lastWordsWithin(body, charLimit, lang)),
      30,
    );
  }
  const subjectChars = subject === undefined ? 0 : linkedinLength(subject);
  if (type === 'inmail' && subject && subjectChars > INMAIL_SUBJECT_MAX_CHARS) {
    add('problem', 'subject_over_limit', say.subjectOverLimit(subjectChars, INMAIL_SUBJECT_MAX_CHARS), 15);
  }

  const spamWhere: string[] = [];
  if (subject) for (const phrase of spamPhrasesIn(subject, lang)) spamWhere.push(say.spamInSubject(phrase));
  for (const s of sentences)
    for (const phrase of spamPhrasesIn(s.text, lang)) spamWhere.push(say.spamIn(phrase, at(s)));
  const spam = spamPhrasesIn(input, lang);
  if (spam.length > 0) add('problem', 'spam_phrases', say.spam(spamWhere.join('; ')), 10 * spam.length);

  const asks = sentences.filter((s) => isAsk(s.text));
  if (asks.length === 0) {
    const last = sentences.at(-1);
    add('problem', 'no_call_to_action', say.noAsk(last && excerpt(last.text)), 20);
  } else if (asks.length > 1) {
    add('problem', 'several_calls_to_action', say.severalAsks(asks.length, asks.map(at).join(say.and)), 15);
  }

  const mentions = specificMentions(sentences, lang);
  if (mentions === 0) {
    // A greeting names someone when a capitalised word follows its first word, or, in Japanese, an honorific.
    const named =
      parts.greeting &&
      (lang === 'ja' ? !/^ご担当者様/.test(parts.greeting) : /^\W*\w+\W*\p{Lu}/u.test(parts.greeting));
    add(
      'problem',
      'no_personalization',
      say.noPersonalization(parts.greeting && !named ? excerpt(parts.greeting) : undefined),
      15,
    );
  }

  const [minSize, maxSize] = sizeRange(WORD_RANGE[type], lang);
  const target = `${minSize}–${maxSize}`;
  if (size < minSize) add('warning', 'too_short', say.tooShort(size, target), 10);
  else if (size > maxSize) add('warning', 'too_long', say.tooLong(size, say.types[type], target), 15);

  const grade = readingGrade(sentences.map((s) => s.text).join(' '), lang);
  if (grade > MAX_READING_GRADE) {
    const hardest = [...sentences].sort((a, b) => readingGrade(b.text, lang) - readingGrade(a.text, lang))[0]!;
    add('warning', 'hard_to_read', say.hardToRead(grade, MAX_READING_GRADE, at(hardest)), 10);
  }

  // The reader's own words, quoted back, are not the writer talking about themselves.
  const own = sentences.map((s) => s.text.replace(QUOTED, '')).join(' ');
  const [youWords, weWords] = YOU_AND_WE[lang];
  const you = (own.match(youWords) ?? []).length;
  const we = (own.match(weWords) ?? []).length;
  if (you <= we) add('warning', 'self_focused', say.selfFocused(say.times(we), say.times(you)), 10);

  let subjectMetric: number | undefined;
  if (type === 'email' || type === 'inmail') {
    subjectMetric = subjectChars;
    if (!subject) add('warning', 'no_subject', say.noSubject, 5);
    else if (subjectChars > 60) add('warning', 'long_subject', say.longSubject(subjectChars), 5);
  }

  let score = 100 - found.reduce((sum, f) => sum + f.cost, 0);
  score = Math.max(0, Math.min(100, Math.round(score)));
  const findings: EvaluationFinding[] = found.map(({ code, severity, message }) => ({ code, severity, message }));
  if (findings.length === 0) findings.push({ code: 'looks_good', severity: 'info', message: say.looksGood });

  return {
    score,
    findings,
    metrics: {
      words,
      readingGrade: grade,
      subjectChars: subjectMetric,
      callsToAction: asks.length,
      spamPhrases: spam,
      personalization: Math.min(100, you * 15 + mentions * 20),
    },
  };
}

/** "Subject: …" as the first line, or its name in the draft's language ("Betreff:", "件名："). */
const SUBJECT_LINE = /^[ \t]*(?:subject|betreff|objet|asunto|assunto|件名)[ \t]*[:：][ \t]*(.*)$/im;

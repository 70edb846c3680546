// What generate, evaluate and shorten agree on: how copy splits into sentences, what counts as an
// ask, a spam phrase, a greeting or a sign-off. Generate avoids what Evaluate flags by using these.

import { linkedinLength } from '../../../lib/api/characters.ts';
import type { Language } from '../../../lib/api/language.ts';
import { NO_SPACE_SCRIPT, countWords, japaneseWords } from '../analyze/text.ts';

/** Spam-filter and hype phrases per language, lower case: the words mail filters and readers distrust. */
export const SPAM_PHRASES: Record<Language, readonly string[]> = {
  en: [
    'act now',
    'guaranteed',
    'guarantee',
    'risk-free',
    'risk free',
    '100% free',
    'limited time',
    'click here',
    'buy now',
    'no obligation',
    'winner',
    'urgent',
    'once in a lifetime',
    'double your',
    'no strings attached',
  ],
  de: [
    'garantiert',
    'garantie',
    '100% kostenlos',
    'risikofrei',
    'ohne risiko',
    'nur heute',
    'zeitlich begrenzt',
    'jetzt kaufen',
    'hier klicken',
    'jetzt zugreifen',
    'unverbindlich',
    'dringend',
    'gewinner',
    'einmalige chance',
    'verdoppeln sie',
  ],
  fr: [
    'garanti',
    'garantie',
    '100% gratuit',
    'sans risque',
    'offre limitée',
    'durée limitée',
    'cliquez ici',
    'achetez maintenant',
    'sans engagement',
    'urgent',
    'gagnant',
    'offre exceptionnelle',
    'doublez votre',
    'doublez vos',
  ],
  es: [
    'garantizado',
    'garantía',
    '100% gratis',
    'sin riesgo',
    'tiempo limitado',
    'oferta limitada',
    'haz clic aquí',
    'compra ahora',
    'sin compromiso',
    'urgente',
    'ganador',
    'oportunidad única',
    'duplica tus',
    'duplica tu',
  ],
  pt: [
    'garantido',
    'garantia',
    '100% grátis',
    'sem risco',
    'tempo limitado',
    'oferta limitada',
    'clique aqui',
    'compre agora',
    'sem compromisso',
    'urgente',
    'ganhador',
    'oportunidade única',
    'dobre seu',
    'dobre sua',
  ],
  ja: [
    '完全無料',
    '今すぐ',
    '期間限定',
    '限定',
    '絶対',
    '必ず儲かる',
    '保証',
    'ここをクリック',
    '今だけ',
    '緊急',
    '至急',
    '一生に一度',
    '倍増',
  ],
};
const spamPattern = (phrases: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}_-])(${phrases.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}_-])`, 'giu');
// English keeps its ASCII word boundaries; Japanese words stand between other characters.
const SPAM: Record<Language, RegExp> = {
  en: new RegExp(`(?<![\\w-])(${SPAM_PHRASES.en.map(escapeRegExp).join('|')})(?![\\w-])`, 'gi'),
  de: spamPattern(SPAM_PHRASES.de),
  fr: spamPattern(SPAM_PHRASES.fr),
  es: spamPattern(SPAM_PHRASES.es),
  pt: spamPattern(SPAM_PHRASES.pt),
  ja: new RegExp(`(${SPAM_PHRASES.ja.map(escapeRegExp).join('|')})`, 'g'),
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The spam phrases in `text` (English's and those of `language`), lower case, each once, in order. */
export function spamPhrasesIn(text: string, language: Language = 'en'): string[] {
  const found = [...text.matchAll(SPAM.en)];
  if (language !== 'en') found.push(...text.matchAll(SPAM[language]));
  found.sort((a, b) => a.index - b.index);
  return [...new Set(found.map((m) => m[1]!.toLowerCase()))];
}

/** "Hi Dana," at the start of a line (the name part short, so a sentence is not taken for one). */
const ENGLISH_GREETING = /^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening))\b[^,!.?\n]{0,40}[,!](?=\s|$)/i;
/** "Hallo Anna,", "Olá, Ana!", "Estimada Lucía,": the other languages' greetings, a comma allowed after the word. */
const OTHER_GREETING =
  /^(?:hallo|guten (?:tag|morgen|abend)|sehr geehrte[rs]?|liebe[rs]?|moin|servus|bonjour|bonsoir|salut|cher|chère|hola|buen(?:os días|as tardes|as noches|as)|estimad[oa]s?|querid[oa]s?|olá|oi|bom dia|boa (?:tarde|noite)|prezad[oa]s?)(?![\p{L}])(?:,?[ \t]+[^,!.?¡¿\n]{1,40})?[,!](?=\s|$)/iu;
/** "山田様" or "株式会社ミライ 山田様、": a Japanese greeting is the reader's name with an honorific, on its own. */
const JAPANESE_GREETING = /^[^。！？\n]{1,30}?(?:様|さん)[、,]?(?=\s|$)/u;
/** The greeting at the start of a line, in any of Sidecue's languages. */
export const GREETING = {
  exec(line: string): RegExpExecArray | null {
    return ENGLISH_GREETING.exec(line) ?? OTHER_GREETING.exec(line) ?? JAPANESE_GREETING.exec(line);
  },
};
/** A sign-off line ("Best,", "Thanks, Alex"): it and the lines after it are not the message. */
const SIGN_OFF =
  /^(?:best|thanks|thank you|cheers|regards|kind regards|best regards|warm regards|warmly|all the best|sincerely)\b[^.?!]*$/i;
const OTHER_SIGN_OFF =
  /^(?:(?:viele|beste|freundliche|herzliche|liebe|schöne) grüße|mit (?:freundlichen|besten) grüßen|vielen dank|danke|(?:bien )?cordialement|bien à vous|(?:belle|bonne) journée|à bientôt|merci|un saludo|saludos(?: cordiales)?|atentamente|un abrazo|(?:muchas )?gracias|(?:um )?abraço|abs|atenciosamente|obrigad[oa]|até mais)(?![\p{L}])[^.?!]*$/iu;
const JAPANESE_SIGN_OFF =
  /^(?:何卒)?よろしくお願い(?:いた|致)?します。?$|^(?:何卒)?よろしくお願い申し上げます。?$|^敬具$/u;

function isSignOff(line: string): boolean {
  return SIGN_OFF.test(line) || OTHER_SIGN_OFF.test(line) || JAPANESE_SIGN_OFF.test(line);
}

/**
 * Splits a line into sentences at ., ! or ? followed by a space, so "3.5" and links stay whole; and
 * after Japanese 。！？ (and any closing bracket), which no space follows.
 */
export function splitSentences(line: string): string[] {
  return line
    .split(/(?<=[.!?]["'”’)]*)\s+|(?<=[。！？][」』）"”’)]*)(?![」』）"”’)])\s*/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

export interface Sentence {
  text: string;
  /** 1-based position among the message's sentences (greeting and sign-off excluded). */
  number: number;
}

export interface MessageParts {
  greeting?: string;
  sentences: Sentence[];
  signOff?: string;
}

/** The greeting, the sentences in between, and the sign-off of a message body. */
export function messageParts(body: string): MessageParts {
  const lines = body.split(/\r?\n/).map((l) => l.trim());
  const parts: MessageParts = { sentences: [] };
  const signOffAt = lines.findIndex((line, i) => i > 0 && isSignOff(line));
  const content = signOffAt >= 0 ? lines.slice(0, signOffAt) : lines;
  if (signOffAt >= 0) parts.signOff = lines.slice(signOffAt).filter(Boolean).join('\n');
  let first = true;
  for (let line of content) {
    if (!line) continue;
    if (first) {
      const greeting = GREETING.exec(line);
      if (greeting) {
        parts.greeting = greeting[0];
        line = line.slice(greeting[0].length).trim();
      }
      first = false;
    }
    for (const text of splitSentences(line)) parts.sentences.push({ text, number: parts.sentences.length + 1 });
  }
  return parts;
}

const ASK_WORDS =
  /\b(call|chat|talk|meet|meeting|time|open to|interested|worth|connect|connecting|demo|coffee|minutes?|next week|this week|free)\b/i;
const ASK_IMPERATIVE =
  /^(?:please\s+)?(?:book|reply|schedule|grab|pick a time|send me|drop me)\b|\blet me know\b|\bfeel free to\b|https?:\/\//i;
/** German, French, Spanish and Portuguese words of an ask: a call, a meeting, time, interest, connecting. */
const OTHER_ASK_WORDS =
  /(?<![\p{L}])(?:(?:gespräch|telefonat|termin|austausch|kennenlern|vernetz|interess|échang|intéress|disponib|connect|conect|convers|charl|habl|interes|reuni|llamad|ligaç)\p{L}*|zeit|minuten|nächste[nr]? woche|kaffee|appel|rendez-vous|temps|minutes|semaine prochaine|café|discuter|en contact|tiempo|minutos|próxima semana|bate-papo|semana que vem)(?![\p{L}])/iu;
const OTHER_ASK_IMPERATIVE =
  /(?<![\p{L}])(?:lassen sie mich wissen|melden sie sich|faites-moi savoir|n['’]hésitez pas|avísame|escríbeme|no dudes en|me avise|me chame|fique à vontade)(?![\p{L}])/iu;
/** Japanese asks: time, a talk, a meeting, connecting, interest; and requests to reply. */
const JAPANESE_ASK_WORDS =
  /お時間|時間|お話|ご都合|面談|打ち合わせ|オンライン|分ほど|来週|今週|つなが|繋が|ご興味|意見交換|情報交換/u;
const JAPANESE_ASK_IMPERATIVE = /ご(?:連絡|返信|返答)(?:いただけますと幸いです|ください)|お知らせください/u;
/** A question: "?", Japanese "？", or a Japanese sentence ending in the question particle か. */
export const QUESTION_END = /(?:[?？]|か。?)["'”’)」』）]*$/u;

/** An ask: a question about time, interest or connecting; an imperative to book or reply; or a link. */
export function isAsk(sentence: string): boolean {
  const s = sentence.trim();
  if ((/\?["'”’)]*$/.test(s) && ASK_WORDS.test(s)) || ASK_IMPERATIVE.test(s)) return true;
  return (
    (QUESTION_END.test(s) && (OTHER_ASK_WORDS.test(s) || JAPANESE_ASK_WORDS.test(s))) ||
    OTHER_ASK_IMPERATIVE.test(s) ||
    JAPANESE_ASK_IMPERATIVE.test(s)
  );
}

/**
 * The longest start of `text` within `max` (as LinkedIn counts) that ends at a word's end: words
 * between spaces, or for Japanese ICU's word boundaries, preferring a 、 or 。 in the second half.
 * Empty when not even the first word fits.
 */
export function wholeWordsWithin(text: string, max: number): string {
  if (!NO_SPACE_SCRIPT.test(text)) {
    let out = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = out ? `${out} ${word}` : word;
      if (linkedinLength(next) > max) break;
      out = next;
    }
    return out;
  }
  let out = '';
  let atPause = '';
  for (const { segment } of japaneseWords.segment(text)) {
    const next = out + segment;
    if (linkedinLength(next.trimEnd()) > max) break;
    out = next;
    if (/[、。，！？]$/.test(segment)) atPause = out;
  }
  const pause = atPause.trimEnd();
  return pause.length * 2 >= out.trimEnd().length ? pause : out.trimEnd();
}

/** "« … »"-style excerpt of a sentence for a finding: whole words, at most `max` characters. */
export function excerpt(text: string, max = 60): string {
  if (NO_SPACE_SCRIPT.test(text)) return text.length <= max ? `「${text}」` : `「${wholeWordsWithin(text, max - 1)}…」`;
  if (text.length <= max) return `"${text}"`;
  let out = '';
  for (const word of text.split(/\s+/)) {
    if (`${out} ${word}`.trim().length > max - 1) break;
    out = `${out} ${word}`.trim();
  }
  return `"${out || text.slice(0, max - 1)}…"`;
}

/** Text inside quotation marks: the reader's own words, quoted back to them. */
export const QUOTED = /"[^"\n]*"|“[^”\n]*”|„[^“\n]*“|«[^»\n]*»|「[^」\n]*」/g;

/** Japanese characters per English word, about: word ranges become character ranges for Japanese. */
export const JAPANESE_CHARS_PER_WORD = 3;

/** A text's length for word targets: words, or for Japanese (no spaces between words) its letters and digits. */
export function textSize(text: string, language: Language): number {
  return language === 'ja' ? (text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) : countWords(text);
}

/** A word range in the unit `textSize` measures `language` in. */
export function sizeRange([min, max]: readonly [number, number], language: Language): [number, number] {
  return language === 'ja' ? [min * JAPANESE_CHARS_PER_WORD, max * JAPANESE_CHARS_PER_WORD] : [min, max];
}

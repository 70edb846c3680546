// What generate, evaluate and shorten agree on: how copy splits into sentences, what counts as an
// ask, a spam phrase, a greeting or a sign-off. Generate avoids what Evaluate flags by using these.

export const SPAM_PHRASES = [
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
];
const SPAM = new RegExp(`(?<![\\w-])(${SPAM_PHRASES.map(escapeRegExp).join('|')})(?![\\w-])`, 'gi');

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The spam phrases in `text`, lower case, each once, in the order they first appear. */
export function spamPhrasesIn(text: string): string[] {
  return [...new Set([...text.matchAll(SPAM)].map((m) => m[1]!.toLowerCase()))];
}

/** "Hi Dana," at the start of a line (the name part short, so a sentence is not taken for one). */
export const GREETING = /^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening))\b[^,!.?\n]{0,40}[,!](?=\s|$)/i;
/** A sign-off line ("Best,", "Thanks, Alex"): it and the lines after it are not the message. */
const SIGN_OFF =
  /^(?:best|thanks|thank you|cheers|regards|kind regards|best regards|warm regards|warmly|all the best|sincerely)\b[^.?!]*$/i;

/** Splits a line into sentences at ., ! or ? followed by a space, so "3.5" and links stay whole. */
export function splitSentences(line: string): string[] {
  return line
    .split(/(?<=[.!?]["'”’)]*)\s+/)
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
  const signOffAt = lines.findIndex((line, i) => i > 0 && SIGN_OFF.test(line));
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

/** An ask: a question about time, interest or connecting; an imperative to book or reply; or a link. */
export function isAsk(sentence: string): boolean {
  const s = sentence.trim();
  return (/\?["'”’)]*$/.test(s) && ASK_WORDS.test(s)) || ASK_IMPERATIVE.test(s);
}

/** "« … »"-style excerpt of a sentence for a finding: whole words, at most `max` characters. */
export function excerpt(text: string, max = 60): string {
  if (text.length <= max) return `"${text}"`;
  let out = '';
  for (const word of text.split(/\s+/)) {
    if (`${out} ${word}`.trim().length > max - 1) break;
    out = `${out} ${word}`.trim();
  }
  return `"${out || text.slice(0, max - 1)}…"`;
}

/** Text inside quotation marks: the reader's own words, quoted back to them. */
export const QUOTED = /"[^"\n]*"|“[^”\n]*”/g;

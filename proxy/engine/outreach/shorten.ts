// Shortens copy to a character limit (as LinkedIn counts): never over it, never cut inside a word; the greeting and the
// call to action are kept while they fit. Filler words go first, then the sign-off and anything after
// the ask, then sentences from the middle outwards; line breaks are kept while they fit.
import { linkedinLength } from '../../../lib/api/characters.ts';
import { GREETING, QUESTION_END, isAsk, messageParts, splitSentences, wholeWordsWithin } from './rules.ts';

/** Filler that can go without changing the meaning (not after "not": "not very" ≠ "not"). */
const FILLER = /(?<!\bnot)[ \t]+(?:just|really|very|actually|basically|honestly|truly)(?=[ \t])/gi;
const OTHER_FILLER =
  /(?<!(?:^|[^\p{L}])(?:nicht|pas|no|não))[ \t]+(?:wirklich|eigentlich|vraiment|simplement|franchement|realmente|simplemente|verdaderamente|simplesmente)(?=[ \t])/giu;

type Role = 'greeting' | 'ask' | 'plain' | 'tail';

interface Piece {
  text: string;
  /** Index of the paragraph line the piece is on, so the layout survives. */
  line: number;
  role: Role;
}

interface Layout {
  pieces: Piece[];
  /** The separator before each line ("\n" or "\n\n"). */
  separators: string[];
}

function layout(text: string): Layout {
  const pieces: Piece[] = [];
  const separators: string[] = [];
  const signOff = messageParts(text).signOff;
  const signOffStart = signOff ? text.lastIndexOf(signOff) : -1;
  let blank = false;
  let offset = 0;
  for (const raw of text.split('\n')) {
    const at = offset;
    offset += raw.length + 1;
    let line = raw.trim();
    if (!line) {
      blank = true;
      continue;
    }
    const index = separators.length;
    separators.push(index === 0 ? '' : blank ? '\n\n' : '\n');
    blank = false;
    if (signOffStart >= 0 && at >= signOffStart) {
      pieces.push({ text: line, line: index, role: 'tail' });
      continue;
    }
    if (pieces.length === 0) {
      const greeting = GREETING.exec(line);
      if (greeting) {
        pieces.push({ text: greeting[0], line: index, role: 'greeting' });
        line = line.slice(greeting[0].length).trim();
      }
    }
    for (const sentence of splitSentences(line)) pieces.push({ text: sentence, line: index, role: 'plain' });
  }
  // The ask: the last sentence that asks for something, or else the last question.
  const plainAt = (test: (p: Piece) => boolean) => pieces.map((p) => p.role === 'plain' && test(p)).lastIndexOf(true);
  let ask = plainAt((p) => isAsk(p.text));
  if (ask < 0) ask = plainAt((p) => QUESTION_END.test(p.text));
  if (ask >= 0) {
    pieces[ask]!.role = 'ask';
    for (const p of pieces.slice(ask + 1)) p.role = 'tail';
  }
  return { pieces, separators };
}

/** The pieces with their line breaks. */
function render({ separators }: Layout, pieces: readonly Piece[]): string {
  let out = '';
  let lastLine = -1;
  for (const piece of pieces) {
    if (piece.line !== lastLine) {
      if (out) out += lastLine >= 0 && separators[piece.line] === '\n\n' ? '\n\n' : '\n';
      lastLine = piece.line;
    } else out += gap(out);
    out += piece.text;
  }
  return out;
}

/** A space between sentences, except after Japanese punctuation, which runs sentences on. */
function gap(before: string): string {
  return /[。！？」』）]$/.test(before) ? '' : ' ';
}

/** The pieces on one line, when the line breaks cost too much. */
function flat(pieces: readonly Piece[]): string {
  return pieces.reduce((out, p) => (out ? out + gap(out) + p.text : p.text), '');
}

/** Each line trimmed, runs of spaces and of blank lines collapsed. */
function normalise(input: string): string {
  return input
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function shortenText(input: string, limit: number): string {
  const whole = normalise(input);
  if (linkedinLength(whole) <= limit) return whole;
  const shape = layout(whole);
  const pieces = shape.pieces.map((p) =>
    p.role === 'plain' ? { ...p, text: p.text.replace(FILLER, '').replace(OTHER_FILLER, '') } : p,
  );
  const fits = (kept: readonly Piece[]) => {
    if (kept.length === 0) return undefined;
    const text = render(shape, kept);
    if (linkedinLength(text) <= limit) return text;
    const oneLine = flat(kept);
    return linkedinLength(oneLine) <= limit ? oneLine : undefined;
  };
  const kept = [...pieces];
  let text = fits(kept);
  // Drop the sign-off and what follows the ask, then ordinary sentences from the middle outwards.
  const dropOrder = (): number => {
    const tail = kept.map((p) => p.role === 'tail').lastIndexOf(true);
    if (tail >= 0) return tail;
    const plain = kept.map((p, i) => (p.role === 'plain' ? i : -1)).filter((i) => i >= 0);
    return plain.length > 0 ? plain[Math.floor(plain.length / 2)]! : -1;
  };
  while (text === undefined) {
    const drop = dropOrder();
    if (drop < 0 || kept.length === 1) break;
    kept.splice(drop, 1);
    text = fits(kept);
  }
  if (text !== undefined) return text;
  // Greeting and ask together do not fit: the ask matters more; when not even it fits, the opening words.
  return fits(kept.filter((p) => p.role === 'ask')) ?? wholeWordsWithin(flat(pieces), limit);
}

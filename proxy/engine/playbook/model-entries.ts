// The playbook with a model: the entries most like the recent dialogue go into the prompt, within a
// character budget, and the entries the model names are kept only when they are real entries quoted
// from real lines; the matcher's own matches always stay.
import type { TranscriptMessage } from '../../../lib/api/contract.ts';
import type { PlaybookFile, PlaybookMatch } from '../../../lib/api/playbook.ts';
import { dialogue } from '../analyze/text.ts';
import { battlecardText } from './match.ts';
import { closest, termVector } from './similarity.ts';

/** About 1,000 tokens of playbook per prompt, and the lines of dialogue they are chosen by. */
export const PROMPT_ENTRY_CHARS = 4_000;
const RECENT_LINES = 12;

type Card = Omit<PlaybookMatch, 'speakerName' | 'quote'>;

interface Described {
  card: Card;
  examples: readonly string[];
}

function described(file: PlaybookFile): Described[] {
  return [
    ...file.objections.map((o) => ({
      card: {
        id: o.id,
        type: 'objection' as const,
        title: o.title,
        answer: o.answer,
        ...(o.source ? { source: o.source } : {}),
      },
      examples: o.examples,
    })),
    ...file.competitors.map((c) => ({
      card: {
        id: c.id,
        type: 'competitor' as const,
        title: c.name,
        answer: battlecardText(c.differentiators, c.landmines),
        ...(c.source ? { source: c.source } : {}),
      },
      examples: [c.name, ...c.aliases],
    })),
    ...file.procedures.map((p) => ({
      card: {
        id: p.id,
        type: 'procedure' as const,
        title: p.title,
        answer: p.reply,
        ...(p.source ? { source: p.source } : {}),
      },
      examples: p.examples,
    })),
  ];
}

/**
 * The entries most like the recent dialogue, most alike first, one line each ("id (type): title;
 * said like: example | example"), as many as fit in `maxChars`.
 */
export function promptEntries(
  file: PlaybookFile,
  transcript: readonly TranscriptMessage[],
  maxChars = PROMPT_ENTRY_CHARS,
): string[] {
  const recent = termVector(
    dialogue(transcript)
      .slice(-RECENT_LINES)
      .map((m) => m.content)
      .join(' '),
  );
  const ranked = described(file)
    .map((entry) => ({ entry, likeness: closest(recent, [entry.card.title, ...entry.examples].map(termVector)) }))
    .sort((a, b) => b.likeness - a.likeness);
  const lines: string[] = [];
  let used = 0;
  for (const { entry } of ranked) {
    const examples = entry.examples.slice(0, 3).join(' | ');
    const line = `${entry.card.id} (${entry.card.type}): ${entry.card.title}${examples ? `; said like: ${examples}` : ''}`;
    if (used + line.length + 1 > maxChars) continue;
    lines.push(line);
    used += line.length + 1;
  }
  return lines;
}

/** What the model says it used: an entry id and the line that raised it. */
export interface ModelPick {
  id: string;
  quote: string;
}

/**
 * The matcher's matches with the model's picks added: a pick counts only when its id is an entry
 * of the playbook and its quote is (part of) a line of the dialogue, from another participant for
 * an objection or procedure; each entry once, in the order of the lines that raised them.
 */
export function mergeModelPicks(
  file: PlaybookFile,
  transcript: readonly TranscriptMessage[],
  currentUser: string,
  matched: readonly PlaybookMatch[],
  picks: readonly ModelPick[],
): PlaybookMatch[] {
  const cards = new Map(described(file).map((entry) => [entry.card.id, entry.card]));
  const lines = dialogue(transcript);
  const lineOf = (quote: string) => lines.findIndex((m) => m.content === quote);
  const merged = [...matched];
  const seen = new Set(matched.map((m) => m.id));
  for (const pick of picks) {
    const card = cards.get(pick.id);
    const wanted = pick.quote.trim();
    if (!card || seen.has(pick.id) || wanted.length === 0) continue;
    const line = lines.find(
      (m) => m.content.includes(wanted) && (card.type === 'competitor' || m.speakerName !== currentUser),
    );
    if (!line) continue;
    seen.add(pick.id);
    merged.push({ ...card, speakerName: line.speakerName, quote: line.content });
  }
  // Stable: entries raised by the same line keep the matcher's order, then the model's.
  return merged
    .map((match, index) => ({ match, index, line: lineOf(match.quote) }))
    .sort((a, b) => a.line - b.line || a.index - b.index)
    .map(({ match }) => match);
}

// What the panel shows of the guidance: once, what holds for the whole call (from the latest
// answer); as cards, each moment once: an advice card with only what no earlier card said, and one
// card per matched playbook entry. Pure, so the rules are tested without rendering.
import type { Guidance } from '../api/contract';
import type { PlaybookMatch } from '../api/playbook';
import { type MessageKey, t } from '../i18n/messages';
import type { GuidanceEntry } from '../session/types';

/** A finding this card is the first to show. Objections are written out: what was said, and a reply. */
export interface NewFinding {
  key: string;
  words: string;
  quote?: string;
  suggestedReply?: string;
}

export interface AdviceCard {
  type: 'advice';
  /** The guidance entry's id: what "Not useful" keeps. */
  key: string;
  entry: GuidanceEntry;
  /** The elaboration's lines that no earlier card said, nor a finding below writes out. */
  lines: string[];
  /** How many lines were left out because an earlier card already said them. */
  stillApplies: number;
  /** Findings no earlier card showed. */
  news: NewFinding[];
}

export interface PlaybookCard {
  type: 'playbook';
  /** `playbook:<entry id>`: an entry has one card a conversation. */
  key: string;
  /** The answer that first matched the entry. */
  entry: GuidanceEntry;
  match: PlaybookMatch;
}

export type FeedCard = AdviceCard | PlaybookCard;

export interface CardsView {
  /** Newest first; an answer's playbook cards above its advice card. */
  cards: FeedCard[];
  /** Answers that said nothing new: marked as repeats (isSame === true), or repeating earlier cards. */
  hidden: number;
  /** Cards the user marked "Not useful", left out of `cards`. */
  dismissed: number;
}

export interface SummaryRow {
  term: string;
  /** One value, or several shown as a list. */
  values: string[];
}

export interface CallSummary {
  /** When the answer the summary comes from arrived. */
  at: number;
  rows: SummaryRow[];
}

type ObjectionKind = NonNullable<Guidance['objections']>[number]['kind'];
type Mood = NonNullable<Guidance['sentiment']>['trend'];

const kindKeys: Record<ObjectionKind, MessageKey> = {
  price: 'panelObjectionPrice',
  timing: 'panelObjectionTiming',
  competitor: 'panelObjectionCompetitor',
  authority: 'panelObjectionAuthority',
  need: 'panelObjectionNeed',
};
/** An objection kind in words ("Price"). */
export const kindWords = (kind: ObjectionKind) => t(kindKeys[kind]);

const moodKeys: Record<Mood, MessageKey> = {
  positive: 'panelMoodPositive',
  neutral: 'panelMoodNeutral',
  negative: 'panelMoodNegative',
};

export const playbookCardKey = (entryId: string) => `playbook:${entryId}`;

const objectionKey = (o: NonNullable<Guidance['objections']>[number]) =>
  `objection\u0000${o.kind}\u0000${o.speakerName}`;

/**
 * A guidance's findings by identity: an objection is its kind and who raised it, an open
 * question who asked it (a revised caption changes the quote, not the finding). Talk share, mood
 * and next step describe the whole call and are summed up once instead.
 */
export function findingsOf(guidance: Guidance): Map<string, NewFinding> {
  const findings = new Map<string, NewFinding>();
  // Latest last: a finding raised more than once is written out with its latest wording.
  for (const o of guidance.objections ?? []) {
    const key = objectionKey(o);
    findings.set(key, {
      key,
      words: t('panelFindingObjection', kindWords(o.kind), o.speakerName),
      quote: o.quote,
      suggestedReply: o.suggestedReply,
    });
  }
  for (const q of guidance.unansweredQuestions ?? []) {
    const key = `question\u0000${q.speakerName}`;
    findings.set(key, { key, words: t('panelFindingQuestion', q.speakerName) });
  }
  return findings;
}

// ---------------------------------------------------------------- lines

/** A line's identity: its words outside quotes (figures as #), and the words of each quote. */
interface LineShape {
  frame: string;
  quotes: string[][];
}

const QUOTED = /"([^"\n]*)"|\u201c([^\u201d\n]*)\u201d/g;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

export function lineShape(line: string): LineShape {
  const quotes: string[][] = [];
  const frame = line
    .replace(QUOTED, (_, straight?: string, curly?: string) => {
      quotes.push(wordsOf(straight ?? curly ?? ''));
      return '""';
    })
    .replace(/\d+(?:[.,]\d+)?/g, '#')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  return { frame, quotes };
}

/**
 * Two quotes are one thing said when most of their words agree, or the shorter one lies in the
 * longer: a caption revised while it was quoted ("to expensive" → "It is too expensive for us").
 */
function sameQuote(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0 || b.length === 0) return a.length === b.length;
  const other = new Set(b);
  const shared = new Set(a.filter((word) => other.has(word))).size;
  const [fewer, more] = [Math.min(new Set(a).size, other.size), Math.max(new Set(a).size, other.size)];
  return shared / fewer >= 0.75 || shared / more >= 0.6;
}

/** The same advice about the same thing said: equal words around the quotes, each quote the same thing said. */
export function sameLine(a: LineShape, b: LineShape): boolean {
  return (
    a.frame === b.frame && a.quotes.length === b.quotes.length && a.quotes.every((q, i) => sameQuote(q, b.quotes[i]!))
  );
}

/** Spacing runs become one space, but a no-break space stays: French puts one before ":" and inside « ». */
function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/[^\S\u00a0\u202f]+/g, ' ').trim())
    .filter(Boolean);
}

/** True when `text` holds the words of `part` in a row (ignoring case, punctuation and spacing). */
function holds(text: readonly string[], part: readonly string[]): boolean {
  return part.length > 0 && ` ${text.join(' ')} `.includes(` ${part.join(' ')} `);
}

/** Two quotes of one line: one holds the other (a finding may quote a sentence of the matched line). */
function sameSaying(a: string, b: string): boolean {
  return holds(wordsOf(a), wordsOf(b)) || holds(wordsOf(b), wordsOf(a));
}

/** The line restates what `quote` says: it holds the quote, or quotes a part of it. */
function restates(line: string, quote: string): boolean {
  const said = wordsOf(quote);
  return holds(wordsOf(line), said) || lineShape(line).quotes.some((part) => holds(said, part));
}

// ---------------------------------------------------------------- cards

/**
 * The feed: each moment once. Answers are read oldest first. An answer's playbook entries not
 * matched before become cards (also from answers marked as repeats: the proxy adds its matches to
 * any answer). Its advice card holds only the lines no earlier card said and the findings no
 * earlier card showed, each new objection written out; a line that restates a finding written out
 * below it, or quotes a line a playbook card shows, is left out. An answer with nothing new adds
 * no advice card.
 */
export function guidanceCards(
  entries: readonly GuidanceEntry[],
  dismissed: ReadonlySet<string> = new Set(),
): CardsView {
  const cards: FeedCard[] = [];
  const saidLines: LineShape[] = [];
  const shownFindings = new Set<string>();
  const matchedIds = new Set<string>();
  /** Lines a playbook card shows: the finding behind them has its card. */
  const playbookQuotes: string[] = [];
  let hidden = 0;
  for (const entry of entries) {
    const { guidance } = entry;
    const playbook: PlaybookCard[] = [];
    for (const match of guidance.playbook ?? []) {
      if (matchedIds.has(match.id)) continue;
      matchedIds.add(match.id);
      playbookQuotes.push(match.quote);
      playbook.push({ type: 'playbook', key: playbookCardKey(match.id), entry, match });
    }
    if (guidance.isSame === true) {
      hidden += 1;
      cards.push(...playbook);
      continue;
    }
    const news: NewFinding[] = [];
    for (const finding of findingsOf(guidance).values()) {
      if (shownFindings.has(finding.key)) continue;
      shownFindings.add(finding.key);
      const onPlaybookCard = finding.quote !== undefined && playbookQuotes.some((q) => sameSaying(q, finding.quote!));
      if (!onPlaybookCard) news.push(finding);
    }
    // Every wording of a finding written out below, and every line a playbook card shows.
    const newKeys = new Set(news.map((f) => f.key));
    const restated = [
      ...(guidance.objections ?? []).filter((o) => newKeys.has(objectionKey(o))).map((o) => o.quote),
      ...playbookQuotes,
    ];
    const lines: string[] = [];
    let stillApplies = 0;
    for (const line of linesOf(guidance.elaboration)) {
      const shape = lineShape(line);
      if (saidLines.some((said) => sameLine(said, shape))) stillApplies += 1;
      else if (!restated.some((quote) => restates(line, quote))) lines.push(line);
      saidLines.push(shape);
    }
    if (lines.length > 0 || news.length > 0) {
      cards.push({ type: 'advice', key: entry.id, entry, lines, stillApplies, news });
    } else hidden += 1;
    cards.push(...playbook);
  }
  const shown = cards.filter((card) => !dismissed.has(card.key));
  return { cards: shown.reverse(), hidden, dismissed: cards.length - shown.length };
}

/**
 * The whole call as the latest answer sees it, repeats included (their figures are the freshest).
 * Undefined when no answer carried the structured fields (a service may send none).
 */
export function callSummary(entries: readonly GuidanceEntry[]): CallSummary | undefined {
  for (let i = entries.length - 1; i >= 0; i--) {
    const rows = summaryRows(entries[i]!);
    if (rows.length > 0) return { at: entries[i]!.at, rows };
  }
  return undefined;
}

function summaryRows({ guidance, currentUser }: GuidanceEntry): SummaryRow[] {
  const { objections, unansweredQuestions, talk, sentiment, nextStep } = guidance;
  const rows: SummaryRow[] = [];
  if (objections?.length) {
    rows.push({
      term: t('panelRowObjections'),
      values: objections.map((o) => t('panelObjectionValue', kindWords(o.kind), o.speakerName, o.quote)),
    });
  }
  if (unansweredQuestions?.length) {
    rows.push({
      term: t('panelRowQuestions'),
      values: unansweredQuestions.map((q) => t('panelQuestionValue', q.speakerName, q.question)),
    });
  }
  if (talk) {
    const share = Math.round(talk.currentUserShare * 100);
    rows.push({
      term: t('panelRowTalk'),
      values: [t('panelTalkValue', currentUser, share, talk.longestMonologueWords)],
    });
  }
  if (sentiment) {
    const mood = t(moodKeys[sentiment.trend]);
    rows.push({
      term: t('panelRowMood'),
      values: [sentiment.turnedNegative ? t('panelMoodTurnedNegative', mood) : mood],
    });
  }
  // The status only: what to propose is the advice itself, shown on the card.
  if (nextStep) {
    rows.push({
      term: t('panelRowNextStep'),
      values: [t(nextStep.agreed ? 'panelNextStepAgreed' : 'panelNextStepNotAgreed')],
    });
  }
  return rows;
}

// What the panel shows of the guidance: once, what holds for the whole call (from the latest
// answer); on each card, its advice and only the findings that are new since the card before it.
// Pure, so the rules are tested without rendering.
import type { Guidance } from '../api/contract';
import { type MessageKey, t } from '../i18n/messages';
import type { GuidanceEntry } from '../session/types';

export interface GuidanceCard {
  entry: GuidanceEntry;
  /** The elaboration's lines, without those the card shown before it had word for word. */
  lines: string[];
  /** How many lines were left out because the card before already shows them. */
  stillApplies: number;
  /** Findings this card has and the card shown before it had not, in words. */
  news: string[];
}

export interface CardsView {
  /** Newest first; repeats (isSame === true) are left out. */
  cards: GuidanceCard[];
  /** How many repeats were left out. */
  hidden: number;
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
const kindWords = (kind: ObjectionKind) => t(kindKeys[kind]);

const moodKeys: Record<Mood, MessageKey> = {
  positive: 'panelMoodPositive',
  neutral: 'panelMoodNeutral',
  negative: 'panelMoodNegative',
};

/**
 * A guidance's findings by identity: an objection is its kind and who raised it, an open
 * question who asked it (a revised caption changes the quote, not the finding). Talk share, mood
 * and next step describe the whole call and are summed up once instead.
 */
export function findingsOf(guidance: Guidance): Map<string, string> {
  const findings = new Map<string, string>();
  for (const o of guidance.objections ?? []) {
    findings.set(
      `objection\u0000${o.kind}\u0000${o.speakerName}`,
      t('panelFindingObjection', kindWords(o.kind), o.speakerName),
    );
  }
  for (const q of guidance.unansweredQuestions ?? []) {
    findings.set(`question\u0000${q.speakerName}`, t('panelFindingQuestion', q.speakerName));
  }
  return findings;
}

/** What `current` finds that `previous` did not, in words; everything when there is no previous. */
export function newFindings(previous: Guidance | undefined, current: Guidance): string[] {
  const before = previous ? findingsOf(previous) : new Map<string, string>();
  return [...findingsOf(current)].filter(([key]) => !before.has(key)).map(([, words]) => words);
}

/**
 * The lines of `current` that `previous` did not have word for word. A card whose every line
 * was said before keeps them all: it was not marked as a repeat, so it is shown as it came.
 */
export function freshLines(previous: string | undefined, current: string): { lines: string[]; stillApplies: number } {
  const lines = linesOf(current);
  const before = new Set(previous === undefined ? [] : linesOf(previous));
  const fresh = lines.filter((line) => !before.has(line));
  return fresh.length === 0 ? { lines, stillApplies: 0 } : { lines: fresh, stillApplies: lines.length - fresh.length };
}

function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

export function guidanceCards(entries: readonly GuidanceEntry[]): CardsView {
  const cards: GuidanceCard[] = [];
  let previous: Guidance | undefined;
  for (const entry of entries) {
    if (entry.guidance.isSame === true) continue;
    const news = newFindings(previous, entry.guidance);
    cards.push({ entry, ...freshLines(previous?.elaboration, entry.guidance.elaboration), news });
    previous = entry.guidance;
  }
  return { cards: cards.reverse(), hidden: entries.length - cards.length };
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

// Which entries of a team's playbook a conversation has touched, and which checklist items it has
// covered. Objections and procedures are matched in what the other participants say, competitors
// in anyone's words, checklist items in the other participants' answers. Precision first: a wrong
// card costs the coached person more than a missed one, so every match needs a clear signal.
import type { TranscriptMessage } from '../../../lib/api/contract.ts';
import type { ChecklistState, PlaybookFile, PlaybookMatch } from '../../../lib/api/playbook.ts';
import { objectionsIn } from '../analyze/objections.ts';
import { dialogue, sentences } from '../analyze/text.ts';
import { closest, termVector, type TermVector } from './similarity.ts';

/**
 * How close a sentence must be to an entry's phrasings. An objection the engine's detector found
 * needs only a little likeness to pick its entry among several of its kind; one the detector did
 * not find (or of kind "other") must be said much the way the playbook says it. Chosen on
 * bench/playbook-corpus/dev.json (`npm run bench:playbook`) for few wrong cards over many found:
 * lower values found one or two more moments for two to six more wrong or unexplained cards.
 */
export const THRESHOLDS = {
  objectionWithKind: 0.08,
  objectionAlone: 0.4,
  procedure: 0.3,
  checklist: 0.3,
};

export interface PlaybookFindings {
  playbook: PlaybookMatch[];
  checklist?: ChecklistState;
}

type EntryCard = Omit<PlaybookMatch, 'speakerName' | 'quote'>;

interface Phrased {
  card: EntryCard;
  phrasings: TermVector[];
}

interface CompiledPlaybook {
  objections: Array<Phrased & { kind: string }>;
  procedures: Phrased[];
  competitors: Array<{ card: EntryCard; mention: RegExp }>;
  checklist: Array<{ id: string; phrasings: TermVector[] }>;
  /** What each sentence of the other participants matched: entry ids, checklist item ids. */
  sentences: Map<string, { entries: string[]; covers: string[] }>;
}

/** Compiled once per playbook object: the proxy keeps one until the file changes. */
const compiled = new WeakMap<PlaybookFile, CompiledPlaybook>();
const SENTENCES_MAX = 20_000;

function phrasings(texts: readonly string[]): TermVector[] {
  return texts.map(termVector).filter((vector) => vector.size > 0);
}

function withSource<T extends EntryCard>(card: T, source: string | undefined): T {
  return source === undefined ? card : { ...card, source };
}

/** Differentiators and landmines as the text of one answer, each point on its own line. */
export function battlecardText(differentiators: readonly string[], landmines: readonly string[]): string {
  const parts: string[] = [];
  if (differentiators.length > 0) parts.push(['Differentiators:', ...differentiators.map((d) => `- ${d}`)].join('\n'));
  if (landmines.length > 0) parts.push(['Landmines:', ...landmines.map((l) => `- ${l}`)].join('\n'));
  return parts.join('\n');
}

/** A name or alias as a whole word, any case: the alias "RL" must not match inside "world". */
export function mentionPattern(names: readonly string[]): RegExp {
  const escaped = names
    .map((name) => name.trim())
    .filter((name) => name.length > 0)
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
}

function compile(file: PlaybookFile): CompiledPlaybook {
  return {
    objections: file.objections.map((o) => ({
      kind: o.kind,
      card: withSource({ id: o.id, type: 'objection', title: o.title, answer: o.answer }, o.source),
      phrasings: phrasings([o.title, ...o.examples]),
    })),
    procedures: file.procedures.map((p) => ({
      card: withSource({ id: p.id, type: 'procedure', title: p.title, answer: p.reply }, p.source),
      phrasings: phrasings([p.title, ...p.examples]),
    })),
    competitors: file.competitors.map((c) => ({
      card: withSource(
        { id: c.id, type: 'competitor', title: c.name, answer: battlecardText(c.differentiators, c.landmines) },
        c.source,
      ),
      mention: mentionPattern([c.name, ...c.aliases]),
    })),
    checklist: (file.checklist?.items ?? []).map((item) => ({
      id: item.id,
      // The ask is the coached person's question, worded unlike an answer: only a fallback.
      phrasings: phrasings(item.examples.length > 0 ? item.examples : [item.ask]),
    })),
    sentences: new Map(),
  };
}

function compiledFor(file: PlaybookFile): CompiledPlaybook {
  let found = compiled.get(file);
  if (!found) {
    found = compile(file);
    compiled.set(file, found);
  }
  return found;
}

/** The closest of `entries` to the sentence, with its similarity; undefined when there are none. */
function closestEntry<T extends Phrased>(
  vector: TermVector,
  entries: readonly T[],
): { entry: T; similarity: number } | undefined {
  let best: { entry: T; similarity: number } | undefined;
  for (const entry of entries) {
    const similarity = closest(vector, entry.phrasings);
    if (!best || similarity > best.similarity) best = { entry, similarity };
  }
  return best;
}

/** The objection entries a sentence raises: per kind the detector found, the closest entry of that kind. */
function objectionEntries(playbook: CompiledPlaybook, sentence: string, vector: TermVector): string[] {
  const ids: string[] = [];
  // A sentence naming one of the playbook's competitors gets that competitor's battlecard; a
  // generic competitor objection beside it would say the same thing less precisely.
  const namesCompetitor = playbook.competitors.some((c) => c.mention.test(sentence));
  for (const kind of objectionsIn(sentence)) {
    if (kind === 'competitor' && namesCompetitor) continue;
    // Even a kind with one entry needs some likeness: a sentence can carry a second kind in
    // passing ("frozen until next year" is about budget), and that card would be noise.
    const best = closestEntry(
      vector,
      playbook.objections.filter((o) => o.kind === kind),
    );
    if (best && best.similarity >= THRESHOLDS.objectionWithKind) ids.push(best.entry.card.id);
  }
  const alone = closestEntry(vector, playbook.objections);
  if (
    alone &&
    alone.similarity >= THRESHOLDS.objectionAlone &&
    !ids.includes(alone.entry.card.id) &&
    !(alone.entry.kind === 'competitor' && namesCompetitor)
  )
    ids.push(alone.entry.card.id);
  return ids;
}

function sentenceFindings(playbook: CompiledPlaybook, sentence: string): { entries: string[]; covers: string[] } {
  const cached = playbook.sentences.get(sentence);
  if (cached) return cached;
  const vector = termVector(sentence);
  const entries = vector.size === 0 ? [] : objectionEntries(playbook, sentence, vector);
  const procedure = closestEntry(vector, playbook.procedures);
  if (procedure && procedure.similarity >= THRESHOLDS.procedure) entries.push(procedure.entry.card.id);
  const covers = playbook.checklist
    .filter((item) => closest(vector, item.phrasings) >= THRESHOLDS.checklist)
    .map((item) => item.id);
  const findings = { entries, covers };
  if (playbook.sentences.size >= SENTENCES_MAX) playbook.sentences.clear();
  playbook.sentences.set(sentence, findings);
  return findings;
}

/**
 * Every playbook entry the transcript has matched so far, each once, in order of first match,
 * with who said the line and the line verbatim; and the checklist, each item covered by the
 * first line of the other participants that gives its information.
 */
export function matchPlaybook(
  file: PlaybookFile,
  transcript: readonly TranscriptMessage[],
  currentUser: string,
): PlaybookFindings {
  const playbook = compiledFor(file);
  const cards = new Map<string, EntryCard>();
  for (const entry of [...playbook.objections, ...playbook.procedures, ...playbook.competitors])
    cards.set(entry.card.id, entry.card);
  const matches: PlaybookMatch[] = [];
  const matched = new Set<string>();
  const covered = new Map<string, string>();
  const add = (id: string, message: TranscriptMessage) => {
    if (matched.has(id)) return;
    matched.add(id);
    matches.push({ ...cards.get(id)!, speakerName: message.speakerName, quote: message.content });
  };
  for (const message of dialogue(transcript)) {
    const other = message.speakerName !== currentUser;
    for (const sentence of sentences(message.content)) {
      for (const competitor of playbook.competitors)
        if (!matched.has(competitor.card.id) && competitor.mention.test(sentence)) add(competitor.card.id, message);
      if (!other) continue;
      const findings = sentenceFindings(playbook, sentence);
      for (const id of findings.entries) add(id, message);
      for (const id of findings.covers) if (!covered.has(id)) covered.set(id, message.content);
    }
  }
  const result: PlaybookFindings = { playbook: matches };
  if (file.checklist) {
    result.checklist = {
      framework: file.checklist.framework,
      items: file.checklist.items.map((item) => {
        const quote = covered.get(item.id);
        return quote === undefined
          ? { id: item.id, label: item.label, ask: item.ask, covered: false }
          : { id: item.id, label: item.label, ask: item.ask, covered: true, quote };
      }),
    };
  }
  return result;
}

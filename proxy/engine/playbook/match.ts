// Which entries of a team's playbook a conversation has touched, and which checklist items it has
// covered. Objections and procedures are matched in what the other participants say, competitors
// in anyone's words, checklist items in the other participants' answers. Precision first: a wrong
// card costs the coached person more than a missed one, so every match needs a clear signal.
import type { TranscriptMessage } from '../../../lib/api/contract.ts';
import type { ChecklistState, PlaybookFile, PlaybookMatch } from '../../../lib/api/playbook.ts';
import { objectionsIn } from '../analyze/objections.ts';
import { dialogue, sentences } from '../analyze/text.ts';
import { closestPhrase, closestTerms, phrase, type Phrase } from './similarity.ts';

/**
 * How close a sentence must be to an entry's phrasings. An objection the engine's detector found
 * needs only a little likeness to pick its entry among several of its kind; one the detector did
 * not find (or of kind "other") must be said much the way the playbook says it. A procedure is
 * found by shared terms or by meaning: customers describe the same problem in other words ("our
 * card got hit twice" for "charged twice"). Chosen on the build parts of bench/playbook-corpus
 * (`npm run bench:playbook -- --build-only`) for few wrong cards over many found. Meaning found
 * seven more procedures there for four more wrong or unexplained cards; for objections and the
 * checklist it found one or two more moments for as many more wrong cards, so it is not used there.
 */
export const THRESHOLDS = {
  objectionWithKind: 0.08,
  objectionAlone: 0.4,
  procedure: { terms: 0.3, meaning: 0.5 },
  checklist: 0.3,
};

export interface PlaybookFindings {
  playbook: PlaybookMatch[];
  checklist?: ChecklistState;
}

type EntryCard = Omit<PlaybookMatch, 'speakerName' | 'quote'>;

interface Phrased {
  card: EntryCard;
  phrasings: Phrase[];
}

interface CompiledPlaybook {
  objections: Array<Phrased & { kind: string }>;
  procedures: Phrased[];
  competitors: Array<{ card: EntryCard; mention: RegExp }>;
  checklist: Array<{ id: string; phrasings: Phrase[] }>;
  /** What each sentence of the other participants matched: entry ids, checklist item ids. */
  sentences: Map<string, { entries: string[]; covers: string[] }>;
}

/** Compiled once per playbook object: the proxy keeps one until the file changes. */
const compiled = new WeakMap<PlaybookFile, CompiledPlaybook>();
const SENTENCES_MAX = 20_000;

function phrasings(texts: readonly string[]): Phrase[] {
  return texts.map(phrase).filter((p) => p.terms.size > 0);
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

/** The entry of `entries` scoring highest for the sentence, with its score; undefined when there are none. */
function closestEntry<T extends Phrased>(
  entries: readonly T[],
  score: (phrasings: readonly Phrase[]) => number,
): { entry: T; score: number } | undefined {
  let best: { entry: T; score: number } | undefined;
  for (const entry of entries) {
    const entryScore = score(entry.phrasings);
    if (!best || entryScore > best.score) best = { entry, score: entryScore };
  }
  return best;
}

/** Shared terms with the closest phrasing. */
const termsLike = (sentence: Phrase) => (phrasings: readonly Phrase[]) => closestTerms(sentence, phrasings);

/** Shared terms or meaning, as a share of the procedure threshold: 1 or more passes it. */
const procedureLike = (sentence: Phrase) => (phrasings: readonly Phrase[]) => {
  const { terms, meaning } = closestPhrase(sentence, phrasings);
  return Math.max(terms / THRESHOLDS.procedure.terms, meaning / THRESHOLDS.procedure.meaning);
};

/** The objection entries a sentence raises: per kind the detector found, the closest entry of that kind. */
function objectionEntries(playbook: CompiledPlaybook, text: string, sentence: Phrase): string[] {
  const ids: string[] = [];
  // A sentence naming one of the playbook's competitors gets that competitor's battlecard; a
  // generic competitor objection beside it would say the same thing less precisely.
  const namesCompetitor = playbook.competitors.some((c) => c.mention.test(text));
  for (const kind of objectionsIn(text)) {
    if (kind === 'competitor' && namesCompetitor) continue;
    // Even a kind with one entry needs some likeness: a sentence can carry a second kind in
    // passing ("frozen until next year" is about budget), and that card would be noise.
    const best = closestEntry(
      playbook.objections.filter((o) => o.kind === kind),
      termsLike(sentence),
    );
    if (best && best.score >= THRESHOLDS.objectionWithKind) ids.push(best.entry.card.id);
  }
  const alone = closestEntry(playbook.objections, termsLike(sentence));
  if (
    alone &&
    alone.score >= THRESHOLDS.objectionAlone &&
    !ids.includes(alone.entry.card.id) &&
    !(alone.entry.kind === 'competitor' && namesCompetitor)
  )
    ids.push(alone.entry.card.id);
  return ids;
}

function sentenceFindings(playbook: CompiledPlaybook, text: string): { entries: string[]; covers: string[] } {
  const cached = playbook.sentences.get(text);
  if (cached) return cached;
  const sentence = phrase(text);
  const entries = sentence.terms.size === 0 ? [] : objectionEntries(playbook, text, sentence);
  const procedure = closestEntry(playbook.procedures, procedureLike(sentence));
  if (procedure && procedure.score >= 1) entries.push(procedure.entry.card.id);
  const covers = playbook.checklist
    .filter((item) => closestTerms(sentence, item.phrasings) >= THRESHOLDS.checklist)
    .map((item) => item.id);
  const findings = { entries, covers };
  if (playbook.sentences.size >= SENTENCES_MAX) playbook.sentences.clear();
  playbook.sentences.set(text, findings);
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
    // Names are looked for in the whole line: the sentence splitter would cut "Dispatch.ly" in two.
    for (const competitor of playbook.competitors)
      if (!matched.has(competitor.card.id) && competitor.mention.test(message.content))
        add(competitor.card.id, message);
    if (!other) continue;
    for (const sentence of sentences(message.content)) {
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

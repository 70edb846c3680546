// What the objection model reads in a sentence: its words (crudely stemmed, so "budgeted" and
// "budget" count as one), pairs of neighbouring words, words in the scope of a negation marked as
// such ("isn't the issue" reads as not-issue), whether a clause only supposes something, and what
// the hand-written cue rules found. The words let the model learn phrasings the rules never listed;
// the rule outputs carry what the rules already know.
import { clauses, plain } from './cues.ts';
import { classesByStem, LEXICONS, type Lexicon, type LexiconLanguage } from './lexicon.ts';
import { fold } from './stemmers.ts';

/** Words that put the rest of their clause under a negation. */
const NEGATORS = new Set([
  'not',
  'never',
  'no',
  'nothing',
  'nobody',
  'none',
  'neither',
  'nor',
  'without',
  'hardly',
  'barely',
  'nowhere',
]);
/** Clause openers that only suppose something. */
const SUPPOSING = /^(?:if|in case|whether|even if|assuming|suppose|supposing|unless)\b/;

/**
 * Broad word classes, so that a word the training data never paired with a kind still counts
 * through its class ("quote", "invoice" and "fee" are all money). Stems, as stem() gives them.
 */
const CLASSES: Record<string, readonly string[]> = {
  money: [
    'price',
    'pric',
    'cost',
    'budget',
    'money',
    'fee',
    'quote',
    'dollar',
    'buck',
    'grand',
    'spend',
    'afford',
    'invoice',
    'pay',
    'paid',
    'expensive',
    'cheap',
    'cheaper',
    'investment',
    'fund',
    'cash',
    'rate',
    'subscription',
    'license',
    'seat',
    'thousand',
    'hundred',
    'roi',
    'finance',
    'financ',
  ],
  later: [
    'later',
    'next',
    'quarter',
    'year',
    'month',
    'week',
    'january',
    'spring',
    'summer',
    'fall',
    'autumn',
    'winter',
    'holiday',
    'season',
    'once',
    'until',
    'after',
    'revisit',
    'wait',
    'busy',
    'bandwidth',
    'timing',
    'now',
    'moment',
    'time',
    'priorit',
    'freeze',
    'rollout',
    'migration',
  ],
  vendor: [
    'vendor',
    'provider',
    'tool',
    'solution',
    'platform',
    'competitor',
    'alternative',
    'option',
    'zname',
    'contract',
    'other',
    'another',
    'already',
    'in-house',
    'build',
    'switch',
    'incumbent',
    'partner',
    'current',
    'renew',
    'compar',
  ],
  approver: [
    'boss',
    'manager',
    'director',
    'vp',
    'cfo',
    'ceo',
    'cto',
    'board',
    'legal',
    'procurement',
    'finance',
    'committee',
    'approval',
    'approve',
    'sign',
    'sign-off',
    'decide',
    'decision',
    'partner',
    'owner',
    'leadership',
    'team',
    'run',
    'check',
    'convince',
    'loop',
  ],
  doubt: [
    'need',
    'fine',
    'enough',
    'work',
    'problem',
    'pain',
    'worth',
    'value',
    'benefit',
    'use',
    'fit',
    'overkill',
    'small',
    'manual',
    'spreadsheet',
    'excel',
    'okay',
    'manag',
    'sure',
    'convinc',
    'why',
    'point',
  ],
};
const CLASS_OF = new Map<string, string[]>();
for (const [name, words] of Object.entries(CLASSES))
  for (const word of words) CLASS_OF.set(word, [...(CLASS_OF.get(word) ?? []), name]);

/** A crude English stemmer: enough to merge inflections, not a dictionary form. */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("'s")) word = word.slice(0, -2);
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4) return word.slice(0, -2);
  if (word.endsWith('ly') && word.length > 4) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is'))
    return word.slice(0, -1);
  return word;
}

/**
 * The features of one piece of speech (a sentence or a whole utterance), without repeats.
 * `ruleKinds` are the kinds the cue rules found in it; `asks` says whether it reads as a question.
 */
export function features(text: string, ruleKinds: readonly string[], asks: boolean): string[] {
  const out = new Set<string>();
  for (const kind of ruleKinds) out.add(`rule:${kind}`);
  if (asks) out.add('shape:question');
  const said = plain(text);
  if (/\b(?:you|your)\b/.test(said)) out.add('mentions:you');
  for (const clause of clauses(said))
    addClause(out, clause.split(' '), SUPPOSING.test(clause), { stem, negators: NEGATORS, classOf: CLASS_OF });
  return [...out];
}

/** How one language reads a word: its stem, whether it negates, and its word classes by stem. */
interface WordReading {
  stem: (word: string) => string;
  negators: ReadonlySet<string>;
  classOf: ReadonlyMap<string, readonly string[]>;
}

/**
 * One clause's features into `out`: each word's stem, marked "?" when the clause only supposes and "~"
 * after a negator, its classes, and the pairs of neighbouring stems from the clause's start to its end.
 */
function addClause(out: Set<string>, words: readonly string[], supposed: boolean, reading: WordReading): void {
  if (supposed) out.add('clause:supposed');
  let negated = false;
  let previous = '^';
  for (const word of words) {
    const base = reading.stem(word);
    if (reading.negators.has(word)) {
      negated = true;
      out.add(`w:${base}`);
      out.add(`b:${previous}_${base}`);
      previous = base;
      continue;
    }
    const mark = supposed ? '?' : negated ? '~' : '';
    out.add(`w:${mark}${base}`);
    for (const name of reading.classOf.get(base) ?? []) out.add(`c:${mark}${name}`);
    out.add(`b:${previous}_${base}`);
    previous = base;
  }
  out.add(`b:${previous}_$`);
}

const LEXICON_CLASSES = new Map(
  (Object.keys(LEXICONS) as LexiconLanguage[]).map((language) => [language, classesByStem(LEXICONS[language])]),
);
const CLAUSE_PUNCTUATION = /\s*(?:[,;:()\u2014\u2013]|\s-\s|\.\.\.)\s*/;

/** The clauses of a German, French or Spanish sentence, each as its folded words. */
export function lexiconClauses(text: string, lexicon: Lexicon): string[][] {
  // Elisions ("n'est", "l'argent") become two words, so "n" negates and "argent" is itself.
  const folded = fold(text)
    .replace(/['\u2019`´]/g, ' ')
    .replace(/([€$£])/g, ' $1 ');
  return folded
    .split(CLAUSE_PUNCTUATION)
    .flatMap((part) => part.split(lexicon.clauseBreak))
    .map((clause) =>
      clause
        .split(/[^\p{L}\p{N}€$£-]+/u)
        .filter((word) => word.length > 0 && word !== '-')
        .map((word) => (/^\d/.test(word) ? '#' : word)),
    )
    .filter((words) => words.length > 0);
}

/** The kinds whose patterns match what a sentence said. */
const matchingKinds = (said: string, patterns: Partial<Record<string, RegExp[]>>) =>
  Object.entries(patterns)
    .filter(([, kindPatterns]) => kindPatterns?.some((pattern) => pattern.test(said)))
    .map(([kind]) => kind);

/**
 * The kinds whose cue rules match a sentence's clauses (folded words, clauses joined by commas) and that
 * it does not deny, and the kinds it denies (its language's denials), read from one joined text.
 */
export function lexiconCues(clauses: readonly string[][], lexicon: Lexicon): { kinds: string[]; denied: string[] } {
  const said = clauses.map((words) => words.join(' ')).join(' , ');
  const { cues, approver, consent, denials } = lexicon.cues;
  const kinds = matchingKinds(said, cues);
  if (!kinds.includes('authority') && approver.test(said) && consent.test(said)) kinds.push('authority');
  const denied = denials ? matchingKinds(said, denials) : [];
  return { kinds: kinds.filter((kind) => !denied.includes(kind)), denied };
}

/**
 * The features of one sentence in German, French or Spanish: the same kinds as English (stems,
 * word pairs, negation scope, supposing clauses, word classes), from that language's lexicon.
 * Their cue rules (lexicon-cues.ts) are features too, as in English.
 */
export function languageFeatures(text: string, language: LexiconLanguage): string[] {
  const lexicon = LEXICONS[language];
  const classOf = LEXICON_CLASSES.get(language)!;
  const out = new Set<string>();
  if (/[?¿]/.test(text)) out.add('shape:question');
  const clauses = lexiconClauses(text, lexicon);
  const { kinds, denied } = lexiconCues(clauses, lexicon);
  for (const kind of kinds) out.add(`rule:${kind}`);
  for (const kind of denied) out.add(`deny:${kind}`);
  for (const words of clauses)
    addClause(out, words, lexicon.supposing.test(words.join(' ')), {
      stem: lexicon.stem,
      negators: lexicon.negators,
      classOf,
    });
  return [...out];
}

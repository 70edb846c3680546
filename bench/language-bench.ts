// The conversation-language detector candidates and the engine's question rules, measured on the
// labelled lines in bench/language-corpus/: accuracy per language on all lines and on short ones,
// on mixed-language lines, time per line, and question precision and recall per language.
// `untouched.json`, when present, is reported separately and only in aggregate: it is never tuned on.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { eld as eldExtraSmall } from 'eld/extrasmall';
import { eld } from 'eld/small';
import { franc } from 'franc-min';
import { detect as tinyld } from 'tinyld';
import { type Language, languages } from '../lib/api/language.ts';
import { isQuestion } from '../proxy/engine/analyze/questions.ts';
import { languageOfText } from '../proxy/engine/language/detect.ts';
import {
  type LanguageLine,
  isShort,
  loadLanguageLines,
  percent,
  questionRows,
  questionScores,
  table,
} from './language-scoring.ts';

type Line = LanguageLine;
const load = (file: string): Line[] => loadLanguageLines(file) ?? [];

const iso3: Record<string, Language> = { eng: 'en', deu: 'de', fra: 'fr', spa: 'es', por: 'pt', jpn: 'ja' };
const ours = (code: string): Language | undefined =>
  (languages as readonly string[]).includes(code) ? (code as Language) : undefined;
eld.setLanguageSubset([...languages]);
eldExtraSmall.setLanguageSubset([...languages]);
const bytes = (...files: string[]) => files.reduce((sum, file) => sum + statSync(file).size, 0);
// The data each candidate loads, as installed: what the proxy would carry.
const packageDir = (name: string) => join(import.meta.dirname, '..', 'node_modules', name);

const candidates: Array<{ name: string; bytes: number; detect: (text: string) => Language | undefined }> = [
  {
    name: 'eld (small, six languages)',
    bytes: bytes(join(packageDir('eld'), 'src/ngrams/small.js')),
    detect: (text) => ours(eld.detect(text).language),
  },
  {
    name: 'eld (extrasmall, six languages)',
    bytes: bytes(join(packageDir('eld'), 'src/ngrams/extrasmall.js')),
    detect: (text) => ours(eldExtraSmall.detect(text).language),
  },
  {
    name: 'tinyld (normal, six languages)',
    bytes: bytes(join(packageDir('tinyld'), 'dist/tinyld.normal.node.mjs')),
    detect: (text) => ours(tinyld(text, { only: [...languages] })),
  },
  {
    name: 'franc-min (six languages)',
    bytes: bytes(join(packageDir('franc-min'), 'data.js'), join(packageDir('franc-min'), 'index.js')),
    detect: (text) => iso3[franc(text, { only: Object.keys(iso3), minLength: 1 })],
  },
  { name: 'languageOfText (the engine: eld small, unsure left out)', bytes: 0, detect: languageOfText },
];

const accuracy = (lines: Line[], detect: (text: string) => Language | undefined) =>
  percent(lines.filter((line) => detect(line.text) === line.lang).length, lines.length);

/** Lines given another of the six languages: worse than no answer, which leaves the call's vote to decide. */
const wrong = (lines: Line[], detect: (text: string) => Language | undefined) =>
  percent(
    lines.filter((line) => {
      const found = detect(line.text);
      return found !== undefined && found !== line.lang;
    }).length,
    lines.length,
  );

function microsPerLine(lines: Line[], detect: (text: string) => unknown): string {
  for (const line of lines) detect(line.text);
  const rounds = 5;
  const start = performance.now();
  for (let round = 0; round < rounds; round += 1) for (const line of lines) detect(line.text);
  return `${Math.round(((performance.now() - start) * 1000) / (rounds * lines.length))}`;
}

function report(title: string, corpus: Line[], mixed: Line[]): void {
  console.log(`\n## ${title}: ${corpus.length} lines, ${mixed.length} mixed-language lines\n`);
  const byLang = (lang: Language) => corpus.filter((line) => line.lang === lang);
  const header = [
    'detector',
    'KB',
    'all',
    'short',
    'mixed',
    'wrong',
    'µs/line',
    ...languages.map((l) => `${l} all / short`),
  ];
  const rows = candidates.map((c) => [
    c.name,
    c.bytes === 0 ? '(as chosen)' : `${Math.round(c.bytes / 1024)}`,
    accuracy(corpus, c.detect),
    accuracy(corpus.filter(isShort), c.detect),
    accuracy(mixed, c.detect),
    wrong(corpus, c.detect),
    microsPerLine(corpus, c.detect),
    ...languages.map((l) => `${accuracy(byLang(l), c.detect)} / ${accuracy(byLang(l).filter(isShort), c.detect)}`),
  ]);
  console.log(table(header, rows));
  const all = questionScores(corpus, isQuestion);
  console.log(`\nQuestions (isQuestion): precision ${all.precision}, recall ${all.recall} over all languages\n`);
  console.log(table(['language', 'lines', 'questions', 'precision', 'recall'], questionRows(corpus, isQuestion)));
}

report('Build set (tuned on)', load('lang-corpus.json'), load('mixed.json'));
// Figures only, never a line: the untouched set stays unseen.
const untouched = loadLanguageLines('untouched.json');
if (untouched) report('Untouched set (never tuned on)', untouched, loadLanguageLines('untouched-mixed.json') ?? []);
else console.log('\nUntouched set: bench/language-corpus/untouched.json is not there yet.');

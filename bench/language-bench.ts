// The conversation-language detector candidates and the engine's question rules, measured on the
// labelled lines in bench/language-corpus/: accuracy per language on all lines and on short ones,
// on mixed-language lines, time per line, and question precision and recall per language.
// `untouched.json`, when present, is reported separately and only in aggregate: it is never tuned on.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { eld as eldExtraSmall } from 'eld/extrasmall';
import { eld } from 'eld/small';
import { franc } from 'franc-min';
import { detect as tinyld } from 'tinyld';
import { type Language, languages } from '../lib/api/language.ts';
import { isQuestion } from '../proxy/engine/analyze/questions.ts';
import { languageOfText } from '../proxy/engine/language/detect.ts';

interface Line {
  lang: Language;
  text: string;
  question?: boolean;
}

const root = join(import.meta.dirname, 'language-corpus');
const load = (file: string): Line[] => (JSON.parse(readFileSync(join(root, file), 'utf8')) as { lines: Line[] }).lines;

/** Short as a caption line is short: four words at most, or ten characters of Japanese. */
export function isShort(line: Line): boolean {
  return line.lang === 'ja' ? line.text.length <= 10 : line.text.trim().split(/\s+/).length <= 4;
}

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

const percent = (hits: number, total: number) => (total === 0 ? '–' : `${Math.round((100 * hits) / total)} %`);
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

function questionScores(lines: Line[]): { precision: string; recall: string } {
  const labelled = lines.filter((line) => line.question !== undefined);
  const found = labelled.filter((line) => isQuestion(line.text));
  const right = found.filter((line) => line.question).length;
  return { precision: percent(right, found.length), recall: percent(right, labelled.filter((l) => l.question).length) };
}

function table(header: string[], rows: string[][]): string {
  return [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

function report(title: string, corpus: Line[], mixed: Line[], perLanguage: boolean): void {
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
    ...(perLanguage ? languages.map((l) => `${l} all / short`) : []),
  ];
  const rows = candidates.map((c) => [
    c.name,
    c.bytes === 0 ? '(as chosen)' : `${Math.round(c.bytes / 1024)}`,
    accuracy(corpus, c.detect),
    accuracy(corpus.filter(isShort), c.detect),
    accuracy(mixed, c.detect),
    wrong(corpus, c.detect),
    microsPerLine(corpus, c.detect),
    ...(perLanguage
      ? languages.map((l) => `${accuracy(byLang(l), c.detect)} / ${accuracy(byLang(l).filter(isShort), c.detect)}`)
      : []),
  ]);
  console.log(table(header, rows));
  const groups: Array<[string, Line[]]> = perLanguage ? languages.map((l) => [l, byLang(l)]) : [['all', corpus]];
  console.log(`\nQuestions (isQuestion):\n`);
  console.log(
    table(
      ['language', 'lines', 'questions', 'precision', 'recall'],
      groups.map(([name, lines]) => {
        const { precision, recall } = questionScores(lines);
        return [name, `${lines.length}`, `${lines.filter((l) => l.question).length}`, precision, recall];
      }),
    ),
  );
}

report('Build set (tuned on)', load('lang-corpus.json'), load('mixed.json'), true);
if (existsSync(join(root, 'untouched.json'))) {
  const untouched = load('untouched.json');
  report('Untouched set (measured only)', untouched, [], false);
}

// The language corpus (bench/language-corpus/) and its pure judgements, shared by
// `npm run bench:language` and `npm run bench:engine`'s per-language question lines.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Language, languages } from '../lib/api/language.ts';

export interface LanguageLine {
  lang: Language;
  text: string;
  question?: boolean;
}

export const LANGUAGE_CORPUS = join(import.meta.dirname, 'language-corpus');

/** The lines of one corpus file; undefined when the file is not there (the untouched set, before it is written). */
export function loadLanguageLines(file: string): LanguageLine[] | undefined {
  const path = join(LANGUAGE_CORPUS, file);
  if (!existsSync(path)) return undefined;
  return (JSON.parse(readFileSync(path, 'utf8')) as { lines: LanguageLine[] }).lines;
}

/** Short as a caption line is short: four words at most, or ten characters of Japanese. */
export function isShort(line: LanguageLine): boolean {
  return line.lang === 'ja' ? line.text.length <= 10 : line.text.trim().split(/\s+/).length <= 4;
}

export const percent = (hits: number, total: number) => (total === 0 ? '–' : `${Math.round((100 * hits) / total)} %`);

/** Precision and recall of `asks` on the lines labelled as questions or not. */
export function questionScores(
  lines: readonly LanguageLine[],
  asks: (text: string) => boolean,
): { labelled: number; questions: number; precision: string; recall: string } {
  const labelled = lines.filter((line) => line.question !== undefined);
  const found = labelled.filter((line) => asks(line.text));
  const right = found.filter((line) => line.question).length;
  const questions = labelled.filter((line) => line.question).length;
  return {
    labelled: labelled.length,
    questions,
    precision: percent(right, found.length),
    recall: percent(right, questions),
  };
}

/** One table row per language: lines, questions, precision, recall. */
export function questionRows(lines: readonly LanguageLine[], asks: (text: string) => boolean): string[][] {
  return languages.map((language) => {
    const { labelled, questions, precision, recall } = questionScores(
      lines.filter((line) => line.lang === language),
      asks,
    );
    return [language, `${labelled}`, `${questions}`, precision, recall];
  });
}

export function table(header: string[], rows: string[][]): string {
  return [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

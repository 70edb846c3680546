// The messages file and the source stay in step: every key t() is called with is in the file, and
// every key in the file is used (by the source, or by the manifest as __MSG_key__), so translators
// never translate dead words and no screen shows an empty string.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import English from '../../public/_locales/en/messages.json';

const root = join(import.meta.dirname, '../..');
const keys = Object.keys(English);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

const sources = ['lib', 'components', 'entrypoints'].flatMap(sourceFiles).map((path) => ({
  path,
  text: readFileSync(join(root, path), 'utf8'),
}));
const manifest = readFileSync(join(root, 'wxt.config.ts'), 'utf8');

/** The literal keys of t('…') calls in a source text. */
function calledKeys(text: string): string[] {
  return [...text.matchAll(/\bt\(\s*(['"`])([^'"`$]+)\1/g)].map((match) => match[2]!);
}

/** A key is used when the source names it as a string (t('key'), or a MessageKey in a table). */
function isUsed(key: string, texts: readonly string[], manifestText: string): boolean {
  const quoted = new RegExp(`(['"\`])${key}\\1`);
  return texts.some((text) => quoted.test(text)) || manifestText.includes(`__MSG_${key}__`);
}

describe('calledKeys and isUsed', () => {
  it('find literal keys of t() calls, and a key named anywhere as a string', () => {
    const text = "t('panelCardLabel', name); const x = { title: 'menuEvaluate' }; at('nope'); t(\"extName\")";
    expect(calledKeys(text)).toEqual(['panelCardLabel', 'extName']);
    expect(isUsed('menuEvaluate', [text], '')).toBe(true);
    expect(isUsed('menuEval', [text], '')).toBe(false);
    expect(isUsed('actionTitle', [], "default_title: '__MSG_actionTitle__'")).toBe(true);
  });
});

describe('the English messages file and the source', () => {
  it('has every key that t() is called with', () => {
    const missing = sources.flatMap(({ path, text }) =>
      calledKeys(text)
        .filter((key) => !keys.includes(key))
        .map((key) => `${path}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('holds no key that nothing uses', () => {
    const texts = sources.map((source) => source.text);
    const unused = keys.filter((key) => !isUsed(key, texts, manifest));
    expect(unused).toEqual([]);
  });
});

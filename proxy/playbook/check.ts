// Reads a playbook file (YAML) and says, for an admin, every problem with the line and column where
// it is: YAML syntax first, then the contract's rules (lib/api/playbook.ts) mapped back to the node
// the rule is about. Pure: the proxy's store, the check command and the tests all call this.
import { isMap, isPair, isScalar, isSeq, LineCounter, type Node, parseDocument, type YAMLError } from 'yaml';
import type { z } from 'zod';
import { PlaybookFile } from '../../lib/api/playbook.ts';

export interface PlaybookProblem {
  /** 1-based, as editors count. */
  line: number;
  column: number;
  message: string;
}

export type PlaybookCheck = { ok: true; playbook: PlaybookFile } | { ok: false; problems: PlaybookProblem[] };

/** Far above any real playbook (500 entries of 4,000 characters fit), and small enough to parse at once. */
export const MAX_PLAYBOOK_BYTES = 4 * 1024 * 1024;

// yaml's own words for the mistakes admins make most, said as what to do.
const syntaxWords: Partial<Record<YAMLError['code'], string>> = {
  TAB_AS_INDENT: 'a tab is used to indent: YAML needs spaces',
  DUPLICATE_KEY: 'this field appears twice in the same block',
  MULTIPLE_DOCS: 'the file holds several YAML documents (a second "---"): a playbook is one document',
  BAD_INDENT: 'the indentation does not line up with the lines above',
};

type Segment = PropertyKey;

export function checkPlaybook(text: string, fileName: string): PlaybookCheck {
  if (Buffer.byteLength(text, 'utf8') > MAX_PLAYBOOK_BYTES)
    return fail([{ line: 1, column: 1, message: `${fileName} is larger than ${MAX_PLAYBOOK_BYTES / 1024 / 1024} MB` }]);
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const at = (offset: number) => {
    const { line, col } = lines.linePos(offset);
    return { line, column: col };
  };
  if (doc.errors.length > 0)
    return fail(
      doc.errors.map((error) => ({ ...at(error.pos[0]), message: syntaxWords[error.code] ?? error.message })),
    );

  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 100 });
  } catch (error) {
    return fail([{ line: 1, column: 1, message: `the file cannot be read as YAML: ${(error as Error).message}` }]);
  }
  if (value === null || value === undefined)
    return fail([{ line: 1, column: 1, message: 'the file is empty: a playbook starts with "version: 1"' }]);
  if (typeof value !== 'object' || Array.isArray(value))
    return fail([
      { ...at(doc.contents?.range[0] ?? 0), message: 'a playbook is a set of fields, starting with "version: 1"' },
    ]);

  const result = PlaybookFile.safeParse(value);
  if (result.success) return { ok: true, playbook: result.data };
  // zod skips the contract's duplicate-id rule while any field is wrong; found here, they are told in the same go.
  const duplicates = duplicateIds(value).map(({ path, message }) => ({
    ...at(offsetOf(doc.contents, path)),
    message: `${where(path.slice(0, -1))}: ${message}`,
  }));
  return fail([
    ...duplicates,
    ...result.error.issues
      .filter((issue) => !(issue.code === 'custom' && issue.path.at(-1) === 'id'))
      .flatMap((issue) => {
        if (issue.code === 'unrecognized_keys')
          return issue.keys.map((key) => ({
            ...at(offsetOf(doc.contents, [...issue.path, key], { atKey: true })),
            message: `${where([...issue.path])}: unknown field "${key}"`,
          }));
        return [{ ...at(offsetOf(doc.contents, issue.path)), message: wordsFor(issue, value) }];
      }),
  ]);
}

const idSections = [['objections'], ['competitors'], ['procedures'], ['checklist', 'items']] as const;

/** Ids used twice anywhere in the file, on the raw value (ids are shared by every section). */
function duplicateIds(root: unknown): { path: Segment[]; message: string }[] {
  const seen = new Map<string, string>();
  const found: { path: Segment[]; message: string }[] = [];
  for (const section of idSections) {
    const entries = valueAt(root, [...section]);
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry, index) => {
      const id = valueAt(entry, ['id']);
      if (typeof id !== 'string' || id.trim() === '') return;
      const key = id.trim();
      const first = seen.get(key);
      if (first) found.push({ path: [...section, index, 'id'], message: `id "${key}" is already used by ${first}` });
      else seen.set(key, where([...section, index]));
    });
  }
  return found;
}

function fail(problems: PlaybookProblem[]): PlaybookCheck {
  return { ok: false, problems: problems.sort((a, b) => a.line - b.line || a.column - b.column) };
}

/** `objections[2].answer`, the way an admin finds it in the file. */
function where(path: Segment[]): string {
  if (path.length === 0) return 'the playbook';
  return path
    .map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : `${index ? '.' : ''}${String(segment)}`))
    .join('');
}

function valueAt(root: unknown, path: Segment[]): unknown {
  let current = root;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

function wordsFor(issue: z.core.$ZodIssue, root: unknown): string {
  const path = [...issue.path];
  const missing = issue.code === 'invalid_type' && valueAt(root, path) === undefined && path.length > 0;
  const parent = where(path.slice(0, -1));
  if (missing) return `${parent}: "${String(path.at(-1))}" is missing`;
  // The contract's messages already start with the field's name ("kind must be one of ..."): say it once.
  if (path.length > 0 && issue.message.startsWith(`${String(path.at(-1))} `))
    return path.length === 1 ? issue.message : `${parent}: ${issue.message}`;
  return `${where(path)}: ${issue.message}`;
}

/**
 * Where the node a path names starts: the value when it is there, else its key, else the nearest
 * enclosing node (a missing field is reported where its block starts). `atKey`: the last field's key.
 */
function offsetOf(root: Node | null, path: readonly Segment[], { atKey = false } = {}): number {
  let node: unknown = root;
  let offset = root?.range?.[0] ?? 0;
  for (const [index, segment] of path.entries()) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === segment);
      if (!pair) return offset;
      const keyStart = (pair.key as Node).range?.[0] ?? offset;
      if (atKey && index === path.length - 1) return keyStart;
      const value = pair.value as Node | null;
      // A key with nothing after it ("answer:") has an empty value: the key is what the admin sees.
      if (!value || (isScalar(value) && value.value === null)) return keyStart;
      node = value;
      offset = value.range?.[0] ?? keyStart;
    } else if (isSeq(node) && typeof segment === 'number') {
      const item = node.items[segment] as Node | undefined;
      if (!item) return offset;
      node = item;
      offset = item.range?.[0] ?? offset;
    } else return offset;
  }
  return offset;
}

// From one element the user pointed at to a recipe: the message row is the ancestor whose siblings
// repeat its shape (tag, role, lasting classes and data attributes, never a hash alone), their parent is
// the conversation; inside the rows, short text repeated across rows is the speaker, long varied text is
// the message and time-like text the time. Pure DOM reading, so it runs in the page and in tests alike.
import { t } from '../../i18n/messages';
import type { PickedChat, PreviewRow, RowPart } from '../../messaging/picker-protocol';
import { partText, queryAll, queryOne, readableText, sideOf } from './read';
import { RECIPE_VERSION } from '../../recipes/format';
import type { SideRule } from '../../recipes/recipe';

export type InferenceResult = { ok: true; picked: PickedChat } | { ok: false; reason: string };

const MAX_ROWS_READ = 400;
const MAX_PART_DEPTH = 8;
const MAX_SAMPLES = 3;
const SKIPPED_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'input',
  'textarea',
  'select',
]);
const RICH_TEXT_BLOCKS = new Set(['p', 'br', 'ul', 'ol', 'blockquote', 'pre']);
/** Attributes that name an element for good (test hooks), tried before classes. */
const NAMING_ATTRIBUTES = ['data-testid', 'data-test-id', 'data-qa', 'data-cy', 'data-test'];
const ID_ATTRIBUTES = ['data-message-id', 'data-msg-id', 'data-mid', 'data-id', 'data-key', 'id'];
const TIME_TEXT =
  /^(\d{1,2}[:.]\d{2}(\s?[ap]\.?m\.?)?|\d{1,2}\s?[ap]\.?m\.?|(yesterday|today|now|just now)|\d+\s?(s|sec|m|min|mins|h|hr|hrs|d)\.?(\sago)?|\d{1,4}[./-]\d{1,2}[./-]\d{1,4}.*)$/i;
const OWN_MARK =
  /(^|[-_\s])(out|outgoing|outbound|own|self|mine|me|sent|right|local|agent|operator|from-?me|is-?me)([-_\s]|$)/i;
const BOT_MARK = /(^|[-_\s])(bot|automated|assistant|ai)([-_\s]|$)/i;

// --- Tokens: which class names and ids last ---

/** Generated class names (CSS modules, CSS-in-JS, minified): they change with each deploy. */
export function isHashedToken(token: string): boolean {
  if (/^(css|sc|jss|emotion|makeStyles|styled|tw)-/i.test(token)) return true;
  if (/[a-z]/.test(token) && /[A-Z]/.test(token) && !/[-_]/.test(token) && token.length <= 8) return true; // nMcdL
  if (/\d/.test(token) && /[a-zA-Z]/.test(token) && !/^[a-z]+(-[a-z]+)*-?\d{1,2}$/.test(token)) return true; // _x1y2z, p-2 is fine
  return /^_/.test(token);
}

const lasting = (token: string) => !isHashedToken(token) && !/\d{3,}/.test(token) && token.length <= 40;

function cssEscape(value: string): string {
  // A leading digit is written as its code point (`\31 `), as identifiers may not start with one.
  return value.replace(/[^a-zA-Z0-9_\u00a0-\uffff-]/g, (c) => `\\${c}`).replace(/^(\d)/, (d) => `\\3${d} `);
}

const quoted = (value: string) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;

const lastingClasses = (el: Element) => [...el.classList].filter(lasting);

/** A selector step naming the element by what lasts: test hooks, role, lasting classes. */
function describe(el: Element, withId: boolean): string {
  let step = el.localName;
  const id = el.getAttribute('id');
  if (withId && id && lasting(id)) return `${step}#${cssEscape(id)}`;
  for (const name of NAMING_ATTRIBUTES) {
    const value = el.getAttribute(name);
    if (value && lasting(value)) return `${step}[${name}=${quoted(value)}]`;
  }
  const role = el.getAttribute('role');
  if (role) step += `[role=${quoted(role)}]`;
  const label = el.getAttribute('aria-label');
  if (label && label.length <= 60 && el.localName !== 'div') step += `[aria-label=${quoted(label)}]`;
  return (
    step +
    lastingClasses(el)
      .map((c) => `.${cssEscape(c)}`)
      .join('')
  );
}

/** `step` plus the element's place among same-tag siblings, when `step` alone does not tell them apart. */
function placed(el: Element, step: string): string {
  const parent = el.parentElement;
  if (!parent) return step;
  const alike = [...parent.children].filter((c) => c.localName === el.localName && safeMatches(c, step));
  if (alike.length <= 1) return step;
  const sameTag = [...parent.children].filter((c) => c.localName === el.localName);
  const index = sameTag.indexOf(el);
  if (index === 0) return `${step}:first-of-type`;
  if (index === sameTag.length - 1) return `${step}:last-of-type`;
  return `${step}:nth-of-type(${index + 1})`;
}

function safeMatches(el: Element, selector: string): boolean {
  try {
    return el.matches(selector);
  } catch {
    return false;
  }
}

/** The shortest path of lasting steps, from the element upwards, that finds only this element. */
export function uniqueSelector(el: Element): string {
  const doc = el.ownerDocument;
  const steps: string[] = [];
  for (let at: Element | null = el; at; at = at.parentElement) {
    steps.unshift(placed(at, describe(at, true)));
    const selector = steps.join(' > ');
    const found = queryAll(doc, selector);
    if (found.length === 1 && found[0] === el) return selector;
  }
  return steps.join(' > ');
}

// --- The message row and the conversation ---

function shapeOf(el: Element) {
  const data = el
    .getAttributeNames()
    .filter((n) => n.startsWith('data-'))
    .sort()
    .join(' ');
  return { tag: el.localName, role: el.getAttribute('role') ?? '', classes: lastingClasses(el), data };
}

function sameShape(a: Element, b: Element): boolean {
  const x = shapeOf(a);
  const y = shapeOf(b);
  if (x.tag !== y.tag || x.role !== y.role) return false;
  return x.classes.some((c) => y.classes.includes(c)) || x.data === y.data;
}

const common = (lists: string[][]) => lists.reduce((acc, list) => acc.filter((item) => list.includes(item)));

/** What every row has and its other siblings lack: tag, role, shared lasting classes and data attributes. */
function rowSelectorFor(rows: Element[], container: Element): string {
  const first = rows[0]!;
  let selector = first.localName;
  const role = first.getAttribute('role');
  if (role) selector += `[role=${quoted(role)}]`;
  selector += common(rows.map(lastingClasses))
    .map((c) => `.${cssEscape(c)}`)
    .join('');
  selector += common(
    rows.map((r) => r.getAttributeNames().filter((n) => n.startsWith('data-') && !ID_ATTRIBUTES.includes(n))),
  )
    .map((n) => `[${n}]`)
    .join('');
  const others = [...container.children].filter((c) => !rows.includes(c));
  if (others.some((c) => safeMatches(c, selector))) {
    // Only the hashed classes tell rows apart here: better than reading the page's other children.
    const hashed = common(rows.map((r) => [...r.classList].filter(isHashedToken)));
    if (hashed.length) selector += hashed.map((c) => `.${cssEscape(c)}`).join('');
  }
  return selector;
}

function findRows(picked: Element): { rows: Element[]; container: Element } | undefined {
  const body = picked.ownerDocument.body;
  let best: { rows: Element[]; container: Element } | undefined;
  for (let el: Element | null = picked; el?.parentElement && el !== body; el = el.parentElement) {
    const container = el.parentElement;
    const self = el;
    const rows = [...container.children].filter((c) => c === self || sameShape(c, self));
    const withText = rows.filter((r) => readableText(r) !== '');
    // The most repeated level wins; on a tie the outer one, which holds a whole message.
    if (withText.length >= 2 && (!best || withText.length >= best.rows.length)) best = { rows: withText, container };
  }
  return best;
}

// --- Parts inside the rows ---

/** Elements holding the row's own words (text or an emoji image), outermost only. */
function textLeaves(row: Element): Element[] {
  const leaves: Element[] = [];
  const walk = (el: Element, depth: number) => {
    if (depth > MAX_PART_DEPTH) return;
    for (const child of el.children) {
      if (SKIPPED_TAGS.has(child.localName) || child.getAttribute('aria-hidden') === 'true') continue;
      const ownWords = [...child.childNodes].some((n) => n.nodeType === 3 && (n.nodeValue ?? '').trim() !== '');
      const emoji = child.localName === 'img' && !!child.getAttribute('alt');
      if (ownWords || emoji || child.localName === 'time' || isRichText(child)) leaves.push(child);
      else walk(child, depth + 1);
    }
  };
  walk(row, 0);
  return leaves;
}

/** A message body of paragraphs or lists is one part, not one part per paragraph. */
function isRichText(el: Element): boolean {
  const blocks = [...el.children];
  return (
    blocks.length > 0 &&
    blocks.every((b) => RICH_TEXT_BLOCKS.has(b.localName)) &&
    blocks.some((b) => b.localName !== 'br')
  );
}

/**
 * The leaf is named in full; the wrappers above it by tag, role and hooks only, since their classes
 * often say the side (`message-in`/`message-out`) and the same part must read alike on both sides.
 */
function relativeSelector(row: Element, el: Element): string {
  const steps: string[] = [];
  for (let at: Element | null = el; at && at !== row; at = at.parentElement)
    steps.unshift(placed(at, at === el ? describe(at, false) : wrapperStep(at)));
  return `:scope > ${steps.join(' > ')}`;
}

function wrapperStep(el: Element): string {
  const named = describe(el, false);
  if (named.includes('[data-')) return named;
  const role = el.getAttribute('role');
  return role ? `${el.localName}[role=${quoted(role)}]` : el.localName;
}

interface PartStats {
  selector: string;
  texts: string[];
  /** Mean position in its row: lower is earlier. */
  order: number;
  timeLike: number;
}

function collectParts(rows: Element[]): PartStats[] {
  const parts = new Map<string, PartStats>();
  for (const row of rows) {
    const seen = new Set<string>();
    textLeaves(row).forEach((leaf, index) => {
      const selector = relativeSelector(row, leaf);
      if (seen.has(selector)) return;
      seen.add(selector);
      const text = readableText(leaf);
      const stats = parts.get(selector) ?? { selector, texts: [], order: 0, timeLike: 0 };
      stats.texts.push(text);
      stats.order += index;
      if (leaf.localName === 'time' || leaf.hasAttribute('datetime') || TIME_TEXT.test(text)) stats.timeLike++;
      parts.set(selector, stats);
    });
  }
  return [...parts.values()].map((p) => ({ ...p, order: p.order / p.texts.length }));
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

function nameLike(part: PartStats): boolean {
  const sentences = part.texts.filter((t) => /[.!?]$/.test(t) && words(t) > 2).length;
  return mean(part.texts.map(words)) <= 4 && mean(part.texts.map((t) => t.length)) <= 40 && sentences === 0;
}

function chooseParts(parts: PartStats[], rowCount: number) {
  const time = parts
    .filter((p) => p.timeLike / p.texts.length >= 0.8)
    .sort((a, b) => b.texts.length - a.texts.length)[0];
  const rest = parts.filter((p) => p !== time);
  const variety = (p: PartStats) => new Set(p.texts).size / p.texts.length;
  const textScore = (p: PartStats) => p.texts.length * mean(p.texts.map((t) => t.length)) * variety(p);
  const text = [...rest].sort((a, b) => textScore(b) - textScore(a))[0];
  if (!text) return undefined;
  const repeats = (p: PartStats) => p.texts.length - new Set(p.texts).size;
  const speaker = rest
    .filter((p) => p !== text && nameLike(p) && (repeats(p) > 0 || rowCount <= 3))
    // A name comes before the words it labels; read marks and reactions come after.
    .sort(
      (a, b) =>
        Number(b.order < text.order) - Number(a.order < text.order) ||
        repeats(b) - repeats(a) ||
        b.texts.length - a.texts.length,
    )[0];
  return { time, text, speaker };
}

// --- Sides: what marks the user's own messages or a bot's ---

function markTokens(row: Element): Map<string, string> {
  const tokens = new Map<string, string>(); // token → selector matching it
  const visit = (el: Element, depth: number) => {
    for (const c of el.classList) if (lasting(c)) tokens.set(c, `.${cssEscape(c)}`);
    for (const name of el.getAttributeNames()) {
      const value = el.getAttribute(name) ?? '';
      if (name.startsWith('data-') && !ID_ATTRIBUTES.includes(name) && value.length <= 30 && lasting(value))
        tokens.set(`${name}=${value}`, `[${name}=${quoted(value)}]`);
    }
    if (depth < 3) for (const child of el.children) visit(child, depth + 1);
  };
  visit(row, 0);
  return tokens;
}

function inferSides(rows: Element[]): SideRule[] {
  const perRow = rows.map(markTokens);
  const everywhere = new Set([...perRow[0]!.keys()].filter((t) => perRow.every((tokens) => tokens.has(t))));
  const rules: SideRule[] = [];
  const add = (side: SideRule['side'], mark: RegExp) => {
    for (const tokens of perRow)
      for (const [token, selector] of tokens)
        if (
          !everywhere.has(token) &&
          mark.test(token.replace(/^data-[^=]*=/, '')) &&
          !rules.some((r) => r.side === side)
        )
          rules.push({ match: selector, side });
  };
  add('bot', BOT_MARK);
  add('agent', OWN_MARK);
  return rules;
}

function idAttributeOf(rows: Element[]): string | undefined {
  for (const name of ID_ATTRIBUTES) {
    const values = rows.map((row) =>
      (row.hasAttribute(name) ? row : row.querySelector(`[${name}]`))?.getAttribute(name),
    );
    const present = values.filter((v): v is string => !!v);
    if (
      present.length === rows.length &&
      new Set(present).size === present.length &&
      present.every((v) => v.length <= 200)
    )
      return name;
  }
  return undefined;
}

// --- The whole inference ---

export function inferRecipe(picked: Element): InferenceResult {
  const found = findRows(picked);
  if (!found) return { ok: false, reason: t('recipeInferNoRepeats') };
  const rows = found.rows.slice(-MAX_ROWS_READ);
  const allParts = collectParts(rows);
  const chosen = chooseParts(allParts, rows.length);
  if (!chosen) return { ok: false, reason: t('recipeInferNoText') };
  const doc = picked.ownerDocument;
  const origin = doc.location?.origin ?? '';
  const chosenParts = [chosen.text, ...(chosen.speaker ? [chosen.speaker] : [])];
  const ordered = [...chosenParts, ...allParts.filter((p) => p !== chosen.time && !chosenParts.includes(p))];
  const recipe: PickedChat['recipe'] = {
    version: RECIPE_VERSION,
    origin,
    name: doc.location?.hostname || t('recipeInferThisSite'),
    container: uniqueSelector(found.container),
    row: rowSelectorFor(found.rows, found.container),
    speaker: chosen.speaker?.selector,
    text: chosen.text.selector,
    time: chosen.time?.selector,
    idAttribute: idAttributeOf(rows),
    sides: inferSides(rows),
  };
  const parts: RowPart[] = ordered.map((p) => ({
    selector: p.selector,
    rows: p.texts.length,
    samples: [...new Set(p.texts)].slice(0, MAX_SAMPLES),
  }));
  const table: PreviewRow[] = rows.map((row) => {
    const elements = parts.map((p) => queryOne(row, p.selector));
    return {
      cells: parts.map((p) => partText(row, p.selector) ?? null),
      same: elements.map((el, k) => (el ? elements.indexOf(el) : k)),
      side: sideOf(row, recipe.sides),
    };
  });
  return { ok: true, picked: { recipe, parts, speakerPart: chosen.speaker ? 1 : undefined, textPart: 0, table } };
}

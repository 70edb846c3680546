// Capture rules: each platform's CSS selectors as plain data (the `*-selectors.ts` files are the
// built-in rules). A proxy may serve newer rules (GET /capture-rules): per platform, selector paths
// mapped to candidate selectors. Served candidates are tried first and the built-in ones stay the
// fallback, so a served rule that is wrong or stale never makes capture worse than without it.
// Content scripts apply them before capture starts; the background checks the served document.

/** A platform's selectors: a selector list, candidates tried in order, or a group of either. */
export interface SelectorRules {
  [name: string]: string | readonly string[] | SelectorRules;
}

/** Served rules for one platform: a dotted path of its selectors ("captions.text") → candidates. */
export type SelectorOverrides = Record<string, readonly string[]>;

export const CAPTURE_RULES_FORMAT = 'sidecue-capture-rules';

/** What a proxy serves and the background stores, once checked (capture-rules-schema.ts). */
export interface CaptureRulesDocument {
  format: typeof CAPTURE_RULES_FORMAT;
  /** Increases with each publication. */
  version: number;
  /** ISO date of publication. */
  published: string;
  platforms: Record<string, SelectorOverrides>;
}

/** The rules a capture uses, as the panel names them when capture finds nothing. */
export interface RulesInUse {
  version: number;
  published: string;
  /** Paths whose served candidates were taken. */
  applied: string[];
}

/** Every selector path of a platform's rules, with what it holds. */
export function selectorPaths(rules: SelectorRules, prefix = ''): Map<string, 'list' | 'candidates'> {
  const paths = new Map<string, 'list' | 'candidates'>();
  for (const [name, value] of Object.entries(rules)) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') paths.set(path, 'list');
    else if (Array.isArray(value)) paths.set(path, 'candidates');
    else for (const [inner, kind] of selectorPaths(value as SelectorRules, path)) paths.set(inner, kind);
  }
  return paths;
}

/** Whether the browser can use `selector` (a served rule is data from elsewhere: it may not parse). */
export function isUsableSelector(selector: string, doc: Document): boolean {
  try {
    doc.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
}

/**
 * Puts served candidates in front of the built-in ones, in place (a page runs one platform, and its
 * adapter reads its selectors object directly). Unknown paths and selectors the browser cannot parse
 * are left out. Returns the paths applied.
 */
export function applySelectorOverrides(rules: SelectorRules, overrides: SelectorOverrides, doc: Document): string[] {
  const applied: string[] = [];
  for (const [path, candidates] of Object.entries(overrides)) {
    const names = path.split('.');
    const last = names.pop()!;
    let group: SelectorRules | undefined = rules;
    for (const name of names) {
      const next: SelectorRules[string] | undefined = group?.[name];
      group = next && typeof next === 'object' && !Array.isArray(next) ? (next as SelectorRules) : undefined;
    }
    const builtIn = group?.[last];
    if (!Array.isArray(candidates)) continue;
    const usable = candidates.filter((selector) => typeof selector === 'string' && isUsableSelector(selector, doc));
    if (!group || usable.length === 0) continue;
    if (typeof builtIn === 'string') group[last] = [...usable, builtIn].join(', ');
    else if (Array.isArray(builtIn)) group[last] = [...usable, ...builtIn];
    else continue;
    applied.push(path);
  }
  return applied;
}

// Applying capture rules in a content script: a proxy may serve newer selectors (the document's shape
// is in the contract, lib/api/capture-rules.ts). Served candidates are tried first and the built-in ones
// stay the fallback, so a served rule that is wrong or stale never makes capture worse than without it.
import type { SelectorOverrides, SelectorRules } from '../../api/capture-rules';

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

// Saved recipes in storage.local, one list under one key. Every change goes through the pure
// functions below, so saving, importing and deleting keep what they do not touch.
import { browser } from 'wxt/browser';
import { Recipe, RECIPES_KEY } from './recipe';
import { recipeForOrigin } from './site-recipe';

/** The stored recipes that still pass the schema; a damaged entry is skipped, never fatal. */
export function readStoredRecipes(stored: unknown): Recipe[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry) => {
    const parsed = Recipe.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

export async function loadRecipes(): Promise<Recipe[]> {
  return readStoredRecipes((await browser.storage.local.get(RECIPES_KEY))[RECIPES_KEY]);
}

export async function storeRecipes(recipes: readonly Recipe[]): Promise<void> {
  await browser.storage.local.set({ [RECIPES_KEY]: recipes });
}

export function onRecipesChanged(listener: (recipes: Recipe[]) => void): () => void {
  const handler = (changes: Record<string, { newValue?: unknown }>, area: string) => {
    const change = changes[RECIPES_KEY];
    if (area === 'local' && change) listener(readStoredRecipes(change.newValue));
  };
  browser.storage.onChanged.addListener(handler);
  return () => browser.storage.onChanged.removeListener(handler);
}

/**
 * "Save for this site": a site keeps one picked recipe, so a new pick replaces the site's recipe in
 * place (its id, name and creation time stay); otherwise it is added.
 */
export function savedForSite(
  recipes: readonly Recipe[],
  draft: Omit<Recipe, 'id' | 'createdAt' | 'updatedAt'>,
  now: number,
  newId: () => string,
): { recipes: Recipe[]; saved: Recipe } {
  const existing = recipeForOrigin(recipes, draft.origin);
  const saved: Recipe = existing
    ? { ...draft, id: existing.id, name: existing.name, createdAt: existing.createdAt, updatedAt: now }
    : { ...draft, id: newId(), createdAt: now, updatedAt: now };
  return { recipes: existing ? recipes.map((r) => (r.id === existing.id ? saved : r)) : [...recipes, saved], saved };
}

/** An imported recipe with the id of one already here is that recipe again: it replaces it. */
export function withImported(recipes: readonly Recipe[], imported: readonly Recipe[]): Recipe[] {
  const incoming = new Map(imported.map((r) => [r.id, r]));
  const kept = recipes.map((r) => incoming.get(r.id) ?? r);
  return [...kept, ...imported.filter((r) => !recipes.some((existing) => existing.id === r.id))];
}

export function renamed(recipes: readonly Recipe[], id: string, name: string, now: number): Recipe[] {
  return recipes.map((r) => (r.id === id ? { ...r, name, updatedAt: now } : r));
}

export function without(recipes: readonly Recipe[], id: string): Recipe[] {
  return recipes.filter((r) => r.id !== id);
}

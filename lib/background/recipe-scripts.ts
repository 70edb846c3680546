// Keeps one registered content script per site that has a saved recipe and its host permission, so a
// visit there captures without picking. Registered scripts persist across browser restarts; this runs
// again whenever recipes or permissions change, and at each start, to undo anything left behind.
import { originPattern, type Recipe } from '../recipes/recipe';

/** The runtime-registered content script (entrypoints/recipe.content.ts) as built. */
export const RECIPE_SCRIPT_FILE = 'content-scripts/recipe.js';
const ID_PREFIX = 'sidecue-recipe-';

interface RegisteredScript {
  id: string;
  matches?: string[];
  js?: string[];
  runAt?: 'document_start' | 'document_end' | 'document_idle';
  persistAcrossSessions?: boolean;
}

export interface RecipeScriptsDeps {
  getRegisteredContentScripts(): Promise<RegisteredScript[]>;
  registerContentScripts(scripts: RegisteredScript[]): Promise<void>;
  unregisterContentScripts(filter: { ids: string[] }): Promise<void>;
  hasHostPermission(pattern: string): Promise<boolean>;
}

export function scriptIdFor(pattern: string): string {
  return ID_PREFIX + pattern.replace(/[^a-zA-Z0-9.-]/g, '_');
}

/** Registers what is missing and unregisters what is no longer wanted; leaves the rest alone. */
export async function syncRecipeScripts(recipes: readonly Recipe[], deps: RecipeScriptsDeps): Promise<void> {
  const wanted = new Map<string, string>(); // id → pattern
  for (const pattern of new Set(recipes.map((r) => originPattern(r.origin)))) {
    if (await deps.hasHostPermission(pattern)) wanted.set(scriptIdFor(pattern), pattern);
  }
  const registered = (await deps.getRegisteredContentScripts()).filter((s) => s.id.startsWith(ID_PREFIX));
  const stale = registered.filter((s) => !wanted.has(s.id)).map((s) => s.id);
  if (stale.length) await deps.unregisterContentScripts({ ids: stale });
  const missing = [...wanted].filter(([id]) => !registered.some((s) => s.id === id));
  if (missing.length === 0) return;
  await deps.registerContentScripts(
    missing.map(([id, pattern]) => ({
      id,
      matches: [pattern],
      js: [RECIPE_SCRIPT_FILE],
      runAt: 'document_idle',
      persistAcrossSessions: true,
    })),
  );
}

/** Runs syncs one after another: two overlapping ones would register the same id twice. */
export function serialized(task: () => Promise<void>): () => Promise<void> {
  let last = Promise.resolve();
  return () => {
    last = last.then(task, task).catch((error: unknown) => {
      // Names and patterns only: never page text.
      console.warn(
        'Sidecue could not update the recipe content scripts:',
        error instanceof Error ? error.message : error,
      );
    });
    return last;
  };
}

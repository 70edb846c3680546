// Which recipe a page uses, read without zod: the content script stays small and free of eval. Stored
// recipes passed the schema when saved or imported; this only keeps entries still shaped like one.
import { RECIPE_VERSION } from './format';
import type { Recipe } from './recipe';

const SIDES = new Set(['customer', 'agent', 'bot']);
const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

function shapedLikeRecipe(value: unknown): value is Recipe {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  const sides = r.sides ?? [];
  return (
    r.version === RECIPE_VERSION &&
    [r.id, r.origin, r.name, r.container, r.row, r.text].every((v) => typeof v === 'string' && v !== '') &&
    [r.speaker, r.time, r.idAttribute].every(optionalString) &&
    typeof r.updatedAt === 'number' &&
    Array.isArray(sides) &&
    sides.every(
      (s: unknown) =>
        typeof s === 'object' &&
        s !== null &&
        typeof (s as SideLike).match === 'string' &&
        SIDES.has((s as SideLike).side),
    )
  );
}

interface SideLike {
  match: unknown;
  side: string;
}

/** The recipe a site uses: the one changed last, when several were imported for it. */
export function recipeForOrigin(recipes: readonly Recipe[], origin: string): Recipe | undefined {
  return recipes.filter((r) => r.origin === origin).sort((a, b) => b.updatedAt - a.updatedAt)[0];
}

export function storedRecipeForOrigin(stored: unknown, origin: string): Recipe | undefined {
  if (!Array.isArray(stored)) return undefined;
  const found = recipeForOrigin(stored.filter(shapedLikeRecipe), origin);
  return found && { ...found, sides: found.sides ?? [] };
}

// A recipe tells Sidecue how to read one site's chat that no adapter knows: where the message rows are
// and which part of a row is the speaker, the text and the time. It is data, never code: selectors are
// only ever handed to querySelector/matches, and every stored or imported recipe passes this schema.
import { z } from 'zod';

import { RECIPE_FILE_FORMAT, RECIPE_VERSION } from './format';

export { RECIPE_FILE_FORMAT, RECIPE_VERSION, RECIPES_KEY } from './format';

const MAX_SELECTOR = 500;

const Selector = (what: string) =>
  z
    .string({ error: `${what} must be a CSS selector` })
    .trim()
    .min(1, `${what} is empty`)
    .max(MAX_SELECTOR, `${what} is longer than ${MAX_SELECTOR} characters`);

/** `https://host` or `http://host:port`, nothing after: the site a recipe and its permission are for. */
export const SiteOrigin = z.string({ error: 'The site must be a web address' }).refine(isWebOrigin, {
  error: 'The site must be a web address such as https://support.example.com, with nothing after the host',
});

export const SideRule = z.object({
  /** Matched against the row itself or anything in it. */
  match: Selector('A side rule'),
  side: z.enum(['customer', 'agent', 'bot'], { error: 'A side rule says customer, agent or bot' }),
});
export type SideRule = z.infer<typeof SideRule>;

export const Recipe = z.object({
  version: z.literal(RECIPE_VERSION, { error: `Only recipes of version ${RECIPE_VERSION} can be read` }),
  id: z
    .string({ error: 'A recipe needs an id' })
    .trim()
    .min(1, 'A recipe needs an id')
    .max(100, 'A recipe id is at most 100 characters'),
  origin: SiteOrigin,
  name: z
    .string({ error: 'A recipe needs a name' })
    .trim()
    .min(1, 'A recipe needs a name')
    .max(200, 'A recipe name is at most 200 characters'),
  /** The element holding the message rows. */
  container: Selector('The conversation selector'),
  /** A message row: a child of the container matching this. */
  row: Selector('The message row selector'),
  /** Relative to the row (`:scope > …`); absent when rows carry no name (the page shows one only to others). */
  speaker: Selector('The speaker selector').optional(),
  text: Selector('The text selector'),
  time: Selector('The time selector').optional(),
  /** An attribute whose value is the page's own message id, on the row or inside it. */
  idAttribute: z
    .string()
    .regex(/^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/, 'The id attribute must be an attribute name')
    .max(100)
    .optional(),
  /** First match wins; rows matching none are the customer's. */
  sides: z.array(SideRule).max(20, 'A recipe has at most 20 side rules').default([]),
  createdAt: z.number({ error: 'createdAt must be a time in milliseconds' }).int().nonnegative(),
  updatedAt: z.number({ error: 'updatedAt must be a time in milliseconds' }).int().nonnegative(),
});
export type Recipe = z.infer<typeof Recipe>;
export type RecipeInput = z.input<typeof Recipe>;

export const RecipeFile = z.object({
  format: z.literal(RECIPE_FILE_FORMAT),
  version: z.literal(RECIPE_VERSION),
  recipes: z.array(Recipe).max(500),
});
export type RecipeFile = z.infer<typeof RecipeFile>;

export function isWebOrigin(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

/** The match pattern asked for and registered for a recipe's site: the whole origin, nothing more. */
export function originPattern(origin: string): string {
  const url = new URL(origin);
  // Match patterns carry no port: the host is what the user grants.
  return `${url.protocol}//${url.hostname}/*`;
}

export function recipeFile(recipes: readonly Recipe[]): RecipeFile {
  return { format: RECIPE_FILE_FORMAT, version: RECIPE_VERSION, recipes: [...recipes] };
}

export type ParsedRecipeFile = { ok: true; recipes: Recipe[] } | { ok: false; error: string };

/** An exported file's text (all recipes, or one bare recipe), or what is wrong with it in plain words. */
export function parseRecipeFile(text: string): ParsedRecipeFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'This file is not a Sidecue recipe file: it is not JSON.' };
  }
  const isFile = typeof json === 'object' && json !== null && 'recipes' in json;
  if (isFile) {
    const format = (json as { format?: unknown }).format;
    if (format !== RECIPE_FILE_FORMAT) return { ok: false, error: 'This file is not a Sidecue recipe file.' };
    const parsed = RecipeFile.safeParse(json);
    if (!parsed.success) return { ok: false, error: describeIssue(parsed.error) };
    if (parsed.data.recipes.length === 0) return { ok: false, error: 'This file holds no recipe.' };
    return { ok: true, recipes: parsed.data.recipes };
  }
  const single = Recipe.safeParse(json);
  if (!single.success) {
    const looksLikeRecipe = typeof json === 'object' && json !== null && 'row' in json && 'text' in json;
    return {
      ok: false,
      error: looksLikeRecipe ? describeIssue(single.error) : 'This file is not a Sidecue recipe file.',
    };
  }
  return { ok: true, recipes: [single.data] };
}

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'This recipe file could not be read.';
  const index = issue.path[0] === 'recipes' && typeof issue.path[1] === 'number' ? issue.path[1] : undefined;
  const where = index === undefined ? 'This recipe' : `Recipe ${index + 1} in this file`;
  const field = issue.path.at(index === undefined ? 0 : 2);
  return `${where} cannot be used: ${issue.message}${field === undefined ? '' : ` (${String(field)})`}. Nothing was imported.`;
}

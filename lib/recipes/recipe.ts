// A recipe tells Sidecue how to read one site's chat that no adapter knows: where the message rows are
// and which part of a row is the speaker, the text and the time. It is data, never code: selectors are
// only ever handed to querySelector/matches, and every stored or imported recipe passes this schema.
import { z } from 'zod';
import type { ParticipantSide } from '../messaging/capture-protocol';
import { type MessageKey, t } from '../i18n/messages';

import { RECIPE_FILE_FORMAT, RECIPE_VERSION } from './format';

/** What a side's messages are called when the page names no one: the user's own are "You". */
export const SIDE_NAMES: Record<ParticipantSide, string> = { customer: 'Customer', agent: 'You', bot: 'Bot' };

export { RECIPE_FILE_FORMAT, RECIPE_VERSION, RECIPES_KEY } from './format';

const MAX_SELECTOR = 500;

/** Words read when an error is made (never at load): in the browser's language. */
const say =
  (key: MessageKey, ...substitutions: (string | number)[]) =>
  () =>
    t(key, ...substitutions);

const Selector = (field: MessageKey) =>
  z
    .string({ error: () => t('recipeSelectorNotText', t(field)) })
    .trim()
    .min(1, { error: () => t('recipeSelectorEmpty', t(field)) })
    .max(MAX_SELECTOR, { error: () => t('recipeSelectorTooLong', t(field), MAX_SELECTOR) });

/** `https://host` or `http://host:port`, nothing after: the site a recipe and its permission are for. */
export const SiteOrigin = z
  .string({ error: say('recipeSiteNotAddress') })
  .refine(isWebOrigin, { error: say('recipeSiteOriginOnly') });

export const SideRule = z.object({
  /** Matched against the row itself or anything in it. */
  match: Selector('recipeFieldSideRule'),
  side: z.enum(['customer', 'agent', 'bot'], { error: say('recipeSideValue') }),
});
export type SideRule = z.infer<typeof SideRule>;

export const Recipe = z.object({
  version: z.literal(RECIPE_VERSION, { error: say('recipeVersionUnknown', RECIPE_VERSION) }),
  id: z
    .string({ error: say('recipeIdMissing') })
    .trim()
    .min(1, { error: say('recipeIdMissing') })
    .max(100, { error: say('recipeIdTooLong', 100) }),
  origin: SiteOrigin,
  name: z
    .string({ error: say('recipeNameMissing') })
    .trim()
    .min(1, { error: say('recipeNameMissing') })
    .max(200, { error: say('recipeNameTooLong', 200) }),
  /** The element holding the message rows. */
  container: Selector('recipeFieldConversation'),
  /** A message row: a child of the container matching this. */
  row: Selector('recipeFieldRow'),
  /** Relative to the row (`:scope > …`); absent when rows carry no name (the page shows one only to others). */
  speaker: Selector('recipeFieldSpeaker').optional(),
  text: Selector('recipeFieldText'),
  time: Selector('recipeFieldTime').optional(),
  /** An attribute whose value is the page's own message id, on the row or inside it. */
  idAttribute: z
    .string()
    .regex(/^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/, { error: say('recipeIdAttributeInvalid') })
    .max(100)
    .optional(),
  /** First match wins; rows matching none are the customer's. */
  sides: z
    .array(SideRule)
    .max(20, { error: say('recipeTooManySides', 20) })
    .default([]),
  createdAt: z
    .number({ error: say('recipeTimeInvalid', 'createdAt') })
    .int()
    .nonnegative(),
  updatedAt: z
    .number({ error: say('recipeTimeInvalid', 'updatedAt') })
    .int()
    .nonnegative(),
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
    return { ok: false, error: t('recipeFileNotJson') };
  }
  const isFile = typeof json === 'object' && json !== null && 'recipes' in json;
  if (isFile) {
    const format = (json as { format?: unknown }).format;
    if (format !== RECIPE_FILE_FORMAT) return { ok: false, error: t('recipeFileNotRecipes') };
    const parsed = RecipeFile.safeParse(json);
    if (!parsed.success) return { ok: false, error: describeIssue(parsed.error) };
    if (parsed.data.recipes.length === 0) return { ok: false, error: t('recipeFileEmpty') };
    return { ok: true, recipes: parsed.data.recipes };
  }
  const single = Recipe.safeParse(json);
  if (!single.success) {
    const looksLikeRecipe = typeof json === 'object' && json !== null && 'row' in json && 'text' in json;
    return {
      ok: false,
      error: looksLikeRecipe ? describeIssue(single.error) : t('recipeFileNotRecipes'),
    };
  }
  return { ok: true, recipes: [single.data] };
}

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return t('recipeFileUnreadable');
  const index = issue.path[0] === 'recipes' && typeof issue.path[1] === 'number' ? issue.path[1] : undefined;
  const field = issue.path.at(index === undefined ? 0 : 2);
  if (index === undefined)
    return field === undefined ? t('recipeIssue', issue.message) : t('recipeIssueField', issue.message, String(field));
  return field === undefined
    ? t('recipeIssueInFile', index + 1, issue.message)
    : t('recipeIssueInFileField', index + 1, issue.message, String(field));
}

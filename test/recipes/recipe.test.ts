// The recipe format: what is accepted, what is refused and how the refusal reads.
import { describe, expect, it } from 'vitest';
import { originPattern, parseRecipeFile, Recipe, recipeFile, RECIPE_FILE_FORMAT } from '../../lib/recipes/recipe';
import { sampleRecipe } from './fixtures';

describe('recipe schema', () => {
  it('accepts a full recipe and one without speaker, time or side rules', () => {
    expect(Recipe.parse(sampleRecipe)).toEqual(sampleRecipe);
    const { speaker: _s, time: _t, sides: _r, ...bare } = sampleRecipe;
    expect(Recipe.parse(bare).sides).toEqual([]);
  });

  it.each([
    ['an origin with a path', { origin: 'https://support.example-shop.test/tickets' }],
    ['a non-web origin', { origin: 'chrome://settings' }],
    ['an empty row selector', { row: '  ' }],
    ['an unknown side', { sides: [{ match: '.x', side: 'manager' }] }],
    ['a newer version', { version: 2 }],
    ['code instead of a selector', { text: 42 }],
  ])('refuses %s', (_what, change) => {
    expect(Recipe.safeParse({ ...sampleRecipe, ...change }).success).toBe(false);
  });

  it('asks for the whole host, without port or path', () => {
    expect(originPattern('https://support.example-shop.test')).toBe('https://support.example-shop.test/*');
    expect(originPattern('http://localhost:8080')).toBe('http://localhost/*');
  });
});

describe('recipe files', () => {
  it('reads back what was exported, one recipe or all', () => {
    const second = { ...sampleRecipe, id: 'r-2', name: 'Other' };
    expect(parseRecipeFile(JSON.stringify(recipeFile([sampleRecipe, second])))).toEqual({
      ok: true,
      recipes: [sampleRecipe, second],
    });
    expect(parseRecipeFile(JSON.stringify(sampleRecipe))).toEqual({ ok: true, recipes: [sampleRecipe] });
  });

  it.each([
    ['not JSON', '{oops', 'This file is not a Sidecue recipe file: it is not JSON.'],
    ['another JSON file', '{"name":"x","version":"1.0.0"}', 'This file is not a Sidecue recipe file.'],
    [
      'an empty export',
      JSON.stringify({ format: RECIPE_FILE_FORMAT, version: 1, recipes: [] }),
      'This file holds no recipe.',
    ],
  ])('says what is wrong with %s', (_what, text, error) => {
    expect(parseRecipeFile(text)).toEqual({ ok: false, error });
  });

  it('names the recipe and field that is wrong, and that nothing was imported', () => {
    const broken = recipeFile([sampleRecipe, { ...sampleRecipe, origin: 'https://x.test/path' }]);
    const parsed = parseRecipeFile(JSON.stringify(broken));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error).toMatch(
      /^Recipe 2 in this file cannot be used: The site must be a web address .* \(origin\)\. Nothing was imported\.$/,
    );
  });

  it.each([
    [{ text: '  ' }, 'This recipe cannot be used: The text selector is empty (text). Nothing was imported.'],
    [
      { version: 2 },
      'This recipe cannot be used: Only recipes of version 1 can be read (version). Nothing was imported.',
    ],
    [
      { name: 'n'.repeat(201) },
      'This recipe cannot be used: A recipe name is at most 200 characters (name). Nothing was imported.',
    ],
  ])('says in words which field of a single recipe is wrong: %o', (change, error) => {
    expect(parseRecipeFile(JSON.stringify({ ...sampleRecipe, ...change }))).toEqual({ ok: false, error });
  });
});

// Saving, importing, renaming and deleting recipes keep what they do not touch.
import { describe, expect, it } from 'vitest';
import { storedRecipeForOrigin, recipeForOrigin } from '../../lib/recipes/site-recipe';
import { readStoredRecipes, renamed, savedForSite, withImported, without } from '../../lib/recipes/store';
import { sampleRecipe } from './fixtures';

const other = { ...sampleRecipe, id: 'r-2', origin: 'https://chat.other.test', name: 'Other' };
const { id: _id, createdAt: _c, updatedAt: _u, ...draft } = sampleRecipe;

describe('recipe list', () => {
  it('a new pick for a saved site replaces its recipe in place, keeping id, name and creation time', () => {
    const { recipes, saved } = savedForSite(
      [sampleRecipe, other],
      { ...draft, name: 'picked again', text: ':scope > p' },
      5,
      () => 'new',
    );
    expect(saved).toEqual({ ...sampleRecipe, text: ':scope > p', updatedAt: 5 });
    expect(recipes).toEqual([saved, other]);
  });

  it('a pick for a new site is added with a new id', () => {
    const { recipes, saved } = savedForSite([other], draft, 5, () => 'new');
    expect(saved).toMatchObject({ id: 'new', createdAt: 5, updatedAt: 5 });
    expect(recipes).toEqual([other, saved]);
  });

  it('import replaces a recipe with the same id and adds the others', () => {
    const changed = { ...sampleRecipe, name: 'Changed' };
    const third = { ...other, id: 'r-3' };
    expect(withImported([sampleRecipe, other], [changed, third])).toEqual([changed, other, third]);
  });

  it('the newest recipe of a site is the one it uses', () => {
    const newer = { ...sampleRecipe, id: 'r-9', updatedAt: sampleRecipe.updatedAt + 1 };
    expect(recipeForOrigin([sampleRecipe, newer, other], sampleRecipe.origin)).toBe(newer);
    expect(recipeForOrigin([other], sampleRecipe.origin)).toBeUndefined();
  });

  it('the content script finds its site’s recipe without the schema, skipping entries not shaped like one', () => {
    const damaged = { ...sampleRecipe, id: 'r-0', text: 7, updatedAt: sampleRecipe.updatedAt + 5 };
    const { sides: _s, ...noSides } = { ...sampleRecipe, id: 'r-3', updatedAt: sampleRecipe.updatedAt + 1 };
    expect(storedRecipeForOrigin([sampleRecipe, damaged, other], sampleRecipe.origin)).toEqual(sampleRecipe);
    expect(storedRecipeForOrigin([sampleRecipe, noSides], sampleRecipe.origin)).toEqual({ ...noSides, sides: [] });
    expect(storedRecipeForOrigin('nonsense', sampleRecipe.origin)).toBeUndefined();
  });

  it('rename and delete touch one recipe', () => {
    expect(renamed([sampleRecipe, other], 'r-2', 'Chat', 9)).toEqual([
      sampleRecipe,
      { ...other, name: 'Chat', updatedAt: 9 },
    ]);
    expect(without([sampleRecipe, other], 'r-1')).toEqual([other]);
  });

  it('a damaged stored entry is skipped, the others kept', () => {
    expect(readStoredRecipes([sampleRecipe, { id: 'x' }, other])).toEqual([sampleRecipe, other]);
    expect(readStoredRecipes('nonsense')).toEqual([]);
  });
});

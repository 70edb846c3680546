// @vitest-environment jsdom
// Options › Recipes: rename, export one or all, import with plain errors and nothing lost, delete with confirmation.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecipesSection, type RecipesDeps } from '../../components/RecipesSection';
import { parseRecipeFile, recipeFile, type Recipe } from '../../lib/recipes/recipe';
import { sampleRecipe } from '../recipes/fixtures';

afterEach(cleanup);

const other: Recipe = { ...sampleRecipe, id: 'r-2', origin: 'https://chat.other.test', name: 'Other chat' };

function setup(initial: Recipe[] = [sampleRecipe, other], granted = true) {
  let stored = initial;
  const deps = {
    load: vi.fn(async () => stored),
    store: vi.fn(async (next: Recipe[]) => {
      stored = next;
    }),
    download: vi.fn<RecipesDeps['download']>(),
    hasSite: vi.fn(async () => granted),
    requestSite: vi.fn(async () => true),
    releaseSite: vi.fn(async () => undefined),
    now: () => 42,
  } satisfies RecipesDeps;
  render(<RecipesSection deps={deps} />);
  return { deps, stored: () => stored, user: userEvent.setup() };
}

const names = () =>
  within(screen.getByRole('list', { name: 'Recipes' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('strong')?.textContent);

const jsonFile = (content: string, name = 'recipes.json') => new File([content], name, { type: 'application/json' });

describe('options: recipes', () => {
  it('lists saved recipes by name and site', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Recipes' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Recipes' });
    expect(names()).toEqual(['Example shop support', 'Other chat']);
    expect(screen.getByText('support.example-shop.test')).toBeTruthy();
  });

  it('renames one recipe and stores it', async () => {
    const { stored, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Rename Other chat' }));
    const input = screen.getByLabelText('New name for Other chat');
    await user.clear(input);
    await user.type(input, 'Acme live chat');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(names()).toEqual(['Example shop support', 'Acme live chat']);
    expect(stored()).toEqual([sampleRecipe, { ...other, name: 'Acme live chat', updatedAt: 42 }]);
    expect(screen.getByRole('status').textContent).toBe('Renamed to “Acme live chat”.');
  });

  it('exports one recipe or all as files the import reads back', async () => {
    const { deps, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Export Other chat' }));
    expect(deps.download).toHaveBeenLastCalledWith('sidecue-recipe-chat.other.test.json', expect.any(String));
    expect(parseRecipeFile(deps.download.mock.lastCall![1])).toEqual({ ok: true, recipes: [other] });
    await user.click(screen.getByRole('button', { name: 'Export all' }));
    expect(deps.download).toHaveBeenLastCalledWith('sidecue-recipes.json', expect.any(String));
    expect(parseRecipeFile(deps.download.mock.lastCall![1])).toEqual({ ok: true, recipes: [sampleRecipe, other] });
  });

  it('imports a valid file, adding new recipes and replacing the same ones', async () => {
    const { stored, user } = setup([sampleRecipe]);
    await screen.findByRole('list', { name: 'Recipes' });
    const changed = { ...sampleRecipe, name: 'Shop (imported)' };
    await user.upload(screen.getByLabelText('Import recipes'), jsonFile(JSON.stringify(recipeFile([changed, other]))));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Imported 2 recipes.');
    expect(names()).toEqual(['Shop (imported)', 'Other chat']);
    expect(stored()).toEqual([changed, other]);
  });

  it.each([
    ['a file that is not JSON', 'not json at all', 'This file is not a Sidecue recipe file: it is not JSON.'],
    ['some other JSON', '{"hello":"world"}', 'This file is not a Sidecue recipe file.'],
    [
      'a recipe with a bad field',
      JSON.stringify(recipeFile([{ ...other, sides: [{ match: '.me', side: 'boss' }] } as unknown as Recipe])),
      'Recipe 1 in this file cannot be used: A side rule says customer, agent or bot (sides). Nothing was imported.',
    ],
  ])('refuses %s in plain words and keeps every recipe', async (_what, content, message) => {
    const { deps, stored, user } = setup();
    await screen.findByRole('list', { name: 'Recipes' });
    await user.upload(screen.getByLabelText('Import recipes'), jsonFile(content));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(deps.store).not.toHaveBeenCalled();
    expect(stored()).toEqual([sampleRecipe, other]);
    expect(names()).toEqual(['Example shop support', 'Other chat']);
  });

  it('deletes only after confirmation, and gives the site back when no recipe needs it', async () => {
    const { deps, stored, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Other chat' }));
    const confirm = screen.getByRole('group', { name: 'Delete Other chat?' });
    expect(confirm.textContent).toContain('Sidecue stops reading chat.other.test.');
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(deps.store).not.toHaveBeenCalled();
    expect(names()).toEqual(['Example shop support', 'Other chat']);

    await user.click(screen.getByRole('button', { name: 'Delete Other chat' }));
    await user.click(screen.getByRole('button', { name: 'Delete recipe' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Deleted “Other chat”.');
    expect(stored()).toEqual([sampleRecipe]);
    expect(deps.releaseSite).toHaveBeenCalledWith('https://chat.other.test');
  });

  it('offers to allow a site an imported recipe has no permission for', async () => {
    const { deps, user } = setup([other], false);
    await user.click(await screen.findByRole('button', { name: 'Allow chat.other.test' }));
    expect(deps.requestSite).toHaveBeenCalledWith('https://chat.other.test');
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Allow chat.other.test' })).toBeNull());
  });
});

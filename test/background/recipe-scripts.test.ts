// The background keeps exactly one registered content script per saved site it may read.
import { describe, expect, it } from 'vitest';
import {
  RECIPE_SCRIPT_FILE,
  scriptIdFor,
  serialized,
  syncRecipeScripts,
  type RecipeScriptsDeps,
} from '../../lib/background/recipe-scripts';
import { sampleRecipe } from '../recipes/fixtures';

type Script = Awaited<ReturnType<RecipeScriptsDeps['getRegisteredContentScripts']>>[number];

class FakeScripting implements RecipeScriptsDeps {
  scripts: Script[] = [];
  granted = new Set<string>();
  registerCalls = 0;
  async getRegisteredContentScripts() {
    return [...this.scripts];
  }
  async registerContentScripts(scripts: Script[]) {
    this.registerCalls++;
    await new Promise((resolve) => setTimeout(resolve, 5));
    for (const s of scripts)
      if (this.scripts.some((known) => known.id === s.id)) throw new Error(`Duplicate script ID '${s.id}'`);
    this.scripts.push(...scripts);
  }
  async unregisterContentScripts({ ids }: { ids: string[] }) {
    this.scripts = this.scripts.filter((s) => !ids.includes(s.id));
  }
  async hasHostPermission(pattern: string) {
    return this.granted.has(pattern);
  }
}

const other = { ...sampleRecipe, id: 'r-2', origin: 'https://chat.other.test' };

describe('recipe content scripts', () => {
  it('registers one persistent script per granted site, for that site only', async () => {
    const fake = new FakeScripting();
    fake.granted.add('https://support.example-shop.test/*');
    await syncRecipeScripts([sampleRecipe, { ...sampleRecipe, id: 'r-1b' }, other], fake);
    expect(fake.scripts).toEqual([
      {
        id: scriptIdFor('https://support.example-shop.test/*'),
        matches: ['https://support.example-shop.test/*'],
        js: [RECIPE_SCRIPT_FILE],
        runAt: 'document_idle',
        persistAcrossSessions: true,
      },
    ]);
  });

  it('unregisters a site whose recipe was deleted or whose permission was removed, and leaves other scripts alone', async () => {
    const fake = new FakeScripting();
    fake.granted = new Set(['https://support.example-shop.test/*', 'https://chat.other.test/*']);
    fake.scripts.push({ id: 'someone-else' });
    await syncRecipeScripts([sampleRecipe, other], fake);
    expect(fake.scripts.map((s) => s.id)).toHaveLength(3);
    await syncRecipeScripts([other], fake);
    fake.granted.delete('https://chat.other.test/*');
    await syncRecipeScripts([other], fake);
    expect(fake.scripts.map((s) => s.id)).toEqual(['someone-else']);
  });

  it('does not register again what is registered', async () => {
    const fake = new FakeScripting();
    fake.granted.add('https://support.example-shop.test/*');
    await syncRecipeScripts([sampleRecipe], fake);
    await syncRecipeScripts([sampleRecipe], fake);
    expect(fake.registerCalls).toBe(1);
  });

  it('overlapping syncs run one after another instead of registering twice', async () => {
    const fake = new FakeScripting();
    fake.granted.add('https://support.example-shop.test/*');
    const sync = serialized(() => syncRecipeScripts([sampleRecipe], fake));
    await Promise.all([sync(), sync(), sync()]);
    expect(fake.scripts).toHaveLength(1);
    expect(fake.registerCalls).toBe(1);
  });
});

// Wiring only: a site's saved recipe on the shared chat capture. Registered at run time by the
// background (lib/background/recipe-scripts.ts) for each site the user saved a recipe for, and
// injected once by the panel right after saving.
import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { startChatCapture } from '../lib/capture/core/chat-capture';
import { runCapture } from '../lib/capture/core/content-script';
import { recipePlatform } from '../lib/capture/recipes/platform';
import { RECIPES_KEY } from '../lib/recipes/format';
import { storedRecipeForOrigin } from '../lib/recipes/site-recipe';

export default defineContentScript({
  registration: 'runtime',
  // Sites come from the saved recipes, never from the manifest: no host permission at install.
  matches: [],
  runAt: 'document_idle',
  main: async (ctx) => {
    const stored = (await browser.storage.local.get(RECIPES_KEY))[RECIPES_KEY];
    const recipe = storedRecipeForOrigin(stored, location.origin);
    if (!recipe || ctx.isInvalid) return;
    await runCapture(ctx, (options) =>
      startChatCapture(recipePlatform(recipe, { ownName: options.selfName }), options),
    );
  },
});

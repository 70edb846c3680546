// What the panel's "Capture from this page" does in the browser: inject the picker into the tab
// (activeTab + scripting), and on "Save for this site" ask for that site, keep the recipe and start
// capturing on the page at once (the background's registered script takes over from the next visit).
import { browser } from 'wxt/browser';
import { t } from '../i18n/messages';
import type { PickedChat, PickOutcome } from '../messaging/picker-protocol';
import { originPattern, type Recipe } from '../recipes/recipe';
import { loadRecipes, savedForSite, storeRecipes } from '../recipes/store';

export type SaveOutcome = { kind: 'saved'; recipe: Recipe } | { kind: 'denied' } | { kind: 'failed'; reason: string };

export interface PagePickerDeps {
  pick(tabId: number): Promise<PickOutcome>;
  cancel(tabId: number): Promise<void>;
  /** Call straight from the click, before any await: the permission prompt needs the user's gesture. */
  save(tabId: number, draft: PickedChat['recipe']): Promise<SaveOutcome>;
}

export function describeInjectionError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/chrome:|edge:|about:|chrome-extension:|moz-extension:|gallery|webstore|cannot be scripted/i.test(message)) {
    return t('pickerBrowserPage');
  }
  return t('pickerNotYetAllowed');
}

/** Runs in the page's isolated world, serialized by executeScript: only the literal key may be used. */
function cancelOpenPicker(): void {
  const world = globalThis as unknown as Record<string, (() => void) | undefined>;
  world.sidecuePickerCancel?.(); // PICKER_CANCEL_KEY in lib/capture/recipes/picker.ts
}

export const browserPagePicker: PagePickerDeps = {
  async pick(tabId) {
    try {
      const [injection] = await browser.scripting.executeScript({ target: { tabId }, files: ['/picker.js'] });
      return (injection?.result as PickOutcome | undefined) ?? { kind: 'failed', reason: t('pickerNotYetAllowed') };
    } catch (error) {
      return { kind: 'failed', reason: describeInjectionError(error) };
    }
  },
  async cancel(tabId) {
    await browser.scripting.executeScript({ target: { tabId }, func: cancelOpenPicker }).catch(() => undefined);
  },
  save(tabId, draft) {
    const asked = browser.permissions.request({ origins: [originPattern(draft.origin)] });
    return (async (): Promise<SaveOutcome> => {
      try {
        if (!(await asked)) return { kind: 'denied' };
        const { recipes, saved } = savedForSite(await loadRecipes(), draft, Date.now(), () => crypto.randomUUID());
        await storeRecipes(recipes);
        await browser.scripting
          .executeScript({ target: { tabId }, files: ['/content-scripts/recipe.js'] })
          .catch(() => undefined);
        return { kind: 'saved', recipe: saved };
      } catch (error) {
        return { kind: 'failed', reason: t('pickerNotSaved', error instanceof Error ? error.message : String(error)) };
      }
    })();
  },
};

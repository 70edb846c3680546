import { createRoot } from 'react-dom/client';
import { browser } from 'wxt/browser';
import '../../components/theme.css';
import '../../components/options.css';
import { OptionsForm } from '../../components/OptionsForm';
import { DeleteLocalData } from '../../components/DeleteLocalData';
import { RecipesSection, type RecipesDeps } from '../../components/RecipesSection';
import { DELETE_ALL_LOCAL_DATA } from '../../lib/background/local-data';
import { originPattern } from '../../lib/recipes/recipe';
import { loadRecipes, storeRecipes } from '../../lib/recipes/store';
import { markPageLanguage, t } from '../../lib/i18n/messages';
import { checkConnection } from '../../lib/settings/connection-check';
import { loadSettings, saveSettings } from '../../lib/settings/storage';

const deps = { check: checkConnection, probe: checkConnection, save: saveSettings };

const recipeDeps: RecipesDeps = {
  load: loadRecipes,
  store: storeRecipes,
  download(fileName, text) {
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  },
  hasSite: (origin) => browser.permissions.contains({ origins: [originPattern(origin)] }),
  requestSite: (origin) => browser.permissions.request({ origins: [originPattern(origin)] }),
  releaseSite: (origin) => browser.permissions.remove({ origins: [originPattern(origin)] }).then(() => undefined),
};

document.title = t('optionsTitle');
markPageLanguage();
const root = createRoot(document.getElementById('root')!);

/** The background deletes, so that nothing it still holds in memory is written back. */
async function deleteAllLocalData() {
  const answer = (await browser.runtime.sendMessage({ type: DELETE_ALL_LOCAL_DATA })) as { ok?: boolean } | undefined;
  if (!answer?.ok) throw new Error('not deleted');
  // The form shows what is stored now: the defaults.
  await render();
}

let generation = 0;
async function render() {
  const initial = await loadSettings();
  generation += 1;
  root.render(
    <OptionsForm
      initial={initial}
      deps={deps}
      recipes={<RecipesSection key={generation} deps={recipeDeps} />}
      localData={<DeleteLocalData deleteAll={deleteAllLocalData} />}
    />,
  );
}

void render();

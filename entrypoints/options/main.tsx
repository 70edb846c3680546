import { createRoot } from 'react-dom/client';
import { browser } from 'wxt/browser';
import '../../components/theme.css';
import { OptionsForm } from '../../components/OptionsForm';
import { RecipesSection, type RecipesDeps } from '../../components/RecipesSection';
import { originPattern } from '../../lib/recipes/recipe';
import { loadRecipes, storeRecipes } from '../../lib/recipes/store';
import { checkConnection } from '../../lib/settings/connection-check';
import { loadSettings, saveSettings } from '../../lib/settings/storage';

const deps = { check: checkConnection, save: saveSettings };

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

void loadSettings().then((initial) => {
  createRoot(document.getElementById('root')!).render(
    <>
      <OptionsForm initial={initial} deps={deps} />
      <RecipesSection deps={recipeDeps} />
      <p>
        <a href="welcome.html?resume">Set up Sidecue step by step</a> · <a href="privacy.html">Privacy policy</a>
      </p>
    </>,
  );
});

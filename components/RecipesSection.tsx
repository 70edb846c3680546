import { useEffect, useId, useState } from 'react';
import { parseRecipeFile, recipeFile, type Recipe } from '../lib/recipes/recipe';
import { renamed, withImported, without } from '../lib/recipes/store';
import { t } from '../lib/i18n/messages';

export interface RecipesDeps {
  load(): Promise<Recipe[]>;
  store(recipes: Recipe[]): Promise<void>;
  /** Hands the user a file (an export). */
  download(fileName: string, text: string): void;
  hasSite(origin: string): Promise<boolean>;
  /** Call straight from the click: the browser asks the user. */
  requestSite(origin: string): Promise<boolean>;
  /** Gives a site's permission back once no recipe needs it. */
  releaseSite(origin: string): Promise<void>;
  now?(): number;
}

type Notice = { kind: 'status' | 'alert'; text: string } | undefined;

const host = (origin: string) => new URL(origin).host;
const exportText = (recipes: Recipe[]) => `${JSON.stringify(recipeFile(recipes), null, 2)}\n`;

/** Options: the recipes picked on pages Sidecue did not know, to rename, export, import and delete. */
export function RecipesSection({ deps }: { deps: RecipesDeps }) {
  const [recipes, setRecipes] = useState<Recipe[] | undefined>();
  const [allowed, setAllowed] = useState<Record<string, boolean>>({});
  const [notice, setNotice] = useState<Notice>();
  const headingId = useId();
  const importId = useId();
  const now = deps.now ?? Date.now;

  useEffect(() => {
    void deps.load().then(setRecipes);
  }, [deps]);
  useEffect(() => {
    for (const origin of new Set(recipes?.map((r) => r.origin)))
      void deps.hasSite(origin).then((yes) => setAllowed((known) => ({ ...known, [origin]: yes })));
  }, [deps, recipes]);

  async function change(next: Recipe[], done: string) {
    try {
      await deps.store(next);
      setRecipes(next);
      setNotice({ kind: 'status', text: done });
    } catch (error) {
      setNotice({
        kind: 'alert',
        text: t('optionsRecipesNotChanged', error instanceof Error ? error.message : String(error)),
      });
    }
  }

  async function importFile(file: File | undefined) {
    if (!file || !recipes) return;
    const parsed = parseRecipeFile(await file.text());
    if (!parsed.ok) {
      setNotice({ kind: 'alert', text: parsed.error });
      return;
    }
    const count = parsed.recipes.length;
    await change(
      withImported(recipes, parsed.recipes),
      t(count === 1 ? 'optionsRecipesImportedOne' : 'optionsRecipesImportedMany', count),
    );
  }

  async function remove(recipe: Recipe) {
    if (!recipes) return;
    const rest = without(recipes, recipe.id);
    await change(rest, t('optionsRecipesDeleted', recipe.name));
    if (!rest.some((r) => r.origin === recipe.origin)) await deps.releaseSite(recipe.origin).catch(() => undefined);
  }

  function allow(origin: string) {
    void deps.requestSite(origin).then((yes) => setAllowed((known) => ({ ...known, [origin]: yes })));
  }

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('optionsRecipesHeading')}</h3>
      <p className="muted">{t('optionsRecipesHelp')}</p>
      {recipes === undefined ? null : recipes.length === 0 ? (
        <p>{t('optionsRecipesEmpty')}</p>
      ) : (
        <ul aria-label={t('optionsRecipesHeading')} className="recipes">
          {recipes.map((recipe) => (
            <RecipeItem
              key={recipe.id}
              recipe={recipe}
              allowed={allowed[recipe.origin]}
              onAllow={() => allow(recipe.origin)}
              onRename={(name) =>
                void change(renamed(recipes, recipe.id, name, now()), t('optionsRecipesRenamed', name))
              }
              onExport={() => deps.download(`sidecue-recipe-${host(recipe.origin)}.json`, exportText([recipe]))}
              onDelete={() => void remove(recipe)}
            />
          ))}
        </ul>
      )}
      <div className="controls">
        <button
          type="button"
          disabled={!recipes?.length}
          onClick={() => recipes && deps.download('sidecue-recipes.json', exportText(recipes))}
        >
          {t('optionsRecipesExportAll')}
        </button>
        <label htmlFor={importId}>{t('optionsRecipesImport')}</label>
        <input
          id={importId}
          type="file"
          accept="application/json,.json"
          onChange={(e) => {
            void importFile(e.target.files?.[0]);
            e.target.value = ''; // the same file may be chosen again after a fix
          }}
        />
      </div>
      {notice && (
        <p role={notice.kind} className={notice.kind === 'alert' ? 'notice notice-error' : undefined}>
          {notice.text}
        </p>
      )}
    </section>
  );
}

interface ItemProps {
  recipe: Recipe;
  allowed: boolean | undefined;
  onAllow(): void;
  onRename(name: string): void;
  onExport(): void;
  onDelete(): void;
}

function RecipeItem({ recipe, allowed, onAllow, onRename, onExport, onDelete }: ItemProps) {
  const [mode, setMode] = useState<'view' | 'rename' | 'confirm'>('view');
  const [name, setName] = useState(recipe.name);
  const nameId = useId();
  const site = host(recipe.origin);

  if (mode === 'rename') {
    const trimmed = name.trim();
    const save = () => {
      if (!trimmed) return;
      onRename(trimmed);
      setMode('view');
    };
    // Not a form of its own: it sits inside the options form, and Enter here renames instead of saving the settings.
    return (
      <li>
        <span className="controls">
          <label htmlFor={nameId}>{t('optionsRecipeNewName', recipe.name)}</label>
          <input
            id={nameId}
            value={name}
            maxLength={200}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              save();
            }}
          />
          <button type="button" disabled={!trimmed} onClick={save}>
            {t('optionsRecipeSaveName')}
          </button>
          <button type="button" onClick={() => setMode('view')}>
            {t('optionsRecipeCancel')}
          </button>
        </span>
      </li>
    );
  }
  return (
    <li>
      <strong>{recipe.name}</strong> <span className="muted">{site}</span>
      {allowed === false && (
        <button type="button" onClick={onAllow}>
          {t('optionsRecipeAllowSite', site)}
        </button>
      )}
      {mode === 'confirm' ? (
        // biome-ignore lint/a11y/useSemanticElements: an inline confirmation inside the row, which a fieldset's block box would break
        <span className="controls" role="group" aria-label={t('optionsRecipeDeleteQuestion', recipe.name)}>
          <span>{t('optionsRecipeDeleteConfirm', recipe.name, site)}</span>
          <button type="button" onClick={onDelete}>
            {t('optionsRecipeDeleteConfirmButton')}
          </button>
          <button type="button" onClick={() => setMode('view')}>
            {t('optionsRecipeKeep')}
          </button>
        </span>
      ) : (
        <span className="controls">
          <button
            type="button"
            aria-label={t('optionsRecipeRenameName', recipe.name)}
            onClick={() => setMode('rename')}
          >
            {t('optionsRecipeRename')}
          </button>
          <button type="button" aria-label={t('optionsRecipeExportName', recipe.name)} onClick={onExport}>
            {t('optionsRecipeExport')}
          </button>
          <button
            type="button"
            aria-label={t('optionsRecipeDeleteName', recipe.name)}
            onClick={() => setMode('confirm')}
          >
            {t('optionsRecipeDelete')}
          </button>
        </span>
      )}
    </li>
  );
}

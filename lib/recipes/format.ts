// The recipe format's fixed names, apart from the zod schema so the injected picker stays small.

export const RECIPE_VERSION = 1;
/** Where saved recipes live in storage.local. */
export const RECIPES_KEY = 'recipes';
/** What an exported file says it is, so a wrong file is told apart from a damaged one. */
export const RECIPE_FILE_FORMAT = 'sidecue-recipes';

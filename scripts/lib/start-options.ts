// `npm start -- --platform teams --lang de`: which platform's practice call to play (Google Meet unless
// said), and in which language (English unless said).
import { PRACTICE_LANGUAGES, type PracticeLanguage } from '../../practice/practice-languages.js';
import { PRACTICE_CALLS, type PracticePlatform } from './practice-server.ts';

export type PlatformChoice = { ok: true; platform: PracticePlatform } | { ok: false; message: string };
export type LanguageChoice = { ok: true; language: PracticeLanguage } | { ok: false; message: string };

/** The value of `--name value` or `--name=value`; null when the option is absent, undefined when its value is. */
function optionValue(args: readonly string[], name: string): string | undefined | null {
  const at = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (at === -1) return null;
  return args[at]!.includes('=') ? args[at]!.slice(args[at]!.indexOf('=') + 1) : args[at + 1];
}

export function practicePlatform(args: readonly string[]): PlatformChoice {
  const value = optionValue(args, 'platform');
  if (value === null) return { ok: true, platform: 'meet' };
  const known = Object.keys(PRACTICE_CALLS);
  if (value !== undefined && known.includes(value)) return { ok: true, platform: value as PracticePlatform };
  return {
    ok: false,
    message: `--platform takes one of ${known.join(', ')}${value ? `, not "${value}"` : ''}: for example npm start -- --platform teams.`,
  };
}

/** The language of the practice call's page words and dialogue. */
export function practiceLanguageOption(args: readonly string[]): LanguageChoice {
  const value = optionValue(args, 'lang');
  if (value === null) return { ok: true, language: 'en' };
  if (value !== undefined && (PRACTICE_LANGUAGES as readonly string[]).includes(value))
    return { ok: true, language: value as PracticeLanguage };
  return {
    ok: false,
    message: `--lang takes one of ${PRACTICE_LANGUAGES.join(', ')}${value ? `, not "${value}"` : ''}: for example npm start -- --lang de.`,
  };
}

/** The practice page's query for a language: none for English, the default. */
export const languageQuery = (language: PracticeLanguage): string => (language === 'en' ? '' : `lang=${language}`);

/** The example playbook written for the practice calls (examples/playbooks/practice.yaml). */
export const PRACTICE_PLAYBOOK = 'examples/playbooks/practice.yaml';

/** The proxy's environment for `npm start`: the practice playbook, unless the user named their own. */
export function practiceProxyEnv(env: Record<string, string | undefined>): Record<string, string | undefined> {
  return {
    ...env,
    DATA_DIR: env.DATA_DIR ?? '.data',
    PLAYBOOK_FILE: env.PLAYBOOK_FILE?.trim() ? env.PLAYBOOK_FILE : PRACTICE_PLAYBOOK,
  };
}

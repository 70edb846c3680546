// `npm start -- --platform teams`: which platform's practice call to play, Google Meet unless said.
import { PRACTICE_CALLS, type PracticePlatform } from './practice-server.ts';

export type PlatformChoice = { ok: true; platform: PracticePlatform } | { ok: false; message: string };

export function practicePlatform(args: readonly string[]): PlatformChoice {
  const at = args.findIndex((arg) => arg === '--platform' || arg.startsWith('--platform='));
  if (at === -1) return { ok: true, platform: 'meet' };
  const value = args[at]!.includes('=') ? args[at]!.slice(args[at]!.indexOf('=') + 1) : args[at + 1];
  const known = Object.keys(PRACTICE_CALLS);
  if (value !== undefined && known.includes(value)) return { ok: true, platform: value as PracticePlatform };
  return {
    ok: false,
    message: `--platform takes one of ${known.join(', ')}${value ? `, not "${value}"` : ''}: for example npm start -- --platform teams.`,
  };
}

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

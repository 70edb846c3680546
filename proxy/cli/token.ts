// `npm run proxy:token -- --user alice --team sales [--creator] [--days 90]`
// Mints a proxy access token with the proxy's own secret (same DATA_DIR / PROXY_TOKEN_SECRET).
// The token is printed alone on the last line, so scripts can take `tail -n 1`.
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { createTokenAuthority } from '../auth/tokens.ts';
import { ConfigError, loadSecretConfig } from '../config.ts';
import { resolveTokenSecret } from '../secret-file.ts';

const USAGE = 'Usage: npm run proxy:token -- --user <name> [--team <team>] [--creator] [--days <days, default 90>]';

function fail(message: string): never {
  console.error(`proxy:token: ${message}\n${USAGE}`);
  process.exit(2);
}

function readOptions() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        user: { type: 'string' },
        team: { type: 'string' },
        creator: { type: 'boolean', default: false },
        days: { type: 'string', default: '90' },
      },
      strict: true,
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  const user = values.user?.trim();
  const team = values.team?.trim() || null;
  const days = Number(values.days);
  if (!user) fail('--user is required');
  if (user.length > 200 || (team && team.length > 200)) fail('--user and --team may be at most 200 characters');
  if (values.creator && !team) fail('--creator needs --team: a team creator is the creator of one team');
  if (!Number.isFinite(days) || days <= 0 || days > 3650) fail('--days must be a positive number of days, at most 3650');
  return { user, team, creator: values.creator, days };
}

const options = readOptions();
let secret: string;
try {
  const config = loadSecretConfig(process.env);
  secret = resolveTokenSecret({ dataDir: resolve(config.dataDir), tokenSecret: config.tokenSecret });
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
const token = await createTokenAuthority(secret).issue(options);
const expires = new Date(Date.now() + options.days * 86_400_000).toISOString().slice(0, 10);
const role = options.team ? ` in team ${options.team}${options.creator ? ' (team creator)' : ''}` : '';
console.log(`Proxy access token for ${options.user}${role}, valid until ${expires}. Paste it in Sidecue Options:`);
console.log(token);

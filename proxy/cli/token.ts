// `npm run proxy:token -- --user alice --team sales [--creator] [--days 90]`
// Mints a proxy access token with the proxy's own secret (same DATA_DIR / PROXY_TOKEN_SECRET).
// The token is printed alone on the last line, so scripts can take `tail -n 1`.
// `npm run proxy:token -- --revoke alice` refuses every token of alice issued so far, on running
// proxies too (DATA_DIR/revocations.json, or Redis with REDIS_URL); tokens minted afterwards work.
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { fileRevocations } from '../auth/revocations.ts';
import { createTokenAuthority } from '../auth/tokens.ts';
import { ConfigError, loadSecretConfig } from '../config.ts';
import { resolveTokenSecret } from '../secret-file.ts';
import { connectSharedState } from '../shared-state.ts';

const USAGE =
  'Usage: npm run proxy:token -- --user <name> [--team <team>] [--creator] [--days <days, default 90>]\n' +
  '       npm run proxy:token -- --revoke <name>';

function fail(message: string): never {
  console.error(`proxy:token: ${message}\n${USAGE}`);
  process.exit(2);
}

const TOKEN_OPTIONS = {
  user: { type: 'string' },
  team: { type: 'string' },
  creator: { type: 'boolean', default: false },
  days: { type: 'string', default: '90' },
  revoke: { type: 'string' },
} as const;

function parseOptions() {
  try {
    return parseArgs({ options: TOKEN_OPTIONS, strict: true }).values;
  } catch (error) {
    return fail((error as Error).message);
  }
}

function readOptions() {
  const values = parseOptions();
  if (values.revoke !== undefined) {
    const revoke = values.revoke.trim();
    if (!revoke) fail('--revoke needs the user whose tokens to refuse');
    if (values.user !== undefined) fail('--revoke and --user do not go together: revoke first, then mint a new token');
    return { revoke };
  }
  const user = values.user?.trim();
  const team = values.team?.trim() || null;
  const days = Number(values.days);
  if (!user) fail('--user is required');
  if (user.length > 200 || (team && team.length > 200)) fail('--user and --team may be at most 200 characters');
  if (values.creator && !team) fail('--creator needs --team: a team creator is the creator of one team');
  if (!Number.isFinite(days) || days <= 0 || days > 3650)
    fail('--days must be a positive number of days, at most 3650');
  return { user, team, creator: values.creator, days };
}

const options = readOptions();
let config: ReturnType<typeof loadSecretConfig>;
let secret: string;
try {
  config = loadSecretConfig(process.env);
  secret = resolveTokenSecret({ dataDir: resolve(config.dataDir), tokenSecret: config.tokenSecret });
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

if (options.revoke !== undefined) {
  const shared = config.redisUrl ? await connectSharedState(config.redisUrl, { subscribe: false }) : undefined;
  const revocations = shared?.revocations ?? fileRevocations(resolve(config.dataDir));
  const at = Math.floor(Date.now() / 1000);
  await revocations.revoke(options.revoke, at);
  await revocations.close();
  await shared?.close();
  const where = shared ? 'every proxy sharing this Redis' : `proxies using ${resolve(config.dataDir)}`;
  console.log(
    `Revoked every token of ${options.revoke} issued until ${new Date(at * 1000).toISOString()} on ${where}. Tokens minted from the next second on work.`,
  );
} else {
  const token = await createTokenAuthority(secret).issue(options);
  const expires = new Date(Date.now() + options.days * 86_400_000).toISOString().slice(0, 10);
  const role = options.team ? ` in team ${options.team}${options.creator ? ' (team creator)' : ''}` : '';
  console.log(`Proxy access token for ${options.user}${role}, valid until ${expires}. Paste it in Sidecue Options:`);
  console.log(token);
}

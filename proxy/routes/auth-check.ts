import { Hono } from 'hono';
import { paths, type TokenCheckResponse } from '../../lib/api/contract.ts';
import type { TokenAuthority } from '../auth/tokens.ts';
import type { ProxyEnv } from '../context.ts';
import { authenticate } from '../middleware/authenticate.ts';

/**
 * Lets the options page check a token before saving it: who it acts for, or (a 401 whose
 * details.problem says why) that it is refused. Outside /api: the service has no such path.
 */
export function authCheckRoutes(tokens: TokenAuthority) {
  return new Hono<ProxyEnv>().get(paths.authCheck, authenticate(tokens), (c) => {
    const { id, team, creator } = c.get('user');
    const body: TokenCheckResponse = {
      user: id,
      team,
      creator,
      expiresAt: new Date(c.get('tokenExpiresAt') * 1000).toISOString(),
    };
    return c.json(body, 200, { 'cache-control': 'no-store' });
  });
}

// Who is calling: the user's own proxy access token, never a service key.
import type { MiddlewareHandler } from 'hono';
import { SERVICE_KEY_PREFIX, type TokenProblem, type UnauthenticatedDetails } from '../../lib/api/contract.ts';
import type { TokenAuthority } from '../auth/tokens.ts';
import type { ProxyEnv } from '../context.ts';
import { ProxyError } from '../errors.ts';
import { requestHeader } from './header.ts';

const ASK_ADMIN = 'Ask your admin for a new one.';

// For callers such as curl; the extension words each problem itself from details.problem.
const problemWords: Record<TokenProblem, string> = {
  missing: 'A proxy access token is required: send it as "Authorization: Bearer <token>". Ask your admin for one.',
  malformed: 'Your proxy access token is not in the expected format. Paste it again exactly as your admin sent it.',
  bad_signature: `Your proxy access token was not issued by this proxy. ${ASK_ADMIN}`,
  expired: `Your proxy access token has expired. ${ASK_ADMIN}`,
  revoked: `Your proxy access token was revoked by your admin. ${ASK_ADMIN}`,
  service_key:
    'Service API keys belong on the proxy only and must never be sent from the browser. Use your proxy access token instead, and have your admin replace the exposed key.',
};

function unauthenticated(details: UnauthenticatedDetails): ProxyError {
  return new ProxyError('unauthenticated', problemWords[details.problem], {
    details,
    headers: { 'www-authenticate': 'Bearer realm="sidecue-proxy"' },
  });
}

const BEARER = /^Bearer[ ]+(\S+)\s*$/i;

/** The token of an Authorization header, once authenticate has accepted it. */
export function bearerToken(header: string | undefined): string {
  return BEARER.exec(header ?? '')?.[1] ?? '';
}

export function authenticate(tokens: TokenAuthority): MiddlewareHandler<ProxyEnv> {
  return async (c, next) => {
    const header = requestHeader(c, 'authorization');
    if (!header) throw unauthenticated({ problem: 'missing' });
    const match = BEARER.exec(header);
    if (!match?.[1]) throw unauthenticated({ problem: 'malformed' });
    const token = match[1];
    if (token.startsWith(SERVICE_KEY_PREFIX)) throw unauthenticated({ problem: 'service_key' });
    const check = await tokens.check(token);
    if (!check.ok) {
      throw unauthenticated(
        check.problem === 'expired'
          ? { problem: 'expired', expiredAt: new Date(check.exp * 1000).toISOString() }
          : { problem: check.problem },
      );
    }
    c.set('user', check.user);
    c.set('tokenExpiresAt', check.claims.exp);
    await next();
  };
}

// Who is calling: the user's own proxy access token, never a service key.
import type { MiddlewareHandler } from 'hono';
import type { TokenAuthority, TokenProblem } from '../auth/tokens.ts';
import { SERVICE_KEY_PREFIX } from '../config.ts';
import type { ProxyEnv } from '../context.ts';
import { ProxyError } from '../errors.ts';

const ASK_ADMIN = 'Ask your admin for a new one.';

const problemWords: Record<TokenProblem, string> = {
  malformed: 'Your proxy access token is not in the expected format. Paste it again exactly as your admin sent it.',
  bad_signature: `Your proxy access token was not issued by this proxy. ${ASK_ADMIN}`,
  expired: `Your proxy access token has expired. ${ASK_ADMIN}`,
};

function unauthenticated(message: string): ProxyError {
  return new ProxyError('unauthenticated', message, { headers: { 'www-authenticate': 'Bearer realm="sidecue-proxy"' } });
}

export function authenticate(tokens: TokenAuthority): MiddlewareHandler<ProxyEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (!header) {
      throw unauthenticated('A proxy access token is required: send it as "Authorization: Bearer <token>". Ask your admin for one.');
    }
    const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) throw unauthenticated(problemWords.malformed);
    const token = match[1];
    if (token.startsWith(SERVICE_KEY_PREFIX)) {
      throw unauthenticated(
        'Service API keys belong on the proxy only and must never be sent from the browser. Use your proxy access token instead, and have your admin replace the exposed key.',
      );
    }
    const check = await tokens.check(token);
    if (!check.ok) throw unauthenticated(problemWords[check.problem]);
    c.set('user', check.user);
    await next();
  };
}

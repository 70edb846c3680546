// CORS for the extension's origins only. The extension has no host permission for the
// proxy, so the browser enforces CORS on it; any other website is refused outright, except
// the proxy's own pages (/reference), whose POSTs carry their Origin too.
import type { MiddlewareHandler } from 'hono';
import { LANGUAGE_HEADER } from '../../lib/api/language.ts';
import { ProxyError } from '../errors.ts';
import { requestHeader } from './header.ts';

const ALLOWED_METHODS = 'GET, POST, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = `authorization, content-type, ${LANGUAGE_HEADER}`;
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/** Entries are exact origins, or prefixes when they end with `*` (chrome-extension://*). */
export function originMatcher(patterns: readonly string[]): (origin: string) => boolean {
  const exact = new Set(patterns.filter((p) => !p.endsWith('*')));
  const prefixes = patterns.filter((p) => p.endsWith('*')).map((p) => p.slice(0, -1));
  return (origin) =>
    exact.has(origin) || prefixes.some((prefix) => origin.startsWith(prefix) && origin.length > prefix.length);
}

/**
 * The proxy's own origin: the Origin names the host (name and port) the request was sent to.
 * The scheme is left out so that it still holds behind a TLS-terminating reverse proxy, where
 * the page is https but the request reaches this app as http; a page served from the same
 * host and port is this proxy's anyway.
 */
export function isOwnOrigin(origin: string, requestUrl: string): boolean {
  if (!URL.canParse(origin)) return false;
  const { host, protocol } = new URL(origin);
  return (protocol === 'http:' || protocol === 'https:') && host !== '' && host === new URL(requestUrl).host;
}

export function cors(allowedOrigins: readonly string[]): MiddlewareHandler {
  const isAllowed = originMatcher(allowedOrigins);

  return async (c, next) => {
    const origin = requestHeader(c, 'origin');
    // No Origin: curl or a server. Nothing for a browser to protect; the token still decides.
    if (origin === undefined) return next();
    if (isOwnOrigin(origin, c.req.url)) return next();
    if (!isAllowed(origin)) {
      throw new ProxyError(
        'forbidden',
        'This origin may not use the Sidecue proxy. Ask your admin to add it to ALLOWED_ORIGINS.',
      );
    }

    if (c.req.method === 'OPTIONS' && requestHeader(c, 'access-control-request-method')) {
      return new Response(null, {
        status: 204,
        headers: {
          'access-control-allow-origin': origin,
          'access-control-allow-methods': ALLOWED_METHODS,
          'access-control-allow-headers': ALLOWED_HEADERS,
          'access-control-max-age': PREFLIGHT_MAX_AGE_SECONDS,
          vary: 'Origin',
        },
      });
    }

    await next();
    c.res.headers.set('access-control-allow-origin', origin);
    c.res.headers.set('access-control-expose-headers', 'Retry-After');
    c.res.headers.append('vary', 'Origin');
  };
}

import { Hono } from 'hono';
import { base64UrlEncode } from '../auth/hmac.ts';
import { openApiDocument } from '../openapi/document.ts';
import { referencePage, referencePageHeaders } from '../openapi/reference-page.ts';

/** `designTokens`: the text of components/tokens.css, for the reference page's look. */
export function openApiRoutes(version: string, designTokens?: string) {
  const document = JSON.stringify(openApiDocument(version));
  return (
    new Hono()
      .get('/openapi.json', (c) => c.body(document, 200, { 'content-type': 'application/json' }))
      .get('/reference', (c) => {
        const nonce = base64UrlEncode(crypto.getRandomValues(new Uint8Array(16)));
        return c.body(referencePage(nonce, designTokens), 200, referencePageHeaders(nonce));
      })
      // Relative, so it still lands right when the proxy is mounted under a path prefix.
      .get('/', (c) => c.redirect('reference', 302))
  );
}

// The Sidecue tools over MCP's streamable HTTP at the proxy's /mcp. Stateless: each request gets
// its own server, whose tools call this proxy's own /api routes in process with the caller's
// token, so per-user tokens, ownership, validation and rate limits are exactly those of /api.
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { LANGUAGE_HEADER } from '../../lib/api/language.ts';
import { createSidecueClient } from '../../lib/api/node.ts';
import { createSidecueMcpServer } from './tools.ts';

/** Never dialed: requests to it are handed to the app itself. */
const SELF = 'http://sidecue-proxy.internal';

export async function handleMcp(
  request: Request,
  token: string,
  app: { fetch(request: Request): Response | Promise<Response> },
  version: string,
): Promise<Response> {
  const self: typeof fetch = async (input, init) =>
    app.fetch(input instanceof Request ? input : new Request(input, init));
  // The agent's own x-sidecue-language, if it sent one, goes on to the tools' calls (checked there).
  const language = request.headers.get(LANGUAGE_HEADER) ?? undefined;
  const server = createSidecueMcpServer(
    () => createSidecueClient({ proxyUrl: SELF, proxyToken: token, fetch: self, env: { SIDECUE_LANGUAGE: language } }),
    version,
  );
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request);
  } finally {
    await server.close();
  }
}

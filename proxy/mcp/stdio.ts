// `npm run mcp`: the Sidecue tools over stdio, for an MCP host such as an agent runtime or a desktop
// assistant. It reaches the service through a Sidecue proxy (SIDECUE_PROXY_URL, SIDECUE_TOKEN) or
// directly (SERVICE_API_KEY, SERVICE_BASE_URL). A missing setting does not stop it: every tool
// answers with what to set, so the agent (and its user) can read why.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { SidecueError, createSidecueClient, type SidecueClient } from '../../lib/api/node.ts';
import { packageVersion } from '../version.ts';
import { createSidecueMcpServer } from './tools.ts';

let client: SidecueClient | SidecueError;
try {
  client = createSidecueClient();
  // stdout carries the protocol: anything for a person goes to stderr.
  console.error(
    `sidecue-mcp: calling ${client.via === 'proxy' ? 'the Sidecue proxy' : 'the service'} at ${client.url}`,
  );
} catch (error) {
  if (!(error instanceof SidecueError)) throw error;
  client = error;
  console.error(`sidecue-mcp: ${error.message}`);
}

const server = createSidecueMcpServer(() => {
  if (client instanceof SidecueError) throw client;
  return client;
}, packageVersion());
await server.connect(new StdioServerTransport());

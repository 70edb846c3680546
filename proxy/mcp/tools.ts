// The Sidecue tools for MCP, so that an AI agent taking part in a conversation can ask for its own
// guidance. The same tools serve over stdio (npm run mcp) and over HTTP at the proxy's /mcp; each
// call goes through a Node client (sidecue/client), and every failure becomes a tool error in plain words.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { OutreachType, limits, outreachTypes } from '../../lib/api/contract.ts';
import { SidecueError, type SidecueClient } from '../../lib/api/node.ts';

const conversationId = z.string().min(1).describe('The id create_conversation returned.');

const line = z.union([
  z
    .object({
      speaker: z
        .string()
        .trim()
        .min(1)
        .max(limits.speakerNameChars)
        .describe('Who spoke: a person or an AI agent, by name.'),
      text: z.string().max(limits.messageChars).describe('What they said.'),
    })
    .describe('A line of the dialogue.'),
  z.object({
    guidance: z.string().max(limits.messageChars).describe('Guidance Sidecue gave earlier, sent back as context.'),
  }),
]);

const outreachInput = z.string().trim().min(1).max(limits.outreachInputChars);

/** A client, or why there is none (a setting is missing): then every tool answers with that. */
export type ClientSource = () => SidecueClient;

const ok = (value: unknown): CallToolResult => ({ content: [{ type: 'text', text: JSON.stringify(value, null, 2) }] });

async function attempt(
  source: ClientSource,
  operation: (client: SidecueClient) => Promise<unknown>,
): Promise<CallToolResult> {
  try {
    return ok(await operation(source()));
  } catch (error) {
    const text =
      error instanceof SidecueError
        ? error.message
        : 'Sidecue failed unexpectedly. Try again; if it keeps happening, tell the admin.';
    return { isError: true, content: [{ type: 'text', text }] };
  }
}

export function createSidecueMcpServer(source: ClientSource, version: string): McpServer {
  const server = new McpServer({ name: 'sidecue', version });
  const tool = <Shape extends z.ZodRawShape>(
    name: string,
    description: string,
    inputSchema: Shape,
    run: (client: SidecueClient, input: z.infer<z.ZodObject<Shape>>) => Promise<unknown>,
  ) => {
    // The SDK's callback type is generic over its own zod compatibility layer; the shape is checked by it before run.
    server.registerTool(name, { description, inputSchema }, ((input: z.infer<z.ZodObject<Shape>>) =>
      attempt(source, (client) => run(client, input))) as never);
  };

  tool(
    'analyze',
    'Guidance for one named participant (a person or you, an AI agent) from the transcript of a conversation so far. ' +
      'Send the whole dialogue, oldest line first, every time: a conversation id does not load earlier lines. ' +
      'The answer is JSON: "elaboration" holds the guidance as plain text, and "isSame": true means it repeats earlier guidance.',
    {
      currentUser: z
        .string()
        .trim()
        .min(1)
        .describe('The participant to guide: exactly the speaker name they have in the transcript.'),
      transcript: z
        .array(line)
        .min(1)
        .max(limits.transcriptMessages)
        .describe('The conversation so far, oldest first.'),
      sessionId: conversationId
        .optional()
        .describe('Save the analysis in this conversation (an id from create_conversation).'),
      persist: z.boolean().optional().describe('false analyses without saving, even with a sessionId.'),
    },
    (client, input) => client.analyze(input).then((result) => result.raw),
  );
  tool(
    'create_conversation',
    'Creates a saved conversation to keep analyses in, and returns its id. The account needs at least 100 available credits; creating spends none.',
    {
      name: z.string().trim().max(limits.nameChars).optional().describe('A display name, such as "Call with Jordan".'),
    },
    (client, { name }) => client.createConversation(name),
  );
  tool(
    'get_conversation',
    'Returns a saved conversation with its analyses (analyses[].analysisJsonOpenai), oldest first. Only its owner or the creator of its team may read it.',
    { id: conversationId },
    (client, { id }) => client.getConversation(id),
  );
  tool(
    'rename_conversation',
    'Gives a saved conversation a new display name. Only its owner or the creator of its team may rename it.',
    { id: conversationId, name: z.string().trim().min(1).max(limits.nameChars).describe('The new name.') },
    (client, { id, name }) => client.renameConversation(id, name),
  );
  tool(
    'delete_conversation',
    'Permanently deletes a saved conversation and all its analyses. Only its owner or the creator of its team may delete it.',
    { id: conversationId },
    (client, { id }) => client.deleteConversation(id),
  );
  tool(
    'generate_outreach',
    'Drafts an outreach message for the person described in `input` (a profile or notes): an e-mail or InMail with a subject, a LinkedIn message, or a LinkedIn connection note of at most 300 characters.',
    {
      input: outreachInput.describe("What the message is built on: the person's profile text or notes about them."),
      type: OutreachType.describe(`The kind of message: ${outreachTypes.join(', ')}.`),
    },
    (client, input) => client.generateOutreach(input),
  );
  tool(
    'evaluate_outreach',
    'Scores outreach copy from 0 to 100 with findings the writer can act on (length, readability, personalization, calls to action, spam phrases).',
    {
      input: outreachInput.describe('The copy to evaluate; an e-mail may start with a line "Subject: …".'),
      type: OutreachType.optional().describe(`The kind of message (${outreachTypes.join(', ')}); email when left out.`),
    },
    (client, input) => client.evaluateOutreach(input),
  );
  tool(
    'shorten_outreach',
    'Shortens copy to at most `limit` characters, keeping the greeting and the call to action while they fit. The result never exceeds the limit.',
    {
      input: outreachInput.describe('The copy to shorten.'),
      limit: z
        .number()
        .int()
        .min(1)
        .max(limits.shortenLimitMax)
        .describe('The most characters the result may have, spaces included.'),
    },
    (client, input) => client.shortenOutreach(input),
  );
  tool(
    'recap_conversation',
    'The recap of a conversation, for after it ends: "summary" (a few sentences), "decisions", "nextSteps" (with "owner" and "due" only when they were said), ' +
      '"openQuestions" (asked and never answered) and "objections" (with "answered"). Every item has "quote", the transcript line it comes from, word for word. ' +
      'Send the whole dialogue, oldest line first; with sessionId the recap is saved, and get_conversation returns it as "recap".',
    {
      currentUser: z
        .string()
        .trim()
        .min(1)
        .describe('Whom the recap is for: exactly the speaker name they have in the transcript.'),
      transcript: z.array(line).min(1).max(limits.transcriptMessages).describe('The whole conversation, oldest first.'),
      sessionId: conversationId
        .optional()
        .describe('Save the recap with this conversation (an id from create_conversation).'),
    },
    (client, input) => client.recap(input),
  );
  tool(
    'get_playbook',
    "Returns your team's playbook: approved answers to objections, competitor battlecards, the discovery checklist, and support procedures with their replies. " +
      'Use the approved wording when an objection, a competitor or a support question comes up. "playbook": null means the proxy has none for your team.',
    {},
    async (client) => {
      const playbook = await client.playbook();
      return playbook ? { playbook } : { playbook: null, message: 'The Sidecue proxy has no playbook for your team.' };
    },
  );
  return server;
}

// The proxy's OpenAPI 3.1 document, generated from the contract's zod schemas so the
// reference can never drift from what the proxy and the extension actually check.
import { z } from 'zod';
import * as contract from '../../lib/api/contract.ts';
import { CaptureRulesDocumentSchema } from '../../lib/api/capture-rules.ts';
import { PlaybookFile } from '../../lib/api/playbook.ts';
import { LANGUAGE_HEADER, languageNames, languages } from '../../lib/api/language.ts';
import { Recap, RecapRequest } from '../../lib/api/recap.ts';
import { READY_PATH, READY_TIMEOUT_MS, ReadyResponse } from '../routes/ready.ts';
import type { ServiceMethod } from '../upstream.ts';

const { paths } = contract;

/** Components by name. Nested ones (TranscriptMessage) become $refs wherever they are used. */
const components = {
  TranscriptMessage: contract.TranscriptMessage,
  AnalyzeRequest: contract.AnalyzeRequest,
  // The engine's fields, documented; clients still read answers leniently (contract.AnalyzeResponse).
  AnalyzeResponse: contract.DocumentedAnalysis,
  CreateConversationRequest: contract.CreateConversationRequest,
  RenameConversationRequest: contract.RenameConversationRequest,
  DeleteConversationRequest: contract.DeleteConversationRequest,
  ConversationSummary: contract.ConversationSummary,
  AnalysisRecord: contract.AnalysisRecord,
  Conversation: contract.Conversation,
  DeleteConversationResponse: contract.DeleteConversationResponse,
  GenerateOutreachRequest: contract.GenerateOutreachRequest,
  GenerateOutreachResponse: contract.GenerateOutreachResponse,
  EvaluationFinding: contract.EvaluationFinding,
  EvaluateOutreachRequest: contract.EvaluateOutreachRequest,
  EvaluateOutreachResponse: contract.EvaluateOutreachResponse,
  ShortenOutreachRequest: contract.ShortenOutreachRequest,
  ShortenOutreachResponse: contract.ShortenOutreachResponse,
  HealthResponse: contract.HealthResponse,
  ReadyResponse,
  CaptureRulesDocument: CaptureRulesDocumentSchema,
  TokenCheckResponse: contract.TokenCheckResponse,
  PlaybookFile,
  RecapRequest,
  Recap,
  UnauthenticatedDetails: contract.UnauthenticatedDetails,
  FieldIssue: contract.FieldIssue,
  InvalidRequestDetails: contract.InvalidRequestDetails,
  RateLimitedDetails: contract.RateLimitedDetails,
  ErrorBody: contract.ErrorBody,
} as const;
type ComponentName = keyof typeof components;

export const tags = [
  { name: 'Analyze', description: 'Guidance for one participant of a conversation.' },
  { name: 'Conversation', description: 'Saved conversations and the analyses stored in them.' },
  { name: 'Outreach', description: 'Generate, evaluate and shorten outreach messages.' },
  { name: 'Proxy', description: 'Endpoints of the Sidecue proxy itself.' },
] as const;

const errorWords: Record<number, string> = {
  400: 'invalid_request: the body is not JSON or breaks the contract; details.issues lists each field.',
  401: 'unauthenticated: the proxy access token is missing, malformed, not issued by this proxy, or expired; details.problem says which (UnauthenticatedDetails).',
  402: 'insufficient_credits: the service account lacks credits.',
  403: "forbidden: another user's conversation, or a browser origin that is not allowed.",
  404: 'not_found: no such conversation (also for a handle that was not issued by this proxy).',
  413: 'too_large: the body exceeds the proxy limit (MAX_BODY_BYTES).',
  429: 'rate_limited: too many requests from this user; wait Retry-After seconds.',
  500: 'internal_error: the proxy failed.',
  502: 'upstream_error: the guidance service cannot be reached or sent an unusable answer.',
  504: 'upstream_timeout: the guidance service took too long.',
};

interface Operation {
  method: ServiceMethod;
  path: string;
  tag: (typeof tags)[number]['name'];
  operationId: string;
  summary: string;
  description?: string;
  request?: { schema: ComponentName; example: unknown };
  response: { status: number; schema: ComponentName; description: string };
  errors: number[];
  /** Words for an error status that means something else on this route than on the others. */
  errorNotes?: Record<number, string>;
  /** Takes the conversation handle as {id} in the path. */
  byHandle?: boolean;
  /** Writes guidance, a recap or outreach: takes the language the user fixed (LANGUAGE_HEADER). */
  writesText?: boolean;
  public?: boolean;
}

const handleWords =
  'The conversation handle returned when the conversation was created (the Sidecue proxy hands out signed handles; a plain forwarding backend uses the service id).';
const sampleTranscript = [
  { speakerRole: 'user', speakerName: 'Alex', content: 'Thanks for making time today.' },
  { speakerRole: 'user', speakerName: 'Jordan', content: 'Sure. Honestly the price seems high for us.' },
];
const languageParameter = {
  name: LANGUAGE_HEADER,
  in: 'header',
  required: false,
  description: `The language to write in, as the user fixed it: ${languages.map((code) => `${code} (${languageNames[code]})`).join(', ')}. Left out, the conversation's language (for outreach, the profile's). Any other value is refused with 400 invalid_request. The Sidecue proxy tells its embedded engine and a model; a remote service is never sent it.`,
  schema: { type: 'string', enum: [...languages] },
};
const API_ERRORS = [401, 403, 429, 500, 502, 504];
const WITH_BODY = [400, 413];

export const operations: Operation[] = [
  {
    method: 'POST',
    path: paths.analyze,
    tag: 'Analyze',
    operationId: 'analyze',
    writesText: true,
    summary: 'Analyze a transcript',
    description:
      'Returns guidance for currentUser, who must speak in the transcript. With sessionId (a conversation handle) the analysis is saved in that conversation unless persist is false.',
    request: {
      schema: 'AnalyzeRequest',
      example: { currentUser: 'Alex', persist: false, transcript: sampleTranscript },
    },
    response: { status: 200, schema: 'AnalyzeResponse', description: 'Guidance; the fields depend on the call type.' },
    errors: [...WITH_BODY, 402, 404, ...API_ERRORS],
  },
  {
    method: 'POST',
    path: paths.conversation,
    tag: 'Conversation',
    operationId: 'createConversation',
    summary: 'Create a conversation',
    description: 'The account needs at least 100 available credits (a balance requirement, not a fee).',
    request: { schema: 'CreateConversationRequest', example: { name: 'Call with Jordan' } },
    response: { status: 201, schema: 'ConversationSummary', description: 'The new conversation; id is its handle.' },
    errors: [...WITH_BODY, 402, ...API_ERRORS],
  },
  {
    method: 'GET',
    path: `${paths.conversation}/{id}`,
    tag: 'Conversation',
    operationId: 'getConversation',
    summary: 'Get a conversation with its analyses',
    description:
      'Through the Sidecue proxy, a conversation recapped with POST /api/recap also carries that recap as `recap` (schema Recap).',
    response: { status: 200, schema: 'Conversation', description: 'The conversation and its saved analyses.' },
    errors: [404, ...API_ERRORS],
    byHandle: true,
  },
  {
    method: 'PATCH',
    path: `${paths.conversation}/{id}`,
    tag: 'Conversation',
    operationId: 'renameConversation',
    summary: 'Rename a conversation',
    request: { schema: 'RenameConversationRequest', example: { name: 'Renewal call' } },
    response: { status: 200, schema: 'ConversationSummary', description: 'The renamed conversation.' },
    errors: [...WITH_BODY, 404, ...API_ERRORS],
    byHandle: true,
  },
  {
    method: 'DELETE',
    path: paths.conversation,
    tag: 'Conversation',
    operationId: 'deleteConversation',
    summary: 'Delete a conversation and its analyses',
    description: 'The conversation is named in the body, as {"id": "<handle>"}. Deletion is permanent.',
    request: { schema: 'DeleteConversationRequest', example: { id: '<conversation handle>' } },
    response: { status: 200, schema: 'DeleteConversationResponse', description: 'The conversation is gone.' },
    errors: [...WITH_BODY, 404, ...API_ERRORS],
  },
  {
    method: 'POST',
    path: paths.outreachGenerate,
    tag: 'Outreach',
    operationId: 'generateOutreach',
    writesText: true,
    summary: 'Generate an outreach message',
    description:
      `input is the profile text in any layout, then optionally a line starting "${contract.SENDER_SECTION_LABEL}" and the sender's own words. ` +
      'The draft uses the first name, current role and company, one concrete detail and the offer, ends with one ask, and fits the type: ' +
      `linkedin_connection ${contract.OUTREACH_CHAR_LIMITS.linkedin_connection} characters, linkedin_message ${contract.OUTREACH_CHAR_LIMITS.linkedin_message}, ` +
      `inmail ${contract.OUTREACH_CHAR_LIMITS.inmail} (subject ${contract.INMAIL_SUBJECT_MAX_CHARS}), email about ${contract.EMAIL_WORD_TARGET} words.`,
    request: {
      schema: 'GenerateOutreachRequest',
      example: {
        type: 'linkedin_connection',
        input: `Name: Jordan Lee\nCurrent role: VP Sales at Acme\nRecent activity:\n- We just opened our Austin office.\n\n${contract.SENDER_SECTION_LABEL}\nI'm Alex, founder of Brightpath. We help sales teams coach reps live on calls.`,
      },
    },
    response: { status: 200, schema: 'GenerateOutreachResponse', description: 'The generated message.' },
    errors: [...WITH_BODY, 402, ...API_ERRORS],
  },
  {
    method: 'POST',
    path: paths.outreachEvaluate,
    tag: 'Outreach',
    operationId: 'evaluateOutreach',
    writesText: true,
    summary: 'Evaluate outreach copy',
    description:
      'For email and inmail, a first line "Subject: …" is read as the subject. Findings name the problem and where it is (spam phrase, ' +
      'no personalization, no or several asks, over the type\'s limit, reading grade), most severe first; severity "problem" is serious.',
    request: {
      schema: 'EvaluateOutreachRequest',
      example: { type: 'email', input: 'Hi Jordan, would a 15-minute call next week work to compare notes?' },
    },
    response: { status: 200, schema: 'EvaluateOutreachResponse', description: 'A score with findings and metrics.' },
    errors: [...WITH_BODY, 402, ...API_ERRORS],
  },
  {
    method: 'POST',
    path: paths.outreachShorten,
    tag: 'Outreach',
    operationId: 'shortenOutreach',
    writesText: true,
    summary: 'Shorten content to a character limit',
    description:
      'Never returns more than limit characters and never cuts a word; keeps the greeting and the call to action while they fit (the ask first when only one fits).',
    request: {
      schema: 'ShortenOutreachRequest',
      example: {
        limit: 120,
        input: 'Hi Jordan, it was great meeting you at SaaStr last week. I would love to continue our chat.',
      },
    },
    response: { status: 200, schema: 'ShortenOutreachResponse', description: 'The shortened text.' },
    errors: [...WITH_BODY, 402, ...API_ERRORS],
  },
  {
    method: 'POST',
    path: paths.recap,
    tag: 'Analyze',
    operationId: 'recap',
    writesText: true,
    summary: 'Recap a conversation (Sidecue proxy)',
    description:
      "The Sidecue proxy's own route, not the service's: the summary, decisions, next steps (owner and due date only as said), open questions and objections of the transcript, each item with `quote`, the transcript line it comes from word for word; items whose quote is no transcript line are dropped. Written by the proxy's rules, or by the model when LLM_BASE_URL is set, with the rules as its fallback. `checklist` when the team has a playbook with one. With sessionId (a conversation handle) the recap is saved, and getting the conversation returns it as `recap`.",
    request: { schema: 'RecapRequest', example: { currentUser: 'Alex', transcript: sampleTranscript } },
    response: { status: 200, schema: 'Recap', description: 'The recap.' },
    errors: [...WITH_BODY, 404, ...API_ERRORS],
  },
  {
    method: 'GET',
    path: paths.authCheck,
    tag: 'Proxy',
    operationId: 'checkToken',
    summary: 'Check a proxy access token',
    description:
      'Says who the token acts for and until when, without reaching the service. A refused token gets 401 with details.problem: missing, malformed, bad_signature, expired (with details.expiredAt) or service_key.',
    response: { status: 200, schema: 'TokenCheckResponse', description: 'The token is valid.' },
    errors: [401, 403],
  },
  {
    method: 'GET',
    path: paths.playbook,
    tag: 'Proxy',
    operationId: 'getPlaybook',
    summary: "The caller's team playbook",
    description:
      "The playbook file the proxy serves for the caller's team (DATA_DIR/playbooks/<team>.yaml, else PLAYBOOK_FILE or DATA_DIR/playbook.yaml), as parsed: every list present, empty when the file leaves it out. A changed file is served without a restart; a broken change is refused and the last good version stays.",
    response: { status: 200, schema: 'PlaybookFile', description: "The team's playbook." },
    errors: [404, 401, 403, 429, 500],
    errorNotes: { 404: 'no_playbook: this proxy has no playbook for the caller’s team.' },
  },
  {
    method: 'GET',
    path: paths.captureRules,
    tag: 'Proxy',
    operationId: 'captureRules',
    summary: 'Capture rules for the extension',
    description:
      'Needs no token. Newer CSS selectors for the pages Sidecue reads, per platform and selector path, tried before the built-in ones. 404 when this proxy serves none (CAPTURE_RULES_FILE unset).',
    response: { status: 200, schema: 'CaptureRulesDocument', description: 'The rules this proxy serves.' },
    errors: [404],
    public: true,
  },
  {
    method: 'GET',
    path: paths.health,
    tag: 'Proxy',
    operationId: 'health',
    summary: 'Health of the proxy',
    description: 'Needs no token. Tells a Sidecue proxy from a plain forwarding backend.',
    response: { status: 200, schema: 'HealthResponse', description: 'The proxy is up.' },
    errors: [],
    public: true,
  },
  {
    method: 'GET',
    path: READY_PATH,
    tag: 'Proxy',
    operationId: 'ready',
    summary: 'Readiness of the proxy',
    description: `Needs no token; for a load balancer's health check. Whether every part the proxy uses answers within ${READY_TIMEOUT_MS} ms: the database, and Redis when REDIS_URL is set. Not ready while the proxy stops. /health, by contrast, only says the process is up.`,
    response: { status: 200, schema: 'ReadyResponse', description: 'Every part answers.' },
    errors: [503],
    errorNotes: {
      503: 'service_unavailable: a part does not answer, or the proxy is stopping; the message names which in plain words and details.parts lists each part.',
    },
    public: true,
  },
];

const ref = (name: ComponentName) => ({ $ref: `#/components/schemas/${name}` });

function componentSchemas(): Record<string, unknown> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(components)) registry.add(schema, { id });
  // Input shapes: what a client may send, and lenient about extra fields in answers.
  const { schemas } = z.toJSONSchema(registry, {
    io: 'input',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
    // "format: date-time" says it; zod's long regex would only clutter the reference.
    override: ({ jsonSchema }) => {
      if (jsonSchema.format === 'date-time') delete jsonSchema.pattern;
    },
  });
  // Inside an OpenAPI document a component needs neither its own dialect nor an $id.
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _dialect, $id: _id, ...schema }]) => [id, schema]),
  );
}

function errorResponses(statuses: number[], notes: Record<number, string> = {}) {
  return Object.fromEntries(
    statuses.map((status) => [
      String(status),
      {
        description: notes[status] ?? errorWords[status] ?? 'Error',
        ...(status === 429 && {
          headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } },
        }),
        content: { 'application/json': { schema: ref('ErrorBody') } },
      },
    ]),
  );
}

function operationObject(op: Operation) {
  return {
    tags: [op.tag],
    operationId: op.operationId,
    summary: op.summary,
    ...(op.description && { description: op.description }),
    ...(op.public && { security: [] }),
    ...((op.byHandle || op.writesText) && {
      parameters: [
        ...(op.byHandle
          ? [{ name: 'id', in: 'path', required: true, description: handleWords, schema: { type: 'string' } }]
          : []),
        ...(op.writesText ? [languageParameter] : []),
      ],
    }),
    ...(op.request && {
      requestBody: {
        required: true,
        content: { 'application/json': { schema: ref(op.request.schema), example: op.request.example } },
      },
    }),
    responses: {
      [String(op.response.status)]: {
        description: op.response.description,
        content: { 'application/json': { schema: ref(op.response.schema) } },
      },
      ...errorResponses(op.errors, op.errorNotes),
    },
  };
}

export function openApiDocument(version: string) {
  const pathItems: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    pathItems[op.path] ??= {};
    pathItems[op.path]![op.method.toLowerCase()] = operationObject(op);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sidecue proxy',
      version,
      description:
        "The service paths, forwarded by the Sidecue proxy with the service key added, and the proxy's own token check and health. Authenticate with your proxy access token, never a service key.",
    },
    tags,
    security: [{ proxyAccessToken: [] }],
    paths: pathItems,
    components: {
      securitySchemes: {
        proxyAccessToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Your proxy access token (an admin mints it with `npm run proxy:token`).',
        },
      },
      schemas: componentSchemas(),
    },
  };
}

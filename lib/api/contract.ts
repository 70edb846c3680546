// The one contract both the extension and the proxy import. Every detail the service
// specification leaves open is decided here once; docs/api-contract.md lists each decision.
import { z } from 'zod';
import { ChecklistState, PlaybookMatch } from './playbook';

export const paths = {
  analyze: '/api/analyze',
  conversation: '/api/conversation',
  conversationById: (id: string) => `/api/conversation/${encodeURIComponent(id)}`,
  outreachGenerate: '/api/outreach/generate',
  outreachEvaluate: '/api/outreach/evaluate',
  outreachShorten: '/api/outreach/shorten',
  /** Sidecue proxy only: not part of the service. */
  health: '/health',
  /** Sidecue proxy only: who the access token belongs to, or why it is refused. */
  authCheck: '/auth/check',
  /** Sidecue proxy only: newer capture rules for the extension (JSON data, never code). */
  captureRules: '/capture-rules',
  /** Sidecue proxy only: the caller's team playbook. */
  playbook: '/api/playbook',
  /** Sidecue proxy only: the recap of a conversation (lib/api/recap.ts). */
  recap: '/api/recap',
} as const;

/** Service API keys start with this; they belong on the proxy, never in the browser. */
export const SERVICE_KEY_PREFIX = 'service_';

export const limits = {
  nameChars: 200,
  speakerNameChars: 200,
  messageChars: 10_000,
  transcriptMessages: 10_000,
  outreachInputChars: 20_000,
  shortenLimitMax: 20_000,
} as const;

// ---------------------------------------------------------------- transcript

export const speakerRoles = ['user', 'assistant'] as const;
export const SpeakerRole = z.enum(speakerRoles, {
  error: 'speakerRole must be "user" (any participant) or "assistant" (earlier guidance)',
});
export type SpeakerRole = z.infer<typeof SpeakerRole>;

export const TranscriptMessage = z.object({
  speakerRole: SpeakerRole,
  speakerName: z.string().trim().min(1, 'speakerName must not be empty').max(limits.speakerNameChars),
  content: z.string().max(limits.messageChars),
});
export type TranscriptMessage = z.infer<typeof TranscriptMessage>;

// ---------------------------------------------------------------- analyze

export const AnalyzeRequest = z
  .looseObject({
    sessionId: z.string().min(1).optional(),
    persist: z.boolean().optional(),
    currentUser: z.string().trim().min(1, 'currentUser must name the participant to coach'),
    transcript: z
      .array(TranscriptMessage)
      .min(1, 'transcript must contain at least one message')
      .max(limits.transcriptMessages, `transcript may hold at most ${limits.transcriptMessages} messages`),
  })
  .superRefine((request, ctx) => {
    const speaks = request.transcript.some((m) => m.speakerRole === 'user' && m.speakerName === request.currentUser);
    if (!speaks) {
      ctx.addIssue({
        code: 'custom',
        path: ['currentUser'],
        message: 'currentUser must equal the speakerName of a participant in the transcript',
      });
    }
  });
export type AnalyzeRequest = z.infer<typeof AnalyzeRequest>;

export const objectionKinds = ['price', 'timing', 'competitor', 'authority', 'need'] as const;

// Structured fields the local engine returns and the panel knows how to show. A remote
// service may send other fields or none: each one is read on its own by readGuidance().
// The descriptions end up in the OpenAPI document (proxy/openapi/document.ts).
const UnansweredQuestion = z.object({
  speakerName: z.string().describe('Who asked.'),
  question: z.string().describe('The question, as said.'),
});
const Objection = z.object({
  kind: z.enum(objectionKinds).describe('What the objection is about.'),
  speakerName: z.string().describe('Who raised it.'),
  quote: z.string().describe('What they said.'),
  suggestedReply: z.string().describe('How the coached person could answer.'),
});
const TalkStats = z.object({
  currentUserShare: z.number().min(0).max(1).describe("The coached person's share of the words spoken, 0 to 1."),
  longestMonologueWords: z
    .number()
    .int()
    .min(0)
    .describe('Words in their longest stretch without the others speaking.'),
});
const SentimentTrend = z.object({
  trend: z.enum(['positive', 'neutral', 'negative']).describe("Where the other participants' mood is heading."),
  turnedNegative: z.boolean().describe('True when the mood was better earlier in the call.'),
});
const NextStep = z.object({
  agreed: z.boolean().describe('True once a concrete next step (a meeting, a trial, a date) was agreed.'),
  suggestion: z.string().optional().describe('A next step to propose while none is agreed.'),
});

export const knownGuidanceFields = {
  unansweredQuestions: z.array(UnansweredQuestion),
  objections: z.array(Objection),
  talk: TalkStats,
  sentiment: SentimentTrend,
  nextStep: NextStep,
  playbook: z.array(PlaybookMatch),
  checklist: ChecklistState,
} as const;

/** Open-ended: unknown fields are kept. `isSame` counts only when it is exactly true. */
export const AnalyzeResponse = z.looseObject({
  elaboration: z.unknown().optional(),
  isSame: z.unknown().optional(),
});
export type AnalyzeResponse = z.infer<typeof AnalyzeResponse>;

const guidanceFieldWords: Record<keyof typeof knownGuidanceFields, string> = {
  unansweredQuestions:
    'Questions the other participants asked that the coached person has not answered yet, latest last.',
  objections: 'Objections raised by the other participants, latest last.',
  talk: 'How much the coached person talks.',
  sentiment: "The other participants' mood.",
  nextStep: 'Whether the call has an agreed next step.',
  playbook: "Every entry of the team's playbook matched in the transcript so far, in order of first match.",
  checklist: "The playbook's discovery checklist: each item covered (with the line that covered it) or open.",
};

/**
 * The analysis as the reference documents it: the fields the local engine returns. Only for the
 * OpenAPI document: answers are read with AnalyzeResponse and readGuidance, which take any of
 * these fields missing or malformed.
 */
export const DocumentedAnalysis = z
  .looseObject({
    elaboration: z
      .string()
      .describe('Guidance for the coached person as plain text: one point a line, most urgent first.'),
    isSame: z
      .boolean()
      .optional()
      .describe('True when this guidance repeats the previous one. Only true counts; it may be missing.'),
    ...Object.fromEntries(
      Object.entries(knownGuidanceFields).map(([field, schema]) => [
        field,
        schema.optional().describe(guidanceFieldWords[field as keyof typeof knownGuidanceFields]),
      ]),
    ),
    callType: z.string().optional().describe('The call type the fields were chosen for, e.g. "sales".'),
  })
  .describe('Open-ended: the fields depend on the call type, and a service may add others.');

export interface Guidance {
  elaboration: string;
  isSame: boolean;
  unansweredQuestions?: z.infer<typeof UnansweredQuestion>[];
  objections?: z.infer<typeof Objection>[];
  talk?: z.infer<typeof TalkStats>;
  sentiment?: z.infer<typeof SentimentTrend>;
  nextStep?: z.infer<typeof NextStep>;
  playbook?: PlaybookMatch[];
  checklist?: ChecklistState;
}

/**
 * The well-formed items of a list, or undefined when it is no list or has none: one bad item from a
 * service must not cost the user every other card.
 */
function wellFormedItems<T>(schema: z.ZodType<T>, value: unknown): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items = value.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  return items.length > 0 || value.length === 0 ? items : undefined;
}

/** Reads an analysis leniently: a malformed known field or list item is dropped, never fatal. */
export function readGuidance(response: AnalyzeResponse): Guidance {
  const guidance: Guidance = {
    elaboration: elaborationText(response.elaboration),
    isSame: response.isSame === true,
  };
  for (const [field, schema] of Object.entries(knownGuidanceFields)) {
    const parsed = schema.safeParse(response[field]);
    if (parsed.success) Object.assign(guidance, { [field]: parsed.data });
    else if (schema instanceof z.ZodArray) {
      const items = wellFormedItems(schema.element as z.ZodType, response[field]);
      if (items) Object.assign(guidance, { [field]: items });
    }
  }
  const checklist = response.checklist as { items?: unknown } | undefined;
  if (!guidance.checklist && checklist && typeof checklist === 'object') {
    const framework = ChecklistState.shape.framework.safeParse((checklist as { framework?: unknown }).framework);
    const items = wellFormedItems(ChecklistState.shape.items.element, checklist.items);
    if (framework.success && items) guidance.checklist = { framework: framework.data, items };
  }
  return guidance;
}

function elaborationText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined || value === null) return '';
  return JSON.stringify(value, null, 2);
}

// ---------------------------------------------------------------- conversations

const ConversationName = z.string().trim().max(limits.nameChars, `name may be at most ${limits.nameChars} characters`);

export const CreateConversationRequest = z.looseObject({ name: ConversationName.optional() });
export type CreateConversationRequest = z.infer<typeof CreateConversationRequest>;

export const RenameConversationRequest = z.looseObject({
  name: ConversationName.min(1, 'name must not be empty'),
});
export type RenameConversationRequest = z.infer<typeof RenameConversationRequest>;

export const DeleteConversationRequest = z.looseObject({ id: z.string().min(1, 'id must not be empty') });
export type DeleteConversationRequest = z.infer<typeof DeleteConversationRequest>;

export const AnalysisRecord = z.looseObject({
  analysisJsonOpenai: z.unknown(),
  lastMessage: TranscriptMessage.nullable().optional(),
  createdAt: z.string().optional(),
});
export type AnalysisRecord = z.infer<typeof AnalysisRecord>;

export const ConversationSummary = z.looseObject({
  id: z.string().min(1),
  name: z.string().nullable().optional(),
  createdAt: z.string().optional(),
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;

export const Conversation = ConversationSummary.extend({ analyses: z.array(AnalysisRecord) });
export type Conversation = z.infer<typeof Conversation>;

export const DeleteConversationResponse = z.looseObject({ id: z.string(), deleted: z.literal(true) });
export type DeleteConversationResponse = z.infer<typeof DeleteConversationResponse>;

// ---------------------------------------------------------------- outreach

export const outreachTypes = ['email', 'linkedin_connection', 'linkedin_message', 'inmail'] as const;
export const OutreachType = z.enum(outreachTypes, {
  error: `type must be one of: ${outreachTypes.join(', ')}`,
});
export type OutreachType = z.infer<typeof OutreachType>;

/** LinkedIn refuses connection notes longer than this. */
export const LINKEDIN_CONNECTION_MAX_CHARS = 300;

/** Character limits per message type (LinkedIn's own); email has none, only a word target. */
export const OUTREACH_CHAR_LIMITS: Readonly<Record<OutreachType, number | undefined>> = {
  linkedin_connection: LINKEDIN_CONNECTION_MAX_CHARS,
  linkedin_message: 8_000,
  inmail: 1_900,
  email: undefined,
};
/** LinkedIn refuses InMail subjects longer than this. */
export const INMAIL_SUBJECT_MAX_CHARS = 200;
/** An email reads best at about this many words or fewer. */
export const EMAIL_WORD_TARGET = 150;

/**
 * Generate's `input`: the profile text, then optionally the sender's part, started by a line
 * beginning "About me and my offer:" (any case, "&" for "and", the colon optional; the text may
 * follow on the same line or the next ones). Everything after that line is the sender's part.
 */
export const SENDER_SECTION_LABEL = 'About me and my offer:';

const OutreachInput = z
  .string()
  .trim()
  .min(1, 'input must not be empty')
  .max(limits.outreachInputChars, `input may be at most ${limits.outreachInputChars} characters`);

export const GenerateOutreachRequest = z.looseObject({
  input: OutreachInput.describe(
    `The profile text (any layout; "Name:", "Headline:", "Current role:", "About:", "Experience:", "Recent activity:" lines are read best), then optionally a line starting "${SENDER_SECTION_LABEL}" followed by who is writing and what they offer.`,
  ),
  type: OutreachType,
});
export type GenerateOutreachRequest = z.infer<typeof GenerateOutreachRequest>;

export const GenerateOutreachResponse = z.looseObject({
  type: OutreachType,
  subject: z.string().optional(),
  body: z.string(),
  characters: z.number().int().min(0),
});
export type GenerateOutreachResponse = z.infer<typeof GenerateOutreachResponse>;

export const EvaluateOutreachRequest = z.looseObject({ input: OutreachInput, type: OutreachType.optional() });
export type EvaluateOutreachRequest = z.infer<typeof EvaluateOutreachRequest>;

export const EvaluationFinding = z.looseObject({
  code: z.string(),
  severity: z.enum(['info', 'warning', 'problem']),
  message: z.string(),
});
export type EvaluationFinding = z.infer<typeof EvaluationFinding>;

export const EvaluateOutreachResponse = z.looseObject({
  score: z.number().int().min(0).max(100),
  findings: z.array(EvaluationFinding),
  metrics: z.looseObject({
    words: z.number().int().min(0),
    readingGrade: z.number(),
    subjectChars: z.number().int().min(0).optional(),
    callsToAction: z.number().int().min(0),
    spamPhrases: z.array(z.string()),
    personalization: z.number().int().min(0),
  }),
});
export type EvaluateOutreachResponse = z.infer<typeof EvaluateOutreachResponse>;

export const ShortenOutreachRequest = z.looseObject({
  input: OutreachInput,
  limit: z
    .number({ error: 'limit must be a number of characters' })
    .int('limit must be a whole number of characters')
    .min(1, 'limit must be at least 1 character')
    .max(limits.shortenLimitMax, `limit may be at most ${limits.shortenLimitMax} characters`),
});
export type ShortenOutreachRequest = z.infer<typeof ShortenOutreachRequest>;

export const ShortenOutreachResponse = z.looseObject({
  text: z.string(),
  characters: z.number().int().min(0),
  limit: z.number().int(),
});
export type ShortenOutreachResponse = z.infer<typeof ShortenOutreachResponse>;

// ---------------------------------------------------------------- proxy health

export const HealthResponse = z.looseObject({
  ok: z.literal(true),
  service: z.literal('sidecue-proxy'),
  mode: z.enum(['embedded', 'forwarding']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

// ---------------------------------------------------------------- proxy token check

export const TokenCheckResponse = z.looseObject({
  user: z.string().describe('Who the token acts for.'),
  team: z.string().nullable().describe('Their team, if any.'),
  creator: z.boolean().describe("True for the team's creator, who may use every conversation of the team."),
  expiresAt: z.iso.datetime().describe('When the token stops working.'),
});
export type TokenCheckResponse = z.infer<typeof TokenCheckResponse>;

/** Why a proxy access token was refused: `details` of every 401 the Sidecue proxy sends. */
export const tokenProblems = ['missing', 'malformed', 'bad_signature', 'expired', 'revoked', 'service_key'] as const;
export const TokenProblem = z.enum(tokenProblems);
export type TokenProblem = z.infer<typeof TokenProblem>;
export const UnauthenticatedDetails = z.object({
  problem: TokenProblem.describe(
    'missing: no token; malformed: not a proxy access token; bad_signature: not issued by this proxy; expired; revoked: the admin revoked the user’s tokens; service_key: a service API key was sent instead.',
  ),
  expiredAt: z.iso.datetime().optional().describe('When an expired token stopped working.'),
});
export type UnauthenticatedDetails = z.infer<typeof UnauthenticatedDetails>;

// ---------------------------------------------------------------- errors

export const errorStatus = {
  invalid_request: 400,
  unauthenticated: 401,
  insufficient_credits: 402,
  forbidden: 403,
  not_found: 404,
  too_large: 413,
  rate_limited: 429,
  internal_error: 500,
  upstream_error: 502,
  service_unavailable: 503,
  upstream_timeout: 504,
  /** Sidecue proxy only: GET /api/playbook when the caller's team has no playbook. */
  no_playbook: 404,
} as const;
export type ErrorCode = keyof typeof errorStatus;
export const ErrorCode = z.enum(Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]]);

export const FieldIssue = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof FieldIssue>;

export const ErrorBody = z.object({
  error: z.looseObject({
    code: ErrorCode,
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Details of a 400: one entry a field, path written as in `transcript.3.speakerRole`. */
export const InvalidRequestDetails = z.object({ issues: z.array(FieldIssue) });
/** Details of a 429. The Retry-After header carries the same number. */
export const RateLimitedDetails = z.object({ retryAfterSeconds: z.number().int().min(0) });

export function errorBody(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
}

/** Picks the error code for an HTTP status that carried no typed body. */
export function codeForStatus(status: number): ErrorCode {
  const exact = (Object.entries(errorStatus) as [ErrorCode, number][]).find(([, s]) => s === status);
  if (exact) return exact[0];
  if (status >= 500) return 'upstream_error';
  return 'invalid_request';
}

// The one contract both the extension and the proxy import. Every detail the service
// specification leaves open is decided here once; docs/api-contract.md lists each decision.
import { z } from 'zod';

export const paths = {
  analyze: '/api/analyze',
  conversation: '/api/conversation',
  conversationById: (id: string) => `/api/conversation/${encodeURIComponent(id)}`,
  outreachGenerate: '/api/outreach/generate',
  outreachEvaluate: '/api/outreach/evaluate',
  outreachShorten: '/api/outreach/shorten',
  /** Sidecue proxy only: not part of the service. */
  health: '/health',
} as const;

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
    const speaks = request.transcript.some(
      (m) => m.speakerRole === 'user' && m.speakerName === request.currentUser,
    );
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
const UnansweredQuestion = z.object({ speakerName: z.string(), question: z.string() });
const Objection = z.object({
  kind: z.enum(objectionKinds),
  speakerName: z.string(),
  quote: z.string(),
  suggestedReply: z.string(),
});
const TalkStats = z.object({
  currentUserShare: z.number().min(0).max(1),
  longestMonologueWords: z.number().int().min(0),
});
const SentimentTrend = z.object({
  trend: z.enum(['positive', 'neutral', 'negative']),
  turnedNegative: z.boolean(),
});
const NextStep = z.object({ agreed: z.boolean(), suggestion: z.string().optional() });

export const knownGuidanceFields = {
  unansweredQuestions: z.array(UnansweredQuestion),
  objections: z.array(Objection),
  talk: TalkStats,
  sentiment: SentimentTrend,
  nextStep: NextStep,
} as const;

/** Open-ended: unknown fields are kept. `isSame` counts only when it is exactly true. */
export const AnalyzeResponse = z.looseObject({
  elaboration: z.unknown().optional(),
  isSame: z.unknown().optional(),
});
export type AnalyzeResponse = z.infer<typeof AnalyzeResponse>;

export interface Guidance {
  elaboration: string;
  isSame: boolean;
  unansweredQuestions?: z.infer<typeof UnansweredQuestion>[];
  objections?: z.infer<typeof Objection>[];
  talk?: z.infer<typeof TalkStats>;
  sentiment?: z.infer<typeof SentimentTrend>;
  nextStep?: z.infer<typeof NextStep>;
}

/** Reads an analysis leniently: a malformed known field is dropped, never fatal. */
export function readGuidance(response: AnalyzeResponse): Guidance {
  const guidance: Guidance = {
    elaboration: elaborationText(response.elaboration),
    isSame: response.isSame === true,
  };
  for (const [field, schema] of Object.entries(knownGuidanceFields)) {
    const parsed = schema.safeParse(response[field]);
    if (parsed.success) Object.assign(guidance, { [field]: parsed.data });
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

const OutreachInput = z
  .string()
  .trim()
  .min(1, 'input must not be empty')
  .max(limits.outreachInputChars, `input may be at most ${limits.outreachInputChars} characters`);

export const GenerateOutreachRequest = z.looseObject({ input: OutreachInput, type: OutreachType });
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

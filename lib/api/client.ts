// Typed client for the Sidecue proxy, or for any backend that forwards the service's /api/* paths.
import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import { z } from 'zod';
import {
  AnalyzeRequest,
  AnalyzeResponse,
  Conversation,
  ConversationSummary,
  CreateConversationRequest,
  DeleteConversationResponse,
  ErrorBody,
  EvaluateOutreachRequest,
  EvaluateOutreachResponse,
  GenerateOutreachRequest,
  GenerateOutreachResponse,
  HealthResponse,
  InvalidRequestDetails,
  RateLimitedDetails,
  RenameConversationRequest,
  ShortenOutreachRequest,
  ShortenOutreachResponse,
  TokenCheckResponse,
  UnauthenticatedDetails,
  codeForStatus,
  fieldIssues,
  paths,
  readGuidance,
  type Guidance,
} from './contract';
import { ApiError, kindForCode } from './errors';
import { LANGUAGE_HEADER, type Language } from './language';
import { PlaybookFile, playbookEntryCount } from './playbook';
import { readRecap } from './read-recap';
import { type Recap, RecapRequest } from './recap';

export interface ApiClientOptions {
  /** The proxy's base URL, e.g. http://127.0.0.1:8787 (a path prefix is kept). */
  baseUrl: string;
  /** The user's proxy access token, sent as a Bearer token. */
  token?: string;
  /** Per attempt. Analyses of long calls take a while, so the default is generous. */
  timeoutMs?: number;
  /** Retries of reads only (GET). Writes are never retried: they could save or spend twice. */
  readRetries?: number;
  fetch?: typeof fetch;
  /** The language the user fixed for guidance, recaps and outreach; without it, the conversation's. */
  language?: Language;
}

export interface AnalyzeResult {
  raw: AnalyzeResponse;
  guidance: Guidance;
}

/** What the options page says of the team playbook: its name and size. */
export interface PlaybookSummary {
  name?: string;
  entries: number;
}

/** What checking the URL and the token learned; every other outcome is thrown as an ApiError. */
export type ProxyCheck =
  | {
      kind: 'sidecue-proxy';
      health: HealthResponse;
      token: TokenCheckResponse;
      /** null: the proxy has none for this token's team; left out when the proxy did not say (an older proxy). */
      playbook?: PlaybookSummary | null;
    }
  // A backend that forwards /api/* has neither /health nor /auth/check: it accepted the token
  // for a read, and cannot say whose it is.
  | { kind: 'forwarding-backend' };

/** A conversation that cannot exist: a backend that accepts the token answers 404 (or 403). */
export const TOKEN_PROBE_ID = 'sidecue-token-check';

interface CallOptions {
  signal?: AbortSignal;
}

export function createApiClient(options: ApiClientOptions) {
  const http = createHttp(options);
  // Only the calls that write text (guidance, recap, outreach) say the language.
  const writes = options.language ? { [LANGUAGE_HEADER]: options.language } : undefined;

  async function call<S extends z.ZodType>(
    schema: S,
    method: 'get' | 'post' | 'patch' | 'delete',
    path: string,
    body: unknown,
    { signal }: CallOptions = {},
    headers?: Record<string, string>,
  ): Promise<z.infer<S>> {
    let response: Response;
    try {
      // An undefined headers option would drop the instance's authorization, so it is left out.
      response = await http(path.replace(/^\//, ''), { method, json: body, signal, ...(headers && { headers }) });
    } catch (error) {
      throw await toApiError(error);
    }
    const json: unknown = await response.json().catch(() => undefined);
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ApiError({ kind: 'bad_response', status: response.status, cause: parsed.error });
    return parsed.data;
  }

  /** Checks a request before it leaves, so bad input fails with the same words as on the server. */
  function checked<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
    const parsed = schema.safeParse(input);
    if (!parsed.success) throw new ApiError({ kind: 'invalid_request', issues: fieldIssues(parsed.error) });
    return parsed.data;
  }

  /** The playbook is a detail of the status line: a proxy that cannot tell still counts as connected. */
  async function playbookSummary(options?: CallOptions): Promise<{ playbook?: PlaybookSummary | null }> {
    try {
      const file = await call(PlaybookFile, 'get', paths.playbook, undefined, options);
      return { playbook: { name: file.name, entries: playbookEntryCount(file) } };
    } catch (error) {
      if (error instanceof ApiError && error.serverCode === 'no_playbook') return { playbook: null };
      if (error instanceof ApiError) return {};
      throw error;
    }
  }

  async function probeBackend({ signal }: CallOptions = {}): Promise<ProxyCheck> {
    let response: Response;
    try {
      response = await http(paths.conversationById(TOKEN_PROBE_ID).slice(1), {
        method: 'get',
        signal,
        throwHttpErrors: false,
        retry: 0,
      });
    } catch (error) {
      throw await toApiError(error);
    }
    if (response.status === 401) throw await fromResponse(response, undefined);
    // A backend that checked the token and then found no such conversation answers in JSON;
    // a web server that is no backend at all answers 404 with a page.
    const isJson = response.headers.get('content-type')?.includes('json') ?? false;
    if ((response.status === 404 || response.status === 403) && isJson) return { kind: 'forwarding-backend' };
    throw new ApiError({ kind: 'not_sidecue', status: response.status });
  }

  return {
    async analyze(request: AnalyzeRequest, options?: CallOptions): Promise<AnalyzeResult> {
      const raw = await call(AnalyzeResponse, 'post', paths.analyze, checked(AnalyzeRequest, request), options, writes);
      return { raw, guidance: readGuidance(raw) };
    },
    createConversation(request: CreateConversationRequest = {}, options?: CallOptions) {
      return call(
        ConversationSummary,
        'post',
        paths.conversation,
        checked(CreateConversationRequest, request),
        options,
      );
    },
    getConversation(id: string, options?: CallOptions) {
      return call(Conversation, 'get', paths.conversationById(id), undefined, options);
    },
    renameConversation(id: string, name: string, options?: CallOptions) {
      const body = checked(RenameConversationRequest, { name });
      return call(ConversationSummary, 'patch', paths.conversationById(id), body, options);
    },
    deleteConversation(id: string, options?: CallOptions) {
      return call(DeleteConversationResponse, 'delete', paths.conversation, { id }, options);
    },
    generateOutreach(request: GenerateOutreachRequest, options?: CallOptions) {
      const body = checked(GenerateOutreachRequest, request);
      return call(GenerateOutreachResponse, 'post', paths.outreachGenerate, body, options, writes);
    },
    evaluateOutreach(request: EvaluateOutreachRequest, options?: CallOptions) {
      const body = checked(EvaluateOutreachRequest, request);
      return call(EvaluateOutreachResponse, 'post', paths.outreachEvaluate, body, options, writes);
    },
    shortenOutreach(request: ShortenOutreachRequest, options?: CallOptions) {
      const body = checked(ShortenOutreachRequest, request);
      return call(ShortenOutreachResponse, 'post', paths.outreachShorten, body, options, writes);
    },
    /**
     * Sidecue proxy only: the recap of a transcript, saved with the conversation when sessionId is given.
     * Read leniently: a malformed item drops only itself (readRecap).
     */
    async recap(request: RecapRequest, options?: CallOptions): Promise<Recap> {
      const raw = await call(RecapAnswer, 'post', paths.recap, checked(RecapRequest, request), options, writes);
      return readRecap(raw);
    },
    /** Sidecue proxy only: the caller's team playbook, or null when the proxy has none for their team. */
    async playbook(options?: CallOptions): Promise<PlaybookFile | null> {
      try {
        return await call(PlaybookFile, 'get', paths.playbook, undefined, options);
      } catch (error) {
        if (error instanceof ApiError && error.serverCode === 'no_playbook') return null;
        throw error;
      }
    },
    /**
     * What Save on the options page asks: is this a Sidecue proxy (GET /health), and whose is
     * the token (GET /auth/check)? A URL without /health gets one authenticated read instead.
     */
    async checkProxy(options?: CallOptions): Promise<ProxyCheck> {
      let health: HealthResponse;
      try {
        health = await call(HealthResponse, 'get', paths.health, undefined, options);
      } catch (error) {
        if (error instanceof ApiError && (error.kind === 'not_found' || error.kind === 'bad_response')) {
          return probeBackend(options);
        }
        throw error;
      }
      let token: TokenCheckResponse;
      try {
        token = await call(TokenCheckResponse, 'get', paths.authCheck, undefined, options);
      } catch (error) {
        // A proxy from before the token check: one authenticated read still tells.
        if (error instanceof ApiError && error.kind === 'not_found') return probeBackend(options);
        throw error;
      }
      return { kind: 'sidecue-proxy', health, token, ...(await playbookSummary(options)) };
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Any object answers a recap request; what is in it is read item by item (readRecap). */
const RecapAnswer = z.looseObject({});

function createHttp(options: ApiClientOptions): KyInstance {
  let prefixUrl: URL;
  try {
    prefixUrl = new URL(options.baseUrl);
  } catch (cause) {
    throw new ApiError({ kind: 'not_configured', cause });
  }
  return ky.create({
    prefixUrl,
    timeout: options.timeoutMs ?? 30_000,
    fetch: options.fetch,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : undefined,
    retry: {
      limit: options.readRetries ?? 2,
      methods: ['get'],
      statusCodes: [408, 429, 500, 502, 503, 504],
      afterStatusCodes: [429, 503],
      maxRetryAfter: 10_000,
    },
  });
}

export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof TimeoutError) return new ApiError({ kind: 'timeout', cause: error });
  if (error instanceof HTTPError) return fromResponse(error.response, error);
  // A caller's abort stays an abort: the caller asked for it and shows nothing.
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  // fetch rejects with a TypeError when nothing answers (refused, DNS, CORS).
  return new ApiError({ kind: 'unreachable', cause: error });
}

async function fromResponse(response: Response, cause: unknown): Promise<ApiError> {
  const status = response.status;
  const json: unknown = await response.json().catch(() => undefined);
  const typed = ErrorBody.safeParse(json);
  const code = typed.success ? typed.data.error.code : codeForStatus(status);
  const details = typed.success ? typed.data.error.details : undefined;
  const retryAfterSeconds =
    RateLimitedDetails.safeParse(details).data?.retryAfterSeconds ??
    parseRetryAfter(response.headers.get('retry-after'));
  const token = code === 'unauthenticated' ? UnauthenticatedDetails.safeParse(details).data : undefined;
  return new ApiError({
    kind: kindForCode(code),
    status,
    serverMessage: typed.success ? typed.data.error.message : undefined,
    serverCode: typed.success ? code : undefined,
    tokenProblem: token?.problem,
    expiredAt: token?.expiredAt,
    retryAfterSeconds: code === 'rate_limited' ? retryAfterSeconds : undefined,
    issues: InvalidRequestDetails.safeParse(details).data?.issues,
    cause,
  });
}

function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

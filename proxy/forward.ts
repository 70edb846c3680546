// One forwarding helper for every route: sends the call, turns failures and error answers
// into typed errors, and passes success on (rewritten when the route needs to).
import { ErrorBody, codeForStatus, type ErrorCode } from '../lib/api/contract.ts';
import { ProxyError, errorResponse, jsonResponse } from './errors.ts';
import { UpstreamFailure, type ReplyHeaders, type ServiceCall, type ServiceReply } from './upstream.ts';

/** Words for an upstream error that came without a typed body. */
const plainWords: Record<ErrorCode, string> = {
  invalid_request: 'The guidance service did not accept the request.',
  unauthenticated:
    'The guidance service did not accept the proxy’s service key. Ask your admin to check SERVICE_API_KEY.',
  insufficient_credits: 'The service account does not have enough credits. Ask your admin to add credits.',
  forbidden: 'The guidance service refused access to this item.',
  not_found: 'The guidance service does not know this item.',
  too_large: 'The request is too large for the guidance service.',
  rate_limited: 'The guidance service is receiving too many requests. Wait a moment and try again.',
  internal_error: 'The guidance service failed to answer. Try again in a moment.',
  upstream_error: 'The guidance service sent an answer the proxy cannot use. Try again in a moment.',
  service_unavailable: 'The guidance service is not answering right now. Try again in a moment.',
  upstream_timeout: 'The guidance service took too long to answer. Try again in a moment.',
  no_playbook: 'There is no playbook for your team.',
};

/** Why a call to the service brought no usable answer (for the metrics). */
export type UpstreamErrorKind = 'unreachable' | 'timeout' | 'too_large' | 'bad_answer' | 'error_status';

/** Only these headers of an answer reach the browser; anything that might echo credentials stays behind. */
const PASSED_HEADERS = ['content-type', 'retry-after'] as const;

export type Rewrite = (json: unknown) => unknown | Promise<unknown>;

export function createForwarder(options: {
  callService: (call: ServiceCall) => Promise<ServiceReply>;
  serviceApiKey: string;
  onUpstreamProblem?: (message: string) => void;
  /** For the metrics: every call that brought no usable answer, by kind. */
  onUpstreamError?: (kind: UpstreamErrorKind) => void;
}) {
  const { callService, serviceApiKey, onUpstreamProblem = () => {}, onUpstreamError = () => {} } = options;

  return async function forward(call: ServiceCall, rewrite?: Rewrite): Promise<Response> {
    let reply: ServiceReply;
    try {
      reply = await callService(call);
    } catch (error) {
      if (!(error instanceof UpstreamFailure)) throw error;
      // Nobody is left to read this answer; the request line still records the request.
      if (error.kind === 'aborted')
        return errorResponse('upstream_error', 'The request was cancelled because its caller went away.');
      onUpstreamProblem(`${call.method} ${call.path}: ${error.message} (${String(error.cause)})`);
      onUpstreamError(error.kind);
      return failureResponse(error);
    }
    // Belt and braces: a service that echoes the key in a body must not hand it to the browser.
    const text = reply.text.includes(serviceApiKey) ? reply.text.replaceAll(serviceApiKey, '[redacted]') : reply.text;
    const headers = passedHeaders(reply.headers);

    if (reply.status < 200 || reply.status >= 300) {
      // A 4xx is the caller's (not found, no credits); a 5xx, or a status the proxy cannot pass on, is the service's.
      if (reply.status >= 500) onUpstreamError('error_status');
      else if (reply.status === 401 || reply.status < 400) onUpstreamError('bad_answer');
      return upstreamError(reply.status, text, headers, onUpstreamProblem);
    }
    if (!rewrite) return new Response(text, { status: reply.status, headers });

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      onUpstreamError('bad_answer');
      throw new ProxyError('upstream_error', plainWords.upstream_error);
    }
    return jsonResponse(await rewrite(json), reply.status, headers);
  };
}

export type Forward = ReturnType<typeof createForwarder>;

function failureResponse(failure: UpstreamFailure): Response {
  switch (failure.kind) {
    case 'timeout':
      return errorResponse('upstream_timeout', plainWords.upstream_timeout);
    case 'too_large':
      return errorResponse(
        'upstream_error',
        'The guidance service sent an answer larger than this proxy accepts, so it was not passed on. Try again with a shorter conversation; if it keeps happening, ask your admin to raise MAX_UPSTREAM_RESPONSE_BYTES.',
      );
    default:
      return errorResponse(
        'upstream_error',
        'The guidance service cannot be reached. Try again in a moment; if it keeps happening, ask your admin to check the proxy.',
      );
  }
}

/** A plain record, not Headers: @hono/node-server writes it as it is, without converting it. */
function passedHeaders(from: ReplyHeaders): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'cache-control': 'no-store' };
  for (const name of PASSED_HEADERS) {
    const value = from[name];
    if (typeof value === 'string' && value) headers[name] = value;
  }
  return headers;
}

function upstreamError(
  status: number,
  text: string,
  headers: Record<string, string>,
  report: (message: string) => void,
): Response {
  // A refused service key is the proxy's problem, not the user's token: say so, as a 502.
  if (status === 401 || status < 400) {
    report(`the service answered ${status}`);
    const code = status === 401 ? 'unauthenticated' : 'upstream_error';
    return errorResponse('upstream_error', plainWords[code]);
  }
  const typed = ErrorBody.safeParse(safeJson(text));
  const retryAfter = headers['retry-after'];
  const keep = retryAfter ? { 'retry-after': retryAfter } : undefined;
  if (typed.success) {
    const { code, message, details } = typed.data.error;
    return errorResponse(code, message, { status, details, headers: keep });
  }
  const code = codeForStatus(status);
  return errorResponse(code, plainWords[code], { status, headers: keep });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

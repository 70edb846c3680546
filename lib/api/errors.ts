// Every failure of a call to the proxy becomes one ApiError, worded for where it is shown: the
// panel (during a call) or the options page (checking the connection before saving).
import type { ErrorCode, FieldIssue, TokenProblem } from './contract';

export type ApiErrorKind =
  | 'not_configured'
  | 'unreachable'
  | 'timeout'
  | 'unauthenticated'
  | 'insufficient_credits'
  | 'forbidden'
  | 'not_found'
  | 'too_large'
  | 'rate_limited'
  | 'invalid_request'
  | 'service_down'
  | 'bad_response'
  /** Only from the options page's check: the URL answers, but not as a proxy or a forwarding backend. */
  | 'not_sidecue';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  /** The server's own message, shown when ours has nothing more specific. */
  serverMessage?: string;
  /** Why a 401 refused the token, when the Sidecue proxy said so. */
  tokenProblem?: TokenProblem;
  /** When an expired token stopped working (ISO 8601). */
  expiredAt?: string;
  retryAfterSeconds?: number;
  issues?: FieldIssue[];
  cause?: unknown;
}

/** Plain words: what happened, then the one thing to do. */
export interface ErrorWords {
  title: string;
  action: string;
}

/** Where the words are shown: the options page also knows the address it just tried. */
export type WordsContext = { where: 'panel' } | { where: 'options'; proxyUrl: string };

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly serverMessage?: string;
  readonly retryAfterSeconds?: number;
  readonly issues?: FieldIssue[];
  readonly tokenProblem?: TokenProblem;
  readonly expiredAt?: string;

  constructor(init: ApiErrorInit) {
    const words = describeApiError(init);
    super(words.title, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.issues = init.issues;
    this.tokenProblem = init.tokenProblem;
    this.expiredAt = init.expiredAt;
  }

  /** The panel's words. */
  get words(): ErrorWords {
    return describeApiError(this);
  }

  /** A plain, serializable copy for messages between extension pages. */
  toJSON(): ApiErrorInit & ErrorWords {
    return {
      kind: this.kind,
      status: this.status,
      serverMessage: this.serverMessage,
      retryAfterSeconds: this.retryAfterSeconds,
      issues: this.issues,
      tokenProblem: this.tokenProblem,
      expiredAt: this.expiredAt,
      ...this.words,
    };
  }
}

const ASK_ADMIN_PANEL = 'Ask your admin for a new one and paste it in the options.';

export function describeApiError(
  error: Omit<ApiErrorInit, 'cause'>,
  context: WordsContext = { where: 'panel' },
): ErrorWords {
  const inOptions = context.where === 'options';
  switch (error.kind) {
    case 'not_configured':
      return inOptions
        ? {
            title: 'The Proxy URL is not a web address.',
            action: 'Enter it as your admin sent it, starting with http:// or https://.',
          }
        : {
            title: 'Sidecue needs a proxy to give guidance.',
            action: 'Enter the Proxy URL and access token from your admin in the options.',
          };
    case 'unreachable':
      return inOptions
        ? {
            title: `Sidecue could not reach a proxy at ${context.proxyUrl}.`,
            action: 'Check the address and that the proxy is running.',
          }
        : {
            title: 'Sidecue cannot reach your proxy.',
            action: 'Check that it is running and its address in the options; captured messages are kept.',
          };
    case 'timeout':
      return inOptions
        ? {
            title: `The proxy at ${context.proxyUrl} did not answer in time.`,
            action: 'Check that it is running, then save again.',
          }
        : {
            title: 'Your proxy took too long to answer.',
            action: 'Sidecue will try again with the next message; if it keeps happening, check the proxy.',
          };
    case 'unauthenticated':
      return tokenWords(error, context);
    case 'insufficient_credits':
      return {
        title: 'The service account does not have enough credits.',
        action: 'Ask your admin to add credits to the service account.',
      };
    case 'forbidden':
      return inOptions
        ? {
            title: `The proxy at ${context.proxyUrl} does not accept requests from this browser.`,
            action: 'Ask your admin to add Sidecue to its ALLOWED_ORIGINS.',
          }
        : {
            title: 'This conversation belongs to someone else.',
            action: 'Start a new conversation, or ask its owner or your team creator for access.',
          };
    case 'not_found':
      return {
        title: 'That conversation no longer exists.',
        action: 'Start a new conversation; the transcript you captured is still here.',
      };
    case 'too_large':
      return {
        title: 'The conversation is too large to send in one request.',
        action: 'Lower "Messages sent for guidance" in the options, or ask your admin to raise the proxy limit.',
      };
    case 'rate_limited': {
      const wait = error.retryAfterSeconds;
      if (inOptions) {
        return {
          title: 'The proxy is refusing more requests for now.',
          action: wait !== undefined ? `Save again in ${wait} s.` : 'Save again in a minute.',
        };
      }
      return {
        title: 'Too many requests for now.',
        action: wait !== undefined ? `Sidecue can ask again in ${wait} s.` : 'Wait a moment before asking again.',
      };
    }
    case 'invalid_request': {
      const detail = firstIssue(error.issues) ?? error.serverMessage;
      return {
        title: 'The request was refused as invalid.',
        action: detail ? `Check what was sent: ${detail}` : 'Check what was sent.',
      };
    }
    case 'service_down':
      return inOptions
        ? {
            title: `The proxy at ${context.proxyUrl} answers, but it is not working right now.`,
            action: 'Try again in a minute, or tell your admin.',
          }
        : {
            title: 'The guidance service is not answering; captured messages are kept.',
            action: 'Try again in a minute.',
          };
    case 'bad_response':
    case 'not_sidecue':
      return inOptions
        ? {
            title: `${context.proxyUrl} answers, but it is not a Sidecue proxy.`,
            action: 'Check the address your admin sent you.',
          }
        : { title: 'Your Proxy URL does not point at a Sidecue proxy.', action: 'Correct it in the options.' };
  }
}

/** One sentence a refused token: the proxy says why in details.problem, a forwarding backend may not. */
function tokenWords(error: Omit<ApiErrorInit, 'cause'>, context: WordsContext): ErrorWords {
  const inOptions = context.where === 'options';
  const askAdmin = inOptions ? 'Ask your admin for a new one.' : ASK_ADMIN_PANEL;
  switch (error.tokenProblem) {
    case 'missing':
      return inOptions
        ? { title: 'This proxy needs an access token.', action: 'Paste the one your admin sent you.' }
        : { title: 'Sidecue has no proxy access token.', action: 'Paste the one your admin sent you in the options.' };
    case 'malformed':
      return inOptions
        ? {
            title: 'This access token is not in the right format.',
            action: 'Paste it again exactly as your admin sent it.',
          }
        : {
            title: 'Your proxy access token is not in the right format.',
            action: 'Paste it again in the options, exactly as your admin sent it.',
          };
    case 'bad_signature':
      return inOptions
        ? {
            title: 'The proxy did not accept this access token: it was not issued by this proxy.',
            action: 'Check the Proxy URL, or ask your admin for a new token.',
          }
        : { title: 'Your proxy did not accept your access token.', action: askAdmin };
    case 'expired': {
      const when = error.expiredAt ? ` on ${formatDate(error.expiredAt)}` : '';
      return { title: `${inOptions ? 'This' : 'Your proxy'} access token expired${when}.`, action: askAdmin };
    }
    case 'revoked':
      return {
        title: `${inOptions ? 'This' : 'Your proxy'} access token was revoked by your admin.`,
        action: askAdmin,
      };
    case 'service_key':
      return {
        title: `${inOptions ? 'This is' : 'Sidecue was given'} a service API key, which must never be used in the browser.`,
        action: inOptions
          ? 'Paste your proxy access token instead, and have your admin replace the exposed key.'
          : 'Paste your proxy access token in the options, and have your admin replace the exposed key.',
      };
    case undefined:
      return {
        title: inOptions
          ? 'The proxy did not accept this access token.'
          : 'Your proxy did not accept your access token.',
        action: askAdmin,
      };
  }
}

/** Errors the user fixes in the options: the panel offers a button there. */
export function fixedInOptions(kind: ApiErrorKind): boolean {
  return ['not_configured', 'unreachable', 'unauthenticated', 'too_large', 'bad_response', 'not_sidecue'].includes(
    kind,
  );
}

/** A date in the reader's own format, e.g. "21 December 2026" or "December 21, 2026". */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

function firstIssue(issues?: FieldIssue[]): string | undefined {
  const issue = issues?.[0];
  return issue ? `${issue.path}: ${issue.message}` : undefined;
}

/** Maps the contract's error code to what the panel needs to say. */
export function kindForCode(code: ErrorCode): ApiErrorKind {
  switch (code) {
    case 'invalid_request':
    case 'unauthenticated':
    case 'insufficient_credits':
    case 'forbidden':
    case 'not_found':
    case 'too_large':
    case 'rate_limited':
      return code;
    case 'upstream_timeout':
      return 'timeout';
    case 'internal_error':
    case 'upstream_error':
    case 'service_unavailable':
      return 'service_down';
  }
}

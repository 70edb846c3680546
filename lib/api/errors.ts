// Every failure of a call to the proxy becomes one ApiError, worded for where it is shown: the
// panel (during a call) or the options page (checking the connection before saving). The words come
// from the messages file only when asked for (words, describeApiError): the Node client
// (lib/api/node.ts) builds ApiErrors too, has no browser.i18n, and says its own words for developers.
import { t } from '../i18n/messages';
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
  /** The contract's error code when the answer carried one: tells no_playbook from other 404s. */
  serverCode?: ErrorCode;
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
  readonly serverCode?: ErrorCode;
  readonly retryAfterSeconds?: number;
  readonly issues?: FieldIssue[];
  readonly tokenProblem?: TokenProblem;
  readonly expiredAt?: string;

  constructor(init: ApiErrorInit) {
    // Not the panel's words: an Error's message is for logs and the Node client, where no i18n exists.
    super(`Proxy call failed: ${init.kind}${init.status === undefined ? '' : ` (HTTP ${init.status})`}`, {
      cause: init.cause,
    });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.serverCode = init.serverCode;
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
      serverCode: this.serverCode,
      retryAfterSeconds: this.retryAfterSeconds,
      issues: this.issues,
      tokenProblem: this.tokenProblem,
      expiredAt: this.expiredAt,
      ...this.words,
    };
  }
}

const words = (title: string, action: string): ErrorWords => ({ title, action });

export function describeApiError(
  error: Omit<ApiErrorInit, 'cause'>,
  context: WordsContext = { where: 'panel' },
): ErrorWords {
  if (context.where === 'options') return optionsWords(error, context.proxyUrl);
  switch (error.kind) {
    case 'not_configured':
      return words(t('errorNotConfiguredTitle'), t('errorNotConfiguredAction'));
    case 'unreachable':
      return words(t('errorUnreachableTitle'), t('errorUnreachableAction'));
    case 'timeout':
      return words(t('errorTimeoutTitle'), t('errorTimeoutAction'));
    case 'unauthenticated':
      return panelTokenWords(error);
    case 'insufficient_credits':
      return words(t('errorCreditsTitle'), t('errorCreditsAction'));
    case 'forbidden':
      return words(t('errorForbiddenTitle'), t('errorForbiddenAction'));
    case 'not_found':
      return words(t('errorNotFoundTitle'), t('errorNotFoundAction'));
    case 'too_large':
      return words(t('errorTooLargeTitle'), t('errorTooLargeAction'));
    case 'rate_limited': {
      const wait = error.retryAfterSeconds;
      return words(
        t('errorRateLimitedTitle'),
        wait !== undefined ? t('errorRateLimitedActionWait', wait) : t('errorRateLimitedAction'),
      );
    }
    case 'invalid_request':
      return invalidWords(error);
    case 'service_down':
      return words(t('errorServiceDownTitle'), t('errorServiceDownAction'));
    case 'bad_response':
    case 'not_sidecue':
      return words(t('errorNotSidecueTitle'), t('errorNotSidecueAction'));
  }
}

/**
 * The options page checks an address before saving it: where the problem is the address, its words
 * name it; the rest read as in the panel.
 */
function optionsWords(error: Omit<ApiErrorInit, 'cause'>, url: string): ErrorWords {
  switch (error.kind) {
    case 'not_configured':
      return words(t('errorNotConfiguredOptionsTitle'), t('errorNotConfiguredOptionsAction'));
    case 'unreachable':
      return words(t('errorUnreachableOptionsTitle', url), t('errorUnreachableOptionsAction'));
    case 'timeout':
      return words(t('errorTimeoutOptionsTitle', url), t('errorTimeoutOptionsAction'));
    case 'unauthenticated':
      return optionsTokenWords(error);
    case 'forbidden':
      return words(t('errorForbiddenOptionsTitle', url), t('errorForbiddenOptionsAction'));
    case 'rate_limited': {
      const wait = error.retryAfterSeconds;
      return words(
        t('errorRateLimitedOptionsTitle'),
        wait !== undefined ? t('errorRateLimitedOptionsActionWait', wait) : t('errorRateLimitedOptionsAction'),
      );
    }
    case 'service_down':
      return words(t('errorServiceDownOptionsTitle', url), t('errorServiceDownOptionsAction'));
    case 'bad_response':
    case 'not_sidecue':
      return words(t('errorNotSidecueOptionsTitle', url), t('errorNotSidecueOptionsAction'));
    default:
      return describeApiError(error);
  }
}

function invalidWords(error: Omit<ApiErrorInit, 'cause'>): ErrorWords {
  const detail = firstIssue(error.issues) ?? error.serverMessage;
  return words(t('errorInvalidTitle'), detail ? t('errorInvalidActionDetail', detail) : t('errorInvalidAction'));
}

/** A refused token: the proxy says why in details.problem, a forwarding backend may not. */
function panelTokenWords(error: Omit<ApiErrorInit, 'cause'>): ErrorWords {
  const askAdmin = t('errorTokenAskAdmin');
  switch (error.tokenProblem) {
    case 'missing':
      return words(t('errorTokenMissingTitle'), t('errorTokenMissingAction'));
    case 'malformed':
      return words(t('errorTokenMalformedTitle'), t('errorTokenMalformedAction'));
    case 'bad_signature':
    case undefined:
      return words(t('errorTokenRefusedTitle'), askAdmin);
    case 'expired':
      return words(
        error.expiredAt ? t('errorTokenExpiredOnTitle', formatDate(error.expiredAt)) : t('errorTokenExpiredTitle'),
        askAdmin,
      );
    case 'revoked':
      return words(t('errorTokenRevokedTitle'), askAdmin);
    case 'service_key':
      return words(t('errorServiceKeyTitle'), t('errorServiceKeyAction'));
  }
}

function optionsTokenWords(error: Omit<ApiErrorInit, 'cause'>): ErrorWords {
  const askAdmin = t('errorTokenAskAdminOptions');
  switch (error.tokenProblem) {
    case 'missing':
      return words(t('errorTokenMissingOptionsTitle'), t('errorTokenMissingOptionsAction'));
    case 'malformed':
      return words(t('errorTokenMalformedOptionsTitle'), t('errorTokenMalformedOptionsAction'));
    case 'bad_signature':
      return words(t('errorTokenBadSignatureOptionsTitle'), t('errorTokenBadSignatureOptionsAction'));
    case 'expired':
      return words(
        error.expiredAt
          ? t('errorTokenExpiredOnOptionsTitle', formatDate(error.expiredAt))
          : t('errorTokenExpiredOptionsTitle'),
        askAdmin,
      );
    case 'revoked':
      return words(t('errorTokenRevokedOptionsTitle'), askAdmin);
    case 'service_key':
      return words(t('errorServiceKeyOptionsTitle'), t('errorServiceKeyOptionsAction'));
    case undefined:
      return words(t('errorTokenRefusedOptionsTitle'), askAdmin);
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
    case 'no_playbook':
      return 'not_found';
    case 'upstream_timeout':
      return 'timeout';
    case 'internal_error':
    case 'upstream_error':
    case 'service_unavailable':
      return 'service_down';
  }
}

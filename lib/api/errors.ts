// Every failure of a call to the proxy becomes one ApiError whose words the panel shows as they are.
import type { ErrorCode, FieldIssue } from './contract';

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
  | 'bad_response';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  /** The server's own message, shown after ours when it adds something. */
  serverMessage?: string;
  retryAfterSeconds?: number;
  issues?: FieldIssue[];
  cause?: unknown;
}

/** Plain words for the panel: what happened, then what to do. */
export interface ErrorWords {
  title: string;
  action: string;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly serverMessage?: string;
  readonly retryAfterSeconds?: number;
  readonly issues?: FieldIssue[];

  constructor(init: ApiErrorInit) {
    const words = describeApiError(init);
    super(words.title, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.issues = init.issues;
  }

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
      ...this.words,
    };
  }
}

export function describeApiError(error: Omit<ApiErrorInit, 'cause'>): ErrorWords {
  switch (error.kind) {
    case 'not_configured':
      return {
        title: 'Sidecue is not connected to a proxy yet.',
        action: 'Open Options and enter your Proxy URL and Proxy access token.',
      };
    case 'unreachable':
      return {
        title: 'Sidecue cannot reach your proxy.',
        action: 'Check the Proxy URL in Options and that the proxy is running. Captured messages are kept meanwhile.',
      };
    case 'timeout':
      return {
        title: 'Your proxy took too long to answer.',
        action: 'Sidecue will try again with the next message. If it keeps happening, check the proxy.',
      };
    case 'unauthenticated':
      return {
        title: 'Your proxy did not accept your access token.',
        action: withServer(
          'Paste a valid Proxy access token in Options, or ask your admin for a new one.',
          error.serverMessage,
        ),
      };
    case 'insufficient_credits':
      return {
        title: 'The service account does not have enough credits.',
        action: 'Ask your admin to add credits to the service account.',
      };
    case 'forbidden':
      return {
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
        action: 'Lower "Messages sent for guidance" in Options, or ask your admin to raise the proxy limit.',
      };
    case 'rate_limited':
      return {
        title: 'Too many requests for now.',
        action:
          error.retryAfterSeconds !== undefined
            ? `Sidecue can ask again in ${error.retryAfterSeconds} s.`
            : 'Wait a moment before asking again.',
      };
    case 'invalid_request':
      return {
        title: 'The request was refused as invalid.',
        action: withServer('Check what was sent:', firstIssue(error.issues) ?? error.serverMessage),
      };
    case 'service_down':
      return {
        title: 'The guidance service is not answering.',
        action: 'Try again in a minute. Captured messages are kept meanwhile.',
      };
    case 'bad_response':
      return {
        title: 'The proxy answered with something Sidecue does not understand.',
        action: 'Check that the Proxy URL points at a Sidecue proxy or at a backend that forwards /api/*.',
      };
  }
}

function withServer(action: string, serverMessage?: string): string {
  return serverMessage ? `${action} ${serverMessage}` : action;
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

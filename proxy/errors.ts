// Every failure the proxy answers itself leaves as the contract's typed error body.
import { errorBody, errorStatus, type ErrorCode } from '../lib/api/contract.ts';

export class ProxyError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: { details?: unknown; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'ProxyError';
    this.code = code;
    this.details = options.details;
    this.headers = options.headers;
  }
}

export function errorResponse(
  code: ErrorCode,
  message: string,
  options: { status?: number; details?: unknown; headers?: Record<string, string> } = {},
): Response {
  return jsonResponse(errorBody(code, message, options.details), options.status ?? errorStatus[code], options.headers);
}

/**
 * `new Response` with a string and a plain header record rather than `Response.json`: on Node,
 * @hono/node-server then writes both as they are instead of going through a web stream and Headers.
 */
export function jsonResponse(body: unknown, status: number, headers?: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'cache-control': 'no-store', ...headers, 'content-type': 'application/json' },
  });
}

export function proxyErrorResponse(error: ProxyError): Response {
  return errorResponse(error.code, error.message, { details: error.details, headers: error.headers });
}

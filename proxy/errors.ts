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
 * `new Response` with a string rather than `Response.json`: on Node, @hono/node-server then
 * writes the string directly instead of going through a web stream.
 */
export function jsonResponse(body: unknown, status: number, headers?: HeadersInit): Response {
  const allHeaders = new Headers(headers);
  allHeaders.set('content-type', 'application/json');
  if (!allHeaders.has('cache-control')) allHeaders.set('cache-control', 'no-store');
  return new Response(JSON.stringify(body), { status, headers: allHeaders });
}

export function proxyErrorResponse(error: ProxyError): Response {
  return errorResponse(error.code, error.message, { details: error.details, headers: error.headers });
}

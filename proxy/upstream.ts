// The one way out to the service. Each call is built from scratch, so nothing the browser
// sent (its token, cookies, Origin) can leave, and the service key is added here only.
// Web-standard (fetch, Request): the Node entry swaps in a faster transport (node-upstream.ts).

export type ServiceMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface ServiceCall {
  method: ServiceMethod;
  /** A service path such as /api/analyze, joined to the base URL. */
  path: string;
  body?: unknown;
}

/** An answer's header values by lower-case name, as Node gives them. */
export type ReplyHeaders = Readonly<Record<string, string | string[] | undefined>>;

export interface ServiceReply {
  status: number;
  headers: ReplyHeaders;
  text: string;
}

/** One fully built call to the service. */
export interface UpstreamRequest {
  method: ServiceMethod;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** At this many ms the transport gives up, rejecting with UpstreamFailure('timeout'). */
  timeoutMs: number;
}

/**
 * A transport to the service. It must not follow redirects (the key would go along) and owns
 * its deadline, which costs less than a shared AbortSignal on every call.
 */
export type Upstream = (request: UpstreamRequest) => Promise<ServiceReply>;

export interface ServiceTarget {
  upstream: Upstream;
  /** May carry a path prefix (https://host/prefix); the service path is appended to it. */
  baseUrl: string;
  serviceApiKey: string;
  timeoutMs: number;
}

/** The engine routes on the path alone; this host never resolves and is never dialed. */
export const EMBEDDED_BASE_URL = 'http://embedded-engine.invalid';

export class UpstreamFailure extends Error {
  override name = 'UpstreamFailure';
  constructor(
    readonly kind: 'unreachable' | 'timeout',
    options?: ErrorOptions,
  ) {
    super(kind === 'timeout' ? 'the service did not answer in time' : 'the service could not be reached', options);
  }
}

async function replyOf(response: Response): Promise<ServiceReply> {
  return { status: response.status, headers: Object.fromEntries(response.headers), text: await response.text() };
}

/** Any runtime with fetch (serverless included). */
export const fetchUpstream: Upstream = async ({ method, url, headers, body, timeoutMs }) => {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await replyOf(await fetch(url, { method, headers, body, signal, redirect: 'manual' }));
  } catch (error) {
    throw signal.aborted ? new UpstreamFailure('timeout', { cause: error }) : error;
  }
};

/**
 * Embedded mode: the local engine, in process. No deadline: it does not wait on a network,
 * and its work is synchronous, so no timer could interrupt it anyway.
 */
export function engineUpstream(engine: { fetch(request: Request): Promise<Response> }): Upstream {
  return async ({ method, url, headers, body }) => replyOf(await engine.fetch(new Request(url, { method, headers, body })));
}

export function createServiceCaller(target: ServiceTarget): (call: ServiceCall) => Promise<ServiceReply> {
  const base = target.baseUrl.replace(/\/+$/, '');
  const authorization = `Bearer ${target.serviceApiKey}`;

  return async (call) => {
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    try {
      return await target.upstream({
        method: call.method,
        url: base + call.path,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        timeoutMs: target.timeoutMs,
      });
    } catch (error) {
      throw error instanceof UpstreamFailure ? error : new UpstreamFailure('unreachable', { cause: error });
    }
  };
}

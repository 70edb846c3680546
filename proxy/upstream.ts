// The one way out to the service. Each call is built from scratch, so nothing the browser
// sent (its token, cookies, Origin) can leave, and the service key is added here only.
export type Upstream = (request: Request) => Promise<Response>;

export type ServiceMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface ServiceCall {
  method: ServiceMethod;
  /** A service path such as /api/analyze, joined to the base URL. */
  path: string;
  body?: unknown;
}

export interface ServiceReply {
  status: number;
  headers: Headers;
  text: string;
}

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

/** Forwarding mode: the remote service over the network (fetch keeps connections alive). */
export const remoteUpstream: Upstream = (request) => fetch(request);

/** Embedded mode: the local engine, in process. */
export function engineUpstream(engine: { fetch(request: Request): Promise<Response> }): Upstream {
  return (request) => engine.fetch(request);
}

export function createServiceCaller(target: ServiceTarget): (call: ServiceCall) => Promise<ServiceReply> {
  const base = target.baseUrl.replace(/\/+$/, '');
  const authorization = `Bearer ${target.serviceApiKey}`;

  return async (call) => {
    const deadline = AbortSignal.timeout(target.timeoutMs);
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    const request = new Request(base + call.path, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: deadline,
      // A redirect would be followed with the key attached; treat it as an answer instead.
      redirect: 'manual',
    });
    try {
      // The race also bounds an upstream that ignores the signal (the in-process engine).
      return await beforeDeadline(deadline, async () => {
        const response = await target.upstream(request);
        return { status: response.status, headers: response.headers, text: await response.text() };
      });
    } catch (error) {
      throw new UpstreamFailure(deadline.aborted ? 'timeout' : 'unreachable', { cause: error });
    }
  };
}

function beforeDeadline<T>(deadline: AbortSignal, work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(deadline.reason);
    deadline.addEventListener('abort', onAbort, { once: true });
    work()
      .then(resolve, reject)
      .finally(() => deadline.removeEventListener('abort', onAbort));
  });
}

// The one way out to the service. Each call is built from scratch, so nothing the browser
// sent (its token, cookies, Origin) can leave, and the service key is added here only.
// Web-standard (fetch, Request): the Node entry swaps in a faster transport (node-upstream.ts).
import { LANGUAGE_HEADER, type Language } from '../lib/api/language.ts';
import { TEAM_HEADER } from './engine/team-header.ts';

export type ServiceMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface ServiceCall {
  method: ServiceMethod;
  /** A service path such as /api/analyze, joined to the base URL. */
  path: string;
  body?: unknown;
  /** The browser's request: when it goes away, the call to the service is cancelled. */
  callerGone?: CallerGone;
  /** The caller's team, told only to an embedded engine (`ServiceTarget.embedded`): never to a remote service. */
  team?: string | null;
  /** The language the user fixed, told only to an embedded engine: a remote service's bodies and headers are its own. */
  language?: Language;
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
  /** An answer longer than this is refused while it arrives: UpstreamFailure('too_large'). */
  maxResponseBytes: number;
  /** When the caller goes, the transport cancels the call and rejects with UpstreamFailure('aborted'). */
  callerGone?: CallerGone;
}

/**
 * The browser's request going away. Under Node it is the response's 'close' event, which costs a
 * call less than the request's AbortSignal (an AbortController and its listeners); other runtimes
 * have only the signal (middleware/caller-gone.ts).
 */
export interface CallerGone {
  readonly gone: boolean;
  /** Calls `listener` once when the caller goes; returns how to stop listening. */
  whenGone(listener: () => void): () => void;
}

/** An AbortSignal as a CallerGone. */
export function goneWithSignal(signal: AbortSignal): CallerGone {
  return {
    get gone() {
      return signal.aborted;
    },
    whenGone(listener) {
      signal.addEventListener('abort', listener, { once: true });
      return () => signal.removeEventListener('abort', listener);
    },
  };
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
  /** Defaults to DEFAULT_MAX_RESPONSE_BYTES. */
  maxResponseBytes?: number;
  /**
   * The embedded engine: told the caller's team, whose playbook it matches into the analysis it saves,
   * and the language the user fixed.
   */
  embedded?: boolean;
}

/** Far above any analysis or conversation the service sends; bounds what one answer can cost in memory. */
export const DEFAULT_MAX_RESPONSE_BYTES = 10 * 1024 * 1024;

/** The engine routes on the path alone; this host never resolves and is never dialed. */
export const EMBEDDED_BASE_URL = 'http://embedded-engine.invalid';

export type UpstreamFailureKind = 'unreachable' | 'timeout' | 'aborted' | 'too_large';

const failureWords: Record<UpstreamFailureKind, string> = {
  unreachable: 'the service could not be reached',
  timeout: 'the service did not answer in time',
  aborted: 'the caller went away, so the call was cancelled',
  too_large: 'the service sent an answer larger than the proxy accepts',
};

export class UpstreamFailure extends Error {
  override name = 'UpstreamFailure';
  constructor(
    readonly kind: UpstreamFailureKind,
    options?: ErrorOptions,
  ) {
    super(failureWords[kind], options);
  }
}

/** A declared length over the limit is refused before a byte of the body is read. */
export function declaredTooLarge(contentLength: string | string[] | null | undefined, maxBytes: number): boolean {
  return typeof contentLength === 'string' && Number(contentLength) > maxBytes;
}

/** Decodes chunks as UTF-8 while counting them, stopping at the limit. */
export async function readBounded(chunks: AsyncIterable<Uint8Array>, maxBytes: number): Promise<string> {
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for await (const chunk of chunks) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new UpstreamFailure('too_large');
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

/** Not every runtime makes a web stream async-iterable; a reader works everywhere. */
async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    // Stopping early (an answer over the limit) cancels the rest of the download.
    await reader.cancel().catch(() => {});
  }
}

async function replyOf(response: Response, maxBytes = Number.POSITIVE_INFINITY): Promise<ServiceReply> {
  const headers = Object.fromEntries(response.headers);
  if (declaredTooLarge(headers['content-length'], maxBytes)) {
    await response.body?.cancel();
    throw new UpstreamFailure('too_large');
  }
  const text = response.body ? await readBounded(chunksOf(response.body), maxBytes) : '';
  return { status: response.status, headers, text };
}

/** Any runtime with fetch (serverless included). */
export const fetchUpstream: Upstream = async ({
  method,
  url,
  headers,
  body,
  timeoutMs,
  maxResponseBytes,
  callerGone,
}) => {
  const deadline = AbortSignal.timeout(timeoutMs);
  const left = new AbortController();
  const stopListening = callerGone?.whenGone(() => left.abort());
  if (callerGone?.gone) left.abort();
  const signal = callerGone ? AbortSignal.any([deadline, left.signal]) : deadline;
  try {
    return await replyOf(await fetch(url, { method, headers, body, signal, redirect: 'manual' }), maxResponseBytes);
  } catch (error) {
    if (error instanceof UpstreamFailure) throw error;
    if (left.signal.aborted) throw new UpstreamFailure('aborted', { cause: error });
    throw deadline.aborted ? new UpstreamFailure('timeout', { cause: error }) : error;
  } finally {
    stopListening?.();
  }
};

/**
 * Embedded mode: the local engine, in process. No deadline: it does not wait on a network,
 * and its work is synchronous, so no timer could interrupt it anyway.
 */
export function engineUpstream(engine: { fetch(request: Request): Promise<Response> }): Upstream {
  return async ({ method, url, headers, body }) =>
    replyOf(await engine.fetch(new Request(url, { method, headers, body })));
}

export function createServiceCaller(target: ServiceTarget): (call: ServiceCall) => Promise<ServiceReply> {
  const base = target.baseUrl.replace(/\/+$/, '');
  const authorization = `Bearer ${target.serviceApiKey}`;

  const maxResponseBytes = target.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;

  return async (call) => {
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    if (target.embedded && call.team) headers[TEAM_HEADER] = call.team;
    if (target.embedded && call.language) headers[LANGUAGE_HEADER] = call.language;
    try {
      return await target.upstream({
        method: call.method,
        url: base + call.path,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        timeoutMs: target.timeoutMs,
        maxResponseBytes,
        callerGone: call.callerGone,
      });
    } catch (error) {
      throw error instanceof UpstreamFailure ? error : new UpstreamFailure('unreachable', { cause: error });
    }
  };
}

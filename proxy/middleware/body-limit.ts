// Refuses bodies over the limit. A declared Content-Length is checked without touching the
// body stream, which keeps @hono/node-server on its fast direct read for every body that fits;
// a body of unknown length (chunked) is counted while it streams.
//
// An oversized body is read to its end and thrown away before the 413 goes out. Answering
// while the client is still sending and then closing makes the kernel reset the connection
// over the unread bytes, and the reset often reaches the client before it has read the answer:
// it sees a broken pipe instead of "too large" (about 1 upload of 12 MB in 3 on loopback).
// Only past DRAIN_LIMIT_BYTES does the proxy stop reading and close instead.
import type { MiddlewareHandler } from 'hono';
import { ProxyError } from '../errors.ts';
import { requestHeader } from './header.ts';

/** How much of an oversized body is read and discarded so the client can read its 413. */
export const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

type Reader = ReadableStreamDefaultReader<Uint8Array>;

/** Reads and discards until the end or the limit; true when the body ended. */
async function discard(reader: Reader, alreadyRead: number): Promise<boolean> {
  let read = alreadyRead;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      read += value.byteLength;
      if (read > DRAIN_LIMIT_BYTES) return false;
    }
  } catch {
    return false; // the client went away; nobody is left to read the answer
  } finally {
    reader.releaseLock();
  }
}

/** Reads the whole body while it fits; `over` (bytes read so far) as soon as it is not, leaving the reader mid-body. */
async function readWithin(
  reader: Reader,
  maxBytes: number,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; size: number } | { over: number }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) return { over: size };
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { bytes, size };
}

export function limitBody(maxBytes: number): MiddlewareHandler {
  const tooLarge = (drained: boolean): never => {
    throw new ProxyError(
      'too_large',
      `The request is larger than this proxy accepts (${maxBytes} bytes). Send fewer messages, or ask your admin to raise MAX_BODY_BYTES.`,
      // When the rest of the body was not read, the connection cannot carry another request.
      { details: { maxBytes }, headers: drained ? undefined : { connection: 'close' } },
    );
  };

  return async (c, next) => {
    const declared = requestHeader(c, 'content-length');
    if (declared !== undefined && requestHeader(c, 'transfer-encoding') === undefined) {
      const length = Number(declared);
      // The body stream is touched only for a body to throw away.
      if (length <= maxBytes) return next();
      const body = c.req.raw.body;
      return tooLarge(length <= DRAIN_LIMIT_BYTES && body !== null && (await discard(body.getReader(), 0)));
    }
    const body = c.req.raw.body;
    if (!body) return next();
    const reader = body.getReader();
    const read = await readWithin(reader, maxBytes);
    if ('over' in read) return tooLarge(await discard(reader, read.over));
    reader.releaseLock();
    c.req.raw = new Request(c.req.raw, { body: read.bytes });
    await next();
  };
}

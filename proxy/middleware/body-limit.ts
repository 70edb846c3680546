// Refuses bodies over the limit before they are read. A declared Content-Length is checked
// without touching the body stream, which keeps @hono/node-server on its fast direct read;
// only a body of unknown length (chunked) is counted while it streams, by hono's bodyLimit.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ProxyError } from '../errors.ts';

export function limitBody(maxBytes: number): MiddlewareHandler {
  const tooLarge = (): never => {
    throw new ProxyError(
      'too_large',
      `The request is larger than this proxy accepts (${maxBytes} bytes). Send fewer messages, or ask your admin to raise MAX_BODY_BYTES.`,
      // The rest of the body is never read, so the connection cannot carry another request.
      { details: { maxBytes }, headers: { connection: 'close' } },
    );
  };
  const streamingLimit = bodyLimit({ maxSize: maxBytes, onError: tooLarge });

  return async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return streamingLimit(c, next);
    if (Number(declared) > maxBytes) tooLarge();
    await next();
  };
}

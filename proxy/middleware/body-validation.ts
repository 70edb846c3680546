// Request bodies are checked against the contract before anything is forwarded, so bad
// input fails here with the same words the extension's client uses.
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { fieldIssues } from '../../lib/api/contract.ts';
import type { ProxyEnv } from '../context.ts';
import { ProxyError } from '../errors.ts';

const SHOWN_ISSUES = 3;

export function validJson<S extends z.ZodType>(
  schema: S,
): MiddlewareHandler<ProxyEnv, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }> {
  return async (c, next) => {
    let json: unknown;
    try {
      json = JSON.parse(await c.req.text());
    } catch {
      throw new ProxyError('invalid_request', 'The request body must be JSON (Content-Type: application/json).');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issues = fieldIssues(parsed.error);
      const shown = issues.slice(0, SHOWN_ISSUES).map((issue) => `${issue.path}: ${issue.message}`);
      const more = issues.length > SHOWN_ISSUES ? ` (and ${issues.length - SHOWN_ISSUES} more)` : '';
      throw new ProxyError('invalid_request', `The request is not valid. ${shown.join('; ')}${more}`, {
        details: { issues },
      });
    }
    c.req.addValidatedData('json', parsed.data as object);
    await next();
  };
}

import { Hono } from 'hono';
import {
  EvaluateOutreachRequest,
  GenerateOutreachRequest,
  ShortenOutreachRequest,
  paths,
} from '../../lib/api/contract.ts';
import type { ProxyEnv } from '../context.ts';
import { validJson } from '../middleware/body-validation.ts';
import type { RouteDeps } from './deps.ts';
import { requestLanguage } from './language.ts';
import { callerGone } from '../middleware/caller-gone.ts';

/** Outreach answers hold no ids: checked requests go out, answers come back as they are. */
const operations = [
  [paths.outreachGenerate, GenerateOutreachRequest],
  [paths.outreachEvaluate, EvaluateOutreachRequest],
  [paths.outreachShorten, ShortenOutreachRequest],
] as const;

export function outreachRoutes({ forward }: Pick<RouteDeps, 'forward'>) {
  const app = new Hono<ProxyEnv>();
  for (const [path, schema] of operations) {
    app.post(path, validJson(schema), (c) =>
      forward({
        method: 'POST',
        path,
        body: c.req.valid('json'),
        callerGone: callerGone(c),
        language: requestLanguage(c),
      }),
    );
  }
  return app;
}

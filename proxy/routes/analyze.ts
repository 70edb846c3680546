import { Hono } from 'hono';
import { AnalyzeRequest, paths } from '../../lib/api/contract.ts';
import { withPlaybook } from '../engine/playbook/with-playbook.ts';
import type { ProxyEnv } from '../context.ts';
import { validJson } from '../middleware/body-validation.ts';
import { conversationFor } from './access.ts';
import type { RouteDeps } from './deps.ts';

export function analyzeRoutes({ forward, handles, playbookFor }: RouteDeps) {
  return new Hono<ProxyEnv>().post(paths.analyze, validJson(AnalyzeRequest), async (c) => {
    const request = c.req.valid('json');
    // Saving into a conversation is as much an access to it as reading it.
    const body =
      request.sessionId === undefined
        ? request
        : { ...request, sessionId: (await conversationFor(handles, c.get('user'), request.sessionId)).id };
    // The browser's signal goes along: a user who goes away stops the service's work too.
    const call = { method: 'POST', path: paths.analyze, body, signal: c.req.raw.signal } as const;
    // The service, remote or embedded, knows no team playbook: the proxy matches it here.
    const playbook = playbookFor?.(c.get('user'));
    return playbook ? forward(call, (answer) => withPlaybook(answer, playbook, request)) : forward(call);
  });
}

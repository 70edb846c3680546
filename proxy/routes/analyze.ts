import { Hono } from 'hono';
import { AnalyzeRequest, paths } from '../../lib/api/contract.ts';
import type { ProxyEnv } from '../context.ts';
import { findingsOf } from '../playbook/saved-findings.ts';
import { validJson } from '../middleware/body-validation.ts';
import { conversationFor } from './access.ts';
import { playbookMatcher } from './engine-parts.ts';
import { requestLanguage } from './language.ts';
import type { RouteDeps } from './deps.ts';
import { callerGone } from '../middleware/caller-gone.ts';

export function analyzeRoutes({ forward, handles, playbookFor, webhookEvents, findings }: RouteDeps) {
  return new Hono<ProxyEnv>().post(paths.analyze, validJson(AnalyzeRequest), async (c) => {
    const request = c.req.valid('json');
    const language = requestLanguage(c);
    // Saving into a conversation is as much an access to it as reading it.
    const saving =
      request.sessionId === undefined
        ? undefined
        : { handle: request.sessionId, conversation: await conversationFor(handles, c.get('user'), request.sessionId) };
    const body = saving ? { ...request, sessionId: saving.conversation.id } : request;
    // A user who goes away stops the service's work too.
    const user = c.get('user');
    const call = {
      method: 'POST',
      path: paths.analyze,
      body,
      callerGone: callerGone(c),
      team: user.team,
      language,
    } as const;
    // A remote service knows no team playbook: the proxy matches it here. The embedded engine, told the
    // team, has matched it already (with a model's picks) into the analysis it saved: that answer stands.
    const playbook = playbookFor?.(user);
    const withPlaybook = playbook && (await playbookMatcher()).withPlaybook;
    let matchedHere: unknown;
    const response = await (playbook && withPlaybook
      ? forward(call, (answer) => {
          if (hasPlaybook(answer)) return answer;
          matchedHere = withPlaybook(answer, playbook, request);
          return matchedHere;
        })
      : forward(call));
    // The service saves the analysis into the conversation unless persist is false; the matches the
    // proxy added are kept beside it, for the conversation read back later.
    if (response.ok && saving && request.persist !== false) {
      const found = findingsOf(matchedHere);
      if (found) await findings?.save(saving.conversation.team, saving.conversation.id, found);
      webhookEvents?.saved(saving, 'analysis');
    }
    return response;
  });
}

function hasPlaybook(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && Array.isArray((answer as { playbook?: unknown }).playbook);
}

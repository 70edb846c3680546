// POST /api/recap: the proxy writes the recap itself, whatever answers analyze (the embedded engine or a
// remote service, which has no recap): the engine's rules, or with LLM_BASE_URL the model with the rules
// as its fallback, both in the conversation's language. With a sessionId the recap is kept with that conversation (proxy/recap/store.ts).
import { Hono } from 'hono';
import { paths } from '../../lib/api/contract.ts';
import { RecapRequest, type Recap } from '../../lib/api/recap.ts';
import type { TranscriptMessage } from '../../lib/api/contract.ts';
import type { Language } from '../../lib/api/language.ts';
import type { ProxyEnv } from '../context.ts';
import { jsonResponse } from '../errors.ts';
import { validJson } from '../middleware/body-validation.ts';
import type { RecapStore } from '../recap/store.ts';
import { conversationFor } from './access.ts';
import { recapWriter } from './engine-parts.ts';
import { requestLanguage } from './language.ts';
import type { RouteDeps } from './deps.ts';
import { callerGone } from '../middleware/caller-gone.ts';

/** A model's recap (engine/model Guide.recap): given the rules' recap, it returns that one when the model fails. */
export type RecapWriter = (
  input: { transcript: readonly TranscriptMessage[]; currentUser: string; language: Language },
  rules: Recap,
) => Promise<Recap>;

export interface RecapDeps extends RouteDeps {
  recaps: RecapStore;
  writeRecap?: RecapWriter;
}

export function recapRoutes({ forward, handles, playbookFor, recaps, writeRecap, webhookEvents }: RecapDeps) {
  return new Hono<ProxyEnv>().post(paths.recap, validJson(RecapRequest), async (c) => {
    const request = c.req.valid('json');
    const fixed = requestLanguage(c);
    const user = c.get('user');
    const conversation =
      request.sessionId === undefined ? undefined : await conversationFor(handles, user, request.sessionId);
    if (conversation) {
      // A handle outlives its conversation: saving needs the conversation to exist, as it does for analyze.
      const found = await forward({
        method: 'GET',
        path: paths.conversationById(conversation.id),
        callerGone: callerGone(c),
      });
      if (!found.ok) return found;
    }
    const { conversationLanguage, recapTranscript } = await recapWriter();
    // Found once, so the rules' summary and the model's prompt are in the same language.
    const language = conversationLanguage(request.transcript, request.currentUser, fixed);
    const rules = recapTranscript(request.transcript, request.currentUser, { playbook: playbookFor?.(user), language });
    const recap = writeRecap ? await writeRecap({ ...request, language }, rules) : rules;
    if (conversation && request.sessionId !== undefined) {
      await webhookEvents?.caughtUp({ handle: request.sessionId, conversation });
      await recaps.save(conversation.team, conversation.id, recap);
      webhookEvents?.recapped({ handle: request.sessionId, conversation }, recap);
    }
    return jsonResponse(recap, 200);
  });
}

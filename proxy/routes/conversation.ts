// Saved conversations. The extension only ever sees handles; the service only raw ids.
import { Hono } from 'hono';
import { z } from 'zod';
import {
  CreateConversationRequest,
  DeleteConversationRequest,
  RenameConversationRequest,
  paths,
} from '../../lib/api/contract.ts';
import type { ProxyEnv } from '../context.ts';
import type { ConversationRef } from '../webhooks/events.ts';
import { ProxyError } from '../errors.ts';
import { validJson } from '../middleware/body-validation.ts';
import { conversationFor } from './access.ts';
import type { RouteDeps } from './deps.ts';
import type { RecapStore } from '../recap/store.ts';
import { withSavedFindings } from '../playbook/saved-findings.ts';
import { callerGone } from '../middleware/caller-gone.ts';

/** All the proxy needs of an answer is its id; every other field passes as it came. */
const WithId = z.looseObject({ id: z.string().min(1) });

function readId(json: unknown) {
  const parsed = WithId.safeParse(json);
  if (!parsed.success) {
    throw new ProxyError(
      'upstream_error',
      'The guidance service sent a conversation without an id. Try again in a moment.',
    );
  }
  return parsed.data;
}

const withHandle = (handle: string) => (json: unknown) => ({ ...readId(json), id: handle });

/**
 * `recaps`: the recaps POST /api/recap saved; a conversation read here carries its own as `recap`, and
 * the playbook matches the proxy kept for it (`findings`) on its latest analysis.
 */
export function conversationRoutes({
  forward,
  handles,
  recaps,
  webhookEvents,
  findings,
}: RouteDeps & { recaps?: RecapStore }) {
  return new Hono<ProxyEnv>()
    .post(paths.conversation, validJson(CreateConversationRequest), async (c) => {
      const user = c.get('user');
      let made: ConversationRef | undefined;
      const response = await forward(
        { method: 'POST', path: paths.conversation, body: c.req.valid('json'), callerGone: callerGone(c) },
        async (json) => {
          const created = readId(json);
          const conversation = { id: created.id, owner: user.id, team: user.team };
          made = { handle: await handles.seal(conversation), conversation };
          return { ...created, id: made.handle };
        },
      );
      if (made) webhookEvents?.saved(made, 'created');
      return response;
    })
    .get(`${paths.conversation}/:handle`, async (c) => {
      const handle = c.req.param('handle');
      const conversation = await conversationFor(handles, c.get('user'), handle);
      const [saved, recap] = await Promise.all([
        findings?.get(conversation.team, conversation.id),
        recaps?.get(conversation.team, conversation.id),
      ]);
      return forward(
        { method: 'GET', path: paths.conversationById(conversation.id), callerGone: callerGone(c) },
        (json) => {
          const read = withSavedFindings(withHandle(handle)(json), saved);
          return recap ? { ...(read as object), recap } : read;
        },
      );
    })
    .patch(`${paths.conversation}/:handle`, validJson(RenameConversationRequest), async (c) => {
      const handle = c.req.param('handle');
      const conversation = await conversationFor(handles, c.get('user'), handle);
      const call = {
        method: 'PATCH',
        path: paths.conversationById(conversation.id),
        body: c.req.valid('json'),
        callerGone: callerGone(c),
      } as const;
      await webhookEvents?.caughtUp({ handle, conversation });
      const response = await forward(call, withHandle(handle));
      if (response.ok) webhookEvents?.renamed({ handle, conversation });
      return response;
    })
    .delete(paths.conversation, validJson(DeleteConversationRequest), async (c) => {
      const request = c.req.valid('json');
      const conversation = await conversationFor(handles, c.get('user'), request.id);
      const call = {
        method: 'DELETE',
        path: paths.conversation,
        body: { ...request, id: conversation.id },
        callerGone: callerGone(c),
      } as const;
      // The event carries the conversation as it was: read it while it still exists.
      const deleted = await webhookEvents?.beforeDelete({ handle: request.id, conversation });
      const response = await forward(call, withHandle(request.id));
      if (response.ok) {
        await Promise.all([
          recaps?.remove(conversation.team, conversation.id),
          findings?.remove(conversation.team, conversation.id),
        ]);
        deleted?.();
      }
      return response;
    });
}

// What the proxy tells WEBHOOK_URL about conversations, in the Standard Webhooks payload form
// ({type, timestamp, data}). Routes call these after the service said yes; each event carries the
// conversation's export JSON (docs/export-format.md), read back from the service, and its recap when known.
import { Conversation, paths } from '../../lib/api/contract.ts';
import { type ExportDocument, exportSavedConversation } from '../../lib/history/saved-export.ts';
import type { HandlePayload } from '../auth/handles.ts';
import type { ServiceCall, ServiceReply } from '../upstream.ts';

export type WebhookEventType =
  | 'conversation.saved'
  | 'conversation.recapped'
  | 'conversation.renamed'
  | 'conversation.deleted';

/** One event as it waits in the queue. */
export interface QueuedEvent {
  /** The `webhook-id`: the same on every try, so a receiver can drop a repeat. */
  id: string;
  type: WebhookEventType;
  /** Events of one conversation go out one at a time, in the order they were queued. */
  conversation: string;
  /** The JSON body exactly as signed and sent. */
  payload: string;
}

export interface WebhookPayload {
  type: WebhookEventType;
  /** When it happened (ISO 8601); the same on every try. */
  timestamp: string;
  data: {
    /** The handle the extension and the export use, never the service's own id. */
    conversationId: string;
    owner: string;
    team: string | null;
    /** conversation.saved only: a new conversation, or an analysis saved into it. */
    reason?: 'created' | 'analysis';
    /** As it stood after the change (before it, for conversation.deleted); null when the service did not give it back. */
    export: ExportDocument | null;
    /** The recap when the proxy knows it: always on conversation.recapped, else when the conversation carries one. */
    recap: unknown;
  };
}

/** A conversation as routes know it: its handle and what the handle holds. */
export interface ConversationRef {
  handle: string;
  conversation: HandlePayload;
}

/**
 * The emits, for the routes (recap included). Each returns at once: the conversation is read back in the
 * background, and events of one conversation are queued in the order they were emitted.
 */
export interface WebhookEvents {
  /** A conversation was created, or an analysis was saved into it. */
  saved(ref: ConversationRef, reason: 'created' | 'analysis'): void;
  renamed(ref: ConversationRef): void;
  /** A recap was written for a saved conversation (`POST /api/recap` with a `sessionId`). */
  recapped(ref: ConversationRef, recap: object): void;
  /**
   * Reads the conversation while it still exists; call before deleting it. The function it gives queues
   * conversation.deleted: call it only once the delete succeeded.
   */
  beforeDelete(ref: ConversationRef): Promise<() => void>;
  /**
   * Resolves once the events emitted so far for this conversation have read it back. A route that changes
   * the conversation waits for it first, so each event shows the conversation as it was when emitted, not
   * as a quicker later change left it (a busy database makes read-backs slow).
   */
  caughtUp(ref: ConversationRef): Promise<void>;
  /** Resolves once every emit so far is in the queue (for a clean shutdown). */
  settled(): Promise<void>;
}

export interface WebhookEventsDeps {
  /** Puts an event in the durable queue; it is sent from there. */
  enqueue(event: QueuedEvent): Promise<void>;
  callService(call: ServiceCall): Promise<ServiceReply>;
  /** The recap the proxy keeps for a conversation (POST /api/recap with a sessionId), if any. */
  recapOf?: (conversation: HandlePayload) => Promise<object | undefined>;
  now?: () => number;
  /** A new `webhook-id`; random unless given. */
  newId?: () => string;
  log?: (line: string) => void;
}

export const newWebhookId = () => `msg_${crypto.randomUUID().replaceAll('-', '')}`;

/** The service's conversation, lenient: a conversation without analyses is still one. */
function conversationOf(json: unknown, handle: string): Conversation | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const parsed = Conversation.safeParse({ analyses: [], ...json, id: handle });
  return parsed.success ? parsed.data : undefined;
}

/** A recap saved with the conversation comes back on it as `recap` (issue 23). */
function recapOf(json: unknown): unknown {
  const recap = typeof json === 'object' && json !== null ? (json as { recap?: unknown }).recap : undefined;
  return typeof recap === 'object' && recap !== null ? recap : null;
}

export function buildPayload(
  type: WebhookEventType,
  ref: ConversationRef,
  conversation: unknown,
  at: number,
  extra: { reason?: 'created' | 'analysis'; recap?: object } = {},
): WebhookPayload {
  const read = conversation === undefined ? undefined : conversationOf(conversation, ref.handle);
  return {
    type,
    timestamp: new Date(at).toISOString(),
    data: {
      conversationId: ref.handle,
      owner: ref.conversation.owner,
      team: ref.conversation.team,
      ...(extra.reason ? { reason: extra.reason } : {}),
      export: read ? exportSavedConversation(read, {}, at) : null,
      recap: extra.recap ?? recapOf(conversation),
    },
  };
}

export function createWebhookEvents(deps: WebhookEventsDeps): WebhookEvents {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? newWebhookId;
  const log = deps.log ?? (() => {});
  // One chain per conversation: reads back may finish out of order, the queue must not.
  const chains = new Map<string, Promise<void>>();

  /** The conversation as the proxy's own GET returns it: the service's answer, with the recap the proxy keeps. */
  async function read(conversation: HandlePayload): Promise<unknown> {
    let json: unknown;
    try {
      const reply = await deps.callService({ method: 'GET', path: paths.conversationById(conversation.id) });
      json = reply.status === 200 ? JSON.parse(reply.text) : undefined;
    } catch {
      return undefined;
    }
    const recap = await deps.recapOf?.(conversation);
    return recap && typeof json === 'object' && json !== null ? { ...json, recap } : json;
  }

  async function queue(type: WebhookEventType, ref: ConversationRef, payload: WebhookPayload) {
    const id = newId();
    await deps.enqueue({ id, type, conversation: ref.conversation.id, payload: JSON.stringify(payload) });
    if (payload.data.export === null)
      log(`webhook ${type} ${id} queued without the export: the service did not give the conversation back`);
  }

  function inOrder(ref: ConversationRef, work: () => Promise<void>) {
    const key = ref.conversation.id;
    const next = (chains.get(key) ?? Promise.resolve()).then(work).catch((error: unknown) => {
      log(`webhook event for a conversation not queued: ${error instanceof Error ? error.message : String(error)}`);
    });
    chains.set(key, next);
    void next.then(() => {
      if (chains.get(key) === next) chains.delete(key);
    });
  }

  function emit(type: WebhookEventType, ref: ConversationRef, extra?: Parameters<typeof buildPayload>[4]) {
    const at = now();
    inOrder(ref, async () => queue(type, ref, buildPayload(type, ref, await read(ref.conversation), at, extra)));
  }

  return {
    saved: (ref, reason) => emit('conversation.saved', ref, { reason }),
    renamed: (ref) => emit('conversation.renamed', ref),
    recapped: (ref, recap) => emit('conversation.recapped', ref, { recap }),
    async caughtUp(ref) {
      await chains.get(ref.conversation.id);
    },
    async beforeDelete(ref) {
      await chains.get(ref.conversation.id);
      const before = await read(ref.conversation);
      return () => {
        const at = now();
        inOrder(ref, async () =>
          queue('conversation.deleted', ref, buildPayload('conversation.deleted', ref, before, at)),
        );
      };
    },
    async settled() {
      await Promise.all(chains.values());
    },
  };
}

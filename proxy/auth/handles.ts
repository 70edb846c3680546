// Conversation handles: the extension sees a signed {id, owner, team} instead of the raw
// service id, so any proxy instance can check ownership without a shared database.
import { z } from 'zod';
import { decodeJson, deriveKey, encodeJson, sign, verify } from './hmac.ts';
import type { PreviousSecret, ProxyUser } from './tokens.ts';

export const HandlePayload = z.object({
  id: z.string().min(1),
  owner: z.string().min(1),
  team: z.string().min(1).nullable(),
});
export type HandlePayload = z.infer<typeof HandlePayload>;

export type HandleAccess = { ok: true; conversation: HandlePayload } | { ok: false; problem: 'unknown' | 'forbidden' };

/** Its owner, or the creator of the team it was created in. */
export function mayAccess(user: ProxyUser, conversation: HandlePayload): boolean {
  if (conversation.owner === user.id) return true;
  return user.creator && user.team !== null && conversation.team === user.team;
}

/** Handles sealed with the previous secret still open until its overlap ends, like tokens. */
export function createHandleCodec(
  secret: string,
  previous: readonly PreviousSecret[] = [],
  now: () => number = Date.now,
) {
  const key = deriveKey(secret, 'conversation-handle');
  const previousKeys = previous.map((p) => ({ key: deriveKey(p.secret, 'conversation-handle'), until: p.until }));

  async function signedByUs(payload: string, signature: string): Promise<boolean> {
    if (await verify(await key, payload, signature)) return true;
    for (const old of previousKeys)
      if (old.until > now() && (await verify(await old.key, payload, signature))) return true;
    return false;
  }

  async function open(handle: string): Promise<HandlePayload | null> {
    const [payload = '', signature = '', ...rest] = handle.split('.');
    if (rest.length > 0 || !(await signedByUs(payload, signature))) return null;
    const parsed = HandlePayload.safeParse(decodeJson(payload));
    return parsed.success ? parsed.data : null;
  }

  return {
    async seal(conversation: HandlePayload): Promise<string> {
      const payload = encodeJson(HandlePayload.parse(conversation));
      return `${payload}.${await sign(await key, payload)}`;
    },

    /** A forged or tampered handle is 'unknown': the caller learns nothing about what exists. */
    async access(user: ProxyUser, handle: string): Promise<HandleAccess> {
      const conversation = await open(handle);
      if (!conversation) return { ok: false, problem: 'unknown' };
      if (!mayAccess(user, conversation)) return { ok: false, problem: 'forbidden' };
      return { ok: true, conversation };
    },
  };
}

export type HandleCodec = ReturnType<typeof createHandleCodec>;

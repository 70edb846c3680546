// Turns a conversation handle from the extension into the service's id, or refuses, before
// anything is sent to the service.
import type { HandleCodec, HandlePayload } from '../auth/handles.ts';
import type { ProxyUser } from '../auth/tokens.ts';
import { ProxyError } from '../errors.ts';

export async function conversationFor(handles: HandleCodec, user: ProxyUser, handle: string): Promise<HandlePayload> {
  const access = await handles.access(user, handle);
  if (access.ok) return access.conversation;
  if (access.problem === 'forbidden') {
    throw new ProxyError(
      'forbidden',
      'This conversation belongs to someone else. Only its owner or the creator of its team may use it.',
    );
  }
  throw new ProxyError('not_found', 'That conversation does not exist.');
}

// Where the proxy keeps the recaps of saved conversations: the service has no place for them, so the
// proxy adds `recap` to the conversation it returns. Keyed by team and the service's conversation id
// (a raw id is unique per service, the team keeps two teams' ids apart should a service reuse them).
import type { Recap } from '../../lib/api/recap.ts';

export interface RecapStore {
  save(team: string | null, conversationId: string, recap: Recap): Promise<void>;
  get(team: string | null, conversationId: string): Promise<Recap | undefined>;
  /** The conversation was deleted: its recap goes with it. */
  remove(team: string | null, conversationId: string): Promise<void>;
}

/** In this instance's memory: for an app without a data folder (tests, a serverless runtime). */
export function memoryRecapStore(): RecapStore {
  const recaps = new Map<string, Recap>();
  const key = (team: string | null, id: string) => JSON.stringify([team ?? '', id]);
  return {
    save: async (team, id, recap) => void recaps.set(key(team, id), recap),
    get: async (team, id) => recaps.get(key(team, id)),
    remove: async (team, id) => void recaps.delete(key(team, id)),
  };
}

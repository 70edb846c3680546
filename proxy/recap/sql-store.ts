// Recaps in the proxy's storage (DATA_DIR/proxy.db or Postgres), so a saved conversation keeps its recap
// across restarts and across proxies. Node only: server.ts opens the storage; the web-standard app is
// handed the RecapStore.
import type { Kysely } from 'kysely';
import { Recap } from '../../lib/api/recap.ts';
import type { Database } from '../storage/schema.ts';
import type { RecapStore } from './store.ts';

export function sqlRecapStore(db: Kysely<Database>): RecapStore {
  return {
    async save(team, id, recap) {
      const row = {
        team: team ?? '',
        conversation_id: id,
        recap_json: JSON.stringify(recap),
        updated_at: new Date().toISOString(),
      };
      await db
        .insertInto('recaps')
        .values(row)
        .onConflict((oc) =>
          oc
            .columns(['team', 'conversation_id'])
            .doUpdateSet({ recap_json: row.recap_json, updated_at: row.updated_at }),
        )
        .execute();
    },
    async get(team, id) {
      const row = await db
        .selectFrom('recaps')
        .select('recap_json')
        .where('team', '=', team ?? '')
        .where('conversation_id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      // A row an older proxy wrote in another shape is no recap to show.
      const parsed = Recap.safeParse(JSON.parse(row.recap_json));
      return parsed.success ? parsed.data : undefined;
    },
    async remove(team, id) {
      await db
        .deleteFrom('recaps')
        .where('team', '=', team ?? '')
        .where('conversation_id', '=', id)
        .execute();
    },
  };
}

// The playbook's findings on conversations saved with a remote service, in the proxy's storage
// (DATA_DIR/proxy.db or Postgres), so History shows them after a restart. Node only: server.ts opens it.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ChecklistState, PlaybookMatch } from '../../lib/api/playbook.ts';
import type { Database } from '../storage/schema.ts';
import type { SavedFindingsStore } from './saved-findings.ts';

const StoredFindings = z.object({ playbook: z.array(PlaybookMatch), checklist: ChecklistState.optional() });

export function sqlFindingsStore(db: Kysely<Database>): SavedFindingsStore {
  return {
    async save(team, id, findings) {
      const row = {
        team: team ?? '',
        conversation_id: id,
        findings_json: JSON.stringify(findings),
        updated_at: new Date().toISOString(),
      };
      await db
        .insertInto('playbook_findings')
        .values(row)
        .onConflict((oc) =>
          oc
            .columns(['team', 'conversation_id'])
            .doUpdateSet({ findings_json: row.findings_json, updated_at: row.updated_at }),
        )
        .execute();
    },
    async get(team, id) {
      const row = await db
        .selectFrom('playbook_findings')
        .select('findings_json')
        .where('team', '=', team ?? '')
        .where('conversation_id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      // A row an older proxy wrote in another shape is nothing to show.
      const parsed = StoredFindings.safeParse(JSON.parse(row.findings_json));
      return parsed.success ? parsed.data : undefined;
    },
    async remove(team, id) {
      await db
        .deleteFrom('playbook_findings')
        .where('team', '=', team ?? '')
        .where('conversation_id', '=', id)
        .execute();
    },
  };
}

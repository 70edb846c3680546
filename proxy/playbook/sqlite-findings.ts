// The playbook's findings on conversations saved with a remote service, in DATA_DIR/proxy.db, so
// History shows them after a restart. Node only: server.ts opens it.
import { z } from 'zod';
import { ChecklistState, PlaybookMatch } from '../../lib/api/playbook.ts';
import { openProxyDb } from '../proxy-db.ts';
import type { SavedFindingsStore } from './saved-findings.ts';

const StoredFindings = z.object({ playbook: z.array(PlaybookMatch), checklist: ChecklistState.optional() });

export function sqliteFindingsStore(dataDir: string): SavedFindingsStore {
  const db = openProxyDb(dataDir);
  db.exec(`CREATE TABLE IF NOT EXISTS playbook_findings (
    team TEXT NOT NULL,
    conversation_id TEXT NOT NULL,
    findings_json TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (team, conversation_id)
  )`);
  const upsert = db.prepare(
    `INSERT INTO playbook_findings (team, conversation_id, findings_json, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (team, conversation_id) DO UPDATE SET findings_json = excluded.findings_json, updated_at = excluded.updated_at`,
  );
  const select = db.prepare<[string, string], { findings_json: string }>(
    'SELECT findings_json FROM playbook_findings WHERE team = ? AND conversation_id = ?',
  );
  const remove = db.prepare('DELETE FROM playbook_findings WHERE team = ? AND conversation_id = ?');
  return {
    save: (team, id, findings) => void upsert.run(team ?? '', id, JSON.stringify(findings), new Date().toISOString()),
    get(team, id) {
      const row = select.get(team ?? '', id);
      if (!row) return undefined;
      // A row an older proxy wrote in another shape is nothing to show.
      const parsed = StoredFindings.safeParse(JSON.parse(row.findings_json));
      return parsed.success ? parsed.data : undefined;
    },
    remove: (team, id) => void remove.run(team ?? '', id),
    close: () => db.close(),
  };
}

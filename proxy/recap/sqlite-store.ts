// Recaps in DATA_DIR/proxy.db (SQLite), so a saved conversation keeps its recap across restarts. Node
// only: server.ts opens it; the web-standard app is handed the RecapStore.
import { Recap } from '../../lib/api/recap.ts';
import { openProxyDb } from '../proxy-db.ts';
import type { RecapStore } from './store.ts';

export function sqliteRecapStore(dataDir: string): RecapStore {
  const db = openProxyDb(dataDir);
  db.exec(`CREATE TABLE IF NOT EXISTS recaps (
    team TEXT NOT NULL,
    conversation_id TEXT NOT NULL,
    recap_json TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (team, conversation_id)
  )`);
  const upsert = db.prepare(
    `INSERT INTO recaps (team, conversation_id, recap_json, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (team, conversation_id) DO UPDATE SET recap_json = excluded.recap_json, updated_at = excluded.updated_at`,
  );
  const select = db.prepare<[string, string], { recap_json: string }>(
    'SELECT recap_json FROM recaps WHERE team = ? AND conversation_id = ?',
  );
  const remove = db.prepare('DELETE FROM recaps WHERE team = ? AND conversation_id = ?');
  return {
    save: (team, id, recap) => void upsert.run(team ?? '', id, JSON.stringify(recap), new Date().toISOString()),
    get(team, id) {
      const row = select.get(team ?? '', id);
      if (!row) return undefined;
      // A row an older proxy wrote in another shape is no recap to show.
      const parsed = Recap.safeParse(JSON.parse(row.recap_json));
      return parsed.success ? parsed.data : undefined;
    },
    remove: (team, id) => void remove.run(team ?? '', id),
    close: () => db.close(),
  };
}

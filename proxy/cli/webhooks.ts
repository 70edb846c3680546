// `npm run proxy:webhooks -- failed`: the events given up on after their last try, oldest first, one a
// line (id, type, tries, last result, when queued; never what was said). `retry ID` puts one back for a
// fresh set of tries; a running proxy sends it within its poll interval. Exit 0 done, 1 refused, 2 misuse.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defaults } from '../config.ts';
import { locationOf, postgresUrlProblem } from '../storage/location.ts';
import { WEBHOOK_DB_FILE, openWebhookStore, type StoredEvent } from '../webhooks/store.ts';

const USAGE = 'Usage: npm run proxy:webhooks -- failed | retry <event id>';

function failedLine(event: StoredEvent): string {
  return `${event.id} ${event.type} conversation=${event.conversation} tries=${event.attempts} last=${event.lastResult ?? 'none'} queued=${new Date(event.createdAt).toISOString()}`;
}

const [command, id, ...rest] = process.argv.slice(2);
if (!((command === 'failed' && !id) || (command === 'retry' && id)) || rest.length > 0) {
  console.error(USAGE);
  process.exit(2);
}
// The same DATA_DIR as the proxy's; an empty variable means the default, as there.
const dataDir = resolve(process.env.DATA_DIR?.trim() || defaults.dataDir);
// The same database too: the proxy's Postgres when DATABASE_URL is set.
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const urlProblem = databaseUrl && postgresUrlProblem(databaseUrl);
if (urlProblem) {
  console.error(`DATABASE_URL: ${urlProblem}`);
  process.exit(2);
}
if (!databaseUrl && !existsSync(join(dataDir, WEBHOOK_DB_FILE))) {
  console.log(`No webhook queue in ${dataDir}: the proxy has not sent webhooks from this DATA_DIR.`);
  process.exit(command === 'failed' ? 0 : 1);
}
const store = await openWebhookStore(locationOf(dataDir, databaseUrl));
try {
  if (command === 'failed') {
    const failed = await store.failed();
    if (failed.length === 0) console.log('No failed webhook events.');
    for (const event of failed) console.log(failedLine(event));
  } else if (await store.requeue(id!, Date.now())) {
    console.log(`${id}: queued again, with a fresh set of tries.`);
  } else {
    console.error(`${id}: no failed webhook event has this id (see npm run proxy:webhooks -- failed).`);
    process.exitCode = 1;
  }
} finally {
  await store.close();
}

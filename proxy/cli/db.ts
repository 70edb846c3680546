// `npm run proxy:db -- copy --from sqlite:DATA_DIR --to postgres://…`: moves a team's data into Postgres
// (or back), refusing a target that holds rows unless --force, and checks each table's count at the end.
// Exit 0 copied, 1 refused or failed, 2 misuse. Stop the proxies first: rows written meanwhile are not copied.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../engine/db.ts';
import { keptDefaultKey } from '../engine/default-account.ts';
import { COPY_USAGE, CopyError, copyDatabase, parseCopyArgs } from '../storage/copy.ts';
import { type DatabaseLocation, describeLocation } from '../storage/location.ts';
import { SQLITE_FILES } from '../storage/open.ts';

/** A DATA_DIR from before local_account keeps the default account's key in a file: as a row, it is copied. */
async function adoptKeyFile(from: DatabaseLocation): Promise<void> {
  if (from.kind !== 'sqlite' || !existsSync(join(from.dataDir, SQLITE_FILES.engine))) return;
  const engine = await openDatabase(from);
  try {
    await keptDefaultKey(engine, from.dataDir);
  } finally {
    await engine.close();
  }
}

const [command, ...args] = process.argv.slice(2);
if (command !== 'copy') {
  console.error(COPY_USAGE);
  process.exit(2);
}
let options: ReturnType<typeof parseCopyArgs>;
try {
  options = parseCopyArgs(args);
} catch (error) {
  if (!(error instanceof CopyError)) throw error;
  console.error(`${error.message}\n${COPY_USAGE}`);
  process.exit(2);
}
try {
  await adoptKeyFile(options.from);
  const counts = await copyDatabase(options, (line) => console.log(line));
  const total = counts.reduce((sum, { rows }) => sum + rows, 0);
  console.log(
    `Copied ${total} rows from ${describeLocation(options.from)} to ${describeLocation(options.to)}; every table's count matches.`,
  );
} catch (error) {
  const message = error instanceof CopyError ? error.message : `The copy failed: ${(error as Error).message}`;
  console.error(message);
  process.exitCode = 1;
}

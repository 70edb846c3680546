// `npm run proxy:db -- copy --from sqlite:DATA_DIR --to postgres://…`: moves a team's data into Postgres
// (or back), refusing a target that holds rows unless --force, and checks each table's count at the end.
// Exit 0 copied, 1 refused or failed, 2 misuse. Stop the proxies first: rows written meanwhile are not copied.
import { COPY_USAGE, CopyError, copyDatabase, parseCopyArgs } from '../storage/copy.ts';
import { describeLocation } from '../storage/location.ts';

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

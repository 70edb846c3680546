// `npm run proxy:playbook -- check FILE`: checks a playbook file the way the proxy reads it, before
// it goes live. Prints one OK line with what it holds, or every problem as FILE:LINE:COLUMN: message
// (the form editors and CI turn into links). Exit code 0 for a good file, 1 for a bad one, 2 for misuse.
import { readFileSync } from 'node:fs';
import { playbookEntryCount, type PlaybookFile } from '../../lib/api/playbook.ts';
import { checkPlaybook } from '../playbook/check.ts';
import { describeProblems } from '../playbook/store.ts';

const USAGE = 'Usage: npm run proxy:playbook -- check <file.yaml>';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function summary(playbook: PlaybookFile): string {
  const checklist = playbook.checklist
    ? `checklist ${playbook.checklist.framework} with ${count(playbook.checklist.items.length, 'item')}`
    : 'no checklist';
  const entries = playbookEntryCount(playbook);
  return (
    `OK: ${playbook.name ?? 'unnamed playbook'}, ${entries} ${entries === 1 ? 'entry' : 'entries'} ` +
    `(${count(playbook.objections.length, 'objection')}, ${count(playbook.competitors.length, 'competitor')}, ` +
    `${count(playbook.procedures.length, 'procedure')}, ${checklist})`
  );
}

const [command, file, ...rest] = process.argv.slice(2);
if (command !== 'check' || !file || rest.length > 0) {
  console.error(USAGE);
  process.exit(2);
}
let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  console.error(`${file}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  process.exit(1);
}
const check = checkPlaybook(text, file);
if (check.ok) console.log(summary(check.playbook));
else {
  for (const line of describeProblems(file, check.problems)) console.log(line);
  process.exit(1);
}

// The playbooks a running proxy serves: shared and per team, reloaded on change, a broken change refused.
import { mkdirSync, mkdtempSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../../proxy/config.ts';
import { createPlaybookStore, type PlaybookStore } from '../../../proxy/playbook/store.ts';

const playbook = (name: string) =>
  `version: 1\nname: ${name}\nobjections:\n  - id: price\n    kind: price\n    title: Too expensive\n    answer: Ask what it costs them today.\n`;

let dataDir: string;
let logs: string[];
let clock: number;
const stores: PlaybookStore[] = [];

function open(options: { file?: string; watch?: boolean } = {}) {
  const store = createPlaybookStore({ dataDir, log: (line) => logs.push(line), now: () => clock, ...options });
  stores.push(store);
  return store;
}

/** Past the stat fallback's interval, and with a new mtime even on coarse file systems. */
function rewrite(path: string, text: string) {
  writeFileSync(path, text);
  clock += 1_000;
}

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'sidecue-playbook-'));
  logs = [];
  clock = 1_000_000;
});
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the playbook store', () => {
  it('serves none without a file, then DATA_DIR/playbook.yaml once it appears', () => {
    const store = open();
    expect(store.forTeam(null)).toBeUndefined();
    rewrite(join(dataDir, 'playbook.yaml'), playbook('Shared'));
    expect(store.forTeam(null)?.name).toBe('Shared');
    expect(store.forTeam('sales')?.name).toBe('Shared');
  });

  it("gives a team's tokens DATA_DIR/playbooks/<team>.yaml instead of the shared one", () => {
    writeFileSync(join(dataDir, 'playbook.yaml'), playbook('Shared'));
    mkdirSync(join(dataDir, 'playbooks'));
    writeFileSync(join(dataDir, 'playbooks', 'support.yaml'), playbook('Support'));
    const store = open();
    expect(store.forTeam('support')?.name).toBe('Support');
    expect(store.forTeam('sales')?.name).toBe('Shared');
    expect(store.forTeam(null)?.name).toBe('Shared');
  });

  it('never reads outside the folder for a team name that is a path', () => {
    writeFileSync(join(dataDir, 'playbook.yaml'), playbook('Shared'));
    mkdirSync(join(dataDir, 'playbooks'));
    writeFileSync(join(dataDir, 'secret.yaml'), playbook('Outside'));
    expect(open().forTeam('../secret')?.name).toBe('Shared');
  });

  it('refuses a broken change, keeps the last good version, and logs where the problem is', () => {
    const file = join(dataDir, 'playbook.yaml');
    writeFileSync(file, playbook('First'));
    const store = open();
    expect(store.forTeam(null)?.name).toBe('First');
    rewrite(file, playbook('Second').replace('kind: price', 'kind: cost'));
    expect(store.forTeam(null)?.name).toBe('First');
    expect(logs.join('\n')).toContain(`${file}:5:11: objections[0]: kind must be one of`);
    expect(logs.join('\n')).toContain('keeping the last good version');
    rewrite(file, playbook('Third'));
    expect(store.forTeam(null)?.name).toBe('Third');
  });

  it('logs no playbook text beyond the problem, so answers and examples stay out of logs', () => {
    const file = join(dataDir, 'playbook.yaml');
    writeFileSync(file, playbook('First').replace('    answer: Ask what it costs them today.\n', ''));
    open().forTeam(null);
    expect(logs.join('\n')).not.toContain('Too expensive');
  });

  it('serves no playbook once the file is deleted', () => {
    const file = join(dataDir, 'playbook.yaml');
    writeFileSync(file, playbook('First'));
    const store = open();
    expect(store.forTeam(null)).toBeDefined();
    unlinkSync(file);
    clock += 1_000;
    expect(store.forTeam(null)).toBeUndefined();
    expect(logs.at(-1)).toContain('was removed');
  });

  it('reads a file at most once a second between changes: no read on every request', () => {
    const file = join(dataDir, 'playbook.yaml');
    writeFileSync(file, playbook('First'));
    const store = open();
    writeFileSync(file, playbook('Second'));
    // Within the second, the stat fallback does not look yet (fs.watch is off here).
    expect(store.forTeam(null)?.name).toBe('First');
    clock += 1_000;
    expect(store.forTeam(null)?.name).toBe('Second');
  });

  it('notices a change through fs.watch, with no request and no restart', async () => {
    const file = join(dataDir, 'playbook.yaml');
    writeFileSync(file, playbook('First'));
    open({ watch: true });
    logs.length = 0;
    // Written aside and renamed over, as editors save.
    writeFileSync(`${file}.tmp`, playbook('Second'));
    renameSync(`${file}.tmp`, file);
    await expect.poll(() => logs.join('\n'), { timeout: 3_000 }).toContain('(Second)');
  });

  it('stops the start on a PLAYBOOK_FILE that cannot be read or is not a playbook, saying why', () => {
    expect(() => open({ file: join(dataDir, 'missing.yaml') })).toThrow(ConfigError);
    expect(() => open({ file: join(dataDir, 'missing.yaml') })).toThrow(/PLAYBOOK_FILE: cannot read .*missing\.yaml/);
    const bad = join(dataDir, 'bad.yaml');
    writeFileSync(bad, 'version: 2\n');
    expect(() => open({ file: bad })).toThrow(`${bad}:1:10: version must be 1`);
    const good = join(dataDir, 'team.yaml');
    writeFileSync(good, playbook('Named'));
    writeFileSync(join(dataDir, 'playbook.yaml'), playbook('Ignored'));
    expect(open({ file: good }).forTeam(null)?.name).toBe('Named');
  });
});

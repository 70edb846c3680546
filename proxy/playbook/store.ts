// Node only: the playbooks a running proxy serves. PLAYBOOK_FILE (else DATA_DIR/playbook.yaml) for
// everyone, and DATA_DIR/playbooks/<team>.yaml instead for that team's tokens. Files are read again
// when they change, with no restart: fs.watch on their folders (debounced), and a stat on read at most
// once a second as a fallback where watching is unreliable (network drives, a folder made later).
// A bad new version is refused and the last good one kept; a deleted file means no playbook.
import { type FSWatcher, readFileSync, statSync, watch } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { PlaybookFile } from '../../lib/api/playbook.ts';
import { playbookEntryCount } from '../../lib/api/playbook.ts';
import { ConfigError } from '../config.ts';
import type { LogLine } from '../middleware/request-log.ts';
import { checkPlaybook, type PlaybookProblem } from './check.ts';

export const DEFAULT_PLAYBOOK_NAME = 'playbook.yaml';
export const TEAM_PLAYBOOK_DIR = 'playbooks';
const STAT_INTERVAL_MS = 1_000;
const DEBOUNCE_MS = 100;
/** Enough for an admin to fix the file; the check command prints them all. */
const LOGGED_PROBLEMS = 20;

export interface PlaybookStore {
  /** The playbook for a token of this team (null: no team), or undefined when there is none. */
  forTeam(team: string | null): PlaybookFile | undefined;
  close(): void;
}

interface TrackedFile {
  path: string;
  /** The last good version; kept while the file on disk is broken. */
  playbook?: PlaybookFile;
  /** The file exists (good or not): a team's file then takes the place of the shared one. */
  present: boolean;
  /** mtime and size at the last read: what the stat fallback compares. */
  stamp: string;
  statedAt: number;
}

export interface PlaybookStoreOptions {
  /** PLAYBOOK_FILE, when set: it must be readable and valid at start. */
  file?: string;
  dataDir: string;
  log: LogLine;
  now?: () => number;
  /** fs.watch the folders; off in tests that drive reloads through the stat fallback. */
  watch?: boolean;
}

/** A team name used as a file name: anything that could leave the folder gets no file. */
const safeTeamName = (team: string) => /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(team);

function stampOf(path: string): string | undefined {
  try {
    const stats = statSync(path);
    return `${stats.mtimeMs}:${stats.size}`;
  } catch {
    return undefined;
  }
}

export function describeProblems(file: string, problems: readonly PlaybookProblem[]): string[] {
  return problems.map(({ line, column, message }) => `${file}:${line}:${column}: ${message}`);
}

export function createPlaybookStore(options: PlaybookStoreOptions): PlaybookStore {
  const now = options.now ?? Date.now;
  const { log } = options;
  // Absolute, so a path fs.watch reports for a folder is the same string as the one tracked.
  const sharedPath = resolve(options.file ?? join(options.dataDir, DEFAULT_PLAYBOOK_NAME));
  const teamDir = resolve(options.dataDir, TEAM_PLAYBOOK_DIR);
  const tracked = new Map<string, TrackedFile>();

  /** Reads the file again; says what was wrong when a version present on disk is refused. */
  function load(entry: TrackedFile, { quiet = false } = {}): PlaybookProblem[] | undefined {
    entry.statedAt = now();
    let text: string;
    try {
      entry.stamp = stampOf(entry.path) ?? '';
      text = readFileSync(entry.path, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') {
        if (entry.present) log(`playbook: ${entry.path} was removed; it no longer applies`);
        entry.present = false;
        entry.playbook = undefined;
        return undefined;
      }
      log(`playbook: cannot read ${entry.path} (${code ?? 'error'}); keeping the last good version`);
      return undefined;
    }
    entry.present = true;
    const check = checkPlaybook(text, entry.path);
    if (!check.ok) {
      const kept = entry.playbook ? 'keeping the last good version' : 'serving no playbook from it';
      log(`playbook: ${entry.path} is refused (${check.problems.length} problems), ${kept}:`);
      for (const line of describeProblems(entry.path, check.problems.slice(0, LOGGED_PROBLEMS))) log(`  ${line}`);
      return check.problems;
    }
    entry.playbook = check.playbook;
    if (!quiet)
      log(
        `playbook: loaded ${entry.path}${check.playbook.name ? ` (${check.playbook.name})` : ''}, ${playbookEntryCount(check.playbook)} entries`,
      );
    return undefined;
  }

  function track(path: string): TrackedFile {
    let entry = tracked.get(path);
    if (!entry) {
      entry = { path, present: false, stamp: '', statedAt: 0 };
      tracked.set(path, entry);
      load(entry);
    }
    return entry;
  }

  /** The fallback: one stat a second per file at most, and a read only when it changed. */
  function current(path: string): TrackedFile {
    const entry = track(path);
    if (now() - entry.statedAt >= STAT_INTERVAL_MS) {
      entry.statedAt = now();
      if ((stampOf(path) ?? '') !== entry.stamp) load(entry);
    }
    return entry;
  }

  const shared: TrackedFile = { path: sharedPath, present: false, stamp: '', statedAt: 0 };
  tracked.set(sharedPath, shared);
  // Quiet when good: the proxy's first line on start stays its banner.
  const startProblems = load(shared, { quiet: true });
  if (options.file && !shared.present)
    throw new ConfigError(`PLAYBOOK_FILE: cannot read ${sharedPath}; check the path and its permissions`);
  if (options.file && startProblems)
    throw new ConfigError(
      `PLAYBOOK_FILE: ${sharedPath} is not a valid playbook:\n${describeProblems(sharedPath, startProblems).join('\n')}`,
    );

  const watchers: FSWatcher[] = [];
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  if (options.watch) {
    const onChange = (folder: string) => (_event: string, name: string | Buffer | null) => {
      // Without a name (some platforms), every file tracked in the folder is read again.
      const paths = name
        ? [join(folder, name.toString())]
        : [...tracked.keys()].filter((path) => dirname(path) === folder);
      for (const path of paths) {
        if (!tracked.has(path)) continue;
        clearTimeout(pending.get(path));
        pending.set(
          path,
          setTimeout(() => {
            pending.delete(path);
            const entry = tracked.get(path);
            if (entry) load(entry);
          }, DEBOUNCE_MS),
        );
      }
    };
    // Folders, not files: editors save by writing a new file and renaming it over the old one.
    for (const folder of new Set([dirname(sharedPath), teamDir])) {
      try {
        watchers.push(watch(folder, { persistent: false }, onChange(folder)));
      } catch {
        // A folder that does not exist (yet) is covered by the stat fallback.
      }
    }
  }

  return {
    forTeam(team) {
      if (team && safeTeamName(team)) {
        const teamFile = current(join(teamDir, `${team}.yaml`));
        if (teamFile.present) return teamFile.playbook;
      }
      return current(sharedPath).playbook;
    },
    close() {
      for (const watcher of watchers) watcher.close();
      for (const timer of pending.values()) clearTimeout(timer);
    },
  };
}

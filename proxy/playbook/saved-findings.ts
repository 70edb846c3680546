// What the playbook matched in a conversation saved with a remote service: the service keeps only
// its own answer, so the proxy keeps the latest matches and checklist per conversation and puts them
// back on the conversation's latest saved analysis when it is read. The findings are cumulative
// ("every entry matched so far"), so the latest analysis carries all of them.
import type { ChecklistState, PlaybookMatch } from '../../lib/api/playbook.ts';

export interface SavedFindings {
  playbook: PlaybookMatch[];
  checklist?: ChecklistState;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The findings an analyze answer carries, or undefined when it has none to keep. */
export function findingsOf(answer: unknown): SavedFindings | undefined {
  if (!isObject(answer) || !Array.isArray(answer.playbook)) return undefined;
  const findings: SavedFindings = { playbook: answer.playbook as PlaybookMatch[] };
  if (isObject(answer.checklist)) findings.checklist = answer.checklist as ChecklistState;
  return findings;
}

/**
 * `conversation` as the service returned it, with `findings` on its latest saved analysis (the last
 * by `createdAt`, or the last listed) unless some analysis already carries playbook matches. Anything
 * not shaped as expected passes through untouched.
 */
export function withSavedFindings(conversation: unknown, findings: SavedFindings | undefined): unknown {
  if (!findings || !isObject(conversation) || !Array.isArray(conversation.analyses)) return conversation;
  const analyses = conversation.analyses as unknown[];
  const results = analyses.map((record) => (isObject(record) ? record.analysisJsonOpenai : undefined));
  if (results.some((result) => isObject(result) && Array.isArray(result.playbook))) return conversation;
  let latest = -1;
  analyses.forEach((record, index) => {
    if (!isObject(record) || !isObject(record.analysisJsonOpenai)) return;
    const at = typeof record.createdAt === 'string' ? record.createdAt : '';
    const best = latest < 0 ? undefined : (analyses[latest] as Json).createdAt;
    if (latest < 0 || at >= (typeof best === 'string' ? best : '')) latest = index;
  });
  if (latest < 0) return conversation;
  const record = analyses[latest] as Json;
  const withFindings = { ...record, analysisJsonOpenai: { ...(record.analysisJsonOpenai as Json), ...findings } };
  return { ...conversation, analyses: analyses.map((r, i) => (i === latest ? withFindings : r)) };
}

/** Where the proxy keeps each saved conversation's latest findings, by team and the service's id. */
export interface SavedFindingsStore {
  save(team: string | null, conversationId: string, findings: SavedFindings): Promise<void>;
  get(team: string | null, conversationId: string): Promise<SavedFindings | undefined>;
  /** The conversation was deleted: its findings go with it. */
  remove(team: string | null, conversationId: string): Promise<void>;
}

/** In this instance's memory: for an app without a data folder (tests, a serverless runtime). */
export function memoryFindingsStore(): SavedFindingsStore {
  const saved = new Map<string, SavedFindings>();
  const key = (team: string | null, id: string) => JSON.stringify([team ?? '', id]);
  return {
    save: async (team, id, findings) => void saved.set(key(team, id), findings),
    get: async (team, id) => saved.get(key(team, id)),
    remove: async (team, id) => void saved.delete(key(team, id)),
  };
}

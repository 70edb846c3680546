// The export document's shape and a saved conversation's export: pure, and free of the browser (no
// i18n), so the proxy's webhooks send the same JSON the panel's Export writes. docs/export-format.md
// documents the shape.
import { AnalyzeResponse, readGuidance, type Conversation, type Guidance } from '../api/contract';
import type { PlaybookEntryType } from '../api/playbook';
import { readRecap } from '../api/read-recap';
import type { Recap } from '../api/recap';
import type { DismissalCount } from '../session/dismissals';
import { checklistSoFar, matchedEntries } from '../session/playbook';

export const EXPORT_FORMAT = 'sidecue-conversation';
export const EXPORT_VERSION = 1;

export interface ExportedLine {
  speakerName: string;
  text: string;
  /** ISO 8601, when known. */
  at: string | null;
}

export interface ExportedGuidance {
  at: string | null;
  /** Who the guidance was for, when known. */
  for: string | null;
  elaboration: string;
  /** The last transcript message the analysis was asked about, when known. */
  lastMessage: { speakerName: string; text: string } | null;
}

export interface ExportedPlaybookMatch {
  id: string;
  type: PlaybookEntryType;
  title: string;
  answer: string;
  source: string | null;
  speakerName: string;
  quote: string;
}

export interface ExportedChecklist {
  framework: string;
  items: { id: string; label: string; ask: string; covered: boolean; quote: string | null }[];
}

/** The recap as the proxy wrote it (checklist aside: it is the document's own `checklist`). */
export type ExportedRecap = Omit<Recap, 'checklist'> & {
  /** When it was written; null for a saved conversation's (the service does not say). */
  at: string | null;
};

export interface ExportDocument {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  /** live: from the panel during or after a call; saved: fetched from the service. */
  source: 'live' | 'saved';
  exportedAt: string;
  name: string;
  platform: string | null;
  startedAt: string | null;
  conversationId: string | null;
  transcript: ExportedLine[];
  guidance: ExportedGuidance[];
  /** The team playbook's entries matched, each once, in order of first match. */
  playbook: ExportedPlaybookMatch[];
  /** The playbook's checklist as it stood, covered items staying covered; null when no answer had one. */
  checklist: ExportedChecklist | null;
  /** Cards marked "Not useful", counted per playbook entry or card kind; null for a saved conversation (the service keeps none). */
  dismissals: DismissalCount[] | null;
  /** The conversation's latest recap; null when none was written. */
  recap: ExportedRecap | null;
}

/** What every answer matched in the playbook, and its checklist: the same the panel shows. */
export function playbookParts(answers: readonly Guidance[]): Pick<ExportDocument, 'playbook' | 'checklist'> {
  const checklist = checklistSoFar(answers);
  return {
    playbook: matchedEntries(answers).map((m) => ({
      id: m.id,
      type: m.type,
      title: m.title,
      answer: m.answer,
      source: m.source ?? null,
      speakerName: m.speakerName,
      quote: m.quote,
    })),
    checklist: checklist
      ? {
          framework: checklist.framework,
          items: checklist.items.map((item) => ({
            id: item.id,
            label: item.label,
            ask: item.ask,
            covered: item.covered,
            quote: item.quote ?? null,
          })),
        }
      : null,
  };
}

export function exportedRecap(recap: Recap, at: string | null): ExportedRecap {
  const { summary, decisions, nextSteps, openQuestions, objections } = recap;
  return { at, summary, decisions, nextSteps, openQuestions, objections };
}

export const iso = (ms: number | undefined) =>
  ms === undefined || !Number.isFinite(ms) ? null : new Date(ms).toISOString();

/**
 * A saved conversation: the service keeps each analysis and the last message it was asked about,
 * not the whole transcript, so the transcript is those last messages, each once.
 */
export function exportSavedConversation(
  conversation: Conversation,
  meta: { name?: string; platform?: string },
  exportedAt: number,
): ExportDocument {
  const transcript: ExportedLine[] = [];
  const guidance: ExportedGuidance[] = [];
  const answers: Guidance[] = [];
  for (const analysis of conversation.analyses) {
    const read = readGuidance(AnalyzeResponse.safeParse(analysis.analysisJsonOpenai).data ?? {});
    answers.push(read);
    const last = analysis.lastMessage?.speakerRole === 'user' ? analysis.lastMessage : null;
    const at = analysis.createdAt ?? null;
    if (last) {
      const previous = transcript[transcript.length - 1];
      if (!previous || previous.speakerName !== last.speakerName || previous.text !== last.content) {
        transcript.push({ speakerName: last.speakerName, text: last.content, at });
      }
    }
    if (read.isSame) continue;
    guidance.push({
      at,
      for: null,
      elaboration: read.elaboration,
      lastMessage: last ? { speakerName: last.speakerName, text: last.content } : null,
    });
  }
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    source: 'saved',
    exportedAt: new Date(exportedAt).toISOString(),
    name: meta.name ?? conversation.name ?? 'Saved conversation',
    platform: meta.platform ?? null,
    startedAt: conversation.createdAt ?? null,
    conversationId: conversation.id,
    transcript,
    guidance,
    ...playbookParts(answers),
    dismissals: null,
    // The proxy returns the recap saved with the conversation, if one was.
    recap: conversation.recap === undefined ? null : exportedRecap(readRecap(conversation.recap), null),
  };
}

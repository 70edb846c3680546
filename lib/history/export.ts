// Export of a session (live) or a saved conversation as Markdown or as versioned JSON. Pure: the
// caller supplies the time of export. docs/export-format.md documents the JSON shape.
import { AnalyzeResponse, readGuidance, type Conversation, type Guidance } from '../api/contract';
import type { PlaybookEntryType } from '../api/playbook';
import { readRecap } from '../api/read-recap';
import type { Recap } from '../api/recap';
import { defaultConversationName } from './saving';
import { type DismissalCount, dismissalCounts } from '../session/dismissals';
import { checklistSoFar, matchedEntries } from '../session/playbook';
import type { MeetingSession } from '../session/types';

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
function playbookParts(answers: readonly Guidance[]): Pick<ExportDocument, 'playbook' | 'checklist'> {
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

function exportedRecap(recap: Recap, at: string | null): ExportedRecap {
  const { summary, decisions, nextSteps, openQuestions, objections } = recap;
  return { at, summary, decisions, nextSteps, openQuestions, objections };
}

const iso = (ms: number | undefined) => (ms === undefined || !Number.isFinite(ms) ? null : new Date(ms).toISOString());

/** The session as the panel shows it: final lines said (internal notes left out) and guidance shown (repeats left out). */
export function exportLiveSession(session: MeetingSession, exportedAt: number): ExportDocument {
  const said = session.utterances.filter((u) => u.final && u.source !== 'note' && u.text.trim() !== '');
  const byId = new Map(said.map((u) => [u.id, u]));
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    source: 'live',
    exportedAt: new Date(exportedAt).toISOString(),
    name: session.analysis.conversationName ?? defaultConversationName(session.meeting),
    platform: session.meeting.platform,
    startedAt: iso(session.meeting.startedAt),
    conversationId: session.analysis.conversationId ?? null,
    transcript: said.map((u) => ({ speakerName: u.speakerName, text: u.text, at: iso(u.at) })),
    guidance: session.guidance
      .filter((entry) => entry.guidance.isSame !== true)
      .map((entry) => {
        const last = byId.get(entry.lastUtteranceId);
        return {
          at: iso(entry.at),
          for: entry.currentUser,
          elaboration: entry.guidance.elaboration,
          lastMessage: last ? { speakerName: last.speakerName, text: last.text } : null,
        };
      }),
    // Repeats included: the proxy adds its playbook matches to every answer.
    ...playbookParts(session.guidance.map((entry) => entry.guidance)),
    dismissals: dismissalCounts(session.dismissals ?? []),
    recap: session.recap ? exportedRecap(session.recap.recap, iso(session.recap.at)) : null,
  };
}

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

export function toJson(document: ExportDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** Markdown syntax in captured text is shown as typed, never as formatting. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_{}[\]()<>#+!|~]/g, (c) => `\\${c}`)
    .replace(/^(\s*)([-=])/gm, '$1\\$2')
    .replace(/^(\s*\d+)\./gm, '$1\\.');
}

const shortTime = (at: string | null) => (at ? `${at.slice(0, 16).replace('T', ' ')} UTC` : '');

export function toMarkdown(document: ExportDocument): string {
  const lines: string[] = [`# ${escapeMarkdown(document.name)}`, ''];
  const facts = [
    document.platform && `Platform: ${document.platform}`,
    document.startedAt && `Started: ${shortTime(document.startedAt)}`,
    `Exported: ${shortTime(document.exportedAt)}`,
    document.source === 'saved' ? 'Source: saved conversation' : 'Source: live session',
  ].filter(Boolean);
  lines.push(facts.join(' · '), '');
  lines.push(...recapMarkdown(document.recap));
  lines.push('## Guidance', '');
  if (document.guidance.length === 0) lines.push('No guidance was shown.', '');
  for (const entry of document.guidance) {
    const heading = [shortTime(entry.at), entry.for && `for ${escapeMarkdown(entry.for)}`].filter(Boolean).join(', ');
    lines.push(`### ${heading || 'Guidance'}`, '');
    if (entry.lastMessage)
      lines.push(`> ${escapeMarkdown(entry.lastMessage.speakerName)}: ${escapeMarkdown(entry.lastMessage.text)}`, '');
    lines.push(...entry.elaboration.split('\n').map((line) => escapeMarkdown(line)), '');
  }
  lines.push(...playbookMarkdown(document));
  lines.push(document.source === 'saved' ? '## Last messages recorded' : '## Transcript', '');
  if (document.transcript.length === 0) lines.push('Nothing was captured.', '');
  for (const line of document.transcript) {
    lines.push(`- **${escapeMarkdown(line.speakerName)}**: ${escapeMarkdown(line.text.replace(/\s*\n\s*/g, ' '))}`);
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The guidance section's playbook parts: entries matched, the checklist, cards marked not useful; each only when there is one. */
function playbookMarkdown(document: ExportDocument): string[] {
  const lines: string[] = [];
  if (document.playbook.length > 0) lines.push('### Playbook entries matched', '');
  for (const match of document.playbook) {
    lines.push(
      `- **${escapeMarkdown(match.title)}** (${match.type}), ${escapeMarkdown(match.speakerName)}: "${escapeMarkdown(match.quote)}"`,
      ...match.answer.split('\n').map((line) => `  > ${escapeMarkdown(line)}`),
    );
    // A link only for a web address; anything else stays text.
    if (match.source)
      lines.push(
        /^https?:\/\//i.test(match.source)
          ? `  Source: <${match.source.replace(/[<>\s]/g, encodeURIComponent)}>`
          : `  Source: ${escapeMarkdown(match.source)}`,
      );
  }
  if (document.playbook.length > 0) lines.push('');
  if (document.checklist) {
    lines.push(`### Checklist (${escapeMarkdown(document.checklist.framework)})`, '');
    for (const item of document.checklist.items) {
      const detail = item.covered
        ? `covered${item.quote === null ? '' : `: "${escapeMarkdown(item.quote)}"`}`
        : `open, ask: ${escapeMarkdown(item.ask)}`;
      lines.push(`- ${escapeMarkdown(item.label)}: ${detail}`);
    }
    lines.push('');
  }
  if (document.dismissals?.length) {
    lines.push('### Marked not useful', '');
    for (const { kind, entryId, count } of document.dismissals) {
      lines.push(`- ${entryId === null ? `${kind} cards` : `${escapeMarkdown(entryId)} (${kind})`}: ${count}`);
    }
    lines.push('');
  }
  return lines;
}

/** The recap's part: each section under its heading, every item with its quote; only when there is a recap. */
function recapMarkdown(recap: ExportedRecap | null): string[] {
  if (!recap) return [];
  const lines = ['## Recap', ''];
  if (recap.at) lines.push(`Written: ${shortTime(recap.at)}`, '');
  const said = (quote: string) => `"${escapeMarkdown(quote)}"`;
  const section = (title: string, items: string[]) => {
    lines.push(`### ${title}`, '', ...(items.length ? items : ['None.']), '');
  };
  section(
    'Summary',
    recap.summary.map((sentence) => `- ${escapeMarkdown(sentence)}`),
  );
  section(
    'Decisions',
    recap.decisions.map((d) => `- ${escapeMarkdown(d.text)}: ${said(d.quote)}`),
  );
  section(
    'Next steps',
    recap.nextSteps.map((step) => {
      const facts = [
        step.owner && `owner: ${escapeMarkdown(step.owner)}`,
        step.due && `due: ${escapeMarkdown(step.due)}`,
      ]
        .filter(Boolean)
        .join(', ');
      return `- ${escapeMarkdown(step.text)}${facts ? ` (${facts})` : ''}: ${said(step.quote)}`;
    }),
  );
  section(
    'Open questions',
    recap.openQuestions.map(
      (q) => `- ${escapeMarkdown(q.text)} (asked by ${escapeMarkdown(q.speakerName)}): ${said(q.quote)}`,
    ),
  );
  section(
    'Objections',
    recap.objections.map((o) => {
      const answer = o.answered
        ? `answered${o.answerQuote === undefined ? '' : `: ${said(o.answerQuote)}`}`
        : 'not answered';
      return `- ${escapeMarkdown(o.text)} (${o.kind}, ${escapeMarkdown(o.speakerName)}): ${said(o.quote)}, ${answer}`;
    }),
  );
  return lines;
}

/** "acme-discovery-2026-11-23-14-05.md": letters, digits and dashes only. */
export function exportFileName(document: ExportDocument, kind: 'markdown' | 'json'): string {
  const slug =
    document.name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'sidecue-conversation';
  return `${slug}.${kind === 'markdown' ? 'md' : 'json'}`;
}

// Export of a session (live) or a saved conversation as Markdown or as versioned JSON. Pure: the
// caller supplies the time of export. docs/export-format.md documents the JSON shape.
import { defaultConversationName } from './saving';
import { dismissalCounts } from '../session/dismissals';
import type { MeetingSession } from '../session/types';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportDocument,
  type ExportedRecap,
  exportedRecap,
  iso,
  playbookParts,
} from './saved-export';

export {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportSavedConversation,
  type ExportDocument,
  type ExportedChecklist,
  type ExportedGuidance,
  type ExportedLine,
  type ExportedPlaybookMatch,
  type ExportedRecap,
} from './saved-export';

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

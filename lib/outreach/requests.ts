// What the Outreach tab sends, and how it words what comes back. Pure, so every rule is tested.
import { SENDER_SECTION_LABEL, limits, type EvaluationFinding } from '../api/contract';
import { t } from '../i18n/messages';
import type { InsertDraftResult } from '../messaging/outreach-protocol';

/** The label the engine looks for between the profile and the sender's own words. */
export const ABOUT_ME_LABEL = SENDER_SECTION_LABEL;

export type Prepared = { ok: true; input: string } | { ok: false; error: string };

function withinInputLimit(
  input: string,
  tooLong: 'outreachInputProfileTooLong' | 'outreachInputDraftTooLong',
): Prepared {
  if (input.length > limits.outreachInputChars) {
    return { ok: false, error: t(tooLong, input.length, limits.outreachInputChars) };
  }
  return { ok: true, input };
}

/** Generate's input: the profile text, a blank line, then the labelled about-me text (when there is any). */
export function generateInput(profileText: string, aboutMe: string): Prepared {
  const profile = profileText.trim();
  if (!profile) {
    return { ok: false, error: t('outreachInputNoProfile') };
  }
  const about = aboutMe.trim();
  const input = about ? `${profile}\n\n${ABOUT_ME_LABEL}\n${about}` : profile;
  return withinInputLimit(input, 'outreachInputProfileTooLong');
}

/** Evaluate reads an email's or InMail's subject from a first line "Subject: …". */
export function evaluateInput(body: string, subject: string | undefined): Prepared {
  if (!body.trim()) return { ok: false, error: t('outreachInputNoDraftToEvaluate') };
  const input = subject?.trim() ? `Subject: ${subject.trim()}\n\n${body.trim()}` : body.trim();
  return withinInputLimit(input, 'outreachInputDraftTooLong');
}

export function shortenInput(body: string, limit: number | undefined): Prepared {
  if (!body.trim()) return { ok: false, error: t('outreachInputNoDraftToShorten') };
  if (limit === undefined) return { ok: false, error: t('outreachInputNoTarget') };
  return withinInputLimit(body.trim(), 'outreachInputDraftTooLong');
}

/** What Copy puts on the clipboard. */
export function clipboardText(body: string, subject: string | undefined): string {
  return subject?.trim() ? `Subject: ${subject.trim()}\n\n${body}` : body;
}

const severityRank: Record<EvaluationFinding['severity'], number> = { problem: 0, warning: 1, info: 2 };

/** Most severe first; the service's order is kept within a severity. */
export function bySeverity(findings: readonly EvaluationFinding[]): EvaluationFinding[] {
  return [...findings].sort((a, b) => severityRank[a.severity] - severityRank[b.severity]);
}

export function insertResultWords(result: InsertDraftResult): string {
  if (result.ok) {
    switch (result.box) {
      case 'connection_note':
        return t('outreachInsertedConnectionNote');
      case 'message':
        return t('outreachInsertedMessage');
      case 'inmail':
        return t('outreachInsertedInmail');
    }
  }
  if (result.reason === 'no_box') return t('outreachInsertNoBox');
  return result.limit !== undefined ? t('outreachInsertTooLongFor', result.limit) : t('outreachInsertTooLong');
}

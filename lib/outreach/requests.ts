// What the Outreach tab sends, and how it words what comes back. Pure, so every rule is tested.
import { SENDER_SECTION_LABEL, limits, type EvaluationFinding } from '../api/contract';
import type { InsertDraftResult } from '../messaging/outreach-protocol';

/** The label the engine looks for between the profile and the sender's own words. */
export const ABOUT_ME_LABEL = SENDER_SECTION_LABEL;

export type Prepared = { ok: true; input: string } | { ok: false; error: string };

function withinInputLimit(input: string, what: string): Prepared {
  if (input.length > limits.outreachInputChars) {
    return {
      ok: false,
      error: `${what} ${input.length} characters; the service takes at most ${limits.outreachInputChars}. Remove some text and try again.`,
    };
  }
  return { ok: true, input };
}

/** Generate's input: the profile text, a blank line, then the labelled about-me text (when there is any). */
export function generateInput(profileText: string, aboutMe: string): Prepared {
  const profile = profileText.trim();
  if (!profile) {
    return {
      ok: false,
      error:
        'There is no profile to write from: open a LinkedIn profile in this tab, or type what you know about the person under Profile.',
    };
  }
  const about = aboutMe.trim();
  const input = about ? `${profile}\n\n${ABOUT_ME_LABEL}\n${about}` : profile;
  return withinInputLimit(input, 'The profile and "About me and my offer" together are');
}

/** Evaluate reads an email's or InMail's subject from a first line "Subject: …". */
export function evaluateInput(body: string, subject: string | undefined): Prepared {
  if (!body.trim()) return { ok: false, error: 'There is no draft to evaluate: write one, or click Generate.' };
  const input = subject?.trim() ? `Subject: ${subject.trim()}\n\n${body.trim()}` : body.trim();
  return withinInputLimit(input, 'The draft is');
}

export function shortenInput(body: string, limit: number | undefined): Prepared {
  if (!body.trim()) return { ok: false, error: 'There is no draft to shorten: write one, or click Generate.' };
  if (limit === undefined) return { ok: false, error: 'Shorten needs a target: enter a number under Character limit.' };
  return withinInputLimit(body.trim(), 'The draft is');
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

const boxWords = { connection_note: 'the connection note', message: 'the message box', inmail: 'the InMail' } as const;

export function insertResultWords(result: InsertDraftResult): string {
  if (result.ok) return `Inserted into ${boxWords[result.box]}.`;
  if (result.reason === 'no_box') return 'Open the connection note or message box on LinkedIn first.';
  return result.limit !== undefined
    ? `The box takes at most ${result.limit} characters: shorten the draft, then insert again.`
    : 'The draft is too long for the box: shorten it, then insert again.';
}

// The follow-up email after a conversation: what Generate is given (the recap, then the user's own
// offer, as the Outreach tab gives a profile), and the mailto: address that opens it in a mail app.
import type { Recap } from '../api/recap';
import { t } from '../i18n/messages';
import { generateInput, type Prepared } from './requests';

/** Shorten's first target for a follow-up: about the email word target, in characters. */
export const FOLLOW_UP_CHAR_LIMIT = 1_000;

/**
 * Generate's input: who the conversation was with, the summary, then decisions, next steps (with who
 * and when) and open questions as lists; the about-me text follows under its label (generateInput).
 */
export function followUpInput(recap: Recap, others: readonly string[], aboutMe: string): Prepared {
  const lines: string[] = [];
  if (others.length) lines.push(t('followUpIntro', others.join(', ')));
  lines.push(...recap.summary);
  const list = (heading: string, items: readonly string[]) => {
    if (items.length) lines.push('', `${heading}:`, ...items.map((item) => `- ${item}`));
  };
  list(
    t('recapDecisions'),
    recap.decisions.map((d) => d.text),
  );
  list(
    t('recapNextSteps'),
    recap.nextSteps.map((step) =>
      [step.text, step.owner && t('recapOwner', step.owner), step.due && t('recapDue', step.due)]
        .filter(Boolean)
        .join(' · '),
    ),
  );
  list(
    t('recapOpenQuestions'),
    recap.openQuestions.map((q) => q.text),
  );
  return generateInput(lines.join('\n'), aboutMe);
}

/**
 * `mailto:` with the subject and body, each percent-encoded (RFC 6068): line breaks as CRLF, and
 * nothing a mail app could read as another field (`&`, `=`, `?`, `#`) left bare.
 */
export function mailtoUrl(subject: string, body: string): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  const fields = [subject.trim() && `subject=${encode(subject.trim())}`, body && `body=${encode(body)}`].filter(
    Boolean,
  );
  return `mailto:${fields.length ? `?${fields.join('&')}` : ''}`;
}

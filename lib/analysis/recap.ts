// The recap request for a session: every final line said (the whole conversation, not a window),
// redacted like analyze's; and each quote of the answer tied back to its line for the panel's links.
import type { ApiClient } from '../api/client';
import { limits } from '../api/contract';
import type { Recap, RecapRequest } from '../api/recap';
import { participantMessage } from '../api/roles';
import { allRedactions, redact, type RedactionSettings } from '../privacy/redact';
import type { MeetingSession, SessionRecap } from '../session/types';

export interface PreparedRecap {
  request: RecapRequest;
  /** Each line's text as sent (redacted, spacing folded) → its utterance id. */
  sent: Map<string, string>;
  lastUtteranceId: string;
}

const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/** undefined while nothing has been said. */
export function prepareRecap(
  session: MeetingSession,
  redaction: RedactionSettings = allRedactions,
): PreparedRecap | undefined {
  // Final wording only, and never a support tool's internal note: the same lines the transcript shows.
  const said = session.utterances
    .filter((u) => u.final && u.source !== 'note' && u.text.trim() !== '')
    .slice(-limits.transcriptMessages);
  const last = said.at(-1);
  if (!last) return undefined;
  const speaks = (name: string | undefined) => name !== undefined && said.some((u) => u.speakerName === name);
  // The recap says whether the coached person answered objections; anyone who spoke will do when they did not.
  const currentUser = [session.currentUser, session.meeting.selfName].find(speaks) ?? said[0]!.speakerName;
  const sent = new Map<string, string>();
  const transcript = said.map((u) => {
    const text = redact(u.text.slice(0, limits.messageChars), redaction).text;
    const key = spaced(text);
    if (!sent.has(key)) sent.set(key, u.id);
    return participantMessage(u.speakerName, text);
  });
  const sessionId = session.analysis.conversationId;
  return {
    request: { currentUser, transcript, ...(sessionId && { sessionId }) },
    sent,
    lastUtteranceId: last.id,
  };
}

/** Every quote of the recap that is one of the lines sent → that line's id; a quote of no line gets no link. */
export function linkQuotes(recap: Recap, sent: ReadonlyMap<string, string>): Record<string, string> {
  const quotes = [...recap.decisions, ...recap.nextSteps, ...recap.openQuestions, ...recap.objections].map(
    (item) => item.quote,
  );
  for (const objection of recap.objections) if (objection.answerQuote) quotes.push(objection.answerQuote);
  const lines: Record<string, string> = {};
  for (const quote of quotes) {
    const id = sent.get(spaced(quote));
    if (id !== undefined) lines[quote] = id;
  }
  return lines;
}

/** Asks the proxy for the session's recap; undefined while nothing has been said. Failures are ApiErrors. */
export async function askRecap(
  client: Pick<ApiClient, 'recap'>,
  session: MeetingSession,
  redaction: RedactionSettings,
  now: number,
): Promise<SessionRecap | undefined> {
  const prepared = prepareRecap(session, redaction);
  if (!prepared) return undefined;
  const recap = await client.recap(prepared.request);
  return { recap, lines: linkQuotes(recap, prepared.sent), at: now, lastUtteranceId: prepared.lastUtteranceId };
}

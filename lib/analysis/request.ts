// Builds the analyze request for a session: the whole chronological transcript (sessionId never
// loads earlier dialogue), earlier guidance as assistant context, windowed when long.
import type { AnalyzeRequest, TranscriptMessage } from '../api/contract';
import { t } from '../i18n/messages';
import { earlierGuidanceMessage, participantMessage } from '../api/roles';
import type { CapturedUtterance } from '../messaging/capture-protocol';
import { allRedactions, redact, totalRedacted, type RedactionCounts, type RedactionSettings } from '../privacy/redact';
import type { GuidanceEntry, MeetingSession } from '../session/types';
import { DEFAULT_MAX_CHARS, windowTranscript } from './window';

export interface PreparedAnalysis {
  request: AnalyzeRequest;
  lastUtteranceId: string;
  windowed?: { sent: number; total: number };
  /** Items replaced by placeholders in what is sent, by kind; absent when none. */
  redacted?: RedactionCounts;
}

export type Preparation = { ready: true; prepared: PreparedAnalysis } | { ready: false; reason: string };

export function prepareAnalysis(
  session: MeetingSession,
  maxMessages: number,
  redaction: RedactionSettings = allRedactions,
): Preparation {
  const currentUser = session.currentUser;
  if (!currentUser) return { ready: false, reason: t('analysisPickCoached') };
  // Final wording only: a caption still being transcribed is a draft ("so", "it's") that the page
  // will still rewrite, and the service saves the request's last message with the analysis. An
  // internal note of a support tool is not said to anyone: it is never a participant's message.
  const said = session.utterances.filter((u) => u.final && u.source !== 'note' && u.text.trim() !== '');
  if (!said.some((u) => u.speakerName === currentUser)) {
    return { ready: false, reason: t('analysisWaitSpoken', currentUser) };
  }
  const transcript = withEarlierGuidance(said, session.guidance, currentUser);
  const window = windowTranscript(transcript, currentUser, { maxMessages, maxChars: DEFAULT_MAX_CHARS });
  // Redacted last, on what is sent only: the panel keeps showing what was said.
  const counts: RedactionCounts = { email: 0, phone: 0, card: 0, iban: 0, nationalId: 0 };
  const sent = window.messages.map((message) => {
    if (message.speakerRole !== 'user') return message;
    const redacted = redact(message.content, redaction);
    for (const kind of Object.keys(counts) as (keyof RedactionCounts)[]) counts[kind] += redacted.counts[kind];
    return { ...message, content: redacted.text };
  });
  const request: AnalyzeRequest = { currentUser, transcript: sent };
  return {
    ready: true,
    prepared: {
      request,
      lastUtteranceId: said[said.length - 1]!.id,
      windowed: window.windowed ? { sent: window.messages.length, total: window.total } : undefined,
      redacted: totalRedacted(counts) > 0 ? counts : undefined,
    },
  };
}

/**
 * The lines said, with earlier guidance for the same person (repeats left out) right after the line
 * it answered. The transcript always ends with the latest line, never with guidance: the service
 * saves the last message with the analysis, so guidance that answered the latest line (asked again
 * with nothing new said) goes just before it.
 */
function withEarlierGuidance(
  said: readonly CapturedUtterance[],
  guidance: readonly GuidanceEntry[],
  currentUser: string,
): TranscriptMessage[] {
  const indexOf = new Map(said.map((u, i) => [u.id, i]));
  // after[i + 1] holds the guidance that goes after line i; after[0], before the first line.
  const after: string[][] = Array.from({ length: said.length }, () => []);
  for (const entry of guidance) {
    if (entry.guidance.isSame === true || !entry.guidance.elaboration || entry.currentUser !== currentUser) continue;
    const answered = indexOf.get(entry.lastUtteranceId) ?? lastStartedBy(said, entry.at);
    after[Math.min(answered, said.length - 2) + 1]!.push(entry.guidance.elaboration);
  }
  const messages: TranscriptMessage[] = [];
  const pushGuidance = (texts: readonly string[]) => {
    for (const text of texts) messages.push(earlierGuidanceMessage(text));
  };
  pushGuidance(after[0]!);
  said.forEach((u, i) => {
    messages.push(participantMessage(u.speakerName, u.text));
    if (i + 1 < after.length) pushGuidance(after[i + 1]!);
  });
  return messages;
}

/** The last line started by `at` (-1 when none): where guidance goes whose line is no longer known. */
function lastStartedBy(said: readonly CapturedUtterance[], at: number): number {
  let index = said.length - 1;
  while (index >= 0 && said[index]!.at > at) index--;
  return index;
}

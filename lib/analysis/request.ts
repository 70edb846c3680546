// Builds the analyze request for a session: the whole chronological transcript (sessionId never
// loads earlier dialogue), earlier guidance as assistant context, windowed when long.
import type { AnalyzeRequest } from '../api/contract';
import { toTranscript, type Turn } from '../api/roles';
import type { MeetingSession } from '../session/types';
import { DEFAULT_MAX_CHARS, windowTranscript } from './window';

export interface PreparedAnalysis {
  request: AnalyzeRequest;
  lastUtteranceId: string;
  windowed?: { sent: number; total: number };
}

export type Preparation = { ready: true; prepared: PreparedAnalysis } | { ready: false; reason: string };

export function prepareAnalysis(
  session: MeetingSession,
  maxMessages: number,
): Preparation {
  const currentUser = session.currentUser;
  if (!currentUser) return { ready: false, reason: 'Pick who to coach under "Guidance for".' };
  const spoken = session.utterances.filter((u) => u.text.trim() !== '');
  if (!spoken.some((u) => u.speakerName === currentUser)) {
    return { ready: false, reason: `Guidance starts once ${currentUser} has spoken.` };
  }
  const turns: Turn[] = spoken.map((u) => ({ kind: 'dialogue', speakerName: u.speakerName, text: u.text, at: u.at }));
  for (const entry of session.guidance) {
    if (!entry.guidance.isSame && entry.guidance.elaboration) {
      turns.push({ kind: 'guidance', text: entry.guidance.elaboration, at: entry.at });
    }
  }
  const window = windowTranscript(toTranscript(turns), currentUser, { maxMessages, maxChars: DEFAULT_MAX_CHARS });
  const request: AnalyzeRequest = { currentUser, transcript: window.messages };
  return {
    ready: true,
    prepared: {
      request,
      lastUtteranceId: spoken[spoken.length - 1]!.id,
      windowed: window.windowed ? { sent: window.messages.length, total: window.total } : undefined,
    },
  };
}

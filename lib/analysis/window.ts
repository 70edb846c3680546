// Long calls are sent as their most recent part. The window always keeps one message of the
// coached person, because the service needs currentUser among the speakers.
import { limits, type TranscriptMessage } from '../api/contract';

export interface WindowBounds {
  maxMessages: number;
  /** Total characters of content, kept well under the proxy's body limit. */
  maxChars: number;
}

export interface TranscriptWindow {
  messages: TranscriptMessage[];
  total: number;
  /** True when older messages were left out. */
  windowed: boolean;
}

export const DEFAULT_MAX_CHARS = 600_000;

export function windowTranscript(
  transcript: readonly TranscriptMessage[],
  currentUser: string,
  bounds: WindowBounds,
): TranscriptWindow {
  const messages: TranscriptMessage[] = [];
  let chars = 0;
  let hasCurrentUser = false;
  let index = transcript.length - 1;
  for (; index >= 0 && messages.length < bounds.maxMessages; index--) {
    const message = clampContent(transcript[index]!);
    if (chars + message.content.length > bounds.maxChars && messages.length > 0) break;
    chars += message.content.length;
    messages.push(message);
    if (isCurrentUser(message, currentUser)) hasCurrentUser = true;
  }
  if (!hasCurrentUser) {
    const earlier = findLast(transcript, index, (m) => isCurrentUser(m, currentUser));
    if (earlier) {
      // Replace the oldest kept message so the bounds still hold.
      if (messages.length >= bounds.maxMessages) messages.pop();
      messages.push(clampContent(earlier));
    }
  }
  messages.reverse();
  return { messages, total: transcript.length, windowed: messages.length < transcript.length };
}

function isCurrentUser(message: TranscriptMessage, currentUser: string) {
  return message.speakerRole === 'user' && message.speakerName === currentUser;
}

function findLast(
  transcript: readonly TranscriptMessage[],
  from: number,
  predicate: (m: TranscriptMessage) => boolean,
): TranscriptMessage | undefined {
  for (let i = from; i >= 0; i--) if (predicate(transcript[i]!)) return transcript[i];
  return undefined;
}

/** A monologue longer than the contract allows is sent as its most recent words. */
export function clampContent(message: TranscriptMessage): TranscriptMessage {
  if (message.content.length <= limits.messageChars) return message;
  const tail = message.content.slice(-limits.messageChars);
  const wordStart = tail.indexOf(' ');
  return { ...message, content: wordStart > 0 && wordStart < 50 ? tail.slice(wordStart + 1) : tail };
}

import { describe, expect, it } from 'vitest';
import { clampContent, windowTranscript } from '../../lib/analysis/window';
import { limits, type TranscriptMessage } from '../../lib/api/contract';

const say = (speakerName: string, content: string): TranscriptMessage => ({
  speakerRole: 'user',
  speakerName,
  content,
});

describe('windowTranscript', () => {
  it('sends everything when the call is short', () => {
    const transcript = [say('Alex', 'hi'), say('Jordan', 'hello')];
    expect(windowTranscript(transcript, 'Alex', { maxMessages: 10, maxChars: 1_000 })).toEqual({
      messages: transcript,
      total: 2,
      windowed: false,
    });
  });

  it('keeps the most recent messages, in order', () => {
    const transcript = Array.from({ length: 50 }, (_, i) => say(i % 2 ? 'Jordan' : 'Alex', `m${i}`));
    const window = windowTranscript(transcript, 'Alex', { maxMessages: 10, maxChars: 10_000 });
    expect(window.messages.map((m) => m.content)).toEqual(transcript.slice(40).map((m) => m.content));
    expect(window).toMatchObject({ total: 50, windowed: true });
  });

  it('bounds the characters sent', () => {
    const transcript = Array.from({ length: 10 }, (_, i) => say(i % 2 ? 'Jordan' : 'Alex', 'x'.repeat(100)));
    const window = windowTranscript(transcript, 'Alex', { maxMessages: 100, maxChars: 350 });
    expect(window.messages).toHaveLength(3);
  });

  it('keeps the coached person in the window even when they spoke long ago', () => {
    const transcript = [say('Alex', 'opening pitch'), ...Array.from({ length: 30 }, (_, i) => say('Jordan', `j${i}`))];
    const window = windowTranscript(transcript, 'Alex', { maxMessages: 5, maxChars: 10_000 });
    expect(window.messages).toHaveLength(5);
    expect(window.messages[0]).toEqual(say('Alex', 'opening pitch'));
    expect(window.messages.slice(1).map((m) => m.content)).toEqual(['j26', 'j27', 'j28', 'j29']);
  });

  it('sends a monologue longer than the contract allows as its latest words, cut at a word', () => {
    const long = say('Alex', `start ${'word '.repeat(limits.messageChars)}end`);
    const clamped = clampContent(long);
    expect(clamped.content.length).toBeLessThanOrEqual(limits.messageChars);
    expect(clamped.content.endsWith('end')).toBe(true);
    expect(clamped.content.startsWith('word')).toBe(true);
  });
});

// Sentiment of the other participants, from a small word list: the last third of the call
// against what came before.
import type { TranscriptMessage } from '../../../lib/api/contract.ts';
import { forEachWord } from './text.ts';

export interface SentimentTrend {
  trend: 'positive' | 'neutral' | 'negative';
  turnedNegative: boolean;
}

const POSITIVE = new Set(
  'great good love like excellent perfect helpful interesting impressive happy glad excited useful nice awesome yes sure definitely agree works easy clear'.split(
    ' ',
  ),
);
const NEGATIVE = new Set(
  "concerned concern worried worry problem issue expensive difficult frustrated frustrating unhappy disappointed confusing hard no not never unfortunately doubt risky slow annoying waste can't won't don't".split(
    ' ',
  ),
);

function score(messages: readonly TranscriptMessage[]): number {
  let sum = 0;
  let counted = 0;
  for (const message of messages) {
    forEachWord(message.content, (word) => {
      if (POSITIVE.has(word)) sum += 1;
      else if (NEGATIVE.has(word)) sum -= 1;
      else return;
      counted += 1;
    });
  }
  return counted === 0 ? 0 : sum / counted;
}

function trendOf(value: number): SentimentTrend['trend'] {
  if (value > 0.2) return 'positive';
  if (value < -0.2) return 'negative';
  return 'neutral';
}

export function sentimentTrend(dialogue: readonly TranscriptMessage[], currentUser: string): SentimentTrend {
  const others = dialogue.filter((m) => m.speakerName !== currentUser);
  const split = Math.floor((others.length * 2) / 3);
  const recent = trendOf(score(others.slice(split)));
  const earlier = trendOf(score(others.slice(0, split)));
  return { trend: recent, turnedNegative: recent === 'negative' && earlier !== 'negative' && others.length >= 3 };
}

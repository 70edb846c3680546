// Realistic synthetic sales-call transcripts of any length, the same for the same seed: for the
// benchmark and for tests that need volume.
import type { TranscriptMessage } from '../../../lib/api/contract.ts';

const SELLER = 'Alex Rivera';
const BUYER = 'Jordan Lee';
const SELLER_LINES = [
  'Thanks for making the time today, how is the quarter going for your team?',
  'Most teams we work with spend hours every week pulling call notes together by hand.',
  'What does your process look like today when a deal moves to the next stage?',
  'We can connect to your calendar and CRM in about a day.',
  'Would it help if I showed you how a manager reviews a week of calls in ten minutes?',
  'That makes sense, a lot of our customers started exactly there.',
];
const BUYER_LINES = [
  'It is going fine, busy as always.',
  'Honestly it is too expensive for us right now.',
  'How long does onboarding usually take?',
  'We already use another tool for recordings.',
  'I need to check with my manager before we commit to anything.',
  'That sounds interesting, the reporting part is useful.',
  'Not sure we really need this, our process works fine as it is.',
  'Can you send me the pricing sheet?',
];

export function sampleTranscript(messages: number, seed = 1): TranscriptMessage[] {
  let state = seed >>> 0 || 1;
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  return Array.from({ length: messages }, (_, i) => {
    const seller = i % 2 === 0;
    const lines = seller ? SELLER_LINES : BUYER_LINES;
    return {
      speakerRole: 'user' as const,
      speakerName: seller ? SELLER : BUYER,
      content: lines[Math.floor(next() * lines.length)]!,
    };
  });
}

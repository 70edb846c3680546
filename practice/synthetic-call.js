// A long two-speaker call made up from a seed, for benchmarks: the same seed gives the same call.
import { PROSPECT } from './sales-call-script.js';

/** Words per minute the player speaks at; used here to size the call. */
export const WORDS_PER_MINUTE = 165;
/** Average pause between turns, in ms (the player draws 400-1200). */
const AVERAGE_TURN_PAUSE_MS = 800;

const openers = [
  'So',
  'Right,',
  'Okay,',
  'Honestly,',
  'Well,',
  'Yeah,',
  'Actually,',
  'To be fair,',
  'Got it.',
  'Sure.',
];
const teams = [
  'our dispatch team',
  'the finance folks',
  'my manager',
  'we',
  'the ops leads',
  'our drivers',
  'the regional leads',
];
const verbs = [
  'spend a lot of time on',
  'keep asking about',
  'would need to see',
  'are still working through',
  'really care about',
  'have been struggling with',
  'want a clear answer on',
];
const topics = [
  'the weekly reconciliation',
  'route planning',
  'invoice matching',
  'the onboarding plan',
  'pricing for the second region',
  'the security review',
  'the NetSuite integration',
  'reporting across regions',
  'late deliveries',
  'the pilot scope',
];
const times = [
  'every Friday',
  'right now',
  'this quarter',
  'before renewal',
  'most weeks',
  'since last year',
  'during peak season',
];
const questions = [
  (topic) => `How does ${topic} work for you today?`,
  (topic) => `What would it take to sort out ${topic}?`,
  (topic) => `Who else needs to weigh in on ${topic}?`,
  (topic) => `Can you walk me through ${topic}?`,
  (topic) => `What happens to ${topic} if nothing changes?`,
];

/** Small seeded generator (mulberry32) so a seed always gives the same call. */
export function seededRandom(seed) {
  let state = 0;
  for (const char of String(seed)) state = (Math.imul(state, 31) + char.charCodeAt(0)) | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sentence(random) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  if (random() < 0.3) return pick(questions)(pick(topics));
  const statement = `${pick(teams)} ${pick(verbs)} ${pick(topics)} ${pick(times)}.`;
  const opened = random() < 0.4 ? `${pick(openers)} ${statement}` : statement;
  return opened.charAt(0).toUpperCase() + opened.slice(1);
}

/** Turns alternating between "You" and the prospect, about `minutes` long when played at speed 1. */
export function syntheticCall({ minutes, seed }) {
  const random = seededRandom(seed);
  const turns = [];
  let durationMs = 0;
  while (durationMs < minutes * 60_000) {
    // Mostly a sentence or two; now and then a longer explanation.
    const sentences = random() < 0.1 ? 4 + Math.floor(random() * 5) : 1 + Math.floor(random() * 2);
    const text = Array.from({ length: sentences }, () => sentence(random)).join(' ');
    turns.push({ speaker: turns.length % 2 === 0 ? 'You' : PROSPECT, text });
    durationMs += (text.split(' ').length / WORDS_PER_MINUTE) * 60_000 + AVERAGE_TURN_PAUSE_MS;
  }
  return turns;
}

// English: the engine's first language; every other catalog says what this one says.
import type { Phrases } from './types.ts';

const plural = (n: number, word: string) => (n === 1 ? word : `${word}s`);
const count = (n: number, word: string) => `${n} ${plural(n, word)}`;

export const en: Phrases = {
  quoteMarks: ['"', '"'],
  and: ' and ',
  comma: ', ',
  words: 'words',
  kinds: { price: 'price', timing: 'timing', competitor: 'competitor', authority: 'authority', need: 'need' },
  replies: {
    price:
      'Acknowledge the budget concern, then tie the price to the cost of the problem: ask what it costs them today and offer a smaller first step.',
    timing:
      'Ask what makes now the wrong time and what would change by then; offer a light next step that keeps momentum without a big commitment.',
    competitor:
      'Ask what they like about their current option and where it falls short; show the one difference that matters for their case.',
    authority:
      'Ask who else is involved and what they will care about; offer to prepare a short summary or join the conversation with them.',
    need: 'Ask how they handle this today and what happens when it goes wrong; connect one concrete outcome to something they said earlier.',
  },
  objection: (speaker, kind, quote) =>
    `${speaker} raised ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} objection (${quote}).`,
  answer: (askers, _several, quotes) => `Answer what ${askers} asked: ${quotes}`,
  moodTurned: 'The mood has turned negative: pause, name the concern you hear, and ask what matters most to them.',
  talkShare: (percent) => `You are talking ${percent}% of the time: ask an open question and listen.`,
  monologue: (words) => `Your longest stretch was ${words} words: break long explanations with a check-in question.`,
  nextStep: 'Before the call ends, propose one concrete next step with a date, for example a follow-up call next week.',
  keepGoing: 'Keep going: ask an open question about their goals and what success looks like.',
  recap: {
    nobodySpoke: 'Nobody has spoken yet.',
    spoke: (names, _speakers, lines) => `${names} spoke (${count(lines, 'line')}).`,
    decisions: (n) => `${count(n, 'decision')} made.`,
    nextSteps: (n, owners) => `${count(n, 'next step')}${owners ? `, owned by ${owners}` : ''}.`,
    noNextStep: 'No next step was agreed.',
    objections: (n, kinds, unanswered) =>
      `${count(n, 'objection')} (${kinds.join(', ')})${unanswered > 0 ? `, ${unanswered} not answered` : ', all answered'}.`,
    openQuestions: (n) => `${count(n, 'question')} still open.`,
    more: (n) => `${n} more`,
  },
};

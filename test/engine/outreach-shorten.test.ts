// Shorten never returns text over the limit, never cuts a word in half, and keeps the greeting and
// the call to action where they fit (issue 10, section 2): properties over random texts and limits.
import { describe, expect, it } from 'vitest';
import { shortenText } from '../../proxy/engine/outreach/shorten.ts';
import { random, type Random } from '../support/random.ts';

const GREETINGS = ['Hi Sam,', 'Hello Dana Whitfield,', 'Hey team!', 'Dear Ms Okafor,', 'Good morning Lars,'];
const ASKS = [
  'Would you be open to a 15-minute call next week?',
  'Are you open to a quick chat?',
  'Would you be open to connecting?',
  'Let me know if Tuesday works.',
  'Book a time here: https://cal.example/sam?week=next',
];
/** Words that break naive splitting: decimals, links, abbreviations, hyphens, accents, emoji, a very long word. */
const WORDS = [
  'we',
  'could',
  'start',
  'the',
  'pilot',
  'next',
  'quarter',
  'with',
  'twenty',
  'seats',
  'really',
  'just',
  'very',
  '3.5%',
  'e.g.',
  'https://acme.example/a.b?c=d',
  'just-in-time',
  'São',
  'Paulo',
  'Kraków',
  'déjà-vu',
  '🚚',
  'U.S.',
  'co-founder',
  "O'Brien's",
  'not',
  'really',
  'Northwind',
  'supercalifragilisticexpialidocious-logistics',
];

/** A sentence and what follows it: without a full stop only a line break ends it. */
function sentence(r: Random): string {
  const words = Array.from({ length: r.int(2, 14) }, () => r.pick(WORDS));
  words[0] = words[0]!.charAt(0).toUpperCase() + words[0]!.slice(1);
  const end = r.pick(['.', '.', '!', '', '...']);
  return `${words.join(' ')}${end}${end ? r.pick([' ', ' ', '\n', '\n\n', '  \t']) : '\n'}`;
}

interface Sample {
  text: string;
  greeting?: string;
  ask?: string;
}

function sample(r: Random): Sample {
  const greeting = r.chance(0.7) ? r.pick(GREETINGS) : undefined;
  const ask = r.chance(0.8) ? r.pick(ASKS) : undefined;
  let text = greeting ? `${greeting}${r.pick([' ', '\n', '\n\n'])}` : '';
  text += Array.from({ length: r.int(ask || greeting ? 0 : 1, 8) }, () => sentence(r)).join('');
  if (ask) text += ask;
  return { text: text.trim(), greeting, ask };
}

const tokens = (text: string) => text.split(/\s+/).filter(Boolean);

describe('shorten, over 2,000 random texts and limits', () => {
  const cases = Array.from({ length: 2_000 }, (_, seed) => {
    const r = random(seed + 1);
    const s = sample(r);
    return { seed: seed + 1, ...s, limit: r.int(1, s.text.length + 10) };
  });

  it('never returns text over the limit', () => {
    for (const c of cases) expect(shortenText(c.text, c.limit).length, `seed ${c.seed}`).toBeLessThanOrEqual(c.limit);
  });

  it('never cuts a word in half: every word it returns is a whole word of the input', () => {
    for (const c of cases) {
      const source = new Set(tokens(c.text));
      for (const word of tokens(shortenText(c.text, c.limit)))
        expect(source.has(word), `seed ${c.seed}: ${word}`).toBe(true);
    }
  });

  it('keeps the greeting and the call to action when both fit', () => {
    let checked = 0;
    for (const c of cases) {
      if (!c.greeting || !c.ask || `${c.greeting} ${c.ask}`.length > c.limit) continue;
      const text = shortenText(c.text, c.limit);
      expect(text.startsWith(c.greeting), `seed ${c.seed}: ${text}`).toBe(true);
      expect(text.endsWith(c.ask), `seed ${c.seed}: ${text}`).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('keeps the call to action over the greeting when only one fits', () => {
    let checked = 0;
    for (const c of cases) {
      if (!c.greeting || !c.ask || `${c.greeting} ${c.ask}`.length <= c.limit || c.ask.length > c.limit) continue;
      expect(shortenText(c.text, c.limit), `seed ${c.seed}`).toBe(c.ask);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('returns the text unchanged (spacing tidied) when it fits, and never returns nothing when a word fits', () => {
    for (const c of cases) {
      const text = shortenText(c.text, c.limit);
      const tidy = c.text
        .replace(/[ \t]+/g, ' ')
        .replace(/ ?\n ?/g, '\n')
        .replace(/\n{3,}/g, '\n\n');
      if (tidy.length <= c.limit) expect(text, `seed ${c.seed}`).toBe(tidy);
      if (tokens(c.text)[0]!.length <= c.limit) expect(text.length, `seed ${c.seed}`).toBeGreaterThan(0);
    }
  });
});

describe('shorten, examples', () => {
  const note =
    'Hi Dana,\n\nYour rollout of electric vans at Northwind stood out. I actually work on route planning. It is really used by many teams. We cut failed deliveries by 18% for Carto.\n\nWould you be open to a quick call next week?\n\nBest,\nAlex';

  it('drops the sign-off first, then sentences from the middle, and keeps the line breaks while they fit', () => {
    expect(shortenText(note, note.length - 1)).toBe(
      'Hi Dana,\n\nYour rollout of electric vans at Northwind stood out. I work on route planning. It is used by many teams. We cut failed deliveries by 18% for Carto.\n\nWould you be open to a quick call next week?\n\nBest,\nAlex',
    );
    expect(shortenText(note, 180)).toBe(
      'Hi Dana,\n\nYour rollout of electric vans at Northwind stood out. I work on route planning. We cut failed deliveries by 18% for Carto.\n\nWould you be open to a quick call next week?',
    );
  });

  it('keeps "not very" together: dropping filler must not flip the meaning', () => {
    expect(shortenText('Hi Sam, it is not very hard and it is really quick. Would you be open to a call?', 75)).toBe(
      'Hi Sam, it is not very hard and it is quick. Would you be open to a call?',
    );
  });
});

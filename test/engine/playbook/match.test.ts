import { describe, expect, it } from 'vitest';
import type { TranscriptMessage } from '../../../lib/api/contract.ts';
import { PlaybookFile } from '../../../lib/api/playbook.ts';
import { battlecardText, matchPlaybook, mentionPattern } from '../../../proxy/engine/playbook/match.ts';

const playbook = PlaybookFile.parse({
  version: 1,
  name: 'Fleet sales',
  objections: [
    {
      id: 'price-too-high',
      kind: 'price',
      title: 'Too expensive',
      examples: ['That is more than we budgeted', 'The price is too high for us'],
      answer: 'Tie the price to the hours of dispatch it saves.',
      source: 'https://wiki.example.com/price',
    },
    {
      id: 'price-freeze',
      kind: 'price',
      title: 'Budget freeze',
      examples: ['Our budget is frozen until next year', 'Finance froze all new spending'],
      answer: 'Offer a pilot paid from the operations budget.',
    },
    {
      id: 'timing-season',
      kind: 'timing',
      title: 'Busy season',
      examples: ['We are in peak season, come back in January'],
      answer: 'Offer onboarding after the season.',
    },
    {
      id: 'security-review',
      kind: 'other',
      title: 'Security review',
      examples: ['We need your SOC 2 report before any security review'],
      answer: 'Send the SOC 2 report and the security overview.',
    },
  ],
  competitors: [
    {
      id: 'routelogic',
      name: 'RouteLogic',
      aliases: ['RL', 'Route Logic'],
      differentiators: ['Live ETAs for customers'],
      landmines: ['Ask how they handle driver swaps'],
    },
  ],
  procedures: [
    {
      id: 'refund',
      title: 'Refund a double charge',
      examples: ['I was charged twice this month', 'there are two charges on my card'],
      steps: ['Check the invoice'],
      reply: 'Sorry about the double charge: I have refunded it.',
    },
  ],
  checklist: {
    framework: 'MEDDICC',
    items: [
      {
        id: 'metrics',
        label: 'Metrics',
        ask: 'How will you measure success?',
        examples: ['we measure success by on-time deliveries', 'success means fewer late trucks'],
      },
      {
        id: 'champion',
        label: 'Champion',
        ask: 'Who will push for this internally?',
        examples: ['I will champion this internally'],
      },
    ],
  },
});

const said = (speakerName: string, content: string): TranscriptMessage => ({
  speakerRole: 'user',
  speakerName,
  content,
});

describe('matchPlaybook', () => {
  it("picks the closest entry of the kind the detector found, in the other participant's words", () => {
    const found = matchPlaybook(
      playbook,
      [said('Jo', 'Honestly our budget is frozen until the new fiscal year.')],
      'Alex',
    );
    expect(found.playbook.map((m) => m.id)).toEqual(['price-freeze']);
    expect(found.playbook[0]).toMatchObject({
      type: 'objection',
      title: 'Budget freeze',
      answer: 'Offer a pilot paid from the operations budget.',
      speakerName: 'Jo',
      quote: 'Honestly our budget is frozen until the new fiscal year.',
    });
  });

  it('carries the source and the whole line verbatim as the quote', () => {
    const line = 'Thanks for the demo. That is way more than we budgeted for this.';
    const [match] = matchPlaybook(playbook, [said('Jo', line)], 'Alex').playbook;
    expect(match).toMatchObject({ id: 'price-too-high', source: 'https://wiki.example.com/price', quote: line });
  });

  it('ignores objections the coached person voices', () => {
    expect(matchPlaybook(playbook, [said('Alex', 'I know it is more than you budgeted.')], 'Alex').playbook).toEqual(
      [],
    );
  });

  it('reports no objection when the topic is turned round', () => {
    expect(matchPlaybook(playbook, [said('Jo', "Price isn't really the issue for us.")], 'Alex').playbook).toEqual([]);
  });

  it('matches a procedure described in other words by meaning, and not a nearby question', () => {
    const refund = (content: string) =>
      matchPlaybook(playbook, [{ speakerRole: 'user', speakerName: 'Dana', content }], 'Priya').playbook.map(
        (m) => m.id,
      );
    // No example says "billed" or "two times": the words' meanings carry it.
    expect(refund('the card got billed two times for the same invoice')).toEqual(['refund']);
    expect(refund('can you send me the invoice for March')).toEqual([]);
  });

  it('matches an entry of kind "other" only when said much like its examples', () => {
    const close = matchPlaybook(
      playbook,
      [said('Jo', 'We would need your SOC 2 report before the security review.')],
      'Alex',
    );
    expect(close.playbook.map((m) => m.id)).toEqual(['security-review']);
    const far = matchPlaybook(playbook, [said('Jo', 'Our security team likes the dashboard.')], 'Alex');
    expect(far.playbook).toEqual([]);
  });

  it("matches a competitor's first mention by anyone, by name or alias, as a whole word", () => {
    const found = matchPlaybook(
      playbook,
      [
        said('Alex', 'Around the world, fleets are switching.'),
        said('Alex', 'Have you looked at RL?'),
        said('Jo', 'Yes, RouteLogic quoted us too.'),
      ],
      'Alex',
    );
    const competitors = found.playbook.filter((m) => m.type === 'competitor');
    expect(competitors).toEqual([
      {
        id: 'routelogic',
        type: 'competitor',
        title: 'RouteLogic',
        answer: 'Differentiators:\n- Live ETAs for customers\nLandmines:\n- Ask how they handle driver swaps',
        speakerName: 'Alex',
        quote: 'Have you looked at RL?',
      },
    ]);
  });

  it('lists each entry once, in order of first match', () => {
    const found = matchPlaybook(
      playbook,
      [
        said('Jo', "We're in peak season, so nothing new until January."),
        said('Jo', 'I was charged twice this month, by the way.'),
        said('Jo', 'And the peak season point stands: not before January.'),
        said('Jo', 'Also, that is more than we budgeted.'),
      ],
      'Alex',
    );
    expect(found.playbook.map((m) => m.id)).toEqual(['timing-season', 'refund', 'price-too-high']);
    expect(found.playbook[1]).toMatchObject({
      type: 'procedure',
      answer: 'Sorry about the double charge: I have refunded it.',
    });
  });

  it('covers a checklist item with the first answer that gives its information, and leaves the rest open', () => {
    const found = matchPlaybook(
      playbook,
      [
        said('Alex', 'How will you measure success?'),
        said('Jo', 'Mostly we measure success by on-time deliveries.'),
        said('Jo', 'We also measure success by on-time deliveries per driver.'),
      ],
      'Alex',
    );
    expect(found.checklist).toEqual({
      framework: 'MEDDICC',
      items: [
        {
          id: 'metrics',
          label: 'Metrics',
          ask: 'How will you measure success?',
          covered: true,
          quote: 'Mostly we measure success by on-time deliveries.',
        },
        { id: 'champion', label: 'Champion', ask: 'Who will push for this internally?', covered: false },
      ],
    });
  });

  it('has no checklist when the playbook has none, and skips earlier guidance', () => {
    const bare = PlaybookFile.parse({ version: 1 });
    expect(matchPlaybook(bare, [said('Jo', 'Too expensive.')], 'Alex')).toEqual({ playbook: [] });
    const guidance: TranscriptMessage = {
      speakerRole: 'assistant',
      speakerName: 'Sidecue',
      content: 'RouteLogic came up.',
    };
    expect(matchPlaybook(playbook, [guidance], 'Alex').playbook).toEqual([]);
  });
});

describe('mentionPattern and battlecardText', () => {
  it('finds a name with a full stop in it, which the sentence splitter would cut', () => {
    const file = PlaybookFile.parse({
      version: 1,
      competitors: [
        { id: 'dispatchly', name: 'Dispatchly', aliases: ['Dispatch.ly'], differentiators: ['Time windows'] },
      ],
    });
    const found = matchPlaybook(
      file,
      [{ speakerRole: 'user', speakerName: 'Dana', content: 'we had a short call with Dispatch.ly but no' }],
      'Priya',
    );
    expect(found.playbook.map((m) => m.id)).toEqual(['dispatchly']);
  });

  it('finds names in any case and spacing, never inside a word', () => {
    const pattern = mentionPattern(['Route Logic', 'RL']);
    expect(pattern.test('we use route  logic today')).toBe(true);
    expect(pattern.test('rl is cheaper')).toBe(true);
    expect(pattern.test('the world is large')).toBe(false);
    expect(pattern.test('RLX is different')).toBe(false);
  });

  it('writes only the parts a competitor has', () => {
    expect(battlecardText([], ['Ask about support'])).toBe('Landmines:\n- Ask about support');
  });
});

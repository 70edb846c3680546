import { describe, expect, it } from 'vitest';
import type { Recap } from '../../lib/api/recap';
import { followUpInput, mailtoUrl } from '../../lib/outreach/follow-up';
import { ABOUT_ME_LABEL } from '../../lib/outreach/requests';

const recap: Recap = {
  summary: ['We agreed on a pilot.'],
  decisions: [{ text: 'Pilot in Berlin', quote: 'q1' }],
  nextSteps: [
    { text: 'Send the proposal', quote: 'q2', owner: 'Alex', due: 'by Friday' },
    { text: 'Book a demo', quote: 'q3' },
  ],
  openQuestions: [{ text: 'Who signs off?', quote: 'q4', speakerName: 'Jordan' }],
  objections: [],
};

describe('the follow-up', () => {
  it('is written from who was there, the summary, decisions, next steps with who and when, open questions, then the offer', () => {
    const prepared = followUpInput(recap, ['Jordan Lee'], 'I run Forecastly.');
    expect(prepared).toEqual({
      ok: true,
      input: [
        'Follow-up to our conversation with Jordan Lee.',
        'We agreed on a pilot.',
        '',
        'Decisions:',
        '- Pilot in Berlin',
        '',
        'Next steps:',
        '- Send the proposal · Owner: Alex · Due: by Friday',
        '- Book a demo',
        '',
        'Open questions:',
        '- Who signs off?',
        '',
        ABOUT_ME_LABEL,
        'I run Forecastly.',
      ].join('\n'),
    });
  });

  it('opens in a mail app with subject and body percent-encoded, line breaks as CRLF', () => {
    expect(mailtoUrl('Pilot & next steps?', 'Hi Jordan,\n\n50% off = yes #1')).toBe(
      'mailto:?subject=Pilot%20%26%20next%20steps%3F&body=Hi%20Jordan%2C%0D%0A%0D%0A50%25%20off%20%3D%20yes%20%231',
    );
    expect(mailtoUrl('', 'Body only')).toBe('mailto:?body=Body%20only');
    expect(mailtoUrl('  ', '')).toBe('mailto:');
    // Whatever was typed, the address stays one mailto: with only these two fields.
    const url = new URL(mailtoUrl('a&body=evil', 'x&subject=y'));
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
    expect(url.searchParams.get('subject')).toBe('a&body=evil');
  });
});

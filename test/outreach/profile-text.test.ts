import { describe, expect, it } from 'vitest';
import { formatProfile } from '../../lib/outreach/profile-text';
import { ada, bob } from './fixtures';

describe('profile text', () => {
  it('writes each fact on a labelled line, lists under their heading, whitespace from the page made one line', () => {
    expect(formatProfile(ada)).toBe(
      [
        'Name: Ada Lovelace',
        'Headline: Head of Analytics at Engines Ltd',
        'Location: London, England',
        'Current role: Head of Analytics at Engines Ltd',
        'About: I turn numbers into decisions.',
        'Experience:',
        '- Head of Analytics, Engines Ltd (Jan 2022 - Present · 2 yrs): Leads a team of 12 analysts.',
        '- Analyst, Babbage & Co',
        'Education:',
        '- University of London, BSc Mathematics',
        '- Home schooling',
        'Recent activity:',
        '- Posted: why forecasts fail',
      ].join('\n'),
    );
  });

  it('leaves out what the page did not show, headings of empty lists included', () => {
    expect(formatProfile(bob)).toBe(
      ['Name: Bob Stone', 'Headline: Founder', 'Experience:', '- Founder, Stone Works'].join('\n'),
    );
  });

  it('names a role without a company, or a company without a role, on its own', () => {
    expect(formatProfile({ ...bob, currentRole: 'Founder' })).toContain('Current role: Founder\n');
    expect(formatProfile({ ...bob, currentCompany: 'Stone Works' })).toContain('Current company: Stone Works\n');
  });
});

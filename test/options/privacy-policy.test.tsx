// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrivacyPolicy } from '../../components/PrivacyPolicy';

describe('the privacy policy page', () => {
  it('reads as the policy: each question a section, its answers from the messages file, codes as code', () => {
    render(<PrivacyPolicy />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sidecue privacy policy');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Who receives your data',
      'What Sidecue reads',
      'What is sent, and when',
      'What is kept, and for how long',
      'Your choices',
    ]);
    const read = screen.getByRole('region', { name: 'What Sidecue reads' });
    expect(within(read).getAllByRole('listitem')).toHaveLength(5);
    expect(within(read).getByText('/in/…').tagName).toBe('CODE');
    expect(read.textContent).toContain('LinkedIn: the profile page you have open (/in/…), to draft outreach.');
    expect(read.textContent).toContain('in incognito windows unless you allow Sidecue there.');
    const sent = screen.getByRole('region', { name: 'What is sent, and when' });
    expect(within(sent).getByText('[email]').tagName).toBe('CODE');
    expect(screen.getByRole('region', { name: 'Who receives your data' }).textContent).toContain(
      'The authors of Sidecue receive nothing',
    );
  });
});

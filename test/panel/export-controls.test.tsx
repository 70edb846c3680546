// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionView } from '../../components/SessionView';
import type { ExportDeps } from '../../lib/panel/export-deps';
import type { MeetingSession } from '../../lib/session/types';

afterEach(cleanup);

const session: MeetingSession = {
  tabId: 3,
  meeting: { platform: 'meet', title: 'Acme discovery', startedAt: 0, url: 'https://meet.google.com/abc' },
  captureState: 'captions_on',
  captureStateAt: 0,
  utterances: [
    { id: 'u1', speakerName: 'Jordan Lee', text: 'What does it cost?', at: 1, source: 'caption', final: true },
  ],
  speakers: ['Jordan Lee'],
  guidance: [
    {
      id: 'g',
      at: 2,
      currentUser: 'Alex Rivera',
      guidance: { elaboration: 'Ask about budget', isSame: false },
      lastUtteranceId: 'u1',
    },
  ],
  analysis: { status: 'idle', conversationName: 'Acme pricing', conversationId: 'h1' },
};

function setup(copy: ExportDeps['copy'] = vi.fn(async () => undefined)) {
  const deps = { download: vi.fn(), copy };
  render(<SessionView session={session} send={vi.fn()} exportDeps={deps} />);
  return { deps, group: screen.getByRole('group', { name: 'Export' }), user: userEvent.setup() };
}

describe('"Export" in the panel', () => {
  it('downloads the live session as Markdown by default, and as JSON when chosen', async () => {
    const { deps, group, user } = setup();
    await user.click(within(group).getByRole('button', { name: 'Export' }));
    const [name, text, type] = deps.download.mock.calls[0]!;
    expect([name, type]).toEqual(['acme-pricing.md', 'text/markdown']);
    expect(text).toContain('# Acme pricing');
    expect(text).toContain('- **Jordan Lee**: What does it cost?');
    expect(within(group).getByRole('status').textContent).toBe('Downloaded acme-pricing.md.');

    await user.selectOptions(within(group).getByRole('combobox', { name: 'Format' }), 'json');
    await user.click(within(group).getByRole('button', { name: 'Export' }));
    const [jsonName, json, jsonType] = deps.download.mock.calls[1]!;
    expect([jsonName, jsonType]).toEqual(['acme-pricing.json', 'application/json']);
    expect(JSON.parse(json)).toMatchObject({
      format: 'sidecue-conversation',
      version: 1,
      guidance: [{ elaboration: 'Ask about budget' }],
    });
  });

  it('copies the chosen format and says so; a refused clipboard is said in words', async () => {
    const { deps, group, user } = setup();
    await user.click(within(group).getByRole('button', { name: 'Copy' }));
    expect(deps.copy).toHaveBeenCalledWith(expect.stringContaining('# Acme pricing'));
    expect((await within(group).findByRole('status')).textContent).toBe('Copied as Markdown.');
    cleanup();

    const refused = setup(vi.fn(async () => Promise.reject(new Error('denied'))));
    await refused.user.click(within(refused.group).getByRole('button', { name: 'Copy' }));
    expect((await within(refused.group).findByRole('alert')).textContent).toContain('Could not copy');
  });
});

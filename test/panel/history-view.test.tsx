// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HistoryView } from '../../components/HistoryView';
import type { HistoryDeps } from '../../lib/panel/history-deps';
import type { ApiClient } from '../../lib/api/client';
import type { Conversation } from '../../lib/api/contract';
import { ApiError } from '../../lib/api/errors';
import { createHistoryIndex, type HistoryEntry } from '../../lib/history/local-index';

afterEach(cleanup);
beforeEach(() => fakeBrowser.reset());

const entries: HistoryEntry[] = [
  { id: 'h-old', name: 'Beta review', platform: 'zoom', savedAt: Date.UTC(2026, 10, 20), analyses: 1 },
  { id: 'h-new', name: 'Acme discovery', platform: 'meet', savedAt: Date.UTC(2026, 10, 23), analyses: 2 },
];

const acme: Conversation = {
  id: 'h-new',
  name: 'Acme discovery',
  createdAt: '2026-11-23T14:00:00.000Z',
  analyses: [
    {
      analysisJsonOpenai: { elaboration: 'Ask about their budget', objections: [] },
      lastMessage: { speakerRole: 'user', speakerName: 'Jordan Lee', content: 'What does it cost?' },
      createdAt: '2026-11-23T14:01:00.000Z',
    },
    { analysisJsonOpenai: { elaboration: 'Propose a pilot' }, lastMessage: null },
  ],
};

function fakeClient(
  overrides: Partial<
    Record<'getConversation' | 'renameConversation' | 'deleteConversation', ReturnType<typeof vi.fn>>
  > = {},
) {
  return {
    getConversation: vi.fn(async () => acme),
    renameConversation: vi.fn(async (id: string, name: string) => ({ id, name })),
    deleteConversation: vi.fn(async (id: string) => ({ id, deleted: true as const })),
    ...overrides,
  };
}

async function setup(client = fakeClient()) {
  const index = createHistoryIndex(fakeBrowser.storage.local);
  for (const entry of entries) await index.added(entry);
  const download = vi.fn();
  const deps: HistoryDeps = {
    index,
    client: async () => client as unknown as ApiClient,
    exportDeps: { download, copy: vi.fn() },
    now: () => 0,
  };
  render(<HistoryView deps={deps} />);
  const list = await screen.findByRole('list', { name: 'Saved conversations' });
  return { index, client, download, list, user: userEvent.setup() };
}

const names = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('History', () => {
  it('lists the saved conversations newest first with platform, date and number of analyses, searchable by name', async () => {
    const { list, user } = await setup();
    expect(screen.getByRole('heading', { level: 1, name: 'History' })).toBeTruthy();
    expect(names(list)).toEqual(['Acme discovery', 'Beta review']);
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toMatch(/Google Meet · .+ · 2 analyses/);
    expect(within(list).getAllByRole('listitem')[1]!.textContent).toMatch(/Zoom · .+ · 1 analysis$/);
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'BETA');
    expect(names(list)).toEqual(['Beta review']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'zzz');
    expect(list.textContent).toBe('No saved conversation matches “zzz”.');
  });

  it('says when nothing was saved yet', async () => {
    render(<HistoryView deps={{ index: createHistoryIndex(fakeBrowser.storage.local), client: vi.fn() }} />);
    expect((await screen.findByRole('list', { name: 'Saved conversations' })).textContent).toBe(
      'No saved conversations yet.',
    );
  });

  it('follows the index as the background adds to it', async () => {
    const index = createHistoryIndex(fakeBrowser.storage.local);
    let changed: () => void = () => undefined;
    render(
      <HistoryView
        deps={{
          index,
          client: vi.fn(),
          watch: (listener) => {
            changed = listener;
            return () => undefined;
          },
        }}
      />,
    );
    const list = await screen.findByRole('list', { name: 'Saved conversations' });
    await act(async () => {
      await index.added(entries[1]!);
      changed();
    });
    expect(await within(list).findByRole('button', { name: 'Acme discovery' })).toBeTruthy();
  });

  it('opens one from the service: each saved analysis, its elaboration first, then the last message it recorded', async () => {
    const { list, client, user } = await setup();
    await user.click(within(list).getByRole('button', { name: 'Acme discovery' }));
    const opened = await screen.findByRole('article', { name: 'Acme discovery' });
    expect(client.getConversation).toHaveBeenCalledWith('h-new');
    const analyses = within(within(opened).getByRole('list', { name: 'Saved analyses' })).getAllByRole('article');
    expect(analyses).toHaveLength(2);
    const [first, second] = analyses.map((a) => a.querySelectorAll('p'));
    expect(first![0]!.textContent).toBe('Ask about their budget');
    expect(first![1]!.textContent).toBe('Last message: Jordan Lee: What does it cost?');
    expect(second![0]!.textContent).toBe('Propose a pilot');
    expect(within(opened).getByText('h-new')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to History' }));
    expect(screen.getByRole('list', { name: 'Saved conversations' })).toBeTruthy();
  });

  it('lists the playbook entries the saved analyses matched, and their checklist', async () => {
    const match = {
      id: 'price-budget',
      type: 'objection',
      title: 'Over budget',
      answer: 'Ask what the budget covers.',
      speakerName: 'Jordan Lee',
      quote: 'More than we budgeted.',
    };
    const checklist = {
      framework: 'MEDDICC',
      items: [{ id: 'm', label: 'Metrics', ask: 'How many?', covered: false }],
    };
    const withPlaybook: Conversation = {
      ...acme,
      analyses: [
        { analysisJsonOpenai: { elaboration: 'a', playbook: [match], checklist } },
        { analysisJsonOpenai: { elaboration: 'b', playbook: [match] } },
      ],
    };
    const { list, user } = await setup(fakeClient({ getConversation: vi.fn(async () => withPlaybook) }));
    await user.click(within(list).getByRole('button', { name: 'Acme discovery' }));
    const matched = await screen.findByRole('region', { name: 'Playbook entries matched' });
    expect(
      within(matched)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Over budgetJordan Lee: "More than we budgeted."Ask what the budget covers.']);
    expect(screen.getByRole('region', { name: 'Checklist' }).textContent).toContain('Ask: How many?');
  });

  it('renames in place, on the service and in the list', async () => {
    const { list, client, index, user } = await setup();
    await user.click(within(list).getByRole('button', { name: 'Acme discovery' }));
    await screen.findByRole('article', { name: 'Acme discovery' });
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const field = screen.getByRole('textbox', { name: 'New name' });
    await user.clear(field);
    await user.type(field, 'Acme pricing{Enter}');
    expect(client.renameConversation).toHaveBeenCalledWith('h-new', 'Acme pricing');
    expect(await screen.findByRole('heading', { level: 2, name: 'Acme pricing' })).toBeTruthy();
    expect((await index.load()).find((e) => e.id === 'h-new')?.name).toBe('Acme pricing');
  });

  it('deletes only after a confirmation that says its analyses are deleted too', async () => {
    const { list, client, index, user } = await setup();
    await user.click(within(list).getByRole('button', { name: 'Acme discovery' }));
    await screen.findByRole('article', { name: 'Acme discovery' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this conversation?' });
    expect(dialog.textContent).toContain(
      'Delete “Acme discovery”? Its 2 analyses saved on the service are deleted too.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(client.deleteConversation).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(client.deleteConversation).toHaveBeenCalledWith('h-new');
    expect((await screen.findByRole('status')).textContent).toBe('Deleted “Acme discovery” and its saved analyses.');
    expect(names(screen.getByRole('list', { name: 'Saved conversations' }))).toEqual(['Beta review']);
    expect((await index.load()).map((e) => e.id)).toEqual(['h-old']);
  });

  it('shows a conversation deleted elsewhere as gone once and drops it from the index, asking the service once', async () => {
    const client = fakeClient({
      getConversation: vi.fn(async () => Promise.reject(new ApiError({ kind: 'not_found' }))),
    });
    const { list, index, user } = await setup(client);
    await user.click(within(list).getByRole('button', { name: 'Acme discovery' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(
      '“Acme discovery” no longer exists: it was deleted elsewhere, so it was removed from History.',
    );
    expect(names(screen.getByRole('list', { name: 'Saved conversations' }))).toEqual(['Beta review']);
    expect((await index.load()).map((e) => e.id)).toEqual(['h-old']);
    expect(client.getConversation).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('"Open by id": someone else\'s conversation is refused in words; one that may be opened is shown', async () => {
    const client = fakeClient({
      getConversation: vi.fn(async (id: string) => {
        if (id === 'theirs') throw new ApiError({ kind: 'forbidden' });
        return { ...acme, id, name: 'Shared call' };
      }),
    });
    const { user } = await setup(client);
    const form = screen.getByRole('form', { name: 'Open by id' });
    await user.type(within(form).getByRole('textbox', { name: 'Conversation id' }), 'theirs');
    await user.click(within(form).getByRole('button', { name: 'Open by id' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This conversation belongs to someone else.');

    await user.clear(within(form).getByRole('textbox', { name: 'Conversation id' }));
    await user.type(within(form).getByRole('textbox', { name: 'Conversation id' }), ' member-call ');
    await user.click(within(form).getByRole('button', { name: 'Open by id' }));
    expect(await screen.findByRole('article', { name: 'Shared call' })).toBeTruthy();
    expect(client.getConversation).toHaveBeenLastCalledWith('member-call');
  });

  it('exports an opened conversation as Markdown', async () => {
    const { list, download, user } = await setup();
    await user.click(within(list).getByRole('button', { name: 'Acme discovery' }));
    await screen.findByRole('article', { name: 'Acme discovery' });
    await user.click(within(screen.getByRole('group', { name: 'Export' })).getByRole('button', { name: 'Export' }));
    const [fileName, text] = download.mock.calls[0]!;
    expect(fileName).toBe('acme-discovery.md');
    expect(text).toContain('Ask about their budget');
    expect(text).toContain('## Last messages recorded');
  });

  it('says plainly when no proxy is set', async () => {
    const { list, user } = await setup();
    cleanup();
    const deps: HistoryDeps = {
      index: createHistoryIndex(fakeBrowser.storage.local),
      client: async () => Promise.reject(new ApiError({ kind: 'not_configured' })),
    };
    render(<HistoryView deps={deps} />);
    void list;
    await user.click(await screen.findByRole('button', { name: 'Acme discovery' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Sidecue needs a proxy to give guidance.');
  });
});

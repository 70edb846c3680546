// @vitest-environment jsdom
// History after a tab was closed: the conversation is listed, opens with its transcript, guidance and
// recap, is recapped there against a stand-in proxy on loopback, and exports with its recap.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HistoryView } from '../../components/HistoryView';
import { errorBody } from '../../lib/api/contract';
import type { Recap } from '../../lib/api/recap';
import { createClosedSessions } from '../../lib/history/closed-sessions';
import { browserHistoryDeps } from '../../lib/panel/history-deps';
import type { MeetingSession } from '../../lib/session/types';
import { defaultSettings, SETTINGS_KEY } from '../../lib/settings/schema';
import { sendJson, startLoopbackServer, type Handler } from '../support/http-server';

let answer: Handler = (_request, response) => sendJson(response, 500, errorBody('internal_error', 'no answer set'));
const proxy = await startLoopbackServer((request, response) => answer(request, response));
afterAll(() => proxy.close());

beforeEach(async () => {
  fakeBrowser.reset();
  proxy.received.length = 0;
  await fakeBrowser.storage.local.set({ [SETTINGS_KEY]: { ...defaultSettings, proxyUrl: proxy.url } });
});
afterEach(cleanup);

const recap: Recap = {
  summary: ['They agreed on a pilot.'],
  decisions: [],
  nextSteps: [{ text: 'Send the proposal', quote: 'I will send the proposal by Friday.', due: 'by Friday' }],
  openQuestions: [],
  objections: [],
};

const call: MeetingSession = {
  tabId: 4,
  meeting: {
    platform: 'meet',
    title: 'Acme discovery',
    startedAt: Date.UTC(2026, 10, 27, 9),
    url: 'https://meet.google.com/x',
  },
  captureState: 'ended',
  captureStateAt: 0,
  utterances: [
    { id: 'u1', speakerName: 'Jordan Lee', text: 'Can you send something?', at: 1, source: 'caption', final: true },
    {
      id: 'u2',
      speakerName: 'Alex Rivera',
      text: 'I will send the proposal by Friday.',
      at: 2,
      source: 'caption',
      final: true,
    },
  ],
  speakers: ['Jordan Lee', 'Alex Rivera'],
  currentUser: 'Alex Rivera',
  guidance: [
    {
      id: 'g1',
      at: 3,
      currentUser: 'Alex Rivera',
      guidance: { elaboration: 'Offer a pilot.', isSame: false },
      lastUtteranceId: 'u1',
    },
  ],
  analysis: { status: 'idle' },
};

describe('History after closing a tab', () => {
  it('lists the conversation, opens it with transcript and guidance, recaps it there and exports the recap', async () => {
    answer = (_request, response) => sendJson(response, 200, recap);
    const closed = createClosedSessions({ session: fakeBrowser.storage.session, local: fakeBrowser.storage.local });
    const entry = await closed.keep(call, Date.UTC(2026, 10, 27, 10), false);
    const download = vi.fn();
    render(<HistoryView deps={{ ...browserHistoryDeps(), exportDeps: { download, copy: vi.fn() } }} />);
    const list = await screen.findByRole('list', { name: 'Conversations from closed tabs' });
    expect(list.textContent).toContain('kept until the browser closes');
    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: entry.name }));

    const opened = await screen.findByRole('article', { name: entry.name });
    expect(within(opened).getByRole('log', { name: 'Transcript' }).textContent).toContain('Can you send something?');
    expect(opened.textContent).toContain('Offer a pilot.');
    const region = within(opened).getByRole('region', { name: 'Recap' });
    expect(region.textContent).toContain('No recap yet');

    await user.click(within(region).getByRole('button', { name: 'Recap now' }));
    expect(await within(region).findByText('Send the proposal')).toBeTruthy();
    expect(JSON.parse(proxy.received[0]!.body).transcript).toHaveLength(2);
    // Kept with the closed conversation: it is there when opened again.
    expect((await closed.get(entry.id))?.recap?.recap.nextSteps[0]?.due).toBe('by Friday');
    await user.click(within(region).getByRole('button', { name: '“I will send the proposal by Friday.”' }));
    expect(opened.querySelector('[aria-current="true"]')?.textContent).toContain('I will send the proposal');

    await user.selectOptions(within(opened).getByRole('combobox', { name: 'Format' }), 'json');
    await user.click(within(opened).getByRole('button', { name: 'Export' }));
    const [, text] = download.mock.calls[0]!;
    expect(JSON.parse(text as string).recap.nextSteps[0].text).toBe('Send the proposal');
  });

  it('says in words why the recap could not be had', async () => {
    answer = (_request, response) => sendJson(response, 503, errorBody('service_unavailable', 'down'));
    const closed = createClosedSessions({ session: fakeBrowser.storage.session, local: fakeBrowser.storage.local });
    const entry = await closed.keep(call, 5, true);
    render(<HistoryView deps={browserHistoryDeps()} />);
    const list = await screen.findByRole('list', { name: 'Conversations from closed tabs' });
    expect(list.textContent).toContain('kept for the days set in the options');
    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: entry.name }));
    const region = await screen.findByRole('region', { name: 'Recap' });
    await user.click(within(region).getByRole('button', { name: 'Recap now' }));
    expect((await within(region).findByRole('alert')).textContent).not.toBe('');
  });
});

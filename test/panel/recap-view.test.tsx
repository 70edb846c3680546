// @vitest-environment jsdom
// The Recap region in the Guidance tab, and Draft follow-up against a stand-in proxy on loopback
// (a real HTTP server) through the real client; only the clipboard is stood in for.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionView } from '../../components/SessionView';
import { errorBody } from '../../lib/api/contract';
import type { Recap } from '../../lib/api/recap';
import { ABOUT_ME_LABEL } from '../../lib/outreach/requests';
import { browserOutreachDeps, type OutreachDeps } from '../../lib/panel/outreach-deps';
import type { MeetingSession, SessionRecap } from '../../lib/session/types';
import { defaultSettings } from '../../lib/settings/schema';
import { sendJson, startLoopbackServer, type Handler } from '../support/http-server';

let answer: Handler = (_request, response) => sendJson(response, 500, errorBody('internal_error', 'no answer set'));
const proxy = await startLoopbackServer((request, response) => answer(request, response));
afterAll(() => proxy.close());
const sent = (path: string) =>
  proxy.received.filter((r) => r.path === path).map((r) => JSON.parse(r.body) as Record<string, unknown>);

const copy = vi.fn<OutreachDeps['copy']>(async () => undefined);
const outreachDeps = { ...browserOutreachDeps, copy };
const settings = { ...defaultSettings, proxyUrl: proxy.url, aboutMe: 'I run Forecastly.' };

beforeEach(() => {
  fakeBrowser.reset();
  proxy.received.length = 0;
  copy.mockClear();
});
afterEach(cleanup);

const recap: Recap = {
  summary: ['Alex Rivera and Jordan Lee agreed on a pilot.'],
  decisions: [{ text: 'Start with a pilot', quote: "Let's start with a pilot." }],
  nextSteps: [
    { text: 'Send the proposal', quote: 'I will send the proposal by Friday.', owner: 'Alex Rivera', due: 'by Friday' },
    { text: 'Book a demo', quote: 'Someone should book a demo.' },
  ],
  openQuestions: [{ text: 'Who signs off?', quote: 'Who signs off on this?', speakerName: 'Jordan Lee' }],
  objections: [
    {
      text: 'Price above budget',
      quote: 'That is more than we budgeted.',
      kind: 'price',
      speakerName: 'Jordan Lee',
      answered: true,
      answerQuote: 'The pilot costs less.',
    },
  ],
};

const kept: SessionRecap = {
  recap,
  lines: {
    "Let's start with a pilot.": 'u1',
    'I will send the proposal by Friday.': 'u2',
    'Who signs off on this?': 'u3',
    'That is more than we budgeted.': 'u4',
    'The pilot costs less.': 'u5',
  },
  at: Date.UTC(2026, 10, 27, 10, 0),
  lastUtteranceId: 'u5',
};

function session(overrides: Partial<MeetingSession> = {}): MeetingSession {
  const line = (id: string, speakerName: string, text: string) => ({
    id,
    speakerName,
    text,
    at: 1,
    source: 'caption' as const,
    final: true,
  });
  return {
    tabId: 3,
    meeting: { platform: 'meet', title: 'Acme discovery', startedAt: 0, url: 'https://meet.google.com/abc' },
    captureState: 'captions_on',
    captureStateAt: 0,
    utterances: [
      line('u1', 'Jordan Lee', "Let's start with a pilot."),
      line('u2', 'Alex Rivera', 'I will send the proposal by Friday.'),
      line('u3', 'Jordan Lee', 'Who signs off on this?'),
      line('u4', 'Jordan Lee', 'That is more than we budgeted.'),
      line('u5', 'Alex Rivera', 'The pilot costs less.'),
    ],
    speakers: ['Jordan Lee', 'Alex Rivera'],
    currentUser: 'Alex Rivera',
    guidance: [],
    analysis: { status: 'idle' },
    ...overrides,
  };
}

const region = () => screen.getByRole('region', { name: 'Recap' });

describe('the Recap region', () => {
  it('shows each section under its heading, owners and dates, and whether objections were answered', () => {
    render(<SessionView session={session({ recap: kept })} send={vi.fn()} settings={settings} />);
    const headings = within(region())
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['Summary', 'Decisions', 'Next steps', 'Open questions', 'Objections']);
    const part = (name: string) => screen.getByRole('region', { name });
    expect(part('Summary').textContent).toContain('agreed on a pilot');
    expect(part('Next steps').textContent).toContain('Owner: Alex Rivera · Due: by Friday');
    expect(part('Open questions').textContent).toContain('Asked by Jordan Lee');
    expect(part('Objections').textContent).toContain('Price, raised by Jordan Lee · Answered');
    // A quote of no line in the transcript stays text, not a link.
    expect(within(part('Next steps')).queryByRole('button', { name: /book a demo/i })).toBeNull();
    expect(part('Next steps').textContent).toContain('Someone should book a demo.');
  });

  it('says when a section is empty, and what to do before the first recap', () => {
    const { rerender } = render(<SessionView session={session()} send={vi.fn()} settings={settings} />);
    expect(region().textContent).toContain('No recap yet');
    rerender(
      <SessionView
        session={session({ recap: { ...kept, recap: { ...recap, decisions: [] } } })}
        send={vi.fn()}
        settings={settings}
      />,
    );
    expect(screen.getByRole('region', { name: 'Decisions' }).textContent).toContain('None.');
    rerender(<SessionView session={session({ utterances: [] })} send={vi.fn()} settings={settings} />);
    expect(within(region()).getByRole('button', { name: 'Recap now' })).toHaveProperty('disabled', true);
  });

  it('a quote scrolls the transcript to its line and highlights it', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.textContent ?? '');
    };
    render(<SessionView session={session({ recap: kept })} send={vi.fn()} settings={settings} />);
    const user = userEvent.setup();
    await user.click(within(region()).getByRole('button', { name: '“Who signs off on this?”' }));
    const log = screen.getByRole('log', { name: 'Transcript' });
    const current = log.querySelector('[aria-current="true"]')!;
    expect(current.textContent).toContain('Who signs off on this?');
    expect(current.className).toContain('highlight');
    expect(document.activeElement).toBe(current);
    expect(scrolled.at(-1)).toContain('Who signs off on this?');
    // The objection's answer links to its own line.
    await user.click(within(region()).getByRole('button', { name: '“The pilot costs less.”' }));
    expect(log.querySelector('[aria-current="true"]')!.textContent).toContain('The pilot costs less.');
    expect(log.querySelectorAll('[aria-current="true"]')).toHaveLength(1);
  });

  it('"Recap now" asks the background, says it is writing, and shows a failure in words', async () => {
    const send = vi.fn();
    const { rerender } = render(<SessionView session={session()} send={send} settings={settings} />);
    await userEvent.setup().click(within(region()).getByRole('button', { name: 'Recap now' }));
    expect(send).toHaveBeenCalledWith({ type: 'panel/recapNow' });
    rerender(<SessionView session={session({ analysis: { status: 'idle', recapping: true } })} send={send} />);
    expect(region().textContent).toContain('Writing the recap…');
    expect(within(region()).getByRole('button', { name: 'Recap now' })).toHaveProperty('disabled', true);
    const error = { kind: 'service_down' as const, title: 'The service is down.', action: 'Try again soon.', at: 1 };
    rerender(<SessionView session={session({ analysis: { status: 'idle', recapError: error } })} send={send} />);
    expect(within(region()).getByRole('alert').textContent).toContain('The service is down.');
  });

  it('shows the recap the background wrote when the call ended, without being asked', () => {
    const { rerender } = render(<SessionView session={session()} send={vi.fn()} settings={settings} />);
    expect(screen.queryByRole('region', { name: 'Next steps' })).toBeNull();
    rerender(
      <SessionView session={session({ captureState: 'ended', recap: kept })} send={vi.fn()} settings={settings} />,
    );
    expect(within(screen.getByRole('region', { name: 'Next steps' })).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('Draft follow-up', () => {
  const generated = { type: 'email', subject: 'Our pilot', body: 'Hi Jordan,\n\nThanks & talk soon.', characters: 30 };

  it('writes an email from the recap and "About me and my offer" through the outreach route, then Evaluate, Shorten and Copy', async () => {
    answer = (request, response) => {
      if (request.path === '/api/outreach/generate') return sendJson(response, 200, generated);
      if (request.path === '/api/outreach/evaluate')
        return sendJson(response, 200, {
          score: 81,
          findings: [{ code: 'long', severity: 'warning', message: 'A bit long.' }],
          metrics: { words: 6, readingGrade: 5, callsToAction: 1, spamPhrases: [], personalization: 1 },
        });
      return sendJson(response, 200, { text: 'Hi Jordan, thanks.', characters: 18, limit: 1000 });
    };
    render(
      <SessionView session={session({ recap: kept })} send={vi.fn()} settings={settings} outreachDeps={outreachDeps} />,
    );
    const user = userEvent.setup();
    await user.click(await within(region()).findByRole('button', { name: 'Draft follow-up' }));
    const body = (await screen.findByRole('textbox', { name: 'Follow-up' })) as HTMLTextAreaElement;
    expect(body.value).toBe(generated.body);
    expect((screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe('Our pilot');
    const [request] = sent('/api/outreach/generate');
    expect(request!.type).toBe('email');
    expect(request!.input).toContain('Send the proposal · Owner: Alex Rivera · Due: by Friday');
    expect(request!.input).toContain('Jordan Lee');
    expect(request!.input).toContain(`${ABOUT_ME_LABEL}\nI run Forecastly.`);

    await user.click(within(region()).getByRole('button', { name: 'Evaluate' }));
    expect(await screen.findByRole('heading', { name: /81/ })).toBeTruthy();
    expect(sent('/api/outreach/evaluate')[0]!.input).toBe(`Subject: Our pilot\n\n${generated.body}`);

    await user.click(within(region()).getByRole('button', { name: 'Shorten' }));
    await waitFor(() => expect(body.value).toBe('Hi Jordan, thanks.'));
    expect(sent('/api/outreach/shorten')[0]!.limit).toBe(1000);

    await user.click(within(region()).getByRole('button', { name: 'Copy' }));
    expect(copy).toHaveBeenCalledWith('Subject: Our pilot\n\nHi Jordan, thanks.');

    const mail = screen.getByRole('link', { name: 'Open in mail app' });
    expect(mail.getAttribute('href')).toBe('mailto:?subject=Our%20pilot&body=Hi%20Jordan%2C%20thanks.');
  });

  it('keeps the draft and says why when the proxy refuses', async () => {
    answer = (_request, response) => sendJson(response, 503, errorBody('service_unavailable', 'down'));
    render(
      <SessionView session={session({ recap: kept })} send={vi.fn()} settings={settings} outreachDeps={outreachDeps} />,
    );
    await userEvent.setup().click(await within(region()).findByRole('button', { name: 'Draft follow-up' }));
    expect((await within(region()).findByRole('alert')).textContent).not.toBe('');
    expect(screen.queryByRole('textbox', { name: 'Follow-up' })).toBeNull();
  });
});

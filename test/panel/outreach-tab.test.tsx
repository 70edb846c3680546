// @vitest-environment jsdom
// The Outreach tab against a stand-in proxy on loopback (a real HTTP server), through the real client
// with the proxy URL and token from the settings; the tab's LinkedIn content script is the one thing stood in for.
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutreachTab } from '../../components/OutreachTab';
import { errorBody } from '../../lib/api/contract';
import { profileStorageKey, type InsertDraftResult, type LinkedInProfile } from '../../lib/messaging/outreach-protocol';
import { PENDING_SELECTION_KEY } from '../../lib/messaging/outreach-selection';
import { formatProfile } from '../../lib/outreach/profile-text';
import { generateInput } from '../../lib/outreach/requests';
import { browserOutreachDeps, type OutreachDeps } from '../../lib/panel/outreach-deps';
import { useSettings } from '../../lib/panel/use-settings';
import { defaultSettings, SETTINGS_KEY, type Settings } from '../../lib/settings/schema';
import { sendJson, startLoopbackServer, type Handler } from '../support/http-server';
import { ada, bob } from '../outreach/fixtures';

const TAB = 7;
const TOKEN = 'panel.test.token';
const ABOUT = 'I run Forecastly: forecasts your board trusts.';

let answer: Handler = (_request, response) => sendJson(response, 500, errorBody('internal_error', 'no answer set'));
const proxy = await startLoopbackServer((request, response) => answer(request, response));
afterAll(() => proxy.close());
const sent = (path: string) =>
  proxy.received.filter((r) => r.path === path).map((r) => JSON.parse(r.body) as Record<string, unknown>);

const insert = vi.fn<OutreachDeps['insert']>();
const deps: OutreachDeps = { ...browserOutreachDeps, insert };

function Harness() {
  return <OutreachTab tabId={TAB} settings={useSettings()} deps={deps} />;
}

async function setup(settings: Partial<Settings> = {}, profile: LinkedInProfile | null = ada) {
  await fakeBrowser.storage.local.set({
    [SETTINGS_KEY]: { ...defaultSettings, proxyUrl: proxy.url, proxyToken: TOKEN, aboutMe: ABOUT, ...settings },
  });
  if (profile) await fakeBrowser.storage.session.set({ [profileStorageKey(TAB)]: profile });
  const user = userEvent.setup();
  render(<Harness />);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Generate' })).toHaveProperty('disabled', false));
  return user;
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLTextAreaElement;
const limit = () => screen.getByRole('spinbutton', { name: 'Character limit' }) as HTMLInputElement;
const count = () => document.getElementById(field('Draft').getAttribute('aria-describedby')!)!;
const showProfile = (profile: LinkedInProfile) =>
  act(() => fakeBrowser.storage.session.set({ [profileStorageKey(TAB)]: profile }));

beforeEach(() => {
  fakeBrowser.reset();
  proxy.received.length = 0;
  insert.mockReset();
});
afterEach(cleanup);

describe('Outreach tab: limits and counts', () => {
  it('prefills the limit by type: 300 (200 for a free account), InMail 1900 with a 200-character subject, 8000, email a word target', async () => {
    const user = await setup();
    expect((screen.getByRole('combobox', { name: 'Message type' }) as HTMLSelectElement).value).toBe(
      'linkedin_connection',
    );
    expect(limit().value).toBe('300');
    expect(screen.queryByRole('textbox', { name: 'Subject' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Free LinkedIn account' }));
    await waitFor(() => expect(limit().value).toBe('200'));
    expect((await fakeBrowser.storage.local.get(SETTINGS_KEY))[SETTINGS_KEY]).toMatchObject({
      linkedinFreeAccount: true,
      aboutMe: ABOUT,
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Message type' }), 'InMail');
    expect(limit().value).toBe('1900');
    expect(field('Subject')).toBeTruthy();
    expect(screen.getByText('0 / 200 characters')).toBeTruthy();
    expect(count().textContent).toBe('0 / 1900 characters');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Message type' }), 'LinkedIn message');
    expect(limit().value).toBe('8000');
    expect(screen.queryByRole('textbox', { name: 'Subject' })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Message type' }), 'Email');
    expect(limit().value).toBe('');
    expect(field('Subject')).toBeTruthy();
    await user.type(field('Draft'), 'Hi Ada, a short note.');
    expect(count().textContent).toBe('5 / 150 words');
  });

  it('counts as the user types and marks the draft, in words too, once over the limit', async () => {
    const user = await setup();
    await user.clear(limit());
    await user.type(limit(), '10');
    await user.type(field('Draft'), 'Hello Ada!');
    expect(count().textContent).toBe('10 / 10 characters');
    expect(field('Draft').getAttribute('aria-invalid')).toBeNull();
    await user.type(field('Draft'), ' Hi');
    expect(count().textContent).toBe('13 / 10 characters, 3 over the limit');
    expect(count().querySelector('.over')).toBeTruthy();
    expect(field('Draft').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a limit that is not a whole number in plain words', async () => {
    const user = await setup();
    await user.clear(limit());
    await user.type(limit(), '0');
    expect(limit().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Character limit must be a whole number from 1 to 20000, or empty for none.')).toBeTruthy();
  });
});

describe('Outreach tab: Generate, Evaluate, Shorten', () => {
  it('Generate sends the profile text and the offer with the type and the token, and shows the draft and its count', async () => {
    answer = (_r, res) =>
      sendJson(res, 200, { type: 'linkedin_connection', body: 'Hi Ada, shall we talk forecasts?', characters: 32 });
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(field('Draft').value).toBe('Hi Ada, shall we talk forecasts?'));
    expect(count().textContent).toBe('32 / 300 characters');
    const generateInputOk = generateInput(formatProfile(ada), ABOUT);
    expect(sent('/api/outreach/generate')).toEqual([
      { input: generateInputOk.ok && generateInputOk.input, type: 'linkedin_connection' },
    ]);
    expect(proxy.received[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('Generate never sends contact details from the profile: they are redacted as the options say', async () => {
    answer = (_r, res) => sendJson(res, 200, { type: 'linkedin_connection', body: 'Hi Ada', characters: 6 });
    const user = await setup({}, { ...ada, about: 'Write to ada@engines.example or call +44 20 7946 0958.' });
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(field('Draft').value).toBe('Hi Ada'));
    const input = String(sent('/api/outreach/generate')[0]!.input);
    expect(input).toContain('About: Write to [email] or call [phone].');
    expect(input).not.toContain('ada@engines.example');
  });

  it('Generate fills the subject for an email', async () => {
    answer = (_r, res) =>
      sendJson(res, 200, {
        type: 'email',
        subject: 'Idea for Engines Ltd',
        body: 'Hi Ada,\n\nA thought.',
        characters: 18,
      });
    const user = await setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Message type' }), 'Email');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(field('Subject').value).toBe('Idea for Engines Ltd'));
    expect(sent('/api/outreach/generate')[0]!.type).toBe('email');
  });

  it('Evaluate shows the score and the findings, most severe first, and sends the subject line', async () => {
    answer = (_r, res) =>
      sendJson(res, 200, {
        score: 64,
        findings: [
          { code: 'reading_grade', severity: 'info', message: 'Reads at grade 9.' },
          { code: 'no_call_to_action', severity: 'problem', message: 'There is no clear ask.' },
          { code: 'long_subject', severity: 'warning', message: 'The subject is long.' },
        ],
        metrics: { words: 4, readingGrade: 9, callsToAction: 0, spamPhrases: [], personalization: 1 },
      });
    const user = await setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Message type' }), 'InMail');
    await user.type(field('Subject'), 'Forecasts');
    await user.type(field('Draft'), 'Hi Ada, hello.');
    await user.click(screen.getByRole('button', { name: 'Evaluate' }));
    expect(await screen.findByRole('heading', { name: 'Score 64/100' })).toBeTruthy();
    const findings = within(screen.getByRole('list', { name: 'Findings' })).getAllByRole('listitem');
    expect(findings.map((li) => li.textContent)).toEqual([
      'Problem: There is no clear ask.',
      'Warning: The subject is long.',
      'Note: Reads at grade 9.',
    ]);
    expect(sent('/api/outreach/evaluate')).toEqual([{ input: 'Subject: Forecasts\n\nHi Ada, hello.', type: 'inmail' }]);
    await user.type(field('Draft'), ' More.');
    expect(screen.getByText('The draft has changed since; evaluate again to score it.')).toBeTruthy();
  });

  it('Shorten sends the draft with the limit and replaces the draft; the count shows the result; the longer one can be restored', async () => {
    answer = (_r, res) => sendJson(res, 200, { text: 'Hi Ada, talk soon?', characters: 18, limit: 20 });
    const user = await setup();
    await user.clear(limit());
    await user.type(limit(), '20');
    await user.type(field('Draft'), 'Hi Ada, I would love to talk about forecasts soon?');
    await user.click(screen.getByRole('button', { name: 'Shorten' }));
    await waitFor(() => expect(field('Draft').value).toBe('Hi Ada, talk soon?'));
    expect(count().textContent).toBe('18 / 20 characters');
    expect(sent('/api/outreach/shorten')).toEqual([
      { input: 'Hi Ada, I would love to talk about forecasts soon?', limit: 20 },
    ]);
    await user.click(screen.getByRole('button', { name: 'Restore previous draft' }));
    expect(field('Draft').value).toBe('Hi Ada, I would love to talk about forecasts soon?');
  });
});

describe('Outreach tab: errors in words, the draft kept', () => {
  it.each([
    [
      'no credits',
      (_r: unknown, res: Parameters<Handler>[1]) => sendJson(res, 402, errorBody('insufficient_credits', 'No credits')),
      'The service account does not have enough credits.',
    ],
    [
      'a refused input',
      (_r: unknown, res: Parameters<Handler>[1]) =>
        sendJson(
          res,
          400,
          errorBody('invalid_request', 'bad', {
            issues: [{ path: 'limit', message: 'limit may be at most 20000 characters' }],
          }),
        ),
      'Check what was sent: limit: limit may be at most 20000 characters',
    ],
  ])('%s', async (_name, handler, words) => {
    answer = handler as Handler;
    const user = await setup();
    await user.type(field('Draft'), 'My own careful draft.');
    await user.click(screen.getByRole('button', { name: 'Shorten' }));
    expect((await screen.findByRole('alert')).textContent).toContain(words);
    expect(field('Draft').value).toBe('My own careful draft.');
  });

  it('the proxy down', async () => {
    const user = await setup({ proxyUrl: 'http://127.0.0.1:9' });
    await user.type(field('Draft'), 'My own careful draft.');
    await user.click(screen.getByRole('button', { name: 'Evaluate' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Sidecue cannot reach your proxy.');
    expect(screen.getByRole('button', { name: 'Open options' })).toBeTruthy();
    expect(field('Draft').value).toBe('My own careful draft.');
  });

  it('no proxy configured, nothing sent', async () => {
    const user = await setup({ proxyUrl: '' });
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Sidecue needs a proxy');
    expect(proxy.received).toHaveLength(0);
  });

  it('nothing to shorten to, or nothing to write from', async () => {
    const user = await setup({}, null);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^There is no profile to write from/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Message type' }), 'Email');
    await user.type(field('Draft'), 'Hi there.');
    await user.click(screen.getByRole('button', { name: 'Shorten' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Shorten needs a target: enter a number under Character limit.',
    );
    expect(proxy.received).toHaveLength(0);
  });
});

describe('Outreach tab: drafts and the profile text kept', () => {
  it('keeps a draft per profile and message type across closing the panel and profile changes', async () => {
    let user = await setup();
    await user.type(field('Draft'), 'Note for Ada');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Message type' }), 'InMail');
    expect(field('Draft').value).toBe('');
    await user.type(field('Subject'), 'Hello');
    await user.type(field('Draft'), 'InMail for Ada');
    cleanup(); // the panel closes right after typing: nothing is lost

    user = userEvent.setup();
    render(<Harness />);
    await waitFor(() => expect(field('Draft').value).toBe('InMail for Ada'));
    expect(field('Subject').value).toBe('Hello');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Message type' }), 'Connection note');
    expect(field('Draft').value).toBe('Note for Ada');

    await showProfile(bob);
    await waitFor(() => expect(field('Draft').value).toBe(''));
    await user.type(field('Draft'), 'Note for Bob');
    await showProfile(ada);
    await waitFor(() => expect(field('Draft').value).toBe('Note for Ada'));

    await user.click(screen.getByRole('button', { name: 'Clear draft' }));
    expect(field('Draft').value).toBe('');
    cleanup();
    render(<Harness />);
    await waitFor(() => expect(field('Profile').value).toContain('Ada Lovelace'));
    expect(field('Draft').value).toBe('');
  });

  it('writes the draft shortly after typing, and at once when the panel is hidden', async () => {
    const user = await setup();
    await user.type(field('Draft'), 'Hi');
    const stored = async () =>
      JSON.stringify((await fakeBrowser.storage.local.get('outreachDrafts')).outreachDrafts ?? null);
    await waitFor(async () => expect(await stored()).toContain('"body":"Hi"'));
    await user.type(field('Draft'), ' Ada');
    dispatchEvent(new Event('pagehide'));
    expect(await stored()).toContain('"body":"Hi Ada"');
  });

  it('shows the profile as read, follows another profile, and keeps what the user edited for a profile', async () => {
    const user = await setup();
    expect(field('Profile').value).toBe(formatProfile(ada));
    await showProfile(bob);
    await waitFor(() => expect(field('Profile').value).toBe(formatProfile(bob)));
    await user.type(field('Profile'), '\nMet at the Leeds meetup');
    await showProfile(ada);
    await waitFor(() => expect(field('Profile').value).toBe(formatProfile(ada)));
    // More of Bob's page rendered: his text, as the user edited it, stays.
    await showProfile({ ...bob, location: 'Leeds' });
    await waitFor(() => expect(field('Profile').value).toBe(`${formatProfile(bob)}\nMet at the Leeds meetup`));
    await user.click(screen.getByRole('button', { name: 'Use the profile as read' }));
    expect(field('Profile').value).toBe(formatProfile({ ...bob, location: 'Leeds' }));
  });

  it('saves "About me and my offer" to the options as the user types, and refuses too long a text in words', async () => {
    const user = await setup({ aboutMe: '' });
    await user.type(field('About me and my offer'), 'I sell forecasts ');
    await waitFor(async () =>
      expect(((await fakeBrowser.storage.local.get(SETTINGS_KEY))[SETTINGS_KEY] as Settings).aboutMe).toBe(
        'I sell forecasts ',
      ),
    );
    expect(field('About me and my offer').value).toBe('I sell forecasts '); // the trailing space survives the save
    await act(() =>
      fakeBrowser.storage.local.set({
        [SETTINGS_KEY]: { ...defaultSettings, proxyUrl: proxy.url, aboutMe: 'Changed in the options' },
      }),
    );
    await waitFor(() => expect(field('About me and my offer').value).toBe('Changed in the options'));
    await user.clear(field('About me and my offer'));
    await user.click(field('About me and my offer'));
    await user.paste('x'.repeat(2_001));
    expect(screen.getByText(/About me and my offer may be at most 2000/)).toBeTruthy();
  });
});

describe('Outreach tab: copy and insert', () => {
  it('copies subject and body and says so', async () => {
    const user = await setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Message type' }), 'Email');
    await user.type(field('Subject'), 'Idea');
    await user.type(field('Draft'), 'Hi Ada');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('Subject: Idea\n\nHi Ada');
    expect(screen.getByRole('status').textContent).toBe('Copied to the clipboard.');
  });

  it.each<[InsertDraftResult, string]>([
    [{ ok: true, box: 'connection_note' }, 'Inserted into the connection note.'],
    [{ ok: false, reason: 'no_box' }, 'Open the connection note or message box on LinkedIn first.'],
    [
      { ok: false, reason: 'too_long', limit: 200 },
      'The box takes at most 200 characters: shorten the draft, then insert again.',
    ],
  ])('asks the tab to insert the draft and says what happened (%o)', async (result, words) => {
    insert.mockResolvedValue(result);
    const user = await setup();
    await user.type(field('Draft'), 'Hi Ada');
    await user.click(screen.getByRole('button', { name: 'Insert into LinkedIn' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(words));
    expect(insert).toHaveBeenCalledWith(TAB, { type: 'outreach/insert', body: 'Hi Ada', subject: undefined });
  });

  it('says so when no LinkedIn page answers in the tab', async () => {
    insert.mockRejectedValue(new Error('Could not establish connection. Receiving end does not exist.'));
    const user = await setup();
    await user.type(field('Draft'), 'Hi Ada');
    await user.click(screen.getByRole('button', { name: 'Insert into LinkedIn' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/^Sidecue cannot reach a LinkedIn page in this tab/),
    );
  });
});

describe('Outreach tab: text from the context menu', () => {
  it.each([
    ['shorten', '/api/outreach/shorten', { input: 'Selected words on some page', limit: 300 }],
    ['evaluate', '/api/outreach/evaluate', { input: 'Selected words on some page', type: 'linkedin_connection' }],
  ] as const)('takes the selection once as the draft and runs %s on it', async (action, path, body) => {
    answer = (r, res) =>
      r.path.endsWith('shorten')
        ? sendJson(res, 200, { text: 'Selected words', characters: 14, limit: 300 })
        : sendJson(res, 200, {
            score: 80,
            findings: [],
            metrics: { words: 4, readingGrade: 5, callsToAction: 1, spamPhrases: [], personalization: 0 },
          });
    await setup();
    await act(() =>
      fakeBrowser.storage.session.set({
        [PENDING_SELECTION_KEY]: { action, text: 'Selected words on some page', tabId: TAB, at: Date.now() },
      }),
    );
    await waitFor(() => expect(sent(path)).toEqual([body]));
    if (action === 'shorten') await waitFor(() => expect(field('Draft').value).toBe('Selected words'));
    else expect(await screen.findByRole('heading', { name: 'Score 80/100' })).toBeTruthy();
    expect((await fakeBrowser.storage.session.get(PENDING_SELECTION_KEY))[PENDING_SELECTION_KEY]).toBeUndefined();
  });

  it('leaves a selection made in another tab, or long ago, alone', async () => {
    await setup();
    await act(() =>
      fakeBrowser.storage.session.set({
        [PENDING_SELECTION_KEY]: { action: 'evaluate', text: 'Other tab', tabId: TAB + 1, at: Date.now() },
      }),
    );
    await act(() =>
      fakeBrowser.storage.session.set({
        [PENDING_SELECTION_KEY]: { action: 'evaluate', text: 'Stale', tabId: TAB, at: Date.now() - 10 * 60_000 },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field('Draft').value).toBe('');
    expect(proxy.received).toHaveLength(0);
  });
});

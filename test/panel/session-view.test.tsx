// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureChip } from '../../components/CaptureStatus';
import { SessionView } from '../../components/SessionView';
import { describeApiError, type ApiErrorKind } from '../../lib/api/errors';
import type { CaptureState, Platform } from '../../lib/messaging/capture-protocol';
import type { GuidanceEntry, MeetingSession } from '../../lib/session/types';

afterEach(cleanup);

let nextId = 0;
function entry(elaboration: string, isSame?: boolean, extra: Partial<GuidanceEntry['guidance']> = {}): GuidanceEntry {
  nextId += 1;
  const guidance = { elaboration, isSame: isSame === true, ...extra };
  return {
    id: `g${nextId}`,
    at: 1_700_000_000_000 + nextId * 1000,
    currentUser: 'Alex Rivera',
    guidance,
    lastUtteranceId: 'u1',
  };
}

function session(overrides: Partial<MeetingSession> = {}): MeetingSession {
  return {
    tabId: 3,
    meeting: {
      platform: 'meet',
      title: 'Acme discovery',
      startedAt: 0,
      url: 'https://meet.google.com/abc',
      selfName: 'Alex Rivera',
    },
    captureState: 'captions_on',
    captureStateAt: 0,
    utterances: [
      { id: 'u1', speakerName: 'Alex Rivera', text: 'Hi Jordan', at: 1, source: 'caption', final: true },
      { id: 'u2', speakerName: 'Jordan Lee', text: 'What does it cost', at: 2, source: 'caption', final: false },
    ],
    speakers: ['Alex Rivera', 'Jordan Lee'],
    currentUser: 'Alex Rivera',
    guidance: [],
    analysis: { status: 'idle' },
    ...overrides,
  };
}

describe('side panel', () => {
  it('shows guidance newest first, hides isSame === true and counts it', () => {
    const guidance = [
      entry('First point'),
      entry('Repeat', true),
      entry('Second point', false),
      entry('Repeat again', true),
    ];
    render(<SessionView session={session({ guidance })} send={vi.fn()} />);
    const feed = screen.getByRole('feed', { name: 'Guidance' });
    const articles = within(feed).getAllByRole('article');
    expect(articles.map((a) => a.textContent)).toEqual([
      expect.stringContaining('Second point'),
      expect.stringContaining('First point'),
    ]);
    expect(feed.textContent).not.toContain('Repeat');
    expect(screen.getByText('2 repeats hidden')).toBeTruthy();
  });

  it('shows guidance whose isSame is absent', () => {
    const absent: GuidanceEntry = {
      ...entry('No flag'),
      guidance: { elaboration: 'No flag' } as GuidanceEntry['guidance'],
    };
    render(<SessionView session={session({ guidance: [absent] })} send={vi.fn()} />);
    expect(within(screen.getByRole('feed', { name: 'Guidance' })).getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByText(/repeats? hidden/)).toBeNull();
  });

  it('shows what holds for the whole call once, and on each card only what is new since the card before', () => {
    const price = {
      kind: 'price' as const,
      speakerName: 'Jordan Lee',
      quote: 'Too expensive',
      suggestedReply: 'Ask about cost',
    };
    const priceRevised = { ...price, quote: 'It is too expensive for us' };
    const rival = {
      kind: 'competitor' as const,
      speakerName: 'Jordan Lee',
      quote: 'We use RouteLogic',
      suggestedReply: 'Ask why',
    };
    const step = { agreed: false, suggestion: 'Propose a follow-up call next week.' };
    const guidance = [
      entry('- Handle price\n- Propose a follow-up call next week.', false, {
        objections: [price],
        talk: { currentUserShare: 0.4, longestMonologueWords: 60 },
        nextStep: step,
      }),
      entry('- Same, quoted again', true, { objections: [priceRevised], nextStep: step }),
      entry('- Ask what they like about RouteLogic', false, {
        objections: [priceRevised, rival],
        talk: { currentUserShare: 0.72, longestMonologueWords: 180 },
        sentiment: { trend: 'neutral', turnedNegative: false },
        nextStep: step,
      }),
    ];
    render(<SessionView session={session({ guidance })} send={vi.fn()} />);

    const summaries = screen.getAllByRole('region', { name: 'Call so far' });
    expect(summaries).toHaveLength(1);
    const summary = summaries[0]!;
    expect(summary.textContent).toContain('Alex Rivera: 72% of words spoken, longest stretch 180 words');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Price, Jordan Lee: "It is too expensive for us"', 'Competitor, Jordan Lee: "We use RouteLogic"']);
    expect(summary.textContent).toContain('not agreed yet');

    const [newest, oldest] = within(screen.getByRole('feed', { name: 'Guidance' })).getAllByRole('article');
    const news = (card: HTMLElement) =>
      within(card).queryByRole('list', { name: 'New since the previous guidance' })?.querySelectorAll('li') ?? [];
    // Each new objection is written out: what it is, what was said, how to answer.
    expect([...news(oldest!)].map((li) => li.textContent)).toEqual([
      'Price objection from Jordan Lee"Too expensive"Ask about cost',
    ]);
    // The revised quote is the same objection: only the competitor is new.
    expect([...news(newest!)].map((li) => li.textContent)).toEqual([
      'Competitor objection from Jordan Lee"We use RouteLogic"Ask why',
    ]);
    for (const card of [newest!, oldest!]) {
      expect(card.textContent).not.toContain('% of words spoken');
      expect(card.textContent).not.toContain('not agreed yet');
    }
    // The card's headline is not repeated as a next-step row anywhere.
    expect(document.body.textContent!.split('Propose a follow-up call next week.')).toHaveLength(2);
  });

  it('shows on a card only the points the card below did not already make', () => {
    const guidance = [
      entry('- Answer the pricing question\n- Propose a next step'),
      entry('- Handle the timing objection\n- Propose a next step'),
    ];
    render(<SessionView session={session({ guidance })} send={vi.fn()} />);
    const [newest, oldest] = within(screen.getByRole('feed', { name: 'Guidance' })).getAllByRole('article');
    expect(
      within(newest!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Handle the timing objection']);
    expect(newest!.textContent).toContain('1 point from the guidance below still applies.');
    expect(
      within(oldest!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Answer the pricing question', 'Propose a next step']);
  });

  it('shows no summary when the service sends no structured fields', () => {
    render(<SessionView session={session({ guidance: [entry('Plain advice')] })} send={vi.fn()} />);
    expect(screen.queryByRole('region', { name: 'Call so far' })).toBeNull();
    expect(screen.getByRole('article').textContent).toContain('Plain advice');
  });

  it.each<ApiErrorKind>([
    'not_configured',
    'unreachable',
    'timeout',
    'unauthenticated',
    'insufficient_credits',
    'forbidden',
    'not_found',
    'too_large',
    'rate_limited',
    'invalid_request',
    'service_down',
    'bad_response',
  ])('shows a %s error in words with what to do', (kind) => {
    const words = describeApiError({ kind, retryAfterSeconds: 12 });
    render(
      <SessionView
        session={session({ analysis: { status: 'idle', lastError: { kind, at: 0, ...words } } })}
        send={vi.fn()}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(words.title);
    expect(alert.textContent).toContain(words.action);
  });

  it('lists the speakers in the picker and sends the pick', async () => {
    const send = vi.fn();
    render(<SessionView session={session()} send={send} />);
    const picker = screen.getByRole('combobox', { name: 'Guidance for' }) as HTMLSelectElement;
    expect([...picker.options].map((o) => o.value)).toEqual(['Alex Rivera', 'Jordan Lee']);
    expect(picker.value).toBe('Alex Rivera');
    await userEvent.selectOptions(picker, 'Jordan Lee');
    expect(send).toHaveBeenCalledWith({ type: 'panel/setCurrentUser', name: 'Jordan Lee' });
    const suggest = screen.getByRole('button', { name: 'Suggest now' });
    expect(suggest.title).toContain('every finished line');
    await userEvent.click(suggest);
    expect(send).toHaveBeenCalledWith({ type: 'panel/suggestNow' });
  });

  it('lists the coached person before they have spoken, and blocks Suggest now with nobody to coach', () => {
    render(<SessionView session={session({ speakers: ['Jordan Lee'], currentUser: 'Alex Rivera' })} send={vi.fn()} />);
    const picker = screen.getByRole('combobox', { name: 'Guidance for' }) as HTMLSelectElement;
    expect([...picker.options].map((o) => o.value)).toEqual(['Alex Rivera', 'Jordan Lee']);
    cleanup();
    render(<SessionView session={session({ currentUser: undefined })} send={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Suggest now' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it.each<[CaptureState, string]>([
    ['captions_off', 'Turn on captions (CC)'],
    ['capture_unverified', 'capture may not work with this version of the page'],
    ['ended', 'The call has ended.'],
  ])('says what capture state %s means', (captureState, words) => {
    render(<SessionView session={session({ captureState })} send={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toContain(words);
  });

  it('names the capture rules in use when capture finds nothing, so they can be reported', () => {
    render(<SessionView session={session({ captureState: 'capture_unverified' })} send={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toContain("Rules in use: Sidecue's built-in rules.");
    cleanup();
    const meeting = { ...session().meeting, rules: { version: 7, published: '2026-11-20T09:00:00Z' } };
    render(<SessionView session={session({ meeting, captureState: 'capture_unverified' })} send={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toMatch(
      /Rules in use: version 7 from your proxy \(published .*2026\), then Sidecue's built-in rules\./,
    );
    cleanup();
    render(<SessionView session={session({ meeting, captureState: 'captions_on' })} send={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Listening.');
  });

  it('tells where Teams hides its captions toggle, and names the platform', () => {
    const meeting = { ...session().meeting, platform: 'teams' as const, url: 'https://teams.microsoft.com/v2/' };
    render(<SessionView session={session({ meeting, captureState: 'captions_off' })} send={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toContain('More > Language and speech > Show live captions');
    expect(screen.getByText('Microsoft Teams')).toBeTruthy();
    cleanup();
    render(<SessionView session={session({ meeting, captureState: 'captions_on' })} send={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Listening.');
  });

  it('shows the transcript as a log of speaker and text, marking lines still being transcribed', () => {
    render(<SessionView session={session()} send={vi.fn()} />);
    const items = within(screen.getByRole('log', { name: 'Transcript' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Alex Rivera Hi Jordan',
      'Jordan Lee What does it cost (still being transcribed)',
    ]);
  });

  it('renders page and service text as text, never as HTML', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { container } = render(
      <SessionView
        session={session({
          meeting: { platform: 'meet', title: hostile, startedAt: 0, url: 'https://meet.google.com/x' },
          utterances: [{ id: 'x', speakerName: hostile, text: hostile, at: 1, source: 'chat', final: true }],
          speakers: [hostile],
          guidance: [entry(hostile)],
        })}
        send={vi.fn()}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getAllByText(hostile, { exact: false }).length).toBeGreaterThanOrEqual(3);
  });

  it('says when guidance used only the latest part of a long call, and why it waits', () => {
    render(
      <SessionView
        session={session({
          analysis: {
            status: 'idle',
            windowed: { sent: 400, total: 1200 },
            waitingReason: 'Guidance starts once Alex Rivera has spoken.',
          },
        })}
        send={vi.fn()}
      />,
    );
    expect(screen.getByText('Guidance used the last 400 of 1200 messages.')).toBeTruthy();
    expect(screen.getByText('Guidance starts once Alex Rivera has spoken.')).toBeTruthy();
  });

  it('says how many items were redacted in what was last sent, by kind', () => {
    const redacted = { email: 1, phone: 0, card: 2, iban: 0, nationalId: 0 };
    render(<SessionView session={session({ analysis: { status: 'idle', redacted } })} send={vi.fn()} />);
    expect(
      screen.getByText('3 items were redacted in what was last sent: 1 e-mail address, 2 card numbers.'),
    ).toBeTruthy();
  });

  it('pauses and resumes capture, and says while paused that nothing is kept', async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    const { rerender } = render(<SessionView session={session()} send={send} />);
    await user.click(screen.getByRole('button', { name: 'Pause capture' }));
    expect(send).toHaveBeenLastCalledWith({ type: 'panel/setPaused', paused: true });
    rerender(<SessionView session={session({ paused: true })} send={send} />);
    expect(
      screen.getByText('Capture is paused: nothing this conversation shows is kept or sent until you resume.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resume capture' }));
    expect(send).toHaveBeenLastCalledWith({ type: 'panel/setPaused', paused: false });
  });

  it('asks before never capturing on the site, and sends nothing when cancelled', async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    render(<SessionView session={session()} send={send} />);
    await user.click(screen.getByRole('button', { name: 'Never capture on this site' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Never capture on this site' });
    expect(dialog.textContent).toContain(
      'Sidecue will stop reading meet.google.com and forget what it captured there in this tab.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(send).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Never capture on this site' }));
    await user.click(screen.getByRole('button', { name: 'Never capture on meet.google.com' }));
    expect(send).toHaveBeenCalledWith({ type: 'panel/neverCaptureSite' });
  });

  it('on Zoom, says how to turn captions on there', () => {
    const zoom = { ...session().meeting, platform: 'zoom' as const };
    render(<SessionView session={session({ meeting: zoom, captureState: 'captions_off' })} send={vi.fn()} />);
    expect(screen.getByText('Zoom')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Show Captions');
  });

  it('offers to name a speaker the page left unnamed, and sends the new name once', async () => {
    const send = vi.fn();
    const utterances = [
      { id: 'u1', speakerName: 'Speaker 1', text: 'Hello', at: 1, source: 'caption' as const, final: true },
    ];
    render(<SessionView session={session({ utterances, speakers: ['Alex Rivera', 'Speaker 1'] })} send={send} />);
    expect(screen.queryByLabelText('Name for Alex Rivera')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(screen.getByRole('alert').textContent).toBe('Type the name to use.');
    expect(send).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Name for Speaker 1'), 'Dana Cole');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(send).toHaveBeenCalledWith({ type: 'panel/renameSpeaker', from: 'Speaker 1', to: 'Dana Cole' });
  });

  it('shows no rename controls when every speaker has a name', () => {
    render(<SessionView session={session()} send={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
  });
});

describe('the compact header and each state of the Guidance tab', () => {
  const header = () => screen.getByRole('heading', { level: 1 }).closest('header')!;

  it('shows the platform, the capture state in words, who is coached and Suggest now, in one header', async () => {
    const send = vi.fn();
    render(<SessionView session={session()} send={send} />);
    const top = within(header());
    expect(top.getByText('Google Meet')).toBeTruthy();
    expect(top.getByText('Listening')).toBeTruthy();
    expect(top.getByText('Coaching: Alex Rivera')).toBeTruthy();
    await userEvent.click(top.getByRole('button', { name: 'Suggest now' }));
    expect(send).toHaveBeenCalledWith({ type: 'panel/suggestNow' });
    // Listening asks nothing of the user: the explanation is there for screen readers only.
    expect(screen.getByRole('status').className).toBe('visually-hidden');
  });

  it.each<[Platform, CaptureState, boolean, string, string]>([
    ['meet', 'waiting', false, 'Waiting', 'neutral'],
    ['meet', 'captions_off', false, 'Captions off', 'warn'],
    ['meet', 'captions_on', false, 'Listening', 'ok'],
    ['meet', 'capture_unverified', false, 'Not reading', 'warn'],
    ['meet', 'ended', false, 'Ended', 'neutral'],
    ['meet', 'captions_on', true, 'Paused', 'warn'],
    ['zendesk', 'captions_off', false, 'Waiting', 'neutral'],
    ['zendesk', 'captions_on', false, 'Reading', 'ok'],
    ['zendesk', 'ended', false, 'Closed', 'neutral'],
  ])('on %s, capture state %s (paused: %s) is the chip "%s" (%s)', (platform, state, paused, words, tone) => {
    expect(captureChip(state, platform, paused)).toEqual({ words, tone });
  });

  it('with captions off, shows the chip and below it what to do, on the platform', () => {
    const teams = { ...session().meeting, platform: 'teams' as const };
    render(<SessionView session={session({ meeting: teams, captureState: 'captions_off' })} send={vi.fn()} />);
    expect(within(header()).getByText('Captions off').className).toBe('chip chip-warn');
    const status = screen.getByRole('status');
    expect(status.className).toBe('status status-warn');
    expect(status.textContent).toContain('Show live captions');
    expect(header().contains(status)).toBe(false);
  });

  it('with nobody to coach, says to pick someone and where, and Suggest now waits for it', () => {
    render(<SessionView session={session({ currentUser: undefined })} send={vi.fn()} />);
    expect(within(header()).getByText('Pick who to coach')).toBeTruthy();
    expect((within(header()).getByRole('button', { name: 'Suggest now' }) as HTMLButtonElement).disabled).toBe(true);
    const feed = screen.getByRole('feed', { name: 'Guidance' });
    expect(feed.textContent).toBe('Pick who to coach under "Guidance for": guidance starts once they have spoken.');
    expect(screen.getByRole('combobox', { name: 'Guidance for' })).toBeTruthy();
  });

  it('with someone coached and no guidance yet, says guidance comes and how to ask now', () => {
    render(<SessionView session={session()} send={vi.fn()} />);
    expect(screen.getByRole('feed', { name: 'Guidance' }).textContent).toBe(
      'Guidance appears here as the conversation goes on. To ask now, press Suggest now.',
    );
    expect((screen.getByRole('button', { name: 'Suggest now' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('with an error, says what happened and offers the way to fix it', () => {
    const words = describeApiError({ kind: 'unreachable' });
    render(
      <SessionView
        session={session({ analysis: { status: 'idle', lastError: { kind: 'unreachable', at: 0, ...words } } })}
        send={vi.fn()}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(words.action);
    expect(within(alert).getByRole('button', { name: 'Open options' })).toBeTruthy();
  });

  it("takes the header's words from the messages file, so a translation shows", () => {
    const english = fakeBrowser.i18n.getMessage;
    const german: Record<string, string> = { panelSuggestNow: 'Jetzt vorschlagen', panelChipListening: 'Hört zu' };
    fakeBrowser.i18n.getMessage = ((key: string, substitutions?: string | string[]) =>
      german[key] ?? english(key, substitutions)) as typeof english;
    try {
      render(<SessionView session={session()} send={vi.fn()} />);
      expect(within(header()).getByRole('button', { name: 'Jetzt vorschlagen' })).toBeTruthy();
      expect(within(header()).getByText('Hört zu')).toBeTruthy();
    } finally {
      fakeBrowser.i18n.getMessage = english;
    }
  });

  it('marks the newest card as the latest and keeps older ones plain, and puts the summary after them', () => {
    const guidance = [
      entry('Older point', false, { sentiment: { trend: 'neutral', turnedNegative: false } }),
      entry('Newest point'),
    ];
    render(<SessionView session={session({ guidance })} send={vi.fn()} />);
    const [newest, older] = within(screen.getByRole('feed', { name: 'Guidance' })).getAllByRole('article');
    expect(newest!.className).toBe('guidance guidance-latest');
    expect(within(newest!).getByText('Latest')).toBeTruthy();
    expect(newest!.textContent).toContain('Newest point');
    expect(older!.className).toBe('guidance');
    expect(within(older!).queryByText('Latest')).toBeNull();
    const summary = screen.getByRole('region', { name: 'Call so far' });
    expect(older!.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(summary).getByRole('term').textContent).toBe('Mood');
    expect(within(summary).getByRole('definition').textContent).toBe('neutral');
  });
});

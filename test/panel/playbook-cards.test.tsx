// @vitest-environment jsdom
// The team's playbook in the panel: a card per matched entry, the Checklist, "Not useful", and a
// procedure's reply inserted into the support tool's reply box.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionView } from '../../components/SessionView';
import type { ChecklistState, PlaybookMatch } from '../../lib/api/playbook';
import type { PanelCommand } from '../../lib/messaging/panel-protocol';
import type { CardDeps } from '../../lib/panel/card-deps';
import type { GuidanceEntry, MeetingSession } from '../../lib/session/types';

afterEach(cleanup);

const priceMatch: PlaybookMatch = {
  id: 'price-budget',
  type: 'objection',
  title: 'Over budget',
  answer: 'Ask what the budget covers today.\nThen show the cost of one lost shipment.',
  source: 'https://wiki.example.com/playbook/price',
  speakerName: 'Jordan Lee',
  quote: 'That is more than we budgeted.',
};
const rivalMatch: PlaybookMatch = {
  id: 'routelogic',
  type: 'competitor',
  title: 'RouteLogic',
  answer: 'Differentiators:\n- Live ETAs for every stop\nLandmines:\n- Do not promise EDI this quarter',
  speakerName: 'Jordan Lee',
  quote: 'We already looked at RouteLogic.',
};
const refundMatch: PlaybookMatch = {
  id: 'refund-lost',
  type: 'procedure',
  title: 'Lost parcel refund',
  answer: 'Sorry your parcel went missing.\nI have started a refund; it reaches you in 3 days.',
  speakerName: 'Dana Cole',
  quote: 'My order never arrived.',
};

let nextId = 0;
function answer(guidance: Partial<GuidanceEntry['guidance']>): GuidanceEntry {
  nextId += 1;
  return {
    id: `g${nextId}`,
    at: 1_700_000_000_000 + nextId * 1000,
    currentUser: 'Alex Rivera',
    guidance: { elaboration: `- Point ${nextId}`, isSame: false, ...guidance },
    lastUtteranceId: 'u1',
  };
}

function session(overrides: Partial<MeetingSession> = {}): MeetingSession {
  return {
    tabId: 9,
    meeting: { platform: 'meet', title: 'Acme discovery', startedAt: 0, url: 'https://meet.google.com/abc' },
    captureState: 'captions_on',
    captureStateAt: 0,
    utterances: [],
    speakers: ['Alex Rivera', 'Jordan Lee'],
    currentUser: 'Alex Rivera',
    guidance: [],
    analysis: { status: 'idle' },
    ...overrides,
  };
}

function fakeDeps(overrides: Partial<CardDeps> = {}): CardDeps {
  return { copy: vi.fn(async () => undefined), insertReply: vi.fn(async () => ({ ok: true as const })), ...overrides };
}

const feed = () => screen.getByRole('feed', { name: 'Guidance' });

describe('playbook cards', () => {
  it('shows a matched entry as its own card: title, who said what, the approved answer verbatim, the source, Copy answer', async () => {
    const deps = fakeDeps();
    render(
      <SessionView
        session={session({ guidance: [answer({ playbook: [priceMatch] })] })}
        send={vi.fn()}
        cardDeps={deps}
      />,
    );
    const card = within(feed()).getByRole('article', { name: 'Over budget' });
    expect(card.textContent).toContain('Playbook · objection');
    expect(within(card).getByText('Jordan Lee: "That is more than we budgeted."')).toBeTruthy();
    // Verbatim, line break included (shown by CSS white-space: pre-wrap).
    expect(within(card).getByText(/Ask what the budget covers today\./).textContent).toBe(priceMatch.answer);
    const source = within(card).getByRole('link', { name: 'Source: wiki.example.com' }) as HTMLAnchorElement;
    expect(source.href).toBe('https://wiki.example.com/playbook/price');
    expect(source.target).toBe('_blank');
    expect(source.rel).toBe('noopener noreferrer');

    await userEvent.click(within(card).getByRole('button', { name: 'Copy answer' }));
    expect(deps.copy).toHaveBeenCalledWith(priceMatch.answer);
    expect(within(card).getByRole('status').textContent).toBe('Copied');
    // The advice card of the same answer is there too, under its usual name.
    expect(within(feed()).getByRole('article', { name: /^Guidance for Alex Rivera at / })).toBeTruthy();
  });

  it('says in words when the clipboard refused, and makes no link of a source that is not a web address', async () => {
    const deps = fakeDeps({ copy: vi.fn(async () => Promise.reject(new Error('denied'))) });
    const odd = { ...priceMatch, source: 'javascript:alert(1)' };
    render(
      <SessionView session={session({ guidance: [answer({ playbook: [odd] })] })} send={vi.fn()} cardDeps={deps} />,
    );
    const card = within(feed()).getByRole('article', { name: 'Over budget' });
    expect(within(card).queryByRole('link')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Copy answer' }));
    expect(within(card).getByRole('alert').textContent).toBe('Could not copy: select the answer and copy it yourself.');
  });

  it("shows a competitor's battlecard at its first mention, once, however often later answers match it", () => {
    const guidance = [
      answer({ playbook: [rivalMatch] }),
      answer({ playbook: [rivalMatch, { ...rivalMatch, quote: 'RouteLogic again' }] }),
      answer({ isSame: true, playbook: [rivalMatch] }),
    ];
    render(<SessionView session={session({ guidance })} send={vi.fn()} cardDeps={fakeDeps()} />);
    const cards = within(feed()).getAllByRole('article', { name: 'RouteLogic' });
    expect(cards).toHaveLength(1);
    expect(cards[0]!.textContent).toContain('Playbook · battlecard');
    expect(cards[0]!.textContent).toContain('We already looked at RouteLogic.');
    expect(cards[0]!.textContent).toContain('Do not promise EDI this quarter');
  });

  it('renders playbook text as text, never as HTML', () => {
    const hostile = { ...priceMatch, title: '<b>x</b>', answer: '<img src=x onerror=alert(1)>', quote: '<i>q</i>' };
    const { container } = render(
      <SessionView
        session={session({ guidance: [answer({ playbook: [hostile] })] })}
        send={vi.fn()}
        cardDeps={fakeDeps()}
      />,
    );
    expect(container.querySelector('img, b, i')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
  });
});

describe('the Checklist', () => {
  const checklist = (coveredMetrics: boolean): ChecklistState => ({
    framework: 'MEDDICC',
    items: [
      {
        id: 'metrics',
        label: 'Metrics',
        ask: 'What would success look like in numbers?',
        covered: coveredMetrics,
        ...(coveredMetrics && { quote: 'We lose 40 hours a week to rerouting.' }),
      },
      { id: 'buyer', label: 'Economic buyer', ask: 'Who signs off on a purchase like this?', covered: false },
    ],
  });

  it('lists each item covered with its line or open with the question to ask, covered items staying covered', () => {
    // The later answer no longer sees the line that covered Metrics: it stays covered.
    const guidance = [answer({ checklist: checklist(true) }), answer({ checklist: checklist(false) })];
    render(<SessionView session={session({ guidance })} send={vi.fn()} cardDeps={fakeDeps()} />);
    const region = screen.getByRole('region', { name: 'Checklist' });
    expect(region.textContent).toContain('MEDDICC: 1 of 2 covered');
    const [metrics, buyer] = within(region).getAllByRole('listitem');
    expect(metrics!.textContent).toBe('covered Metrics"We lose 40 hours a week to rerouting."');
    expect(buyer!.textContent).toBe('open Economic buyerAsk: Who signs off on a purchase like this?');
  });

  it('is not shown while no answer carried a checklist', () => {
    render(<SessionView session={session({ guidance: [answer({})] })} send={vi.fn()} cardDeps={fakeDeps()} />);
    expect(screen.queryByRole('region', { name: 'Checklist' })).toBeNull();
  });
});

describe('Not useful', () => {
  it('hides the card at once and asks the background to keep the dismissal, by entry for playbook cards', async () => {
    const send = vi.fn<(command: PanelCommand) => void>();
    const guidance = [answer({ playbook: [priceMatch] })];
    render(<SessionView session={session({ guidance })} send={send} cardDeps={fakeDeps()} />);
    const card = within(feed()).getByRole('article', { name: 'Over budget' });
    await userEvent.click(within(card).getByRole('button', { name: 'Not useful' }));
    expect(send).toHaveBeenCalledWith({
      type: 'panel/dismissCard',
      dismissal: { card: 'playbook:price-budget', kind: 'objection', entryId: 'price-budget' },
    });
    expect(within(feed()).queryByRole('article', { name: 'Over budget' })).toBeNull();
    expect(screen.getByText('1 card marked not useful')).toBeTruthy();
    // Focus stays in the Guidance section, not lost with the button.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Guidance' }));

    const adviceCard = within(feed()).getByRole('article', { name: /^Guidance for/ });
    await userEvent.click(within(adviceCard).getByRole('button', { name: 'Not useful' }));
    expect(send).toHaveBeenLastCalledWith({
      type: 'panel/dismissCard',
      dismissal: { card: guidance[0]!.id, kind: 'guidance' },
    });
    expect(screen.getByText('2 cards marked not useful')).toBeTruthy();
  });

  it('shows the card hidden last again on Undo, and asks the background to stop counting it', async () => {
    const send = vi.fn<(command: PanelCommand) => void>();
    const guidance = [answer({ playbook: [priceMatch] })];
    const dismissals = [{ card: guidance[0]!.id, kind: 'guidance' as const, at: 1 }];
    render(<SessionView session={session({ guidance, dismissals })} send={send} cardDeps={fakeDeps()} />);
    const card = within(feed()).getByRole('article', { name: 'Over budget' });
    await userEvent.click(within(card).getByRole('button', { name: 'Not useful' }));
    expect(screen.getByText('2 cards marked not useful')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(send).toHaveBeenLastCalledWith({ type: 'panel/restoreCard', card: 'playbook:price-budget' });
    expect(within(feed()).getByRole('article', { name: 'Over budget' })).toBeTruthy();
    expect(screen.getByText('1 card marked not useful')).toBeTruthy();

    // The one before it, which the stored session holds, comes back next.
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(send).toHaveBeenLastCalledWith({ type: 'panel/restoreCard', card: guidance[0]!.id });
    expect(screen.queryByText(/marked not useful/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('keeps the cards the session says were dismissed hidden when the panel opens again', () => {
    const guidance = [answer({ playbook: [priceMatch] }), answer({ elaboration: '- Newer point' })];
    const dismissals = [{ card: 'playbook:price-budget', kind: 'objection' as const, entryId: 'price-budget', at: 1 }];
    render(<SessionView session={session({ guidance, dismissals })} send={vi.fn()} cardDeps={fakeDeps()} />);
    expect(within(feed()).queryByRole('article', { name: 'Over budget' })).toBeNull();
    expect(within(feed()).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('1 card marked not useful')).toBeTruthy();
  });
});

describe('Insert into reply', () => {
  const zendesk = (overrides: Partial<MeetingSession> = {}) =>
    session({
      meeting: {
        platform: 'zendesk',
        title: 'Order lost',
        startedAt: 0,
        url: 'https://acme.zendesk.com/agent/tickets/101',
        conversationKey: '101',
      },
      guidance: [answer({ playbook: [refundMatch, priceMatch] })],
      ...overrides,
    });
  const refundCard = () => within(feed()).getByRole('article', { name: 'Lost parcel refund' });

  it("sends the procedure's reply to the conversation's tab and says it went in", async () => {
    const deps = fakeDeps();
    render(<SessionView session={zendesk()} send={vi.fn()} cardDeps={deps} />);
    await userEvent.click(within(refundCard()).getByRole('button', { name: 'Insert into reply' }));
    expect(deps.insertReply).toHaveBeenCalledWith(9, { type: 'reply/insert', text: refundMatch.answer });
    expect(within(refundCard()).getByRole('status').textContent).toBe('Inserted into the reply box.');
    // Only procedures go into a reply box.
    const objectionCard = within(feed()).getByRole('article', { name: 'Over budget' });
    expect(within(objectionCard).queryByRole('button', { name: 'Insert into reply' })).toBeNull();
  });

  it.each([
    [{ ok: false as const, reason: 'no_reply_box' as const }, 'Open the reply box in Zendesk, then try again.'],
    [
      { ok: false as const, reason: 'not_supported' as const },
      "Zendesk's reply box cannot take the reply from Sidecue: use Copy answer and paste it.",
    ],
    [
      { ok: false as const, reason: 'failed' as const },
      'The reply could not be inserted: use Copy answer and paste it.',
    ],
  ])('says in words why the reply did not go in (%o)', async (result, words) => {
    render(
      <SessionView
        session={zendesk()}
        send={vi.fn()}
        cardDeps={fakeDeps({ insertReply: vi.fn(async () => result) })}
      />,
    );
    await userEvent.click(within(refundCard()).getByRole('button', { name: 'Insert into reply' }));
    expect(within(refundCard()).getByRole('alert').textContent).toBe(words);
  });

  it('says Sidecue is not reading the tab when no content script answers', async () => {
    const insertReply = vi.fn(async () => Promise.reject(new Error('Could not establish connection')));
    render(<SessionView session={zendesk()} send={vi.fn()} cardDeps={fakeDeps({ insertReply })} />);
    await userEvent.click(within(refundCard()).getByRole('button', { name: 'Insert into reply' }));
    expect(within(refundCard()).getByRole('alert').textContent).toBe(
      'Sidecue is not reading that tab: reload the page, then try again.',
    );
  });

  it('is not offered outside support tools', () => {
    render(
      <SessionView
        session={session({ guidance: [answer({ playbook: [refundMatch] })] })}
        send={vi.fn()}
        cardDeps={fakeDeps()}
      />,
    );
    expect(within(refundCard()).getByRole('button', { name: 'Copy answer' })).toBeTruthy();
    expect(within(refundCard()).queryByRole('button', { name: 'Insert into reply' })).toBeNull();
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { CaptionCapture } from '../../../../lib/capture/core/caption-capture';
import {
  freshdeskPlatform,
  sideOfRow,
  startFreshdeskCapture,
} from '../../../../lib/capture/platforms/freshdesk/adapter';
import { ManualTimers } from '../../support/manual-timers';
import { RecordingSink } from '../../support/recording-sink';
import { ENGLISH, FakeFreshdesk, GERMAN, type FreshdeskLanguage, type FreshdeskTicket } from './fake-page';

const NOW = new Date(2026, 10, 23, 18, 0).getTime();
const at = (hours: number, minutes: number) => new Date(2026, 10, 23, hours, minutes).getTime();

const ticket: FreshdeskTicket = {
  subject: 'CSV export fails',
  description: {
    author: 'customer',
    name: 'Sam Okafor',
    at: at(10, 2),
    html: '<div>Hi,</div><div>the CSV export fails since Monday <img class="emoji" alt="😞" src="e.png"></div><div>--&nbsp;</div><div>Sam Okafor<br>Head of Ops, Northwind</div>',
  },
  replies: [
    {
      author: 'agent',
      name: 'Maya Chen',
      at: at(10, 30),
      html: '<p>Hi Sam, which browser do you use?</p><div class="signature">Maya Chen | Acme Support</div>',
    },
    { author: 'note', name: 'Maya Chen', at: at(10, 31), html: '<p>Looks like ENG-142.</p>' },
    {
      author: 'customer',
      name: 'Sam Okafor',
      at: at(11, 5),
      html: '<div>Chrome 131.</div><div class="freshdesk_quote"><blockquote class="freshdesk_quote">On Mon, Maya wrote: Hi Sam, which browser do you use?</blockquote></div>',
    },
  ],
};

function page(language: FreshdeskLanguage = ENGLISH) {
  const freshdesk = new FakeFreshdesk(document, language);
  freshdesk.open('4711', ticket);
  return freshdesk;
}

function readAll() {
  const root = freshdeskPlatform.findConversation(document)!;
  return freshdeskPlatform.messageRowsIn(root).map((row) => freshdeskPlatform.readMessage(row, NOW)!);
}

const expected = [
  {
    messageId: 'description',
    senderName: 'Sam Okafor',
    side: 'customer',
    kind: 'message',
    text: 'Hi,\nthe CSV export fails since Monday 😞',
    at: at(10, 2),
  },
  {
    messageId: 'note_471101',
    senderName: 'Maya Chen',
    side: 'agent',
    kind: 'message',
    text: 'Hi Sam, which browser do you use?',
    at: at(10, 30),
  },
  {
    messageId: 'note_471102',
    senderName: 'Maya Chen',
    side: 'agent',
    kind: 'note',
    text: 'Looks like ENG-142.',
    at: at(10, 31),
  },
  {
    messageId: 'note_471103',
    senderName: 'Sam Okafor',
    side: 'customer',
    kind: 'message',
    text: 'Chrome 131.',
    at: at(11, 5),
  },
];

describe('Freshdesk readings', () => {
  it('reads the description and each reply: sides, private notes, times, without quoted history, signatures or status', () => {
    page();
    expect(readAll()).toEqual(expected);
  });

  it('reads the same in another language: the status line is never read, the German time label is', () => {
    page(GERMAN);
    expect(readAll()).toEqual(expected);
  });

  it('gives no time rather than a wrong one when the label does not say the day and time for sure', () => {
    const freshdesk = page();
    const labels = ['2 hours ago', 'January 1, 2026', '03/04/2026 10:00', ''];
    const row = freshdesk.details!.querySelector('[data-test-id="conversation-wrapper"]')!;
    for (const label of labels) {
      row.querySelector('[data-test-id="time-info"]')!.setAttribute('aria-label', label);
      expect(freshdeskPlatform.readMessage(row, NOW)?.at).toBeUndefined();
    }
  });

  it('tells sides by precedence: a private note first, then the requester class, then the agent marker', () => {
    const row = (className: string, marker?: string) => {
      const el = document.createElement('div');
      el.className = className;
      el.innerHTML = marker === undefined ? '' : `<a data-test-id="user-name" data-test-is-agent="${marker}">x</a>`;
      return el;
    };
    expect(sideOfRow(row('conversation privatenote', 'true'), 'Maya')).toEqual({ side: 'agent', kind: 'note' });
    expect(sideOfRow(row('conversation requestor', 'true'), 'Sam')).toEqual({ side: 'customer', kind: 'message' });
    expect(sideOfRow(row('conversation', 'true'), 'Maya')).toEqual({ side: 'agent', kind: 'message' });
    expect(sideOfRow(row('conversation', 'false'), 'Ana')).toEqual({ side: 'customer', kind: 'message' });
    expect(sideOfRow(row('conversation', 'true'), 'Freddy AI')).toEqual({ side: 'bot', kind: 'message' });
  });

  it('reads a reply only once its body is filled', () => {
    const freshdesk = page();
    const row = freshdesk.add({ author: 'agent', name: 'Maya Chen', at: at(11, 20), html: '' }, { emptyFirst: true });
    expect(freshdeskPlatform.readMessage(row, NOW)).toBeNull();
    freshdesk.fill(row, '<p>Fixed in today’s release.</p>');
    expect(freshdeskPlatform.readMessage(row, NOW)).toMatchObject({ text: 'Fixed in today’s release.', side: 'agent' });
  });

  it('keeps ids when the ticket is opened again, and knows the ticket from the URL', () => {
    const freshdesk = page();
    const before = readAll().map((m) => m.messageId);
    freshdesk.open('4712', {
      subject: 'Invoice copy',
      description: { ...ticket.description, html: 'Please resend the invoice.' },
      replies: [],
    });
    expect(freshdeskPlatform.readConversation(document, freshdesk.details!)).toEqual({
      key: '4712',
      title: 'Invoice copy',
    });
    freshdesk.open('4711');
    expect(readAll().map((m) => m.messageId)).toEqual(before);
    freshdesk.closeTicket();
    expect(freshdeskPlatform.readConversation(document, document.body)).toBeNull();
  });

  it('maps a change inside a reply to its wrapper', () => {
    const freshdesk = page();
    const root = freshdeskPlatform.findConversation(document)!;
    const text = freshdesk.details!.querySelectorAll('[data-test-conversation="conversation-text"] p')[1]!.firstChild!;
    expect(freshdeskPlatform.messageRowOf(text, root)?.getAttribute('data-album')).toBe('note_471102');
    expect(
      freshdeskPlatform.messageRowOf(root.querySelector('[data-test-id="ticket-subject"]')!.firstChild!, root),
    ).toBeNull();
  });
});

describe('Freshdesk capture', () => {
  let running: CaptionCapture | undefined;
  afterEach(() => running?.stop());

  it('captures a ticket that loads, gets replies, a note and a bot reply, folds and unfolds, and is left and reopened, once each', async () => {
    const timers = new ManualTimers(NOW);
    const freshdesk = new FakeFreshdesk(document, GERMAN);
    const sink = new RecordingSink();
    running = startFreshdeskCapture({ send: sink, document, timers });
    await timers.advance(1_000);
    freshdesk.open('4711', ticket, { loaded: false });
    await timers.advance(1_000);
    freshdesk.showTicket();
    await timers.advance(1_000);
    freshdesk.add({ author: 'agent', name: 'Freddy AI', at: at(11, 6), html: 'Try the XLSX export meanwhile.' });
    await timers.advance(1_000);
    const late = freshdesk.add({ author: 'agent', name: 'Maya Chen', at: at(11, 20), html: '' }, { emptyFirst: true });
    await timers.advance(1_000);
    freshdesk.fill(
      late,
      '<p>Fixed in today’s release.</p><div class="gmail_quote"><blockquote>Chrome 131.</blockquote></div>',
    );
    await timers.advance(1_000);
    const unfold = freshdesk.foldOlder(3);
    await timers.advance(1_000);
    unfold();
    await timers.advance(1_000);
    freshdesk.open('4712', {
      subject: 'Invoice copy',
      description: { ...ticket.description, at: at(12, 0), html: 'Please resend the invoice.' },
      replies: [],
    });
    await timers.advance(1_000);
    freshdesk.open('4711');
    await timers.advance(1_000);

    expect(sink.conversation('4711').map((u) => [u.speakerName, u.side, u.source, u.text, u.at])).toEqual([
      ['Sam Okafor', 'customer', 'chat', 'Hi,\nthe CSV export fails since Monday 😞', at(10, 2)],
      ['Maya Chen', 'agent', 'chat', 'Hi Sam, which browser do you use?', at(10, 30)],
      ['Maya Chen', 'agent', 'note', 'Looks like ENG-142.', at(10, 31)],
      ['Sam Okafor', 'customer', 'chat', 'Chrome 131.', at(11, 5)],
      ['Freddy AI', 'bot', 'chat', 'Try the XLSX export meanwhile.', at(11, 6)],
      ['Maya Chen', 'agent', 'chat', 'Fixed in today’s release.', at(11, 20)],
    ]);
    expect(sink.conversation('4712').map((u) => u.text)).toEqual(['Please resend the invoice.']);
    const ids = sink.upserts.map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    // The ticket is told as soon as its URL shows, and again once its subject renders.
    expect(sink.meetings.map((m) => [m.platform, m.conversationKey, m.title])).toEqual([
      ['freshdesk', '4711', 'Ticket 4711'],
      ['freshdesk', '4711', 'CSV export fails'],
      ['freshdesk', '4712', 'Invoice copy'],
      ['freshdesk', '4711', 'CSV export fails'],
    ]);
  });
});

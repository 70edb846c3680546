// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { CaptionCapture } from '../../../../lib/capture/core/caption-capture';
import {
  hubspotPlatform,
  placeOfMessage,
  sideOfMessage,
  startHubSpotCapture,
} from '../../../../lib/capture/platforms/hubspot/adapter';
import { FakeHubSpot, type FakeHubSpotOptions, type HubSpotMessage } from './fake-page';
import { ManualTimers } from '../../support/manual-timers';
import { RecordingSink } from '../../support/recording-sink';

const NOW = new Date(2026, 10, 23, 18, 0).getTime();
const today = (hours: number, minutes: number) => new Date(2026, 10, 23, hours, minutes).getTime();

const sam = (time: string, html: string): HubSpotMessage => ({ kind: 'visitor', name: 'Sam Okafor', time, html });
const maya = (time: string, html: string): HubSpotMessage => ({ kind: 'agent', name: 'Maya Chen', time, html });
const bot = (time: string, html: string): HubSpotMessage => ({ kind: 'AUTOMATED', name: 'HubBot', time, html });

const thread: HubSpotMessage[] = [
  sam('14:02', 'Hi, is the Pro plan billed per seat?'),
  bot('14:02', 'A teammate will reply shortly <img alt="🙂" src="e.png">'),
  maya('14:05', 'Hi Sam! Yes, per seat and month.'),
  maya('14:05', 'Annual billing saves 15%.'),
  { kind: 'COMMENT', name: 'Maya Chen', time: '14:06', html: 'Offer the startup discount?' },
  sam('14:08', 'And for 40 seats?'),
  sam('14:08', 'We are a nonprofit.'),
  maya('14:10', 'Then the nonprofit price applies: 20% off.'),
];

function readShown(hubspot: FakeHubSpot) {
  const root = hubspotPlatform.findConversation(document)!;
  expect(root).toBe(hubspot.list);
  return hubspotPlatform.messageRowsIn(root).map((row) => hubspotPlatform.readMessage(row, NOW)!);
}

describe('HubSpot readings', () => {
  it('tells sides by the message kind: visitor, agent, AUTOMATED as bot, a comment as a note', () => {
    const hubspot = new FakeHubSpot(document, { slots: 8 });
    hubspot.open('11173394035', thread);
    expect(readShown(hubspot).map((m) => [m.senderName ?? '-', m.side, m.kind, m.text])).toEqual([
      ['Sam Okafor', 'customer', 'message', 'Hi, is the Pro plan billed per seat?'],
      ['HubBot', 'bot', 'message', 'A teammate will reply shortly 🙂'],
      ['Maya Chen', 'agent', 'message', 'Hi Sam! Yes, per seat and month.'],
      ['-', 'agent', 'message', 'Annual billing saves 15%.'], // the run's header shows once
      ['Maya Chen', 'agent', 'note', 'Offer the startup discount?'],
      ['Sam Okafor', 'customer', 'message', 'And for 40 seats?'],
      ['-', 'customer', 'message', 'We are a nonprofit.'],
      ['Maya Chen', 'agent', 'message', 'Then the nonprofit price applies: 20% off.'],
    ]);
  });

  it('places a message by its top on screen or the row numbering, and by neither when it is not laid out', () => {
    const onScreen = new FakeHubSpot(document, { slots: 3, recycling: 'keyed' });
    onScreen.open('1', thread);
    expect(placeOfMessage(onScreen.nodeShowing(6)!)).toEqual({ top: 80 });
    const numbered = new FakeHubSpot(document, { slots: 3, recycling: 'keyed', numbered: true });
    numbered.open('1', thread);
    expect(placeOfMessage(numbered.nodeShowing(6)!)).toEqual({ index: 7 }); // jsdom lays nothing out
    expect(placeOfMessage(document.createElement('div'))).toEqual({});
  });

  it('reads an unknown message kind as nothing rather than guessing its side', () => {
    const el = document.createElement('div');
    el.setAttribute('data-test-id', 'primary-message-SYSTEM');
    expect(sideOfMessage(el)).toBeNull();
  });

  it('gives each message the same id whichever recycled node shows it, and another id when a node shows another message', () => {
    const hubspot = new FakeHubSpot(document, { slots: 3 });
    hubspot.open('11173394035', thread);
    const ids = new Map<string, string>();
    for (let first = 5; first >= 0; first--) {
      hubspot.scrollTo(first);
      for (const m of readShown(hubspot)) {
        const id = ids.get(m.text) ?? m.messageId;
        expect(m.messageId).toBe(id);
        ids.set(m.text, m.messageId);
      }
    }
    expect(ids.size).toBe(thread.length);
    expect(new Set(ids.values()).size).toBe(thread.length);
    // The node that showed the last message now shows another one, with its own id.
    hubspot.scrollTo(5);
    const node = hubspot.nodeShowing(7)!;
    const before = hubspotPlatform.readMessage(node, NOW)!;
    hubspot.scrollTo(0);
    const after = hubspotPlatform.readMessage(node, NOW)!;
    expect(after.text).not.toBe(before.text);
    expect(after.messageId).toBe(ids.get(after.text));
  });

  it('reads a row whose header fills in late only once it is whole, under its final id', () => {
    const hubspot = new FakeHubSpot(document, { slots: 3 });
    hubspot.open('11173394035', thread);
    const fillHeader = hubspot.addHeaderLater(sam('14:12', 'Great, send the quote.'));
    const node = hubspot.nodeShowing(8)!;
    expect(hubspotPlatform.readMessage(node, NOW)).toBeNull();
    fillHeader();
    const whole = hubspotPlatform.readMessage(node, NOW)!;
    expect(whole).toMatchObject({ senderName: 'Sam Okafor', text: 'Great, send the quote.', at: today(14, 12) });
    hubspot.scrollTo(0);
    hubspot.scrollTo(6);
    expect(hubspotPlatform.readMessage(hubspot.nodeShowing(8)!, NOW)!.messageId).toBe(whole.messageId);
  });

  it('reads the shown clock time as today, in 12- or 24-hour form, and none for a relative time', () => {
    const hubspot = new FakeHubSpot(document, { slots: 3 });
    hubspot.open('1', [sam('2:02 PM', 'one'), maya('14:05', 'two'), bot('Just now', 'three')]);
    expect(readShown(hubspot).map((m) => m.at)).toEqual([today(14, 2), today(14, 5), undefined]);
  });

  it('reads a date label in the page language, and gives none for a day it cannot date', () => {
    document.documentElement.lang = 'de';
    const hubspot = new FakeHubSpot(document, { slots: 3 });
    hubspot.open('1', [sam('20. Nov. 2026, 09:15', 'eins'), maya('gestern 14:05', 'zwei'), bot('14:07', 'drei')]);
    const times = readShown(hubspot).map((m) => m.at);
    document.documentElement.lang = '';
    expect(times).toEqual([new Date(2026, 10, 20, 9, 15).getTime(), undefined, today(14, 7)]);
  });

  it('tells the same words at different times apart', () => {
    const hubspot = new FakeHubSpot(document, { slots: 3 });
    hubspot.open('1', [sam('14:02', 'ok'), maya('14:03', 'Done.'), sam('14:09', 'ok')]);
    const [first, , again] = readShown(hubspot);
    expect(first!.messageId).not.toBe(again!.messageId);
  });

  it('knows the thread from the URL, in every data hosting region, and none on the inbox list', () => {
    const hubspot = new FakeHubSpot(document);
    const root = hubspotPlatform.findConversation(document)!;
    expect(hubspotPlatform.readConversation(document, root)).toBeNull();
    hubspot.open('11173394035', thread);
    expect(hubspotPlatform.readConversation(document, root)?.key).toBe('11173394035');
    history.pushState(null, '', '/live-messages/6010218/inbox/11173394036#whatsapp');
    expect(hubspotPlatform.readConversation(document, root)?.key).toBe('11173394036');
    history.pushState(null, '', '/help-desk/6010218/view/12/ticket/5512');
    expect(hubspotPlatform.readConversation(document, root)?.key).toBe('5512');
  });
});

describe('HubSpot capture', () => {
  let running: CaptionCapture | undefined;
  afterEach(() => running?.stop());

  async function capture(slots: number, options: Omit<FakeHubSpotOptions, 'slots'> = {}) {
    const timers = new ManualTimers(NOW);
    const hubspot = new FakeHubSpot(document, { slots, ...options });
    const sink = new RecordingSink();
    running = startHubSpotCapture({ send: sink, document, timers });
    await timers.advance(1_000);
    return { timers, hubspot, sink };
  }

  const lines = (sink: RecordingSink, key: string) =>
    sink.conversation(key).map((u) => [u.speakerName, u.side, u.source, u.text]);

  it('captures a thread whose recycled rows scroll away and back, grows live, and is left and reopened, once each', async () => {
    const { timers, hubspot, sink } = await capture(4);
    hubspot.open('11173394035', thread);
    await timers.advance(1_000);
    for (const first of [2, 0, 3, 4]) {
      hubspot.scrollTo(first);
      await timers.advance(500);
    }
    hubspot.add(sam('14:15', 'Perfect, please send the quote.'));
    await timers.advance(1_000);
    const fillHeader = hubspot.addHeaderLater(bot('14:15', 'Your quote is on its way.'));
    await timers.advance(1_000);
    fillHeader();
    await timers.advance(1_000);
    hubspot.open('11173394036', [sam('15:00', 'Other thread')]);
    await timers.advance(1_000);
    hubspot.open('11173394035');
    hubspot.scrollTo(0);
    await timers.advance(1_000);

    expect(lines(sink, '11173394035')).toEqual([
      ['Sam Okafor', 'customer', 'chat', 'Hi, is the Pro plan billed per seat?'],
      ['HubBot', 'bot', 'chat', 'A teammate will reply shortly 🙂'],
      ['Maya Chen', 'agent', 'chat', 'Hi Sam! Yes, per seat and month.'],
      ['Maya Chen', 'agent', 'chat', 'Annual billing saves 15%.'],
      ['Maya Chen', 'agent', 'note', 'Offer the startup discount?'],
      ['Sam Okafor', 'customer', 'chat', 'And for 40 seats?'],
      ['Sam Okafor', 'customer', 'chat', 'We are a nonprofit.'],
      ['Maya Chen', 'agent', 'chat', 'Then the nonprofit price applies: 20% off.'],
      ['Sam Okafor', 'customer', 'chat', 'Perfect, please send the quote.'],
      ['HubBot', 'bot', 'chat', 'Your quote is on its way.'],
    ]);
    expect(lines(sink, '11173394036')).toEqual([['Sam Okafor', 'customer', 'chat', 'Other thread']]);
    // Each message was handed over once: recycled nodes and the reopened thread repeated none.
    const ids = sink.upserts.map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(sink.conversation('11173394035').map((u) => u.at)).toEqual(
      [...sink.conversation('11173394035').map((u) => u.at)].sort((a, b) => a - b),
    );
  });

  const wholeThread = [
    ['Sam Okafor', 'customer', 'chat', 'Hi, is the Pro plan billed per seat?'],
    ['HubBot', 'bot', 'chat', 'A teammate will reply shortly 🙂'],
    ['Maya Chen', 'agent', 'chat', 'Hi Sam! Yes, per seat and month.'],
    ['Maya Chen', 'agent', 'chat', 'Annual billing saves 15%.'],
    ['Maya Chen', 'agent', 'note', 'Offer the startup discount?'],
    ['Sam Okafor', 'customer', 'chat', 'And for 40 seats?'],
    ['Sam Okafor', 'customer', 'chat', 'We are a nonprofit.'],
    ['Maya Chen', 'agent', 'chat', 'Then the nonprofit price applies: 20% off.'],
  ];

  for (const numbered of [false, true]) {
    it(`hands over in thread order what a list recycling its nodes in place shows scrolled up, ${numbered ? 'by the rows’ numbering' : 'by their place on screen'}`, async () => {
      const { timers, hubspot, sink } = await capture(3, { recycling: 'keyed', numbered });
      hubspot.open('11173394035', thread);
      await timers.advance(1_000);
      let recycledOutOfOrder = false;
      for (const first of [4, 3, 2, 1, 0]) {
        hubspot.scrollTo(first);
        const elementOrder = hubspot.shownInElementOrder();
        recycledOutOfOrder ||= elementOrder.some((index, i) => i > 0 && index < elementOrder[i - 1]!);
        await timers.advance(500);
      }
      // Back at the end, a live message takes the node that showed the top of the window.
      hubspot.scrollTo(5);
      await timers.advance(500);
      hubspot.add(sam('14:15', 'Perfect, please send the quote.'));
      await timers.advance(500);
      // The fake moved no node: element order stopped being thread order.
      expect(recycledOutOfOrder).toBe(true);
      expect(hubspot.shownInElementOrder()).not.toEqual([6, 7, 8]);
      expect(lines(sink, '11173394035')).toEqual([
        ...wholeThread,
        ['Sam Okafor', 'customer', 'chat', 'Perfect, please send the quote.'],
      ]);
      const ids = sink.upserts.map((u) => u.id);
      expect(new Set(ids).size).toBe(thread.length + 1); // each message once, plus renamings
    });
  }

  it('names the messages of a run scrolled into from its middle once the run’s header shows', async () => {
    const { timers, hubspot, sink } = await capture(3, { recycling: 'keyed' });
    hubspot.open('11173394035', thread);
    await timers.advance(1_000);
    hubspot.scrollTo(3); // "Annual billing saves 15%." shows without Maya's header above it
    await timers.advance(500);
    expect(lines(sink, '11173394035')[0]).toEqual(['Agent', 'agent', 'chat', 'Annual billing saves 15%.']);
    hubspot.scrollTo(2);
    await timers.advance(500);
    expect(lines(sink, '11173394035').slice(0, 2)).toEqual(wholeThread.slice(2, 4));
  });

  it('does not file the thread still shown under the next one while its messages load', async () => {
    const { timers, hubspot, sink } = await capture(4);
    hubspot.open('11173394035', thread);
    await timers.advance(1_000);
    hubspot.navigate('11173394036');
    document.querySelector('nav')!.setAttribute('class', 'loading');
    await timers.advance(1_000);
    hubspot.open('11173394036', [sam('15:00', 'Other thread')]);
    await timers.advance(1_000);
    expect(sink.conversation('11173394036').map((u) => u.text)).toEqual(['Other thread']);
  });
});

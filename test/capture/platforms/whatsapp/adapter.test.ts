// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ChatMessageReading, ChatPagePlatform } from '../../../../lib/capture/core/chat-platform';
import { conversationKeyOf, createWhatsAppPlatform } from '../../../../lib/capture/platforms/whatsapp/adapter';
import { FakeWhatsApp, STAMP_FORMATS, type FakeWhatsAppOptions } from './fake-page';

/** 22 March 2026, 14:00 local time. */
const now = new Date(2026, 2, 22, 14, 0).getTime();
const minute = 60_000;
const SELF = 'Alex Rivera';

function setUp(options: Partial<FakeWhatsAppOptions> = {}) {
  const page = new FakeWhatsApp(document, { chats: { 'Maria Lopez': {}, 'Acme buyers': { group: true } }, ...options });
  return { page, platform: createWhatsAppPlatform() };
}

/** What the adapter reads from every row of the open chat, in page order; unreadable rows left out. */
function readAll(platform: ChatPagePlatform): ChatMessageReading[] {
  const root = platform.findConversation(document)!;
  return platform
    .messageRowsIn(root)
    .map((row) => platform.readMessage(row, now))
    .filter((m): m is ChatMessageReading => m !== null);
}

describe('WhatsApp Web: the open chat', () => {
  it('finds no conversation on the start screen, then the open chat by its header title', () => {
    const { page, platform } = setUp();
    expect(platform.findConversation(document)).toBeNull();
    page.open('Maria Lopez');
    const root = platform.findConversation(document)!;
    expect(root.id).toBe('main');
    expect(platform.readConversation(document, root)).toEqual({ key: 'Maria Lopez', title: 'Maria Lopez' });
  });

  it('tells a switch to another chat by its title alone, the address staying the same', () => {
    const { page, platform } = setUp();
    const address = location.href;
    page.open('Maria Lopez');
    const first = platform.readConversation(document, platform.findConversation(document)!);
    page.open('Acme buyers');
    const second = platform.readConversation(document, platform.findConversation(document)!);
    page.open('Maria Lopez');
    const back = platform.readConversation(document, platform.findConversation(document)!);
    expect(location.href).toBe(address);
    expect(second?.key).toBe('Acme buyers');
    expect(back?.key).toBe(first?.key);
  });

  it('says nothing while the header has no title yet', () => {
    const { page, platform } = setUp();
    page.open('Maria Lopez');
    const root = platform.findConversation(document)!;
    root.querySelector('header')!.replaceChildren();
    expect(platform.readConversation(document, root)).toBeNull();
  });

  it('keys a chat by its title with spacing and Unicode forms evened out', () => {
    expect(conversationKeyOf('  Jose\u0301   Garci\u0301a ')).toBe('José García');
    expect(conversationKeyOf('José García')).toBe('José García');
  });
});

describe('WhatsApp Web: message rows', () => {
  it('reads an incoming and an outgoing message with sides, names, text and time', () => {
    const { page, platform } = setUp();
    page.open('Maria Lopez');
    const asked = page.receive('Maria Lopez', 'Is the blue one still in stock?', now - 5 * minute);
    const answered = page.send(SELF, 'Yes, we have three left.', now - 4 * minute);
    expect(readAll(platform)).toEqual([
      {
        messageId: asked.id,
        senderName: 'Maria Lopez',
        side: 'customer',
        kind: 'message',
        text: 'Is the blue one still in stock?',
        at: now - 5 * minute,
      },
      {
        messageId: answered.id,
        senderName: SELF,
        side: 'agent',
        kind: 'message',
        text: 'Yes, we have three left.',
        at: now - 4 * minute,
      },
    ]);
    expect(platform.readSelfName(document)).toBe(SELF);
  });

  it('scopes rows to the open chat: the chat list has rows with data-id too', () => {
    const { page, platform } = setUp();
    page.open('Maria Lopez');
    page.receive('Maria Lopez', 'Hello', now);
    expect(platform.messageRowsIn(platform.findConversation(document)!)).toHaveLength(1);
    const listRow = document.querySelector('#pane-side [role="row"]')!;
    expect(platform.messageRowOf(listRow.firstChild!, platform.findConversation(document)!)).toBeNull();
  });

  it('maps a mutated text node to its row, and a row to itself', () => {
    const { page, platform } = setUp();
    page.open('Maria Lopez');
    page.receive('Maria Lopez', 'Hello', now);
    const root = platform.findConversation(document)!;
    const row = root.querySelector('[role="row"]')!;
    const textNode = row.querySelector('[data-testid="selectable-text"] span')!.firstChild!;
    expect(platform.messageRowOf(textNode, root)).toBe(row);
    expect(platform.messageRowsIn(row)).toEqual([row]);
  });

  it('keeps emoji images as their characters', () => {
    const { page, platform } = setUp();
    page.open('Maria Lopez');
    page.receive('Maria Lopez', 'Thanks 👍 see you 🎉', now);
    expect(readAll(platform).map((m) => m.text)).toEqual(['Thanks 👍 see you 🎉']);
    // The page itself draws them as images: their characters are not in its text.
    expect(document.querySelector('#main [data-testid="selectable-text"]')!.textContent).toBe('Thanks  see you ');
  });

  it('skips system rows, which have no stamp', () => {
    const { page, platform } = setUp();
    page.open('Maria Lopez');
    page.notice('Messages and calls are end-to-end encrypted.');
    page.receive('Maria Lopez', 'Hi!', now);
    expect(readAll(platform).map((m) => m.text)).toEqual(['Hi!']);
  });

  it('leaves a quoted message out of a reply: its words, author and stamp', () => {
    const { page, platform } = setUp({ stampNames: false });
    page.open('Acme buyers');
    const question = page.receive('Sam Okafor', 'What about delivery?', now - 2 * minute);
    page.send(SELF, 'Two days.', now - minute);
    page.reply('Maria Lopez', 'And to Spain?', now, question);
    const reply = readAll(platform).at(-1)!;
    expect(reply.text).toBe('And to Spain?');
    expect(reply.senderName).toBe('Maria Lopez');
    expect(reply.at).toBe(now);
  });

  it.each(['Quoted message', 'Zitierte Nachricht', 'Mensagem citada', '引用メッセージ'])(
    'knows a quote by its label "%s" when it has no test id',
    (label) => {
      const { page, platform } = setUp({ stampNames: false });
      page.open('Acme buyers');
      const question = page.receive('Sam Okafor', 'What about delivery?', now - minute);
      page.reply('Maria Lopez', 'And to Spain?', now, question, label);
      expect(readAll(platform).at(-1)!.text).toBe('And to Spain?');
    },
  );

  it('does not read a row still filling in, then reads it once filled', () => {
    const { page, platform } = setUp();
    page.open('Maria Lopez');
    const late = page.receiveLate('Maria Lopez', 'Can I pay by card?', now);
    const row = platform.findConversation(document)!.querySelector('[role="row"]')!;
    expect(platform.readMessage(row, now)).toBeNull();
    page.fill(late);
    expect(platform.readMessage(row, now)).toMatchObject({ messageId: late.id, text: 'Can I pay by card?' });
  });

  it('reads the same id for a row that left the list and was rendered anew', () => {
    const { page, platform } = setUp();
    page.open('Maria Lopez');
    page.receive('Maria Lopez', 'First', now - 2 * minute);
    page.receive('Maria Lopez', 'Second', now - minute);
    const before = readAll(platform);
    page.dropRowsBefore(1);
    expect(readAll(platform).map((m) => m.text)).toEqual(['Second']);
    page.rerender();
    expect(readAll(platform)).toEqual(before);
  });
});

describe('WhatsApp Web: groups', () => {
  it('names every message of a run from its stamp, though the author shows on the first only', () => {
    const { page, platform } = setUp();
    page.open('Acme buyers');
    page.receive('Sam Okafor', 'Morning all', now - 3 * minute);
    page.receive('Sam Okafor', 'Any news on the order?', now - 2 * minute);
    page.receive('Maria Lopez', 'Same question here', now - minute);
    expect(document.querySelectorAll('#main [data-testid="author"]')).toHaveLength(2);
    expect(readAll(platform).map((m) => m.senderName)).toEqual(['Sam Okafor', 'Sam Okafor', 'Maria Lopez']);
  });

  it('leaves the sender undefined on later rows of a run when only the author span names it', () => {
    const { page, platform } = setUp({ stampNames: false });
    page.open('Acme buyers');
    page.receive('Sam Okafor', 'Morning all', now - 3 * minute);
    page.receive('Sam Okafor', 'Any news on the order?', now - 2 * minute);
    page.send(SELF, 'Shipping today.', now - minute);
    expect(readAll(platform).map((m) => [m.senderName, m.side])).toEqual([
      ['Sam Okafor', 'customer'],
      [undefined, 'customer'],
      ['You', 'agent'],
    ]);
  });
});

describe('WhatsApp Web: localized stamps', () => {
  it.each([
    ['en-GB', STAMP_FORMATS.enGB],
    ['en-US', STAMP_FORMATS.enUS],
    ['de', STAMP_FORMATS.de],
    ['es', STAMP_FORMATS.es],
  ])('reads times written the %s way', (_, format) => {
    const { page, platform } = setUp({ format });
    page.open('Maria Lopez');
    page.receive('Maria Lopez', 'Morning', new Date(2026, 2, 22, 9, 5).getTime());
    page.send(SELF, 'Afternoon', new Date(2026, 2, 22, 13, 52).getTime());
    expect(readAll(platform).map((m) => m.at)).toEqual([
      new Date(2026, 2, 22, 9, 5).getTime(),
      new Date(2026, 2, 22, 13, 52).getTime(),
    ]);
  });

  it('reads an ambiguous date the way an earlier stamp of the page proved', () => {
    const { page, platform } = setUp({ format: STAMP_FORMATS.enUS });
    page.open('Maria Lopez');
    // "3/2/2026" on 22 March: 2 March or 3 February, both past.
    const ambiguous = new Date(2026, 2, 2, 10, 0).getTime();
    const proving = new Date(2026, 2, 20, 10, 0).getTime(); // "3/20/2026": only month-first reads
    page.receive('Maria Lopez', 'Old question', ambiguous);
    page.receive('Maria Lopez', 'New question', proving);
    const [oldRow, newRow] = platform.messageRowsIn(platform.findConversation(document)!);
    expect(platform.readMessage(oldRow!, now)!.at).toBeUndefined(); // nothing proved the order yet: no time, not a wrong one
    expect(platform.readMessage(newRow!, now)!.at).toBe(proving);
    expect(platform.readMessage(oldRow!, now)!.at).toBe(ambiguous);
  });
});

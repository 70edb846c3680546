// @vitest-environment jsdom
// Front's message markup is unconfirmed (no public capture): these tests pin what the adapter reads
// from the structural candidates in selectors.ts, on a page built from those candidates.
import { describe, expect, it } from 'vitest';
import type { ChatMessageReading, ChatPagePlatform } from '../../../../lib/capture/core/chat-platform';
import {
  cleanSenderName,
  createFrontPlatform,
  frontConversationId,
} from '../../../../lib/capture/platforms/front/adapter';
import { FakeFront, type FrontMessage } from './fake-page';

const at = Date.UTC(2026, 2, 22, 13, 52);
const minute = 60_000;

const question: FrontMessage = {
  from: 'Maria Lopez',
  address: 'maria@example.com',
  kind: 'inbound',
  text: 'My order #1234 arrived damaged.\nCan you send a new one?',
  at,
  quote: 'On Mon, Support wrote: Your order has shipped.',
  signature: '-- \nMaria Lopez, Lopez Imports',
};
const reply: FrontMessage = {
  from: 'Alex Rivera',
  kind: 'outbound',
  text: 'Sorry about that! A new one ships today 📦',
  at: at + 5 * minute,
};
const comment: FrontMessage = {
  from: 'Sam Okafor',
  kind: 'comment',
  text: '@Alex refund the shipping too',
  at: at + 3 * minute,
};

function setUp() {
  const page = new FakeFront(document, {
    cnv_7a1b2c3: { subject: 'Order #1234 arrived damaged', messages: [question] },
    cnv_9x8y7z6: { subject: 'Invoice for March' },
  });
  return { page, platform: createFrontPlatform() };
}

function readAll(platform: ChatPagePlatform): ChatMessageReading[] {
  const root = platform.findConversation(document)!;
  return platform
    .messageRowsIn(root)
    .map((row) => platform.readMessage(row, Date.now()))
    .filter((m): m is ChatMessageReading => m !== null);
}

describe('Front: which conversation', () => {
  it.each([
    ['/inboxes/teammates/4182/inbox/open/0/cnv_7a1b2c3', 'cnv_7a1b2c3'],
    ['/inboxes/teammates/4182/inbox/open/0/184467440', '184467440'],
    ['/open/cnv_7a1b2c3/', 'cnv_7a1b2c3'],
  ])('reads the conversation id from %s', (path, id) => {
    expect(frontConversationId(path)).toBe(id);
  });

  it.each([
    ['several selected', '/inboxes/teammates/4182/inbox/open/0/cnv_7a1b2c3,cnv_9x8y7z6'],
    ['several selected, encoded', '/inboxes/teammates/4182/inbox/open/0/cnv_7a1b2c3%2Ccnv_9x8y7z6'],
    ['none selected', '/inboxes/teammates/4182/inbox/open/0'],
    ['a view name', '/inboxes/teammates/4182/inbox/open'],
    ['the root', '/'],
  ])('reads no single conversation when %s', (_, path) => {
    expect(frontConversationId(path)).toBeUndefined();
  });

  it('finds the open conversation and its subject; none when several are selected', () => {
    const { page, platform } = setUp();
    expect(platform.findConversation(document)).toBeNull();
    page.open('cnv_7a1b2c3');
    const root = platform.findConversation(document)!;
    expect(root.getAttribute('role')).toBe('log');
    expect(platform.readConversation(document, root)).toEqual({
      key: 'cnv_7a1b2c3',
      title: 'Order #1234 arrived damaged',
    });
    page.selectSeveral(['cnv_7a1b2c3', 'cnv_9x8y7z6']);
    expect(platform.findConversation(document)).toBeNull();
  });

  it('follows a switch to another conversation and back by the address', () => {
    const { page, platform } = setUp();
    page.open('cnv_7a1b2c3');
    page.open('cnv_9x8y7z6');
    expect(platform.readConversation(document, platform.findConversation(document)!)?.key).toBe('cnv_9x8y7z6');
    page.open('cnv_7a1b2c3');
    expect(platform.readConversation(document, platform.findConversation(document)!)?.key).toBe('cnv_7a1b2c3');
  });
});

describe('Front: messages', () => {
  it('reads the sender without the address, the time, and the words without quote or signature', () => {
    const { page, platform } = setUp();
    page.open('cnv_7a1b2c3');
    expect(readAll(platform)).toEqual([
      {
        messageId: expect.any(String),
        senderName: 'Maria Lopez',
        side: 'customer',
        kind: 'message',
        text: 'My order #1234 arrived damaged.\nCan you send a new one?',
        at,
      },
    ]);
  });

  it('reads a teammate reply as the agent side with its emoji, and an internal comment as a note', () => {
    const { page, platform } = setUp();
    page.open('cnv_7a1b2c3');
    page.add(comment);
    page.add(reply);
    expect(readAll(platform).map((m) => [m.senderName, m.side, m.kind, m.text])).toEqual([
      ['Maria Lopez', 'customer', 'message', 'My order #1234 arrived damaged.\nCan you send a new one?'],
      ['Sam Okafor', 'agent', 'note', '@Alex refund the shipping too'],
      ['Alex Rivera', 'agent', 'message', 'Sorry about that! A new one ships today 📦'],
    ]);
  });

  it('does not take the conversation list beside it, or lists inside an email, for messages', () => {
    const { page, platform } = setUp();
    page.open('cnv_7a1b2c3');
    const withList: FrontMessage = { from: 'Maria Lopez', kind: 'inbound', text: 'Items:', at: at + minute };
    page.add(withList);
    const body = document.querySelectorAll('main article [role="document"]')[1]!;
    body.insertAdjacentHTML('beforeend', '<ul><li role="listitem">2 chairs</li></ul><article>forwarded note</article>');
    const rows = platform.messageRowsIn(platform.findConversation(document)!);
    expect(rows).toHaveLength(2);
    expect(platform.messageRowOf(body.querySelector('li')!.firstChild!, platform.findConversation(document)!)).toBe(
      rows[1],
    );
    expect(readAll(platform)[1]!.text).toBe('Items:\n2 chairs\nforwarded note');
  });

  it('gives a message the same id when it is rendered anew and when its body fills in late', () => {
    const { page, platform } = setUp();
    page.open('cnv_7a1b2c3');
    const late = page.addLate({ from: 'Maria Lopez', kind: 'inbound', text: 'Any update?', at: at + 10 * minute });
    expect(readAll(platform)).toHaveLength(1); // no words yet: not a message yet
    page.fill(late);
    const before = readAll(platform);
    expect(before.map((m) => m.text)).toEqual([question.text, 'Any update?']);
    page.dropRowsBefore(1);
    page.rerender();
    expect(readAll(platform).map((m) => m.messageId)).toEqual(before.map((m) => m.messageId));
    expect(new Set(before.map((m) => m.messageId)).size).toBe(2);
  });

  it('cleans sender names', () => {
    expect(cleanSenderName('Maria  Lopez <maria@example.com>')).toBe('Maria Lopez');
    expect(cleanSenderName('maria@example.com')).toBe('maria@example.com');
    expect(cleanSenderName('x'.repeat(200))).toBe('');
  });
});

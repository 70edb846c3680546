// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CaptionCapture } from '../../../lib/capture/core/caption-capture';
import { startChatCapture } from '../../../lib/capture/core/chat-capture';
import type { ChatPagePlatform } from '../../../lib/capture/core/chat-platform';
import { elementOf } from '../../../lib/capture/core/dom';
import type { ParticipantSide } from '../../../lib/messaging/capture-protocol';
import { ManualTimers, settle } from '../support/manual-timers';
import { RecordingSink } from '../support/recording-sink';

// A tiny chat page: one visible `.thread[data-key]` per conversation, rows `.msg[data-id]` with an
// optional `.from` sender, `.text`, optional `data-at`, and `data-note` for internal notes.

interface Row {
  id: string;
  from?: string;
  text?: string;
  side?: ParticipantSide;
  at?: number;
  note?: boolean;
}

class Counting {
  reads = 0;
  rowLookups = 0;
}

function tinyPlatform(counting = new Counting()): ChatPagePlatform {
  return {
    platform: 'recipe',
    findConversation: (doc) => doc.querySelector('.thread:not([hidden])'),
    readConversation: (_doc, root) => {
      const key = root.getAttribute('data-key');
      return key ? { key, title: root.getAttribute('data-title') ?? key } : null;
    },
    messageRowOf: (node, root) => {
      counting.rowLookups++;
      const row = elementOf(node)?.closest('.msg') ?? null;
      return row && root.contains(row) ? row : null;
    },
    messageRowsIn: (node) => {
      const element = node as Element;
      return element.matches?.('.msg') ? [element] : [...node.querySelectorAll('.msg')];
    },
    readMessage: (row) => {
      counting.reads++;
      const text = row.querySelector('.text')?.textContent?.trim();
      if (!text) return null;
      const at = row.getAttribute('data-at');
      return {
        messageId: row.getAttribute('data-id')!,
        senderName: row.querySelector('.from')?.textContent?.trim() || undefined,
        side: (row.getAttribute('data-side') as ParticipantSide) ?? 'customer',
        kind: row.hasAttribute('data-note') ? 'note' : 'message',
        text,
        at: at ? Number(at) : undefined,
      };
    },
    readSelfName: (doc) => doc.querySelector('.me')?.textContent?.trim() || undefined,
  };
}

function rowElement(row: Row): HTMLElement {
  const el = document.createElement('div');
  el.className = 'msg';
  el.dataset.id = row.id;
  el.dataset.side = row.side ?? 'customer';
  if (row.at !== undefined) el.dataset.at = String(row.at);
  if (row.note) el.dataset.note = '';
  if (row.from) el.insertAdjacentHTML('beforeend', '<b class="from"></b>');
  el.insertAdjacentHTML('beforeend', '<span class="text"></span>');
  if (row.from) el.querySelector('.from')!.textContent = row.from;
  el.querySelector('.text')!.textContent = row.text ?? '';
  return el;
}

function thread(key: string, rows: Row[] = [], hidden = false): HTMLElement {
  const el = document.createElement('div');
  el.className = 'thread';
  el.dataset.key = key;
  el.dataset.title = `Ticket ${key}`;
  el.hidden = hidden;
  el.append(...rows.map(rowElement));
  document.body.append(el);
  return el;
}

let running: CaptionCapture | undefined;
afterEach(() => {
  running?.stop();
  document.body.innerHTML = '';
});

async function setUp(counting?: Counting, selfName?: string) {
  const timers = new ManualTimers();
  const sink = new RecordingSink();
  running = startChatCapture(tinyPlatform(counting), { send: sink, document, timers, selfName });
  await timers.advance(1_000);
  return { timers, sink };
}

const lines = (utterances: { speakerName: string; text: string }[]) => utterances.map((u) => [u.speakerName, u.text]);

describe('chat capture: conversation and states', () => {
  it('waits with no conversation open, then tells the conversation with its key and reads it as final chat lines', async () => {
    const { timers, sink } = await setUp(undefined, 'Dana Agent');
    expect(sink.states).toEqual([]);
    expect(sink.meetings).toEqual([]);
    thread('A', [
      { id: 'm1', from: 'Chris Customer', text: 'My printer is on fire', side: 'customer', at: 1_000 },
      { id: 'm2', from: 'Dana Agent', text: 'Sorry to hear that!', side: 'agent', at: 2_000 },
      { id: 'm3', from: 'Dana Agent', text: 'Customer seems upset', side: 'agent', at: 3_000, note: true },
    ]);
    await timers.advance(1_000);
    expect(sink.lastState).toBe('captions_on');
    expect(sink.meetings).toEqual([
      {
        platform: 'recipe',
        title: 'Ticket A',
        startedAt: expect.any(Number),
        selfName: 'Dana Agent',
        url: expect.any(String),
        conversationKey: 'A',
      },
    ]);
    expect(sink.conversation('A')).toEqual([
      {
        id: 'recipe:A:m1',
        speakerName: 'Chris Customer',
        text: 'My printer is on fire',
        at: 1_000,
        source: 'chat',
        final: true,
        side: 'customer',
      },
      {
        id: 'recipe:A:m2',
        speakerName: 'Dana Agent',
        text: 'Sorry to hear that!',
        at: 2_000,
        source: 'chat',
        final: true,
        side: 'agent',
      },
      {
        id: 'recipe:A:m3',
        speakerName: 'Dana Agent',
        text: 'Customer seems upset',
        at: 3_000,
        source: 'note',
        final: true,
        side: 'agent',
      },
    ]);
    // Nothing to do: no timer keeps running.
    expect(timers.pendingCount).toBe(0);
  });

  it('tells the served capture rules it applied with the conversation', async () => {
    const timers = new ManualTimers();
    const sink = new RecordingSink();
    const rules = { version: 3, published: '2026-11-22T10:00:00Z' };
    running = startChatCapture(tinyPlatform(), { send: sink, document, timers, rules });
    thread('A', [{ id: 'm1', from: 'Chris Customer', text: 'Hello' }]);
    await timers.advance(1_000);
    expect(sink.meetings).toHaveLength(1);
    expect(sink.meetings[0]).toMatchObject({ conversationKey: 'A', rules });
  });

  it('says capture is unverified after 20 s of text with no readable row, and recovers when rows read', async () => {
    const { timers, sink } = await setUp();
    const root = thread('A');
    root.insertAdjacentHTML('beforeend', '<section>Chris wrote: something the adapter cannot read</section>');
    await timers.advance(19_000);
    expect(sink.lastState).toBe('captions_on');
    await timers.advance(2_000);
    expect(sink.lastState).toBe('capture_unverified');
    root.append(rowElement({ id: 'm1', from: 'Chris', text: 'Hello?' }));
    await timers.advance(1_000);
    expect(sink.lastState).toBe('captions_on');
  });

  it('does not call capture unverified for a row that does not read among rows that do (an attachment alone)', async () => {
    const { timers, sink } = await setUp();
    const root = thread('A', [{ id: 'm1', from: 'Chris', text: 'Here is a photo' }]);
    await timers.advance(1_000);
    root.append(rowElement({ id: 'm2', from: 'Chris', text: '' }));
    await timers.advance(60_000);
    expect(sink.states.map((s) => s.state)).toEqual(['captions_on']);
  });

  it('stays captions_on for an empty conversation, and goes back to waiting when it closes', async () => {
    const { timers, sink } = await setUp();
    const root = thread('A');
    await timers.advance(60_000);
    expect(sink.states.map((s) => s.state)).toEqual(['captions_on']);
    root.remove();
    await timers.advance(1_000);
    expect(sink.lastState).toBe('waiting');
  });
});

describe('chat capture: merging rows by message id', () => {
  it('never doubles a row that is re-rendered or leaves and returns, and upserts an edit in place', async () => {
    const { timers, sink } = await setUp();
    const root = thread('A', [
      { id: 'm1', from: 'Chris', text: 'First', at: 1_000 },
      { id: 'm2', from: 'Chris', text: 'Second', at: 2_000 },
    ]);
    await timers.advance(1_000);
    const sentBefore = sink.upserts.length;
    // Re-render: every row replaced by a new element with the same id.
    root.replaceChildren(...[...root.children].map((row) => row.cloneNode(true)));
    await timers.advance(1_000);
    // Virtualized: a row leaves, then returns.
    const second = root.lastElementChild!;
    second.remove();
    await timers.advance(1_000);
    root.append(second);
    await timers.advance(1_000);
    expect(sink.upserts.length).toBe(sentBefore);
    second.querySelector('.text')!.textContent = 'Second, edited';
    await timers.advance(1_000);
    expect(lines(sink.conversation('A'))).toEqual([
      ['Chris', 'First'],
      ['Chris', 'Second, edited'],
    ]);
    expect(sink.upserts.at(-1)).toMatchObject({ id: 'recipe:A:m2', at: 2_000 });
  });

  it('reads a late-filled row once it has text', async () => {
    const { timers, sink } = await setUp();
    const root = thread('A');
    const late = rowElement({ id: 'm1', from: 'Chris', text: '' });
    root.append(late);
    await timers.advance(1_000);
    expect(sink.upserts).toEqual([]);
    late.querySelector('.text')!.textContent = 'Filled in later';
    await timers.advance(1_000);
    expect(lines(sink.conversation('A'))).toEqual([['Chris', 'Filled in later']]);
  });

  it('gives a row without a sender the sender of the nearest earlier row', async () => {
    const { timers, sink } = await setUp();
    const root = thread('A', [
      { id: 'm1', from: 'Chris', text: 'One' },
      { id: 'm2', text: 'Two' },
    ]);
    await timers.advance(1_000);
    root.append(rowElement({ id: 'm3', text: 'Three' }));
    await timers.advance(1_000);
    expect(lines(sink.conversation('A'))).toEqual([
      ['Chris', 'One'],
      ['Chris', 'Two'],
      ['Chris', 'Three'],
    ]);
  });

  it('keeps page order for rows without a page time and for older history loaded above', async () => {
    const { timers, sink } = await setUp();
    const root = thread('A', [
      { id: 'm5', from: 'Chris', text: 'five' },
      { id: 'm6', from: 'Dana', text: 'six', side: 'agent' },
    ]);
    await timers.advance(1_000);
    root.append(rowElement({ id: 'm8', from: 'Chris', text: 'eight' }));
    await timers.advance(1_000);
    // Older history arrives above, without times, then one row shows up between two known ones.
    root.prepend(...['m1', 'm2', 'm3', 'm4'].map((id) => rowElement({ id, from: 'Chris', text: id })));
    root.lastElementChild!.before(rowElement({ id: 'm7', from: 'Dana', text: 'seven', side: 'agent' }));
    await timers.advance(1_000);
    expect(sink.conversation('A').map((u) => u.text)).toEqual([
      'm1',
      'm2',
      'm3',
      'm4',
      'five',
      'six',
      'seven',
      'eight',
    ]);
  });

  it('keeps page order when the page gives times out of order with it (a clock time older than a known row)', async () => {
    const { timers, sink } = await setUp();
    const root = thread('A', [{ id: 'm1', from: 'Chris', text: 'one', at: 5_000 }]);
    await timers.advance(1_000);
    root.append(rowElement({ id: 'm2', from: 'Chris', text: 'two', at: 4_000 }));
    await timers.advance(1_000);
    expect(sink.conversation('A').map((u) => u.text)).toEqual(['one', 'two']);
  });

  it('reads only the row a mutation touched', async () => {
    const counting = new Counting();
    const { timers } = await setUp(counting);
    const root = thread(
      'A',
      Array.from({ length: 50 }, (_, i) => ({ id: `m${i}`, from: 'Chris', text: `message ${i}` })),
    );
    await timers.advance(1_000);
    counting.reads = 0;
    counting.rowLookups = 0;
    root.children[10]!.querySelector('.text')!.textContent = 'message 10, edited';
    await timers.advance(1_000);
    expect(counting.reads).toBe(1);
    expect(counting.rowLookups).toBeLessThan(5);
  });
});

describe('chat capture: switching conversations', () => {
  it('tells the new conversation, files each message under its own, and doubles nothing when going back', async () => {
    const { timers, sink } = await setUp();
    const a = thread('A', [{ id: 'm1', from: 'Chris', text: 'About ticket A', at: 1_000 }]);
    await timers.advance(1_000);
    const startedA = sink.meetings[0]!.startedAt;
    a.hidden = true;
    thread('B', [{ id: 'm1', from: 'Robin', text: 'About ticket B', at: 2_000 }]);
    await timers.advance(1_000);
    expect(sink.meetings.map((m) => m.conversationKey)).toEqual(['A', 'B']);
    const b = document.querySelector<HTMLElement>('.thread[data-key="B"]')!;
    b.hidden = true;
    a.hidden = false;
    a.append(rowElement({ id: 'm2', from: 'Chris', text: 'Back on A', at: 3_000 }));
    await timers.advance(1_000);
    expect(sink.meetings.map((m) => m.conversationKey)).toEqual(['A', 'B', 'A']);
    expect(sink.meetings[2]!.startedAt).toBe(startedA);
    expect(lines(sink.conversation('A'))).toEqual([
      ['Chris', 'About ticket A'],
      ['Chris', 'Back on A'],
    ]);
    expect(lines(sink.conversation('B'))).toEqual([['Robin', 'About ticket B']]);
    expect(new Set(sink.upserts.map((u) => u.id)).size).toBe(sink.upserts.length);
  });

  it('hands a message changed just before a switch to the conversation it belongs to', async () => {
    const { timers, sink } = await setUp();
    const a = thread('A', [{ id: 'm1', from: 'Chris', text: 'Hello', at: 1_000 }]);
    await timers.advance(1_000);
    // Something elsewhere on the page changed: the next look at the structure comes before the next read.
    document.body.append(document.createElement('aside'));
    await timers.advance(200);
    // The row changes, and within the same moment the user opens ticket B.
    a.querySelector('.text')!.textContent = 'Hello, edited';
    a.hidden = true;
    thread('B', [{ id: 'm9', from: 'Robin', text: 'Other ticket', at: 2_000 }]);
    await timers.advance(1_000);
    expect(lines(sink.conversation('A'))).toEqual([['Chris', 'Hello, edited']]);
    expect(lines(sink.conversation('B'))).toEqual([['Robin', 'Other ticket']]);
  });

  it('hands such a message to its conversation also when the next one shows only after a while (loading)', async () => {
    const { timers, sink } = await setUp();
    const a = thread('A', [{ id: 'm1', from: 'Chris', text: 'Hello', at: 1_000 }]);
    await timers.advance(1_000);
    document.body.append(document.createElement('aside'));
    await timers.advance(200);
    a.querySelector('.text')!.textContent = 'Hello, edited';
    a.hidden = true;
    await timers.advance(2_000);
    expect(sink.lastState).toBe('waiting');
    thread('B', [{ id: 'm9', from: 'Robin', text: 'Other ticket', at: 2_000 }]);
    await timers.advance(1_000);
    expect(lines(sink.conversation('A'))).toEqual([['Chris', 'Hello, edited']]);
    expect(lines(sink.conversation('B'))).toEqual([['Robin', 'Other ticket']]);
  });

  it('follows a new key in the same root (a chat title change) and files the new rows under it', async () => {
    const { timers, sink } = await setUp();
    const root = thread('Alice', [{ id: 'a1', from: 'Alice', text: 'Hi from Alice' }]);
    await timers.advance(1_000);
    // Same element, another chat: its key and rows change together.
    root.dataset.key = 'Bob';
    root.replaceChildren(rowElement({ id: 'b1', from: 'Bob', text: 'Hi from Bob' }));
    await timers.advance(1_000);
    expect(sink.meetings.map((m) => m.conversationKey)).toEqual(['Alice', 'Bob']);
    expect(lines(sink.conversation('Alice'))).toEqual([['Alice', 'Hi from Alice']]);
    expect(lines(sink.conversation('Bob'))).toEqual([['Bob', 'Hi from Bob']]);
  });

  it('notices a URL change told only by popstate (back and forward buttons)', async () => {
    const { timers, sink } = await setUp();
    const platform = tinyPlatform();
    running?.stop();
    // Here the key comes from the URL, as on Zendesk.
    running = startChatCapture(
      { ...platform, readConversation: (doc) => ({ key: doc.location.pathname, title: 'ticket' }) },
      { send: sink, document, timers },
    );
    thread('ignored', [{ id: 'm1', from: 'Chris', text: 'Hello' }]);
    history.pushState(null, '', '/tickets/1');
    await timers.advance(1_000);
    history.pushState(null, '', '/tickets/2');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle();
    await timers.advance(1_000);
    expect(sink.meetings.map((m) => m.conversationKey)).toEqual(['/tickets/1', '/tickets/2']);
  });
});

describe('chat capture: names and the order shown', () => {
  it('names a customer or bot row showing no name by the one name its side shows, not among several customers or for agents', async () => {
    const { timers, sink } = await setUp(undefined, 'Dana Agent');
    thread('A', [
      { id: 'm1', text: 'Hello?', side: 'customer' },
      { id: 'm2', text: 'Hi, I am the assistant.', side: 'bot' },
      { id: 'm3', from: 'Chris', text: 'My printer is on fire', side: 'customer' },
      { id: 'm4', from: 'Ava', text: 'Try turning it off.', side: 'bot' },
      { id: 'm5', from: 'Lee', text: 'I can take this one.', side: 'agent' },
    ]);
    await timers.advance(1_000);
    expect(lines(sink.conversation('A'))).toEqual([
      ['Chris', 'Hello?'],
      ['Ava', 'Hi, I am the assistant.'],
      ['Chris', 'My printer is on fire'],
      ['Ava', 'Try turning it off.'],
      ['Lee', 'I can take this one.'],
    ]);
    // A group: two customers show their names, so a customer row showing none stays unnamed, and an agent
    // row showing none is the user's own, not the other agent's.
    thread('B', [
      { id: 'm1', text: 'Who is there?', side: 'customer' },
      { id: 'm2', from: 'Ann', text: 'Me', side: 'customer' },
      { id: 'm3', from: 'Bo', text: 'Me too', side: 'customer' },
      { id: 'm4', from: 'Lee', text: 'Hello both', side: 'agent' },
    ]);
    document.querySelector('[data-key="A"]')!.setAttribute('hidden', '');
    await timers.advance(1_000);
    document.querySelector('[data-key="B"]')!.prepend(rowElement({ id: 'm0', text: 'Welcome', side: 'agent' }));
    await timers.advance(1_000);
    expect(lines(sink.conversation('B'))).toEqual([
      ['Dana Agent', 'Welcome'],
      ['Customer', 'Who is there?'],
      ['Ann', 'Me'],
      ['Bo', 'Me too'],
      ['Lee', 'Hello both'],
    ]);
  });

  it('orders rows by the place the page shows them at, never by element order, also for rows arriving later', async () => {
    const timers = new ManualTimers();
    const sink = new RecordingSink();
    const platform: ChatPagePlatform = {
      ...tinyPlatform(),
      placeOfRow: (row) => ({ top: Number(row.getAttribute('data-top')) }),
    };
    running = startChatCapture(platform, { send: sink, document, timers });
    await timers.advance(1_000);
    const placed = (row: Row, top: number) => {
      const el = rowElement(row);
      el.dataset.top = String(top);
      return el;
    };
    const root = thread('A');
    root.append(
      placed({ id: 'm3', from: 'Chris', text: 'three' }, 200),
      placed({ id: 'm1', from: 'Chris', text: 'one' }, 0),
      placed({ id: 'm2', from: 'Dana', text: 'two', side: 'agent' }, 100),
    );
    await timers.advance(1_000);
    // Shown between one and two, and above everything, though appended last.
    root.append(
      placed({ id: 'm0', text: 'zero', side: 'agent' }, -100),
      placed({ id: 'm15', text: 'one and a half' }, 50),
    );
    await timers.advance(1_000);
    expect(lines(sink.conversation('A'))).toEqual([
      ['Agent', 'zero'],
      ['Chris', 'one'],
      ['Chris', 'one and a half'],
      ['Dana', 'two'],
      ['Chris', 'three'],
    ]);
  });

  it('sends the same order for any element order the rows are in, arriving at once or one by one', async () => {
    const tops = fc.uniqueArray(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(tops, fc.boolean(), async (elementOrder, oneByOne) => {
        document.body.innerHTML = '';
        const timers = new ManualTimers();
        const sink = new RecordingSink();
        const platform: ChatPagePlatform = {
          ...tinyPlatform(),
          placeOfRow: (row) => ({ top: Number(row.getAttribute('data-top')) }),
        };
        const capture = startChatCapture(platform, { send: sink, document, timers });
        try {
          await timers.advance(1_000);
          const root = thread('A');
          for (const top of elementOrder) {
            const el = rowElement({ id: `m${top}`, from: 'Chris', text: `at ${top}` });
            el.dataset.top = String(top);
            root.append(el);
            if (oneByOne) await timers.advance(100);
          }
          await timers.advance(1_000);
          const sorted = [...elementOrder].sort((a, b) => a - b);
          expect(sink.conversation('A').map((u) => u.text)).toEqual(sorted.map((top) => `at ${top}`));
        } finally {
          capture.stop();
        }
      }),
      { numRuns: 40 },
    );
  });
});

// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://acme.zendesk.com/agent/dashboard"}
import { afterEach, describe, expect, it } from 'vitest';
import type { CaptionCapture } from '../../../../lib/capture/core/caption-capture';
import { startZendeskCapture } from '../../../../lib/capture/platforms/zendesk/adapter';
import { FakeZendesk, GERMAN, type ZendeskComment, type ZendeskLabels } from './fake-page';
import { ManualTimers } from '../../support/manual-timers';
import { RecordingSink } from '../../support/recording-sink';

let running: CaptionCapture | undefined;
afterEach(() => running?.stop());

async function setUp(labels?: ZendeskLabels) {
  const timers = new ManualTimers();
  const zendesk = new FakeZendesk(document, labels);
  const sink = new RecordingSink();
  running = startZendeskCapture({ send: sink, document, timers, selfName: 'Dana Reyes' });
  await timers.advance(1_000);
  return { timers, zendesk, sink };
}

const chris = (text: string, extra: Partial<ZendeskComment> = {}): ZendeskComment => ({
  sender: 'Chris Park',
  type: 'end-user',
  text,
  ...extra,
});
const dana = (text: string, extra: Partial<ZendeskComment> = {}): ZendeskComment => ({
  sender: 'Dana Reyes',
  type: 'agent',
  text,
  ...extra,
});
const lines = (utterances: { speakerName: string; text: string; side?: string; source: string }[]) =>
  utterances.map((u) => [u.speakerName, u.side, u.source, u.text]);

describe('Zendesk ticket', () => {
  it('waits on the dashboard and while the ticket loads, then reads the ticket keyed by its id', async () => {
    const { timers, zendesk, sink } = await setUp();
    expect(sink.meetings).toEqual([]);
    zendesk.open('1001', 'Printer on fire', { loading: true });
    await timers.advance(1_000);
    expect(sink.states.map((s) => s.state)).toEqual([]);
    zendesk.load('1001');
    zendesk.add('1001', chris('My printer is on fire.', { at: '2026-11-23T09:01:00Z' }));
    await timers.advance(1_000);
    expect(sink.lastState).toBe('captions_on');
    expect(sink.meetings).toEqual([
      {
        platform: 'zendesk',
        title: 'Printer on fire',
        startedAt: expect.any(Number),
        selfName: 'Dana Reyes',
        url: 'https://acme.zendesk.com/agent/tickets/1001',
        conversationKey: '1001',
      },
    ]);
    expect(sink.conversation('1001')).toEqual([
      {
        id: expect.stringMatching(/^zendesk:1001:/),
        speakerName: 'Chris Park',
        text: 'My printer is on fire.',
        at: Date.parse('2026-11-23T09:01:00Z'),
        source: 'chat',
        final: true,
        side: 'customer',
      },
    ]);
  });

  it.each(['KI-Agent Ada', 'Agent IA Ada', 'Agente de IA Ada', 'AIエージェント Ada'])(
    'reads a sender named in another UI language as a bot: %s',
    async (sender) => {
      const { timers, zendesk, sink } = await setUp();
      zendesk.open('1001', 'Printer on fire');
      zendesk.add('1001', { sender, type: 'agent', text: 'Here is an article.' });
      await timers.advance(1_000);
      expect(lines(sink.conversation('1001'))).toEqual([[sender, 'bot', 'chat', 'Here is an article.']]);
    },
  );

  it('reads new customer and agent messages, a bot reply and an internal note, each once and with its side', async () => {
    const { timers, zendesk, sink } = await setUp();
    zendesk.open('1001', 'Printer on fire');
    zendesk.add('1001', chris('My printer is on fire.'));
    await timers.advance(1_000);
    zendesk.add('1001', { sender: 'Answer Bot', type: 'agent', text: 'Here is an article about printer fires.' });
    await timers.advance(1_000);
    zendesk.add('1001', dana('Escalating to hardware team', { note: true }));
    zendesk.add('1001', dana('Please unplug it right away.'));
    await timers.advance(1_000);
    expect(lines(sink.conversation('1001'))).toEqual([
      ['Chris Park', 'customer', 'chat', 'My printer is on fire.'],
      ['Answer Bot', 'bot', 'chat', 'Here is an article about printer fires.'],
      ['Dana Reyes', 'agent', 'note', 'Escalating to hardware team'],
      ['Dana Reyes', 'agent', 'chat', 'Please unplug it right away.'],
    ]);
    expect(sink.upserts).toHaveLength(4); // the aria-hidden copies are never read
  });

  it('keeps quoted history, signatures and read indicators out of the text, and emoji in it', async () => {
    const { timers, zendesk, sink } = await setUp();
    zendesk.open('1001', 'Printer on fire');
    zendesk.add(
      '1001',
      chris('Still burning', {
        quoted: 'Have you tried turning it off?',
        signature: 'Chris Park, Acme Corp',
        emoji: '🔥',
      }),
    );
    await timers.advance(1_000);
    expect(sink.conversation('1001').map((u) => u.text)).toEqual(['Still burning 🔥']);
  });

  it('reads only the selected ticket when two are open', async () => {
    const { timers, zendesk, sink } = await setUp();
    zendesk.open('1001', 'Printer on fire');
    zendesk.add('1001', chris('Ticket one words'));
    zendesk.open('1002', 'Refund please');
    zendesk.add('1002', { sender: 'Sam Lee', type: 'end-user', text: 'Ticket two words' });
    await timers.advance(1_000);
    // Ticket 1001 stays in the DOM, hidden, and keeps changing.
    zendesk.add('1001', chris('More words for ticket one'));
    await timers.advance(1_000);
    expect(sink.meetings.map((m) => [m.conversationKey, m.title])).toEqual([['1002', 'Refund please']]);
    expect(sink.upserts.map((u) => u.text)).toEqual(['Ticket two words']);
  });

  it('follows a switch to another ticket and back, without losing or doubling a message', async () => {
    const { timers, zendesk, sink } = await setUp();
    zendesk.open('1001', 'Printer on fire');
    zendesk.add('1001', chris('Ticket one, first'));
    await timers.advance(1_000);
    zendesk.open('1002', 'Refund please');
    zendesk.add('1002', { sender: 'Sam Lee', type: 'end-user', text: 'Ticket two, first' });
    await timers.advance(1_000);
    zendesk.select('1001');
    zendesk.add('1001', dana('Ticket one, reply'));
    await timers.advance(1_000);
    zendesk.select('1002');
    await timers.advance(1_000);
    expect(sink.meetings.map((m) => m.conversationKey)).toEqual(['1001', '1002', '1001', '1002']);
    expect(sink.meetings[2]!.startedAt).toBe(sink.meetings[0]!.startedAt);
    expect(sink.conversation('1001').map((u) => u.text)).toEqual(['Ticket one, first', 'Ticket one, reply']);
    expect(sink.conversation('1002').map((u) => u.text)).toEqual(['Ticket two, first']);
    expect(sink.upserts).toHaveLength(3);
  });

  it('files nothing of the shown ticket under another while the URL already names the next one', async () => {
    const { timers, zendesk, sink } = await setUp();
    zendesk.open('1001', 'Printer on fire');
    zendesk.add('1001', chris('Ticket one, first'));
    zendesk.open('1002', 'Refund please');
    zendesk.select('1001');
    await timers.advance(1_000);
    zendesk.navigateOnly('1002');
    zendesk.add('1001', chris('Ticket one, second'));
    await timers.advance(1_000);
    zendesk.select('1002');
    zendesk.add('1002', { sender: 'Sam Lee', type: 'end-user', text: 'Ticket two, first' });
    await timers.advance(1_000);
    expect(sink.conversation('1001').map((u) => u.text)).toEqual(['Ticket one, first', 'Ticket one, second']);
    expect(sink.conversation('1002').map((u) => u.text)).toEqual(['Ticket two, first']);
  });

  it('reads a re-rendered log without a duplicate, a late-filled comment once filled, and older comments in order', async () => {
    const { timers, zendesk, sink } = await setUp();
    zendesk.open('1001', 'Printer on fire');
    zendesk.add('1001', chris('Third', { at: '2026-11-23T09:30:00Z' }));
    const late = zendesk.add('1001', dana('', { late: true, at: '2026-11-23T09:31:00Z' }));
    await timers.advance(1_000);
    zendesk.fill(late, dana('Fourth'));
    await timers.advance(1_000);
    zendesk.rerender('1001');
    await timers.advance(1_000);
    zendesk.addOlder('1001', [
      chris('First', { at: '2026-11-23T09:00:00Z' }),
      dana('Second', { at: '2026-11-23T09:10:00Z' }),
    ]);
    await timers.advance(1_000);
    expect(sink.conversation('1001').map((u) => u.text)).toEqual(['First', 'Second', 'Third', 'Fourth']);
    expect(sink.upserts).toHaveLength(4);
  });

  it('keeps apart quick messages of one sender in the same second, also across a re-render', async () => {
    const { timers, zendesk, sink } = await setUp();
    zendesk.open('1001', 'Printer on fire');
    const at = '2026-11-23T09:05:07Z';
    zendesk.add('1001', chris('Hi', { at }));
    zendesk.add('1001', chris('I need help', { at }));
    zendesk.add('1001', chris('with my printer', { at }));
    await timers.advance(1_000);
    zendesk.rerender('1001');
    await timers.advance(1_000);
    expect(sink.conversation('1001').map((u) => u.text)).toEqual(['Hi', 'I need help', 'with my printer']);
    expect(sink.upserts).toHaveLength(3);
  });

  it('uses the id the page gives a comment, stable across reloads of the page', async () => {
    const first = await setUp();
    first.zendesk.open('1001', 'Printer on fire');
    first.zendesk.add('1001', chris('Hello', { commentId: '98765' }));
    await first.timers.advance(1_000);
    running?.stop();
    const second = await setUp();
    second.zendesk.open('1001', 'Printer on fire');
    second.zendesk.add('1001', chris('Hello', { commentId: '98765' }));
    await second.timers.advance(1_000);
    expect(first.sink.upserts[0]!.id).toBe('zendesk:1001:98765');
    expect(second.sink.upserts[0]!.id).toBe('zendesk:1001:98765');
  });

  it('reads a page in another language the same way: nothing depends on its labels', async () => {
    const { timers, zendesk, sink } = await setUp(GERMAN);
    zendesk.open('1001', 'Drucker brennt');
    zendesk.add('1001', chris('Mein Drucker brennt.'));
    zendesk.add('1001', dana('An die Hardware weitergeleitet', { note: true }));
    await timers.advance(1_000);
    expect(lines(sink.conversation('1001'))).toEqual([
      ['Chris Park', 'customer', 'chat', 'Mein Drucker brennt.'],
      ['Dana Reyes', 'agent', 'note', 'An die Hardware weitergeleitet'],
    ]);
    expect(sink.meetings[0]!.title).toBe('Drucker brennt');
  });
});

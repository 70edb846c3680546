// @vitest-environment jsdom
// The Front adapter through the shared chat capture, on a page built from its (unconfirmed) candidates.
import { afterEach, describe, expect, it } from 'vitest';
import type { CaptionCapture } from '../../../../lib/capture/core/caption-capture';
import { startFrontCapture } from '../../../../lib/capture/platforms/front/adapter';
import { FakeFront, type FrontMessage } from './fake-page';
import { ManualTimers } from '../../support/manual-timers';
import { RecordingSink } from '../../support/recording-sink';

const minute = 60_000;
const ORDER = 'cnv_7a1b2c3';
const INVOICE = 'cnv_9x8y7z6';

let running: CaptionCapture | undefined;
afterEach(() => running?.stop());

async function setUp() {
  const timers = new ManualTimers();
  const t0 = timers.now() - 30 * minute;
  const question: FrontMessage = {
    from: 'Maria Lopez',
    address: 'maria@example.com',
    kind: 'inbound',
    text: 'My lamp arrived broken.',
    at: t0,
    quote: 'On Monday you wrote: it shipped.',
  };
  const page = new FakeFront(document, {
    [ORDER]: { subject: 'Broken lamp', messages: [question] },
    [INVOICE]: {
      subject: 'Invoice for March',
      messages: [{ from: 'Jordan Lee', kind: 'inbound', text: 'Where is my invoice?', at: t0 + minute }],
    },
  });
  const sink = new RecordingSink();
  running = startFrontCapture({ send: sink, document, timers, selfName: 'Alex Rivera' });
  await timers.advance(1_000);
  return { timers, page, sink };
}

const lines = (utterances: { speakerName: string; source: string; side?: string; text: string }[]) =>
  utterances.map((u) => [u.speakerName, u.side, u.source, u.text]);

describe('Front capture', () => {
  it('reads the open conversation, a teammate reply and an internal comment kept apart as a note', async () => {
    const { timers, page, sink } = await setUp();
    page.open(ORDER);
    await timers.advance(1_000);
    expect(sink.meetings.at(-1)).toMatchObject({ platform: 'front', title: 'Broken lamp', conversationKey: ORDER });
    page.add({ from: 'Sam Okafor', kind: 'comment', text: 'Check the courier claim first', at: timers.now() });
    page.add({
      from: 'Alex Rivera',
      kind: 'outbound',
      text: 'Sorry! A new lamp ships today.',
      at: timers.now() + 1_000,
    });
    await timers.advance(2_000);
    expect(lines(sink.conversation(ORDER))).toEqual([
      ['Maria Lopez', 'customer', 'chat', 'My lamp arrived broken.'],
      ['Sam Okafor', 'agent', 'note', 'Check the courier claim first'],
      ['Alex Rivera', 'agent', 'chat', 'Sorry! A new lamp ships today.'],
    ]);
  });

  it('waits while several conversations are selected, and follows a switch and back without doubling', async () => {
    const { timers, page, sink } = await setUp();
    page.open(ORDER);
    await timers.advance(1_000);
    page.selectSeveral([ORDER, INVOICE]);
    await timers.advance(1_000);
    expect(sink.lastState).toBe('waiting');
    page.open(INVOICE);
    await timers.advance(1_000);
    expect(sink.lastState).toBe('captions_on');
    page.open(ORDER);
    await timers.advance(1_000);
    expect(sink.meetings.map((m) => m.conversationKey)).toEqual([ORDER, INVOICE, ORDER]);
    expect(sink.conversation(INVOICE).map((u) => u.text)).toEqual(['Where is my invoice?']);
    expect(sink.upserts.filter((u) => u.text === 'My lamp arrived broken.')).toHaveLength(1);
  });

  it('sends no duplicate when rows leave and return, and reads a body that fills in late', async () => {
    const { timers, page, sink } = await setUp();
    page.open(ORDER);
    await timers.advance(1_000);
    const late = page.addLate({ from: 'Maria Lopez', kind: 'inbound', text: 'Any update?', at: timers.now() });
    await timers.advance(1_000);
    page.fill(late);
    await timers.advance(1_000);
    page.dropRowsBefore(1);
    await timers.advance(1_000);
    page.rerender();
    await timers.advance(1_000);
    expect(sink.conversation(ORDER).map((u) => u.text)).toEqual(['My lamp arrived broken.', 'Any update?']);
    expect(new Set(sink.upserts.map((u) => u.id)).size).toBe(2);
  });
});

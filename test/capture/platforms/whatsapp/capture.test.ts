// @vitest-environment jsdom
// The WhatsApp Web adapter through the shared chat capture: what the background receives.
import { afterEach, describe, expect, it } from 'vitest';
import type { CaptionCapture } from '../../../../lib/capture/core/caption-capture';
import { startWhatsAppCapture } from '../../../../lib/capture/platforms/whatsapp/adapter';
import { FakeWhatsApp, STAMP_FORMATS, type FakeWhatsAppOptions, type WhatsAppMessage } from './fake-page';
import { ManualTimers } from '../../support/manual-timers';
import { RecordingSink } from '../../support/recording-sink';

const SELF = 'Alex Rivera';
const MARIA = 'Maria Lopez';
const GROUP = 'Acme buyers';
const minute = 60_000;

let running: CaptionCapture | undefined;
afterEach(() => running?.stop());

async function setUp(options: Partial<FakeWhatsAppOptions> = {}) {
  const timers = new ManualTimers();
  const start = timers.now();
  // Whole minutes before the capture starts: stamps show minutes only.
  const ago = (minutes: number) => Math.floor(start / minute) * minute - minutes * minute;
  const history: WhatsAppMessage[] = [
    { id: 'H1', from: MARIA, out: false, text: 'Hi, I ordered the blue lamp last week.', at: ago(10) },
    { id: 'H2', from: SELF, out: true, text: 'Hello Maria! Let me check.', at: ago(9) },
  ];
  const page = new FakeWhatsApp(document, {
    chats: { [MARIA]: { messages: history }, [GROUP]: { group: true } },
    ...options,
  });
  const sink = new RecordingSink();
  running = startWhatsAppCapture({ send: sink, document, timers, selfName: 'Alex R.' });
  await timers.advance(1_000);
  return { timers, page, sink, ago };
}

const lines = (utterances: { speakerName: string; text: string; side?: string }[]) =>
  utterances.map((u) => [u.speakerName, u.side, u.text]);

describe('WhatsApp Web capture', () => {
  it('waits on the start screen, then reads the opened chat and its new messages with names and sides', async () => {
    const { timers, page, sink } = await setUp();
    expect(sink.meetings).toEqual([]); // no chat open: nothing told, the state stays "waiting"
    expect(sink.states).toEqual([]);
    page.open(MARIA);
    await timers.advance(1_000);
    expect(sink.lastState).toBe('captions_on');
    expect(sink.meetings.at(-1)).toMatchObject({
      platform: 'whatsapp',
      title: MARIA,
      conversationKey: MARIA,
      selfName: SELF,
    });
    page.receive(MARIA, 'It arrived with a cracked shade 😞', timers.now());
    await timers.advance(500);
    page.send(SELF, 'So sorry! A new shade ships today.', timers.now());
    await timers.advance(500);
    expect(lines(sink.conversation(MARIA))).toEqual([
      [MARIA, 'customer', 'Hi, I ordered the blue lamp last week.'],
      [SELF, 'agent', 'Hello Maria! Let me check.'],
      [MARIA, 'customer', 'It arrived with a cracked shade 😞'],
      [SELF, 'agent', 'So sorry! A new shade ships today.'],
    ]);
    expect(sink.transcript().every((u) => u.source === 'chat' && u.final)).toBe(true);
  });

  it('keeps the times the stamps show for the chat loaded, written the Spanish way', async () => {
    const { timers, page, sink, ago } = await setUp({ format: STAMP_FORMATS.es });
    page.open(MARIA);
    await timers.advance(1_000);
    expect(sink.conversation(MARIA).map((u) => u.at)).toEqual([ago(10), ago(9)]);
  });

  it('skips system rows', async () => {
    const { timers, page, sink } = await setUp();
    page.open(MARIA);
    page.notice('Maria Lopez changed their phone number.');
    await timers.advance(1_000);
    expect(sink.conversation(MARIA)).toHaveLength(2);
  });

  it('names each message of a group run after its first, when only the author span names it', async () => {
    const { timers, page, sink } = await setUp({ stampNames: false });
    page.open(GROUP);
    await timers.advance(1_000);
    page.receive('Sam Okafor', 'Morning all', timers.now());
    page.receive('Sam Okafor', 'Any news on the order?', timers.now());
    page.send(SELF, 'It ships today.', timers.now());
    page.receive('Priya Shah', 'Great 🎉', timers.now());
    page.receive('Priya Shah', 'Thanks!', timers.now());
    await timers.advance(1_000);
    expect(lines(sink.conversation(GROUP))).toEqual([
      ['Sam Okafor', 'customer', 'Morning all'],
      ['Sam Okafor', 'customer', 'Any news on the order?'],
      // The page shows no name for the user's messages here: the name the page gave elsewhere, else settings.
      ['You', 'agent', 'It ships today.'],
      ['Priya Shah', 'customer', 'Great 🎉'],
      ['Priya Shah', 'customer', 'Thanks!'],
    ]);
  });

  it('sends no duplicate when rows leave and come back as new elements, and reads late rows once filled', async () => {
    const { timers, page, sink } = await setUp();
    page.open(MARIA);
    await timers.advance(1_000);
    const late = page.receiveLate(MARIA, 'Can I get a refund instead?', timers.now());
    await timers.advance(1_000);
    page.fill(late);
    await timers.advance(1_000);
    page.dropRowsBefore(2);
    await timers.advance(1_000);
    page.rerender();
    await timers.advance(1_000);
    const transcript = sink.conversation(MARIA);
    expect(transcript.map((u) => u.text)).toEqual([
      'Hi, I ordered the blue lamp last week.',
      'Hello Maria! Let me check.',
      'Can I get a refund instead?',
    ]);
    expect(new Set(sink.upserts.map((u) => u.id)).size).toBe(3);
  });

  it('follows a switch to another chat and back with the URL unchanged, each chat under its own key', async () => {
    const { timers, page, sink } = await setUp();
    const address = location.href;
    page.open(MARIA);
    await timers.advance(1_000);
    page.open(GROUP);
    await timers.advance(1_000);
    page.receive('Sam Okafor', 'Is the order confirmed?', timers.now());
    await timers.advance(1_000);
    page.open(MARIA);
    await timers.advance(1_000);
    page.receive(MARIA, 'Still there?', timers.now());
    await timers.advance(1_000);
    expect(location.href).toBe(address);
    expect(sink.meetings.map((m) => m.conversationKey)).toEqual([MARIA, GROUP, MARIA]);
    expect(sink.conversation(MARIA).map((u) => u.text)).toEqual([
      'Hi, I ordered the blue lamp last week.',
      'Hello Maria! Let me check.',
      'Still there?',
    ]);
    expect(sink.conversation(GROUP).map((u) => u.text)).toEqual(['Is the order confirmed?']);
    // Coming back read the chat again without sending its history twice.
    expect(sink.upserts.filter((u) => u.text === 'Hello Maria! Let me check.')).toHaveLength(1);
  });

  it('follows a switch that keeps the same #main and changes only its header and rows', async () => {
    const { timers, page, sink } = await setUp();
    page.open(MARIA);
    await timers.advance(1_000);
    const main = page.mainElement;
    page.switchInPlace(GROUP);
    await timers.advance(1_000);
    page.receive('Sam Okafor', 'Hello from the group', timers.now());
    await timers.advance(1_000);
    expect(page.mainElement).toBe(main);
    expect(sink.meetings.map((m) => m.conversationKey)).toEqual([MARIA, GROUP]);
    expect(sink.conversation(GROUP).map((u) => u.text)).toEqual(['Hello from the group']);
    expect(sink.conversation(MARIA)).toHaveLength(2);
  });

  it('does not take the header\'s "typing…" and "online" or the composer for text it cannot read', async () => {
    const { timers, page, sink } = await setUp();
    page.open(MARIA);
    await timers.advance(1_000);
    for (let i = 0; i < 10; i++) {
      page.setSubtitle(i % 2 ? 'online' : 'typing…');
      page.type(`Let me check that for you ${i}`);
      await timers.advance(5_000);
    }
    expect(sink.lastState).toBe('captions_on');
    expect(sink.states.map((s) => s.state)).not.toContain('capture_unverified');
  });

  it('says capture is not working when the open chat shows messages and none reads', async () => {
    const { timers, page, sink } = await setUp();
    page.open(MARIA);
    // A page version without stamps: no row reads as a message.
    for (const bubble of document.querySelectorAll('#main [data-pre-plain-text]'))
      bubble.removeAttribute('data-pre-plain-text');
    await timers.advance(30_000);
    expect(sink.conversation(MARIA)).toEqual([]);
    expect(sink.lastState).toBe('capture_unverified');
  });
});

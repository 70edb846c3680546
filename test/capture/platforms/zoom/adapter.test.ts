// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { CaptionCapture, CaptionCaptureOptions } from '../../../../lib/capture/core/caption-capture';
import { cleanDisplayName, startZoomCapture } from '../../../../lib/capture/platforms/zoom/adapter';
import { avatarUrl, FakeZoom, type FakeZoomOptions, type ZoomPerson } from './fake-page';
import { ManualTimers, settle } from '../../support/manual-timers';
import { RecordingSink } from '../../support/recording-sink';

const alex: ZoomPerson = { name: 'Alex Rivera', avatar: avatarUrl('alex'), self: true };
const jordan: ZoomPerson = { name: 'Jordan Lee', avatar: avatarUrl('jordan') };
const sam: ZoomPerson = { name: 'Sam Okafor', avatar: avatarUrl('sam') };
const people = [alex, jordan, sam];

let running: CaptionCapture | undefined;
afterEach(() => running?.stop());

async function setUp(page: Partial<FakeZoomOptions> = {}, options: Partial<CaptionCaptureOptions> = {}) {
  const timers = new ManualTimers();
  const zoom = new FakeZoom(document, { people, ...page });
  const sink = new RecordingSink();
  running = startZoomCapture({ send: sink, document, timers, idPrefix: 'test', ...options });
  await timers.advance(1_000);
  return { timers, zoom, sink };
}

const lines = (sink: RecordingSink) => sink.transcript().map((u) => [u.speakerName, u.text]);

describe('Zoom call states', () => {
  it('waits before the call, tells captions off then on, and ends when the leave button stays gone', async () => {
    const { timers, zoom, sink } = await setUp({ inCall: false, captionsOn: false });
    // Before joining (the pre-join screen has no leave button) nothing is told: the state stays "waiting".
    expect(sink.meetings).toEqual([]);
    expect(sink.states).toEqual([]);
    zoom.joinCall();
    await timers.advance(1_000);
    expect(sink.lastState).toBe('captions_off');
    expect(sink.meetings[0]).toMatchObject({ platform: 'zoom', title: 'Acme discovery call', selfName: 'Alex Rivera' });
    zoom.setCaptions(true); // an empty overlay: nobody speaks yet
    await timers.advance(1_000);
    expect(sink.lastState).toBe('captions_on');
    zoom.leaveCall();
    await timers.advance(5_000);
    expect(sink.lastState).toBe('ended');
  });

  it('turns captions on with one click of "Show Captions" when asked to', async () => {
    const { timers, zoom, sink } = await setUp({ captionsOn: false }, { autoCaptions: true });
    await timers.advance(1_000);
    expect(zoom.captionsOn).toBe(true);
    expect(sink.lastState).toBe('captions_on');
  });
});

describe('Zoom captions', () => {
  it('names the speaker from the participants panel by the caption avatar, and keeps the final rewrite', async () => {
    const { timers, zoom, sink } = await setUp();
    zoom.speak('j1', jordan, 'How much');
    await timers.advance(300);
    zoom.say('j1', 'How much is it per see');
    await timers.advance(300);
    zoom.say('j1', 'How much is it per seat?');
    await timers.advance(30_000);
    expect(lines(sink)).toEqual([['Jordan Lee', 'How much is it per seat?']]);
    expect(sink.transcript().every((u) => u.final && u.source === 'caption')).toBe(true);
    expect(timers.pendingCount).toBe(0);
  });

  it('keeps two speakers apart, the user under their own name without "(Host, me)"', async () => {
    const { timers, zoom, sink } = await setUp();
    zoom.speak('j1', jordan, 'Is that per seat?');
    await timers.advance(500);
    zoom.speak('a1', alex, 'Yes, per seat per month.');
    await timers.advance(500);
    zoom.end('j1');
    zoom.speak('j2', jordan, 'Got it, thanks.');
    await timers.advance(30_000);
    expect(lines(sink)).toEqual([
      ['Jordan Lee', 'Is that per seat?'],
      ['Alex Rivera', 'Yes, per seat per month.'],
      ['Jordan Lee', 'Got it, thanks.'],
    ]);
  });

  it('stitches a long caption whose front Zoom dropped back into the whole sentence', async () => {
    const { timers, zoom, sink } = await setUp({ window: 6 });
    const sentence = 'So the main thing for our team is how long onboarding takes and what it costs per seat.';
    const words = sentence.split(' ');
    zoom.speak('j1', jordan, words.slice(0, 3).join(' '));
    for (let n = 4; n <= words.length; n += 2) {
      await timers.advance(200);
      zoom.say('j1', words.slice(0, n).join(' '));
    }
    await timers.advance(200);
    zoom.say('j1', sentence);
    await timers.advance(30_000);
    expect(zoom.region!.textContent).not.toContain('So the main'); // the page itself lost the head
    expect(lines(sink)).toEqual([['Jordan Lee', sentence]]);
  });

  it('keeps every view of a caption that grows by more than its window between two reads', async () => {
    const { timers, zoom, sink } = await setUp({ window: 4 });
    const sentence = 'We would like to start the pilot with twenty seats next quarter.';
    const words = sentence.split(' ');
    zoom.speak('j1', jordan, words.slice(0, 2).join(' '));
    // Each view overlaps the one before it, but no view overlaps the one two steps back: reading
    // only at the flush would see views that share nothing and cut the sentence.
    for (let n = 4; n <= words.length; n += 2) {
      zoom.say('j1', words.slice(0, n).join(' '));
      await settle();
    }
    await timers.advance(30_000);
    expect(lines(sink)).toEqual([['Jordan Lee', sentence]]);
  });

  it('keeps the words between a phrase said twice in one long caption', async () => {
    const { timers, zoom, sink } = await setUp({ window: 8 });
    const sentence =
      'How does route planning work for you today? We have been struggling with how does route planning work for you today? The security review.';
    const words = sentence.split(' ');
    zoom.speak('j1', jordan, words.slice(0, 5).join(' '));
    await settle();
    // Views as the page changes them, none read until the end: the last but one shows only the
    // second "how does route planning work for you today?", which an earlier view showed too.
    for (const n of [10, 15, 18, 20, 22, 24, words.length]) {
      zoom.say('j1', words.slice(0, n).join(' '));
      await settle();
    }
    await timers.advance(30_000);
    expect(lines(sink)).toEqual([['Jordan Lee', sentence]]);
  });

  it('labels a speaker nobody names "Speaker 1", the same label for every line of that avatar', async () => {
    const { timers, zoom, sink } = await setUp({ participantsPanel: false });
    zoom.speak('x1', jordan, 'Hello everyone.');
    await timers.advance(500);
    zoom.speak('y1', sam, 'Hi there.');
    await timers.advance(500);
    zoom.end('x1');
    zoom.speak('x2', jordan, 'Shall we start?');
    await timers.advance(30_000);
    expect(lines(sink)).toEqual([
      ['Speaker 1', 'Hello everyone.'],
      ['Speaker 2', 'Hi there.'],
      ['Speaker 1', 'Shall we start?'],
    ]);
  });

  it('names a speaker from a video tile when the participants panel is closed', async () => {
    const { timers, zoom, sink } = await setUp({ participantsPanel: false });
    const tile = zoom.doc.createElement('div');
    tile.innerHTML = `<img class="video-avatar__avatar-img" src="${sam.avatar}"><span class="video-avatar__avatar-name">Sam Okafor</span>`;
    zoom.doc.body.append(tile);
    zoom.speak('s1', sam, 'Can you share the deck?');
    await timers.advance(30_000);
    expect(lines(sink)).toEqual([['Sam Okafor', 'Can you share the deck?']]);
  });

  it('starts a new line when Zoom reuses a caption root for the next speaker', async () => {
    const { timers, zoom, sink } = await setUp();
    zoom.speak('r', jordan, 'We use Salesforce today.');
    await timers.advance(2_000);
    zoom.reuse('r', alex, 'Great, we integrate with it.');
    await timers.advance(30_000);
    expect(lines(sink)).toEqual([
      ['Jordan Lee', 'We use Salesforce today.'],
      ['Alex Rivera', 'Great, we integrate with it.'],
    ]);
  });
});

describe('Zoom chat', () => {
  it('reads messages with their sender, a grouped message taking the sender above it', async () => {
    const { timers, zoom, sink } = await setUp();
    zoom.openChat();
    zoom.chat('Jordan Lee', 'Here is our RFP link');
    await timers.advance(500);
    zoom.chat(undefined, 'and the security questionnaire');
    zoom.chat('Alex Rivera (Host, me)', 'Thanks, got both');
    await timers.advance(500);
    const chat = sink.transcript().filter((u) => u.source === 'chat');
    expect(chat.map((u) => [u.speakerName, u.text])).toEqual([
      ['Jordan Lee', 'Here is our RFP link'],
      ['Jordan Lee', 'and the security questionnaire'],
      ['Alex Rivera', 'Thanks, got both'],
    ]);
    expect(new Set(chat.map((u) => u.id)).size).toBe(3);
  });
});

describe('the meeting frame', () => {
  it('captures inside iframe#webclient, and only there', async () => {
    const { timers, zoom, sink } = await setUp();
    expect(zoom.frame).not.toBeNull();
    // Caption-like markup in the top page is not the meeting: it must not be read.
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div class="live-transcription-subtitle__overlay-container"><div id="live-transcription-subtitle"><span class="live-transcription-subtitle__item">decoy</span></div></div>`,
    );
    zoom.speak('j1', jordan, 'Inside the frame.');
    await timers.advance(30_000);
    expect(lines(sink)).toEqual([['Jordan Lee', 'Inside the frame.']]);
    expect(sink.meetings[0]?.url).toBe(zoom.doc.location.href);
  });

  it('follows the frame when the meeting page is loaded again', async () => {
    const { timers, zoom, sink } = await setUp();
    zoom.speak('j1', jordan, 'Before the reload.');
    await timers.advance(30_000);
    zoom.frame!.remove();
    const again = new FakeZoom(document, { people });
    await settle();
    again.speak('j1', jordan, 'After the reload.');
    await timers.advance(30_000);
    const transcript = sink.transcript();
    expect(transcript.map((u) => u.text)).toEqual(['Before the reload.', 'After the reload.']);
    expect(new Set(transcript.map((u) => u.id)).size).toBe(2);
  });

  it('captures the top page when Zoom renders the meeting without the frame', async () => {
    const { timers, zoom, sink } = await setUp({ frame: false });
    zoom.speak('j1', jordan, 'No frame here.');
    await timers.advance(30_000);
    expect(lines(sink)).toEqual([['Jordan Lee', 'No frame here.']]);
  });
});

describe('cleanDisplayName', () => {
  it.each([
    ['Jordan Lee (Host, me)', 'Jordan Lee'],
    ['Sam Okafor (Guest)', 'Sam Okafor'],
    ['  Ana  ', 'Ana'],
    ['x'.repeat(101), ''],
  ])('%s → %s', (shown, name) => expect(cleanDisplayName(shown)).toBe(name));
});

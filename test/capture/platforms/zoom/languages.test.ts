// @vitest-environment jsdom
// The Zoom web client with its interface in each UI language Sidecue reads: the user found by their
// "(Host, me)" mark, the captions button's state, own chat messages, and the end of the call.
import { afterEach, describe, expect, it } from 'vitest';
import type { CaptionCapture } from '../../../../lib/capture/core/caption-capture';
import { uiLanguages } from '../../../../lib/capture/core/ui-labels';
import { marksSelf, startZoomCapture } from '../../../../lib/capture/platforms/zoom/adapter';
import { ManualTimers } from '../../support/manual-timers';
import { RecordingSink } from '../../support/recording-sink';
import { ZOOM_WORDS } from '../ui-words';
import { avatarUrl, FakeZoom, type FakeZoomOptions, type ZoomPerson } from './fake-page';

const alex: ZoomPerson = { name: 'Alex Rivera', avatar: avatarUrl('alex'), self: true };
const jordan: ZoomPerson = { name: 'Jordan Lee', avatar: avatarUrl('jordan') };

let running: CaptionCapture | undefined;
afterEach(() => running?.stop());

async function setUp(page: Partial<FakeZoomOptions>) {
  const timers = new ManualTimers();
  const zoom = new FakeZoom(document, { people: [alex, jordan], ...page });
  const sink = new RecordingSink();
  running = startZoomCapture({ send: sink, document, timers, idPrefix: 'test' });
  await timers.advance(1_000);
  return { timers, zoom, sink };
}

describe.each(uiLanguages)('Zoom in %s', (language) => {
  const words = ZOOM_WORDS[language];

  it('knows the user by the participants panel’s mark, and own chat messages by their label', async () => {
    const { timers, zoom, sink } = await setUp({ words });
    expect(sink.meetings[0]).toMatchObject({ selfName: 'Alex Rivera' });
    zoom.speak('a', alex, 'Hello Jordan');
    zoom.openChat();
    zoom.chat(words.chatMe, 'Sent the deck');
    await timers.advance(30_000);
    expect(sink.transcript().map((u) => [u.speakerName, u.text])).toEqual([
      ['Alex Rivera', 'Hello Jordan'],
      ['Alex Rivera', 'Sent the deck'],
    ]);
  });

  it('tells captions off and on from the button’s words, and the end of the call', async () => {
    const { timers, zoom, sink } = await setUp({ words, captionsOn: false });
    expect(sink.lastState).toBe('captions_off');
    zoom.setCaptions(true);
    await timers.advance(1_000);
    expect(sink.lastState).toBe('captions_on');
    zoom.leaveCall();
    await timers.advance(5_000);
    expect(sink.lastState).toBe('ended');
  });
});

describe('marksSelf', () => {
  it('takes the self word as a whole word only', () => {
    expect(marksSelf('(Host, me)')).toBe(true);
    expect(marksSelf('(ホスト、自分)')).toBe(true);
    expect(marksSelf('(Co-host)')).toBe(false);
    expect(marksSelf('(Meeting host)')).toBe(false);
  });
});

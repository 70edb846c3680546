// @vitest-environment jsdom
// Google Meet with its interface in each UI language Sidecue reads: the user's own lines, the
// captions and the end of the call, by icon where Meet shows one and by label where it does not.
import { afterEach, describe, expect, it } from 'vitest';
import { uiLanguages } from '../../../../lib/capture/core/ui-labels';
import { startMeetCapture, type MeetCapture } from '../../../../lib/capture/platforms/meet/adapter';
import { ManualTimers } from '../../support/manual-timers';
import { RecordingSink } from '../../support/recording-sink';
import { MEET_WORDS } from '../ui-words';
import { FakeMeet, type FakeMeetOptions } from './fake-page';

let running: MeetCapture | undefined;
afterEach(() => running?.stop());

function setUp(page: FakeMeetOptions) {
  const timers = new ManualTimers();
  const meet = new FakeMeet(document, page);
  const sink = new RecordingSink();
  running = startMeetCapture({ send: sink, document, timers, idPrefix: 'test', selfName: 'Alex Rivera' });
  return { timers, meet, sink };
}

describe.each(uiLanguages)('Meet in %s', (language) => {
  const words = MEET_WORDS[language];

  it('files the lines Meet labels as the user, presenting or not, under the user', async () => {
    const { timers, meet, sink } = setUp({ layout: '2026', words });
    await timers.advance(1_000);
    meet.addBlock('a', words.self, 'Hello');
    meet.addBlock('j', 'Jordan Lee', 'Hi');
    meet.addBlock('b', words.selfPresenting, 'Here is the deck');
    await timers.advance(30_000);
    expect(sink.transcript().map((u) => u.speakerName)).toEqual(['Alex Rivera', 'Jordan Lee', 'Alex Rivera']);
  });

  it('names own chat messages shown with the self label as the user', async () => {
    const { timers, meet, sink } = setUp({ layout: '2026', words });
    await timers.advance(1_000);
    meet.addChat('m1', words.self, '10:02', 'Sent the deck');
    await timers.advance(2_000);
    expect(sink.transcript().map((u) => [u.speakerName, u.source])).toEqual([['Alex Rivera', 'chat']]);
  });

  it('without icons, tells the call, captions on and the end of the call from the labels', async () => {
    const { timers, meet, sink } = setUp({ layout: 'structural', words, icons: false });
    await timers.advance(1_000);
    expect(sink.lastState).toBe('captions_on');
    meet.addBlock('j', 'Jordan Lee', 'Thanks, talk soon');
    await timers.advance(1_000);
    meet.leave();
    await timers.advance(5_000);
    expect(sink.lastState).toBe('ended');
    expect(sink.transcript().map((u) => [u.speakerName, u.text, u.final])).toEqual([
      ['Jordan Lee', 'Thanks, talk soon', true],
    ]);
  });
});

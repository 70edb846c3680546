// @vitest-environment jsdom
// Microsoft Teams with its interface in each UI language Sidecue reads: the user's own lines, the
// speaker Teams has not resolved yet, the captions root found by its label, and the end of the call.
import { afterEach, describe, expect, it } from 'vitest';
import type { CaptionCapture } from '../../../../lib/capture/core/caption-capture';
import { uiLanguages } from '../../../../lib/capture/core/ui-labels';
import { startTeamsCapture } from '../../../../lib/capture/platforms/teams/adapter';
import { ManualTimers } from '../../support/manual-timers';
import { RecordingSink } from '../../support/recording-sink';
import { TEAMS_WORDS } from '../ui-words';
import { FakeTeams, type FakeTeamsOptions } from './fake-page';

let running: CaptionCapture | undefined;
afterEach(() => running?.stop());

function setUp(page: FakeTeamsOptions) {
  const timers = new ManualTimers();
  const teams = new FakeTeams(document, page);
  const sink = new RecordingSink();
  running = startTeamsCapture({ send: sink, document, timers, idPrefix: 'test', selfName: 'Alex Rivera' });
  return { timers, teams, sink };
}

const lines = (sink: RecordingSink) => sink.transcript().map((u) => [u.speakerName, u.text]);

describe.each(uiLanguages)('Teams in %s', (language) => {
  const words = TEAMS_WORDS[language];

  it('files the user’s own lines under the user and never sends the unresolved speaker', async () => {
    const { timers, teams, sink } = setUp({ words });
    await timers.advance(1_000);
    teams.add('a', words.self, 'Hello Jordan');
    await timers.advance(500);
    teams.add('b', words.unknown, 'Hi Alex');
    await timers.advance(500);
    teams.resolve('b', 'Jordan Lee');
    await timers.advance(30_000);
    expect(lines(sink)).toEqual([
      ['Alex Rivera', 'Hello Jordan'],
      ['Jordan Lee', 'Hi Alex'],
    ]);
    expect(sink.upserts.some((u) => u.speakerName === words.unknown)).toBe(false);
  });

  it('finds a captions root that carries only its label, and sees the call end', async () => {
    const { timers, teams, sink } = setUp({ words, captionTids: false });
    await timers.advance(1_000);
    expect(sink.lastState).toBe('captions_on');
    teams.add('j', 'Jordan Lee', 'Thanks, talk soon');
    await timers.advance(1_000);
    teams.leave();
    await timers.advance(5_000);
    expect(sink.lastState).toBe('ended');
    expect(lines(sink)).toEqual([['Jordan Lee', 'Thanks, talk soon']]);
  });
});

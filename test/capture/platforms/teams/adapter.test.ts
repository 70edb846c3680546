// @vitest-environment jsdom
// The Teams adapter on the shared capture, driven by a fake Teams call (fake-page.ts).
import { afterEach, describe, expect, it } from 'vitest';
import type { CaptionCapture, CaptionCaptureOptions } from '../../../../lib/capture/core/caption-capture';
import { startTeamsCapture } from '../../../../lib/capture/platforms/teams/adapter';
import { FakeTeams, type FakeTeamsOptions } from './fake-page';
import { ManualTimers } from '../../support/manual-timers';
import { RecordingSink } from '../../support/recording-sink';

let running: CaptionCapture | undefined;
afterEach(() => running?.stop());

function setUp(page: FakeTeamsOptions = {}, options: Partial<CaptionCaptureOptions> = {}) {
  const timers = new ManualTimers();
  const teams = new FakeTeams(document, page);
  const sink = new RecordingSink();
  running = startTeamsCapture({ send: sink, document, timers, idPrefix: 'test', ...options });
  return { timers, teams, sink };
}

const lines = (sink: RecordingSink) => sink.transcript().map((u) => [u.speakerName, u.text, u.final]);

describe('Teams call states', () => {
  it('waits on the pre-join screen, then tells captions off, on, and the call ended', async () => {
    const { timers, teams, sink } = setUp({ inCall: false });
    await timers.advance(1_000);
    expect(sink.states.map((s) => s.state)).toEqual([]);
    expect(sink.meetings).toEqual([]);

    teams.join(false);
    await timers.advance(1_000);
    expect(sink.lastState).toBe('captions_off');
    expect(sink.meetings).toEqual([
      expect.objectContaining({
        platform: 'teams',
        title: 'Discovery call: Northwind Freight',
        url: expect.stringContaining('http'),
      }),
    ]);

    teams.setCaptions(true);
    await timers.advance(1_000);
    expect(sink.lastState).toBe('captions_on');
    // On and empty (nobody speaks): still on, nothing captured, not taken for a broken page.
    await timers.advance(120_000);
    expect(sink.lastState).toBe('captions_on');
    expect(sink.upserts).toEqual([]);

    teams.leave();
    await timers.advance(5_000);
    expect(sink.states.map((s) => s.state)).toEqual(['captions_off', 'captions_on', 'ended']);
  });

  it('says capture is unverified when caption items show but none reads, and reads avatars never as names', async () => {
    const { timers, teams, sink } = setUp();
    await timers.advance(1_000);
    teams.addNameless('Jordan Lee', 'We run about two hundred trucks.');
    await timers.advance(50_000);
    expect(sink.lastState).toBe('capture_unverified');
    expect(sink.upserts).toEqual([]);

    teams.add('j1', 'Jordan Lee', 'Across three regions.');
    await timers.advance(1_000);
    expect(sink.lastState).toBe('captions_on');
  });
});

describe('Teams captions', () => {
  it('keeps the final wording of a rewritten item, under the author name (not the initials)', async () => {
    const { timers, teams, sink } = setUp();
    await timers.advance(1_000);
    teams.add('a', 'Jordan Lee', 'so what');
    await timers.advance(300);
    teams.say('a', 'so what does that cost for four');
    await timers.advance(300);
    teams.say('a', 'So, what does that cost for 40 seats?');
    await timers.advance(30_000);
    expect(lines(sink)).toEqual([['Jordan Lee', 'So, what does that cost for 40 seats?', true]]);
    expect(timers.pendingCount).toBe(0);
  });

  it('keeps two speakers apart and joins the items one turn was split into after pauses', async () => {
    const { timers, teams, sink } = setUp();
    await timers.advance(1_000);
    teams.add('a', 'Alex Rivera', 'How do you plan routes today?');
    await timers.advance(2_000);
    teams.add('b', 'Jordan Lee', 'We run two hundred trucks.');
    await timers.advance(1_500); // a pause: Teams starts a new item for the same speaker
    teams.add('c', 'Jordan Lee', 'Across three');
    await timers.advance(300);
    teams.say('c', 'Across three regions.');
    await timers.advance(1_200);
    teams.add('d', 'Jordan Lee', 'It takes a day.');
    await timers.advance(1_000);
    teams.add('e', 'Alex Rivera', 'That sounds painful.');
    await timers.advance(30_000);

    expect(lines(sink)).toEqual([
      ['Alex Rivera', 'How do you plan routes today?', true],
      ['Jordan Lee', 'We run two hundred trucks. Across three regions. It takes a day.', true],
      ['Alex Rivera', 'That sounds painful.', true],
    ]);
    // The joined turn was never sent as finished before its last item.
    const jordanFinal = sink.upserts.filter((u) => u.speakerName === 'Jordan Lee' && u.final);
    expect(jordanFinal.map((u) => u.text)).toEqual([
      'We run two hundred trucks. Across three regions. It takes a day.',
    ]);
  });

  it('never sends an "Unknown" speaker once Teams resolves the name, and joins the resolved item to the turn', async () => {
    const { timers, teams, sink } = setUp();
    await timers.advance(1_000);
    teams.add('a', 'Unknown', 'Hi Jordan, thanks for');
    await timers.advance(500);
    teams.say('a', 'Hi Jordan, thanks for making time today.');
    await timers.advance(700);
    teams.resolve('a', 'Alex Rivera');
    await timers.advance(1_000);
    teams.add('b', 'Unknown', "How's your week?");
    await timers.advance(800);
    teams.resolve('b', 'Alex Rivera');
    await timers.advance(30_000);

    expect(sink.upserts.some((u) => u.speakerName === 'Unknown')).toBe(false);
    expect(lines(sink)).toEqual([['Alex Rivera', "Hi Jordan, thanks for making time today. How's your week?", true]]);
  });

  it('loses and duplicates nothing when the virtual list drops old items and shows them again', async () => {
    const { timers, teams, sink } = setUp();
    await timers.advance(1_000);
    const said = [
      ['a', 'Alex Rivera', 'How many trucks do you run?'],
      ['b', 'Jordan Lee', 'About two hundred.'],
      ['c', 'Alex Rivera', 'Across how many regions?'],
      ['d', 'Jordan Lee', 'Three regions.'],
    ] as const;
    for (const [id, speaker, text] of said) {
      teams.add(id, speaker, text);
      await timers.advance(2_000);
    }
    teams.evict('a');
    teams.evict('b');
    await timers.advance(60_000);
    const sentBefore = sink.upserts.length;
    // The user scrolls back up, long after: the old items render again as new elements.
    teams.restore('b');
    teams.restore('a');
    await timers.advance(30_000);
    teams.evict('a');
    teams.restore('a');
    await timers.advance(30_000);

    expect(sink.upserts.length).toBe(sentBefore);
    expect(lines(sink)).toEqual(said.map(([, speaker, text]) => [speaker, text, true]));
  });

  it('without Teams item ids, still keeps an item the list re-renders right away', async () => {
    const { timers, teams, sink } = setUp({ stableIds: false });
    await timers.advance(1_000);
    teams.add('a', 'Jordan Lee', 'About two hundred.');
    await timers.advance(500);
    teams.evict('a');
    teams.restore('a');
    await timers.advance(30_000);
    expect(lines(sink)).toEqual([['Jordan Lee', 'About two hundred.', true]]);
  });
});

describe('Teams chat', () => {
  it("reads sender, words and the send time from data-mid; own messages take the user's name", async () => {
    const { timers, teams, sink } = setUp({}, { selfName: 'Alex Rivera' });
    teams.addChat(1_699_999_000_000, 'Jordan Lee', 'Here is our fleet list');
    await timers.advance(1_000);
    teams.addChat(1_700_000_000_500, undefined, 'Thanks, got it');
    await timers.advance(1_000);

    const chat = sink.upserts.filter((u) => u.source === 'chat');
    expect(chat.map((u) => [u.id, u.speakerName, u.text])).toEqual([
      ['chat-1699999000000', 'Jordan Lee', 'Here is our fleet list'],
      ['chat-1700000000500', 'Alex Rivera', 'Thanks, got it'],
    ]);
    expect(chat[0]!.at).toBe(1_699_999_000_000);
  });
});

import { describe, expect, it } from 'vitest';
import { meetingSeen, utterancesSeen } from '../../lib/session/capture-updates';
import { meeting, sessionSoFar, utterance } from './fixtures';

const early = { ...meeting, selfName: undefined };
const named = { ...meeting, selfName: 'Alex Rivera', selfAliases: ['You'] };

function callSoFar() {
  return sessionSoFar(
    early,
    [
      utterance('You', 'Hi Jordan', 100, { source: 'chat' }),
      utterance('Jordan Lee', 'Hello', 200),
      utterance('Alex Rivera', 'Shall we start?', 300),
    ],
    'You',
  );
}

describe('the user named late', () => {
  it('files lines, speakers, the coached person and guidance under the name the page shows', () => {
    const result = meetingSeen(callSoFar(), 1, named, 'Alex Rivera', 0);
    const session = result.session!;
    expect(session.utterances.map((u) => u.speakerName)).toEqual(['Alex Rivera', 'Jordan Lee', 'Alex Rivera']);
    expect(session.speakers).toEqual(['Alex Rivera', 'Jordan Lee']);
    expect(session.currentUser).toBe('Alex Rivera');
    expect(session.guidance[0]!.currentUser).toBe('Alex Rivera');
    expect(result.touched).toEqual([0]); // only the renamed line is stored again
  });

  it('files a line that arrives after the meeting under the name too', () => {
    const session = meetingSeen(callSoFar(), 1, named, 'Alex Rivera', 0).session!;
    const late = utterancesSeen(session, [utterance('You', 'One more thing', 400)])!;
    expect(late.session!.utterances.at(-1)!.speakerName).toBe('Alex Rivera');
    expect(late.session!.speakers).toEqual(['Alex Rivera', 'Jordan Lee']);
    expect(late.finalized.map((u) => u.speakerName)).toEqual(['Alex Rivera']);
  });

  it('leaves everyone alone while the page has not shown the name', () => {
    const session = meetingSeen(callSoFar(), 1, { ...early, selfAliases: ['You'] }, undefined, 0).session!;
    expect(session.speakers).toEqual(['You', 'Jordan Lee', 'Alex Rivera']);
  });
});

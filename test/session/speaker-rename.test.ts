import { describe, expect, it } from 'vitest';
import { utterancesSeen } from '../../lib/session/capture-updates';
import { isPlaceholderSpeaker, renameProblem, speakerRenamed } from '../../lib/session/speaker-rename';
import { meeting, sessionSoFar, utterance } from './fixtures';

function callSoFar() {
  return sessionSoFar(
    { ...meeting, platform: 'zoom' },
    [
      utterance('Speaker 1', 'Hello everyone', 100),
      utterance('Alex Rivera', 'Hi, thanks for joining', 200),
      utterance('Speaker 1', 'What does it cost?', 300),
    ],
    'Speaker 1',
  );
}

describe('renaming a speaker', () => {
  it('renames every line, the speaker list, the coached person and guidance, and stores only the renamed lines', () => {
    const result = speakerRenamed(callSoFar(), 'Speaker 1', '  Dana Cole ')!;
    const session = result.session!;
    expect(session.utterances.map((u) => u.speakerName)).toEqual(['Dana Cole', 'Alex Rivera', 'Dana Cole']);
    expect(session.speakers).toEqual(['Dana Cole', 'Alex Rivera']);
    expect(session.currentUser).toBe('Dana Cole');
    expect(session.guidance[0]!.currentUser).toBe('Dana Cole');
    expect(result.touched).toEqual([0, 2]);
  });

  it('files lines the page sends later under the label under the new name', () => {
    const renamed = speakerRenamed(callSoFar(), 'Speaker 1', 'Dana Cole')!.session!;
    const later = utterancesSeen(renamed, [utterance('Speaker 1', 'And for fifty seats?', 400)])!.session!;
    expect(later.utterances.at(-1)!.speakerName).toBe('Dana Cole');
    expect(later.speakers).toEqual(['Dana Cole', 'Alex Rivera']);
  });

  it('merges with a name already in the call, and a second rename carries the first label along', () => {
    const merged = speakerRenamed(callSoFar(), 'Speaker 1', 'Alex Rivera')!.session!;
    expect(merged.speakers).toEqual(['Alex Rivera']);
    const again = speakerRenamed(speakerRenamed(callSoFar(), 'Speaker 1', 'Dana')!.session!, 'Dana', 'Dana Cole')!
      .session!;
    const later = utterancesSeen(again, [utterance('Speaker 1', 'Sounds good', 500)])!.session!;
    expect(later.utterances.at(-1)!.speakerName).toBe('Dana Cole');
  });

  it('refuses an unknown speaker or an empty or overlong name, in plain words', () => {
    const session = callSoFar();
    expect(speakerRenamed(session, 'Speaker 9', 'Dana')).toBeUndefined();
    expect(renameProblem(session, 'Speaker 9', 'Dana')).toMatch(/no speaker called "Speaker 9"/);
    expect(speakerRenamed(session, 'Speaker 1', '   ')).toBeUndefined();
    expect(renameProblem(session, 'Speaker 1', ' ')).toBe('Type the name to use.');
    expect(renameProblem(session, 'Speaker 1', 'x'.repeat(101))).toMatch(/at most 100 characters/);
  });

  it('offers renaming only for the labels capture makes up', () => {
    expect(['Speaker 1', 'Speaker 12', 'Speaker', 'Speaker One', 'Jordan Lee'].map(isPlaceholderSpeaker)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

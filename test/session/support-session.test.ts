import { describe, expect, it } from 'vitest';
import { meetingSeen, utterancesSeen, worthGuidance } from '../../lib/session/capture-updates';
import { supportDefaultUser } from '../../lib/session/current-user';
import { speakerRenamed } from '../../lib/session/speaker-rename';
import { message, ticket } from './fixtures';

const dana = message('1', 'Dana Cole', 'customer', 'Where is my order?', 100);
const kim = message('2', 'Kim Lee', 'agent', 'Looking into it.', 200);
const bot = message('3', 'Answer Bot', 'bot', 'Here is our shipping policy.', 300);
const note = message('4', 'Sam Rivera', 'agent', 'Escalate if late again', 400, { source: 'note' });

function thread(ownNames = ['Sam Rivera']) {
  return meetingSeen(undefined, 1, ticket('101'), undefined, 0, { ownNames }).session!;
}

describe('the default coached person of a support conversation', () => {
  it('is the user’s own agent name when it is in the thread', () => {
    const sam = message('5', 'Sam Rivera', 'agent', 'I will refund it.', 500);
    expect(
      supportDefaultUser(
        [dana, kim, sam, bot],
        ['Dana Cole', 'Kim Lee', 'Sam Rivera', 'Answer Bot'],
        ['', 'Sam Rivera'],
      ),
    ).toBe('Sam Rivera');
  });

  it('is otherwise the human agent who wrote last: not the bot, and not someone who only left a note', () => {
    expect(supportDefaultUser([dana, kim, bot, note], ['Dana Cole', 'Kim Lee', 'Answer Bot'], ['Alex'])).toBe(
      'Kim Lee',
    );
    expect(supportDefaultUser([dana, bot], ['Dana Cole', 'Answer Bot'], [])).toBeUndefined();
  });

  it('follows the thread until the user picks, then stays', () => {
    const withKim = utterancesSeen(thread(), [dana, kim])!.session!;
    expect(withKim.currentUser).toBe('Kim Lee');
    const picked = { ...withKim, currentUser: 'Answer Bot', currentUserPicked: true };
    const later = utterancesSeen(picked, [message('5', 'Sam Rivera', 'agent', 'Hi', 500)])!.session!;
    expect(later.currentUser).toBe('Answer Bot');
    // Meetings keep the user's own name whoever speaks.
    const meeting = {
      ...ticket('x'),
      platform: 'meet' as const,
      conversationKey: undefined,
      url: 'https://meet.google.com/abc',
    };
    const session = meetingSeen(undefined, 1, meeting, 'Alex Rivera', 0).session!;
    expect(utterancesSeen(session, [kim])!.session!.currentUser).toBe('Alex Rivera');
  });
});

describe('sides of a support conversation', () => {
  it('keeps each participant’s side, and moves it with a rename', () => {
    const session = utterancesSeen(thread(), [dana, kim, bot])!.session!;
    expect(session.sides).toEqual({ 'Dana Cole': 'customer', 'Kim Lee': 'agent', 'Answer Bot': 'bot' });
    const renamed = speakerRenamed(session, 'Answer Bot', 'Helper Bot')!.session!;
    expect(renamed.sides).toEqual({ 'Dana Cole': 'customer', 'Kim Lee': 'agent', 'Helper Bot': 'bot' });
  });

  it('asks for guidance after a customer message only, never after a note, the bot or an agent', () => {
    const session = { ...utterancesSeen(thread(), [dana, kim])!.session!, currentUser: 'Kim Lee' };
    expect(worthGuidance(session, [kim, bot, note])).toBe(false);
    expect(worthGuidance(session, [message('6', 'Dana Cole', 'customer', 'Still waiting', 600)])).toBe(true);
    expect(worthGuidance(session, [message('7', 'Dana Cole', 'customer', 'fyi', 700, { source: 'note' })])).toBe(false);
  });
});

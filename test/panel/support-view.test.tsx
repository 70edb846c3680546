// @vitest-environment jsdom
// The panel for a support conversation: who is who in the picker, notes apart, chat capture words.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionView } from '../../components/SessionView';
import type { CaptureState } from '../../lib/messaging/capture-protocol';
import type { MeetingSession } from '../../lib/session/types';

afterEach(cleanup);

function conversation(overrides: Partial<MeetingSession> = {}): MeetingSession {
  return {
    tabId: 4,
    meeting: {
      platform: 'zendesk',
      title: 'Order lost',
      startedAt: 0,
      url: 'https://acme.zendesk.com/agent/tickets/101',
      conversationKey: '101',
    },
    captureState: 'captions_on',
    captureStateAt: 0,
    utterances: [
      {
        id: 'z1',
        speakerName: 'Dana Cole',
        side: 'customer',
        text: 'My order never arrived.',
        at: 1,
        source: 'chat',
        final: true,
      },
      {
        id: 'z2',
        speakerName: 'Answer Bot',
        side: 'bot',
        text: 'Here is our shipping policy.',
        at: 2,
        source: 'chat',
        final: true,
      },
      {
        id: 'z3',
        speakerName: 'Sam Rivera',
        side: 'agent',
        text: 'Refund approved by Kim',
        at: 3,
        source: 'note',
        final: true,
      },
      {
        id: 'z4',
        speakerName: 'Sam Rivera',
        side: 'agent',
        text: 'Sorry, I am on it.',
        at: 4,
        source: 'chat',
        final: true,
      },
    ],
    speakers: ['Dana Cole', 'Answer Bot', 'Sam Rivera'],
    sides: { 'Dana Cole': 'customer', 'Answer Bot': 'bot', 'Sam Rivera': 'agent' },
    currentUser: 'Sam Rivera',
    guidance: [],
    analysis: { status: 'idle' },
    ...overrides,
  };
}

describe('panel for a support conversation', () => {
  it('lists every participant with their side under "Guidance for", and sends the bare name', async () => {
    const send = vi.fn();
    render(<SessionView session={conversation()} send={send} />);
    const picker = screen.getByRole('combobox', { name: 'Guidance for' }) as HTMLSelectElement;
    expect([...picker.options].map((o) => [o.value, o.textContent])).toEqual([
      ['Dana Cole', 'Dana Cole (customer)'],
      ['Answer Bot', 'Answer Bot (AI agent)'],
      ['Sam Rivera', 'Sam Rivera (agent)'],
    ]);
    expect(picker.value).toBe('Sam Rivera');
    await userEvent.selectOptions(picker, 'Answer Bot (AI agent)');
    expect(send).toHaveBeenCalledWith({ type: 'panel/setCurrentUser', name: 'Answer Bot' });
  });

  it('shows internal notes in their own list, not in the transcript, and no such list without notes', () => {
    render(<SessionView session={conversation()} send={vi.fn()} />);
    const transcript = within(screen.getByRole('log', { name: 'Transcript' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(transcript).toEqual([
      'Dana Cole My order never arrived.',
      'Answer Bot Here is our shipping policy.',
      'Sam Rivera Sorry, I am on it.',
    ]);
    const notes = within(screen.getByRole('list', { name: 'Internal notes' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(notes).toEqual(['Sam Rivera Refund approved by Kim']);
    cleanup();
    render(
      <SessionView
        session={conversation({ utterances: conversation().utterances.filter((u) => u.source !== 'note') })}
        send={vi.fn()}
      />,
    );
    expect(screen.queryByRole('list', { name: 'Internal notes' })).toBeNull();
  });

  it.each<[CaptureState, string]>([
    ['waiting', 'No conversation is open'],
    ['captions_on', 'Reading this conversation.'],
    ['capture_unverified', 'Capture is not working on this version of the page'],
  ])('says what capture state %s means in a chat tool', (captureState, words) => {
    render(<SessionView session={conversation({ captureState })} send={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toContain(words);
    expect(screen.getByRole('status').textContent).not.toMatch(/caption|call/i);
  });

  it('calls the summary of the whole thread "Conversation so far", not "Call so far"', () => {
    const entry = {
      id: 'g1',
      at: 5,
      currentUser: 'Sam Rivera',
      lastUtteranceId: 'z4',
      guidance: {
        elaboration: '- Offer a replacement',
        isSame: false,
        sentiment: { trend: 'negative' as const, turnedNegative: true },
      },
    };
    render(<SessionView session={conversation({ guidance: [entry] })} send={vi.fn()} />);
    expect(screen.getAllByRole('region', { name: 'Conversation so far' })).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Call so far' })).toBeNull();
  });
});

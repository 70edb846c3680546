// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionView } from '../../components/SessionView';
import { notEnoughCreditsToSave } from '../../lib/history/saving';
import type { AnalysisState, MeetingSession } from '../../lib/session/types';

afterEach(cleanup);

const startedAt = new Date(2026, 10, 23, 14, 30).getTime();
function session(analysis: AnalysisState): MeetingSession {
  return {
    tabId: 3,
    meeting: { platform: 'meet', title: 'Acme discovery', startedAt, url: 'https://meet.google.com/abc' },
    captureState: 'captions_on',
    captureStateAt: 0,
    utterances: [],
    speakers: [],
    guidance: [],
    analysis,
  };
}

describe('"Save this conversation" in the panel', () => {
  it('offers a name from the meeting title and date, editable, and sends the edited name', async () => {
    const send = vi.fn();
    render(<SessionView session={session({ status: 'idle' })} send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save this conversation' }));
    const form = screen.getByRole('form', { name: 'Save this conversation' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).value).toBe('Acme discovery (2026-11-23 14:30)');
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme pricing');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).toHaveBeenCalledWith({ type: 'panel/saveConversation', name: 'Acme pricing' });
    expect(form.isConnected).toBe(false);
  });

  it('refuses an empty name and can be cancelled without sending', async () => {
    const send = vi.fn();
    render(<SessionView session={session({ status: 'idle' })} send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save this conversation' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name' }));
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Save this conversation' })).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('says "Saving…" while the conversation is being created', () => {
    render(<SessionView session={session({ status: 'idle', saving: true })} send={vi.fn()} />);
    expect(screen.getByText('Saving…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save this conversation' })).toBeNull();
  });

  it('once saved, says under which name and offers no second save', () => {
    render(
      <SessionView
        session={session({ status: 'idle', conversationId: 'h1', conversationName: 'Acme pricing' })}
        send={vi.fn()}
      />,
    );
    expect(screen.getByText('Saved as “Acme pricing”: each new guidance is saved into it.').getAttribute('role')).toBe(
      'status',
    );
    expect(screen.queryByRole('button', { name: 'Save this conversation' })).toBeNull();
  });

  it('below 100 credits says plainly it is a balance requirement, and still offers to try again', () => {
    render(
      <SessionView session={session({ status: 'idle', notSavedReason: notEnoughCreditsToSave() })} send={vi.fn()} />,
    );
    const status = screen.getByText(notEnoughCreditsToSave());
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toMatch(/at least 100 available credits.*not a fee.*guidance go on without saving/);
    expect(screen.getByRole('button', { name: 'Save this conversation' })).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { prepareAnalysis } from '../../lib/analysis/request';
import type { Guidance } from '../../lib/api/contract';
import { newSession } from '../../lib/session/capture-updates';
import type { GuidanceEntry, MeetingSession } from '../../lib/session/types';
import { meeting, message, ticket, utterance } from '../session/fixtures';

const ME = 'Alex Rivera';

function sessionWith(utterances: MeetingSession['utterances'], guidance: GuidanceEntry[] = []): MeetingSession {
  return { ...newSession(1, meeting, ME, 0), utterances, guidance };
}

function entry(
  lastUtteranceId: string,
  elaboration: string,
  extra: Partial<GuidanceEntry> & { isSame?: boolean } = {},
): GuidanceEntry {
  const { isSame = false, ...rest } = extra;
  const guidance: Guidance = { elaboration, isSame };
  return { id: `g-${elaboration}`, at: 10_000, currentUser: ME, guidance, lastUtteranceId, ...rest };
}

const contents = (session: MeetingSession) => {
  const prepared = prepareAnalysis(session, 400);
  if (!prepared.ready) throw new Error(prepared.reason);
  return prepared.prepared;
};

describe('prepareAnalysis', () => {
  it('sends final wording only: the caption still being transcribed is left out, and the last id is the last final line', () => {
    const hi = utterance(ME, 'Hi Jordan, how is the quarter going?', 100);
    const answer = utterance('Jordan Lee', 'Busy, we plan next quarter.', 200);
    const draft = utterance(ME, 'Totally', 300, { final: false });
    const prepared = contents(sessionWith([hi, answer, draft]));
    expect(prepared.request.transcript.map((m) => m.content)).toEqual([hi.text, answer.text]);
    expect(prepared.request.transcript.at(-1)).toEqual({
      speakerRole: 'user',
      speakerName: 'Jordan Lee',
      content: answer.text,
    });
    expect(prepared.lastUtteranceId).toBe(answer.id);
  });

  it('redacts personal data in what is sent, counts it by kind, and sends it as said when redaction is off', () => {
    const hi = utterance(ME, 'Hi Jordan, what card should I bill?', 100);
    const answer = utterance(
      'Jordan Lee',
      'Use 4111 1111 1111 1111 and mail the receipt to jordan@northwind.example.com',
      200,
    );
    const prepared = contents(sessionWith([hi, answer]));
    expect(prepared.request.transcript.at(-1)!.content).toBe('Use [card] and mail the receipt to [email]');
    expect(prepared.redacted).toEqual({ email: 1, phone: 0, card: 1, iban: 0, nationalId: 0 });
    const off = prepareAnalysis(sessionWith([hi, answer]), 400, {
      email: false,
      phone: false,
      card: false,
      iban: false,
      nationalId: false,
    });
    if (!off.ready) throw new Error(off.reason);
    expect(off.prepared.request.transcript.at(-1)!.content).toBe(answer.text);
    expect(off.prepared.redacted).toBeUndefined();
  });

  it('waits while the coached person has only a caption still being transcribed', () => {
    const session = sessionWith([
      utterance('Jordan Lee', 'Hello?', 100),
      utterance(ME, 'Hi Jor', 200, { final: false }),
    ]);
    expect(prepareAnalysis(session, 400)).toEqual({ ready: false, reason: `Guidance starts once ${ME} has spoken.` });
  });

  it('puts earlier guidance right after the line it answered, and always ends with the latest line', () => {
    const a = utterance(ME, 'Hi', 100);
    const b = utterance('Jordan Lee', 'It is too expensive.', 200);
    // Started before the first guidance arrived (at 10 000), finalized after it.
    const c = utterance('Jordan Lee', 'And we use another tool.', 5_000);
    const guidance = [entry(b.id, 'First'), entry(c.id, 'Second')];
    const prepared = contents(sessionWith([a, b, c], guidance));
    expect(prepared.request.transcript.map((m) => `${m.speakerRole}:${m.content}`)).toEqual([
      'user:Hi',
      'user:It is too expensive.',
      'assistant:First',
      // Asked again with nothing new said: the guidance for the last line comes before it.
      'assistant:Second',
      'user:And we use another tool.',
    ]);
  });

  it('sends back only guidance for the same person, never repeats', () => {
    const a = utterance(ME, 'Hi', 100);
    const b = utterance('Jordan Lee', 'Hello', 200);
    const c = utterance('Jordan Lee', 'Tell me more.', 300);
    const guidance = [
      entry(a.id, 'For Jordan', { currentUser: 'Jordan Lee' }),
      entry(a.id, 'Repeat', { isSame: true }),
      entry(b.id, 'For Alex'),
    ];
    const prepared = contents(sessionWith([a, b, c], guidance));
    expect(prepared.request.transcript.filter((m) => m.speakerRole === 'assistant').map((m) => m.content)).toEqual([
      'For Alex',
    ]);
  });

  it('never sends an internal note as a participant’s message, nor ends the request with one', () => {
    const thread = newSession(1, ticket('101'), 'Sam Rivera', 0);
    const lines = [
      message('1', 'Dana Cole', 'customer', 'My order never arrived.', 100),
      message('2', 'Sam Rivera', 'agent', 'Sorry, checking now.', 200),
      message('3', 'Sam Rivera', 'agent', 'Carrier lost it, refund', 300, { source: 'note' }),
    ];
    const prepared = contents({ ...thread, utterances: lines });
    expect(prepared.request.transcript.map((m) => m.content)).toEqual([
      'My order never arrived.',
      'Sorry, checking now.',
    ]);
    expect(prepared.lastUtteranceId).toBe('2');
  });

  it('waits while the coached agent has written only a note', () => {
    const lines = [
      message('1', 'Dana Cole', 'customer', 'Hello?', 100),
      message('2', 'Sam Rivera', 'agent', 'VIP customer', 200, { source: 'note' }),
    ];
    expect(prepareAnalysis({ ...newSession(1, ticket('101'), 'Sam Rivera', 0), utterances: lines }, 400)).toEqual({
      ready: false,
      reason: 'Guidance starts once Sam Rivera has spoken.',
    });
  });
});

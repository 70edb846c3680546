// Property: whoever speaks (a person, an AI agent, the user), every participant line goes out as
// `user` under its speaker's name, earlier guidance as `assistant`, and internal notes and drafts never.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareAnalysis } from '../../lib/analysis/request';
import { GUIDANCE_SPEAKER_NAME } from '../../lib/api/roles';
import { newSession } from '../../lib/session/capture-updates';
import type { GuidanceEntry, MeetingSession } from '../../lib/session/types';
import { meeting, utterance } from '../session/fixtures';

const ME = 'Alex Rivera';
const SPEAKERS = [ME, 'Jordan Lee', 'Support Bot', 'AI agent'];

const line = fc.record({
  speaker: fc.constantFrom(...SPEAKERS),
  text: fc.string({ minLength: 1, maxLength: 60 }).filter((t) => t.trim() !== ''),
  source: fc.constantFrom<'caption' | 'chat' | 'note'>('caption', 'chat', 'note'),
  final: fc.boolean(),
  side: fc.constantFrom<'customer' | 'agent' | 'bot' | undefined>(undefined, 'customer', 'agent', 'bot'),
});
const guidanceAfter = fc.array(
  fc.record({ line: fc.nat(40), text: fc.string({ minLength: 1, maxLength: 40 }).filter((t) => t.trim() !== '') }),
  { maxLength: 4 },
);

describe('role mapping, property-based', () => {
  it('sends participants as user, earlier guidance as assistant, and never a note or a draft', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 40 }), guidanceAfter, (lines, earlier) => {
        const utterances = lines.map((l, i) => ({
          ...utterance(l.speaker, `${i}:${l.text}`, (i + 1) * 100, { final: l.final, source: l.source }),
          side: l.side,
        }));
        const guidance: GuidanceEntry[] = earlier.map((g, i) => ({
          id: `g${i}`,
          at: (g.line + 1) * 100,
          currentUser: ME,
          guidance: { elaboration: `guidance ${i}: ${g.text}`, isSame: false },
          lastUtteranceId: utterances[Math.min(g.line, utterances.length - 1)]!.id,
        }));
        const session: MeetingSession = { ...newSession(1, meeting, ME, 0), utterances, guidance };
        const prepared = prepareAnalysis(session, 5_000);
        const said = utterances.filter((u) => u.final && u.source !== 'note');
        if (!said.some((u) => u.speakerName === ME)) {
          expect(prepared.ready).toBe(false);
          return;
        }
        if (!prepared.ready) throw new Error(prepared.reason);
        const sent = prepared.prepared.request.transcript;
        const participants = sent.filter((m) => m.speakerRole === 'user');
        expect(participants.map((m) => [m.speakerName, m.content])).toEqual(said.map((u) => [u.speakerName, u.text]));
        for (const m of sent.filter((m) => m.speakerRole !== 'user')) {
          expect(m).toMatchObject({ speakerRole: 'assistant', speakerName: GUIDANCE_SPEAKER_NAME });
          expect(m.content.startsWith('guidance ')).toBe(true);
        }
        expect(sent.at(-1)!.speakerRole).toBe('user');
      }),
      { numRuns: 400, seed: 20_261_123 },
    );
  });
});

// isSame compares what guidance says (its findings), not the wording it quotes.
import { describe, expect, it } from 'vitest';
import { analyzeTranscript, guidanceGist } from '../../proxy/engine/analyze/compose.ts';
import type { TranscriptMessage } from '../../lib/api/contract.ts';

const ME = 'Alex Rivera';
const JO = 'Jordan Lee';
const say = (speakerName: string, content: string): TranscriptMessage => ({
  speakerRole: 'user',
  speakerName,
  content,
});
const earlier = (content: string): TranscriptMessage => ({
  speakerRole: 'assistant',
  speakerName: 'Sidecue guidance',
  content,
});

const opening = [say(ME, 'It is priced per vehicle per month.')];

describe('repeats in the local engine', () => {
  it('calls guidance about revised wording a repeat: same findings, different quotes', () => {
    // The page revised the caption between the two requests.
    const draft = analyzeTranscript(
      [...opening, say(JO, 'honestly this is too expensive for us. how does onboarding work')],
      ME,
    );
    const revised = [
      ...opening,
      say(JO, 'Honestly, this is too expensive for us right now. How does onboarding work?'),
    ];
    const again = analyzeTranscript([...revised, earlier(draft.elaboration)], ME);
    expect(draft.elaboration).toContain('price objection');
    expect(again.elaboration).not.toBe(draft.elaboration);
    expect(again.isSame).toBe(true);
    expect(analyzeTranscript(revised, ME, { previousElaboration: draft.elaboration }).isSame).toBe(true);
  });

  it('is not a repeat when a new objection comes up', () => {
    const call = [...opening, say(JO, 'Honestly this is too expensive for us.')];
    const first = analyzeTranscript(call, ME);
    const next = analyzeTranscript([...call, earlier(first.elaboration), say(JO, 'We already use Gong for that.')], ME);
    expect(next.objections.map((o) => o.kind)).toEqual(['price', 'competitor']);
    expect(next.isSame).toBe(false);
  });

  it('is not a repeat when someone else raises the same kind of objection', () => {
    const call = [...opening, say(JO, 'Honestly this is too expensive for us.')];
    const first = analyzeTranscript(call, ME);
    const next = analyzeTranscript(
      [...call, earlier(first.elaboration), say('Sam Park', 'It is too expensive for my team too.')],
      ME,
    );
    expect(next.isSame).toBe(false);
  });

  it('compares with every earlier guidance sent back, not only the latest', () => {
    const call = [...opening, say(JO, 'Honestly this is too expensive for us.')];
    const first = analyzeTranscript(call, ME);
    const next = analyzeTranscript(
      [...call, earlier(first.elaboration), earlier('- Something else entirely.'), say(JO, 'Yes.')],
      ME,
    );
    expect(next.isSame).toBe(true);
  });

  it('reads the gist without quoted words, how many were quoted, or the figures of talk points', () => {
    expect(guidanceGist('- Answer what Jordan Lee asked: "How long?" and "Who else?"')).toBe(
      guidanceGist('- Answer what Jordan Lee asked:  "How long does it take?"'),
    );
    expect(guidanceGist('- You are talking 70% of the time: listen.')).toBe(
      guidanceGist('- You are talking 74% of the time: listen.'),
    );
    expect(guidanceGist('- Your longest stretch was 260 words.')).toBe(
      guidanceGist('- Your longest stretch was 300 words.'),
    );
    expect(guidanceGist('- Jordan Lee raised a price objection ("x").')).not.toBe(
      guidanceGist('- Jordan Lee raised a timing objection ("x").'),
    );
    expect(guidanceGist('- Person 1 raised a price objection ("x").')).not.toBe(
      guidanceGist('- Person 2 raised a price objection ("x").'),
    );
  });

  it('keeps a quote that itself holds double quotes inside one quoted span', () => {
    const analysis = analyzeTranscript(
      [...opening, say(JO, 'Our CFO said "too expensive" twice. This is too expensive for us.')],
      ME,
    );
    expect(analysis.elaboration).not.toMatch(/""/);
    expect(guidanceGist(analysis.elaboration)).not.toContain('cfo');
  });
});

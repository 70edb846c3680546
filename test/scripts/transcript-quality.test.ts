import { describe, expect, it } from 'vitest';
import { transcriptQuality } from '../../bench/transcript-quality.ts';

const jo = (text: string) => ({ speakerName: 'Jo', text });
const al = (text: string) => ({ speakerName: 'Al', text });

describe('transcript quality', () => {
  it('counts a faithful capture as whole', () => {
    const said = [al('Hi Jo.'), jo('Hi. What does it cost?'), al('It depends.')];
    expect(transcriptQuality(said, said)).toEqual({
      turnsCaptured: 3,
      expected: 3,
      duplicates: 0,
      fragments: 0,
      namesRight: 3,
      withKnownWords: 3,
    });
  });

  it('tells duplicates, drafts and wrong names apart', () => {
    const said = [al('Hi Jo.'), jo('Hi. What does it cost?')];
    const stored = [
      al('Hi Jo.'),
      al('Hi Jo.'),
      jo('Hi. What does'),
      { speakerName: 'Speaker 1', text: 'Hi. What does it cost?' },
    ];
    expect(transcriptQuality(said, stored)).toEqual({
      turnsCaptured: 1,
      expected: 2,
      duplicates: 1,
      fragments: 1,
      namesRight: 2,
      withKnownWords: 3,
    });
  });

  it('expects a line said twice to be stored twice', () => {
    const said = [jo('Okay.'), al('So.'), jo('Okay.')];
    expect(transcriptQuality(said, [jo('Okay.'), al('So.'), jo('Okay.')]).duplicates).toBe(0);
    expect(transcriptQuality(said, [jo('Okay.'), al('So.')]).turnsCaptured).toBe(2);
  });
});

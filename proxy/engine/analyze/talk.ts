// How much the coached person talks: share of all words, and the longest run of words without
// anyone else speaking. Japanese words are counted as such, not as the runs between its punctuation.
import type { TranscriptMessage } from '../../../lib/api/contract.ts';
import { countWordsInAnyScript } from './text.ts';

export interface TalkStats {
  currentUserShare: number;
  longestMonologueWords: number;
}

export function talkStats(dialogue: readonly TranscriptMessage[], currentUser: string): TalkStats {
  let total = 0;
  let mine = 0;
  let run = 0;
  let longest = 0;
  for (const message of dialogue) {
    const count = countWordsInAnyScript(message.content);
    total += count;
    if (message.speakerName === currentUser) {
      mine += count;
      run += count;
      longest = Math.max(longest, run);
    } else if (count > 0) {
      run = 0;
    }
  }
  return { currentUserShare: total === 0 ? 0 : Math.round((mine / total) * 100) / 100, longestMonologueWords: longest };
}

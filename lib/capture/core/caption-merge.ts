// Turns what caption blocks show over time into utterance upserts with stable ids. Pure: the
// adapter passes what it read and the time, and gets the next state and the upserts back.
//
// One track follows one caption block (through re-renders); it carries one open utterance at a time.
// Finalization (documented choice): an utterance is final when
//   - its block has been gone for `graceMs` (Meet removes and reinserts blocks while re-rendering), or
//   - any newer block exists and it has not changed for `settleMs` (Meet still fixes the last words
//     of a turn shortly after the next speaker starts), or
//   - it has not changed for `quietMs` (the speaker paused and nobody else spoke), or
//   - captions were hidden or the call ended (nothing on screen can revise it any more).
// A final utterance still takes late revisions of its own words. If its block then grows by more
// than a word, the new words start a new utterance instead: the earlier one was already handed on.
// (Except when Meet shows the block again after captions came back on: that completes the same turn.)
//
// Opt-in platform capabilities (CaptionMergeCapabilities), off for Meet:
//   - joinsSplitTurns: a new block of the speaker of the newest, still open utterance continues that
//     utterance (Teams starts a new list item after a pause), so one turn stays one utterance.
//   - placeholderSpeakers: a name such as "Unknown" shown until the page resolves the real one. Such a
//     track sends nothing until final; when its block shows the real name the track is renamed (and
//     joins the speaker's open turn), and anything already sent is sent again under the real name.
//   - Blocks that come back under a key they had before (a platform's stable key, e.g. a virtualized
//     list item scrolled back into view) are the same track again, or nothing new when the track is
//     no longer kept (`returning`).
import type { CapturedUtterance } from '../../messaging/capture-protocol';
import { isRestart, repeatedTailLength, sameWords, showsSameWords, toWords } from './caption-text';

export interface CaptionTiming {
  graceMs: number;
  settleMs: number;
  quietMs: number;
  /** After captions come back on, blocks Meet shows again are matched to earlier utterances this long. */
  replayMs: number;
  /** Finished tracks kept to recognise blocks that come back. */
  keptTracks: number;
}

export const DEFAULT_CAPTION_TIMING: CaptionTiming = {
  graceMs: 3_000,
  settleMs: 1_500,
  quietMs: 5_000,
  replayMs: 5_000,
  keptTracks: 12,
};

/** A grown final block starts a new utterance only from this many new words (a split word is a revision). */
const CONTINUATION_MIN_WORDS = 2;

export interface CaptionMergeCapabilities {
  joinsSplitTurns?: boolean;
  placeholderSpeakers?: readonly string[];
}

export type CaptionEvent =
  /**
   * A block as it reads now. `previousKey`: the block shown right before it, to tell a re-render from a new block.
   * `returning`: the block's stable key was read before and left: what it shows was already captured.
   */
  | {
      type: 'block';
      at: number;
      blockKey: string;
      previousKey: string | null;
      speakerName: string;
      text: string;
      returning?: boolean;
    }
  | { type: 'gone'; at: number; blockKey: string }
  /** Captions turned off or the call ended. */
  | { type: 'hidden'; at: number }
  /** Captions turned on (again): Meet may show its last blocks once more. */
  | { type: 'shown'; at: number };

export interface CaptionTrack {
  /** DOM blocks showing this track now; empty once gone. */
  blockKeys: string[];
  /** Keys of blocks that showed this track and left (a stable key may come back). */
  pastKeys: string[];
  speakerName: string;
  /** The block's words as last read. */
  words: readonly string[];
  /** Leading words of the block that belong to earlier utterances (after a restart or a pause). */
  skip: number;
  utterance: CapturedUtterance;
  changedAt: number;
  goneAt: number | undefined;
  /** Gone because captions were hidden: a candidate for the blocks Meet shows again. */
  hidden: boolean;
}

export interface CaptionMergeState {
  readonly idPrefix: string;
  readonly nextNumber: number;
  /** Oldest first. */
  readonly tracks: readonly CaptionTrack[];
  readonly replayUntil: number;
  readonly capabilities: CaptionMergeCapabilities;
}

export interface CaptionMergeResult {
  state: CaptionMergeState;
  /** Changed utterances, each once, in the order they changed first. */
  upserts: CapturedUtterance[];
  /** When an open utterance turns final if nothing else happens: call again then. */
  wakeAt: number | undefined;
}

/** `idPrefix` must differ per page load: the background keeps a meeting's utterances across reloads. */
export function createCaptionMergeState(
  idPrefix: string,
  capabilities: CaptionMergeCapabilities = {},
): CaptionMergeState {
  return { idPrefix, nextNumber: 1, tracks: [], replayUntil: -Infinity, capabilities };
}

export function mergeCaptionEvents(
  state: CaptionMergeState,
  events: readonly CaptionEvent[],
  now: number,
  timing: CaptionTiming = DEFAULT_CAPTION_TIMING,
): CaptionMergeResult {
  const tracks: CaptionTrack[] = state.tracks.map((track) => ({
    ...track,
    blockKeys: [...track.blockKeys],
    pastKeys: [...track.pastKeys],
  }));
  let nextNumber = state.nextNumber;
  let replayUntil = state.replayUntil;
  const upserts = new Map<string, CapturedUtterance>();
  const { capabilities } = state;
  const isPlaceholder = (name: string) => capabilities.placeholderSpeakers?.includes(name) ?? false;

  const emit = (track: CaptionTrack) => {
    // A placeholder speaker's words wait for the real name (or for turning final without one).
    if (track.utterance.text === '' || (isPlaceholder(track.utterance.speakerName) && !track.utterance.final)) return;
    upserts.set(track.utterance.id, track.utterance);
  };
  /** Tracks whose blocks make up one utterance (several only when split turns are joined), oldest first. */
  const groupOf = (track: CaptionTrack) => tracks.filter((other) => other.utterance.id === track.utterance.id);
  const setUtterance = (track: CaptionTrack, utterance: CapturedUtterance) => {
    for (const member of groupOf(track)) member.utterance = utterance;
    track.utterance = utterance;
    emit(track);
  };
  const groupText = (track: CaptionTrack) =>
    groupOf(track)
      .map((member) => member.words.slice(member.skip).join(' '))
      .filter((words) => words !== '')
      .join(' ');
  const finalize = (track: CaptionTrack) => {
    if (track.utterance.final) return;
    setUtterance(track, { ...track.utterance, final: true });
  };
  /** The track right before position `index`, when a block of `speakerName` there continues its open utterance. */
  const openTurnBefore = (index: number, speakerName: string, at: number) => {
    if (!capabilities.joinsSplitTurns || isPlaceholder(speakerName)) return undefined;
    const before = tracks[index - 1];
    // A pause past the quiet time ends the turn even when no flush has finalized it yet.
    const open = before && !before.utterance.final && at - before.changedAt < timing.quietMs;
    return open && before.speakerName === speakerName ? before : undefined;
  };
  const newUtterance = (speakerName: string, at: number): CapturedUtterance => ({
    id: `${state.idPrefix}-${nextNumber++}`,
    speakerName,
    text: '',
    at,
    source: 'caption',
    final: false,
  });
  const startUtterance = (track: CaptionTrack, skip: number, at: number) => {
    track.skip = skip;
    track.utterance = newUtterance(track.speakerName, at);
  };
  const trackOfKey = (key: string | null) =>
    key === null ? undefined : tracks.find((track) => track.blockKeys.includes(key));
  const release = (track: CaptionTrack, key: string, at: number) => {
    track.blockKeys = track.blockKeys.filter((k) => k !== key);
    if (!track.pastKeys.includes(key)) track.pastKeys.push(key);
    if (track.blockKeys.length === 0) track.goneAt = at;
  };
  /** The newest older track still on screen: a re-rendered block keeps its place among them. */
  const livePredecessor = (index: number) => {
    for (let i = index - 1; i >= 0; i--) if (tracks[i]!.blockKeys.length > 0) return tracks[i];
    return undefined;
  };

  /**
   * An unknown block may be a gone one shown again: same speaker, same place, showing the same words.
   * The place matters: when Meet drops its oldest block as a new one arrives, both can have the same
   * speaker and first word, and merging them would lose the old utterance.
   */
  const reappearing = (event: Extract<CaptionEvent, { type: 'block' }>, words: readonly string[]) => {
    const previousTrack = trackOfKey(event.previousKey);
    for (let i = tracks.length - 1; i >= 0; i--) {
      const track = tracks[i]!;
      if (track.goneAt === undefined || track.speakerName !== event.speakerName) continue;
      const recent = track.hidden ? event.at <= replayUntil : event.at - track.goneAt <= timing.graceMs;
      if (!recent || livePredecessor(i) !== previousTrack) continue;
      if (showsSameWords(track.words, words)) return { track, repeated: 0 };
      // Restarted by replacing the element: the new block starts with the old one's last words.
      const repeated = track.hidden ? 0 : repeatedTailLength(track.words, words);
      if (repeated > 0) return { track: undefined, repeated };
    }
    return undefined;
  };

  /** `reshown`: Meet shows a block again after captions came back on; what it adds completes the same turn. */
  const setWords = (track: CaptionTrack, words: readonly string[], at: number, reshown: boolean) => {
    if (sameWords(track.words, words)) return;
    if (isRestart(track.words, words)) {
      // Truncation: what the block showed before can no longer be revised, so it is finalized as
      // its own utterance (appending would make one utterance grow without bound over a long call).
      finalize(track);
      startUtterance(track, repeatedTailLength(track.words, words), at);
    } else if (track.utterance.final && !reshown && words.length >= track.words.length + CONTINUATION_MIN_WORDS) {
      startUtterance(track, track.words.length, at);
    }
    track.words = words;
    track.changedAt = at;
    const text = groupText(track);
    if (text !== track.utterance.text) setUtterance(track, { ...track.utterance, text });
  };

  /** The page resolved a placeholder name: the turn takes the real name, joining the speaker's open turn. */
  const rename = (track: CaptionTrack, speakerName: string, at: number) => {
    track.speakerName = speakerName;
    const sent = track.utterance.final; // a placeholder track sends nothing before it is final
    const turn = sent ? undefined : openTurnBefore(tracks.indexOf(track), speakerName, at);
    if (turn) {
      const before = turn.utterance;
      track.utterance = before;
      setUtterance(track, { ...before, text: groupText(track) });
    } else {
      setUtterance(track, { ...track.utterance, speakerName });
    }
  };

  const onBlock = (event: Extract<CaptionEvent, { type: 'block' }>) => {
    const words = toWords(event.text);
    let track = trackOfKey(event.blockKey);
    let reshown = false;
    if (track && track.speakerName !== event.speakerName) {
      if (isPlaceholder(track.speakerName) && groupOf(track).length === 1) rename(track, event.speakerName, event.at);
      else {
        release(track, event.blockKey, event.at);
        track = undefined;
      }
    }
    if (!track) {
      if (words.length === 0) return; // nothing to tell yet; decided when words arrive
      const former = tracks.find((candidate) => candidate.pastKeys.includes(event.blockKey));
      if (former && (former.speakerName === event.speakerName || isPlaceholder(event.speakerName))) {
        former.blockKeys.push(event.blockKey);
        former.goneAt = undefined;
        // What a returning block shows was captured; only new words would change the track.
        if (!isPlaceholder(event.speakerName)) setWords(former, words, event.at, false);
        return;
      }
      if (event.returning) return;
      const earlier = reappearing(event, words);
      if (earlier?.track) {
        track = earlier.track;
        reshown = track.hidden;
        track.goneAt = undefined;
        track.hidden = false;
      } else {
        const turn = openTurnBefore(tracks.length, event.speakerName, event.at);
        track = {
          blockKeys: [],
          pastKeys: [],
          speakerName: event.speakerName,
          words: [],
          skip: earlier?.repeated ?? 0,
          utterance: turn?.utterance ?? newUtterance(event.speakerName, event.at),
          changedAt: event.at,
          goneAt: undefined,
          hidden: false,
        };
        tracks.push(track);
      }
      track.blockKeys.push(event.blockKey);
    }
    // A block is briefly empty while Meet re-renders it: keep what it showed.
    if (words.length > 0) setWords(track, words, event.at, reshown);
  };

  for (const event of events) {
    switch (event.type) {
      case 'block':
        onBlock(event);
        break;
      case 'gone': {
        const track = trackOfKey(event.blockKey);
        if (track) release(track, event.blockKey, event.at);
        break;
      }
      case 'hidden':
        for (const track of tracks) {
          finalize(track);
          track.blockKeys = [];
          track.goneAt ??= event.at;
          track.hidden = true;
        }
        break;
      case 'shown':
        replayUntil = event.at + timing.replayMs;
        break;
    }
  }

  let wakeAt: number | undefined;
  tracks.forEach((track, index) => {
    if (track.utterance.final) return;
    // A joined turn is timed by its newest block.
    if (tracks.slice(index + 1).some((later) => later.utterance.id === track.utterance.id)) return;
    // A newer block still under a placeholder name may turn out to continue this turn: it does not count yet.
    const newerExists = tracks.slice(index + 1).some((later) => !isPlaceholder(later.speakerName));
    const unchangedUntil = track.changedAt + (newerExists ? timing.settleMs : timing.quietMs);
    const due = track.goneAt === undefined ? unchangedUntil : Math.min(unchangedUntil, track.goneAt + timing.graceMs);
    if (due <= now) finalize(track);
    else wakeAt = Math.min(wakeAt ?? due, due);
  });

  const finished = (track: CaptionTrack) => track.utterance.final && track.blockKeys.length === 0;
  let excess = tracks.filter(finished).length - timing.keptTracks;
  const kept = excess > 0 ? tracks.filter((track) => !(finished(track) && excess-- > 0)) : tracks;

  return {
    state: { idPrefix: state.idPrefix, nextNumber, tracks: kept, replayUntil, capabilities },
    upserts: [...upserts.values()],
    wakeAt,
  };
}

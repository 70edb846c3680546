// What every practice call player shares: the query options, the call played (scripted or synthetic),
// the seeded recognition, the word-by-word timing loop with its revisions, the stats, and
// window.__practice. Each platform's player keeps only how its platform shows captions and its quirks.
//
// Query: ?speed=N (time multiplier), ?minutes=N&seed=S (synthetic call instead of the script),
// ?autostart=0 (wait for window.__practice.start()), ?captions=off, ?lang=de|fr|es|pt-BR|ja (the page's
// words and the call in that language; practice-languages.js).
import { CALLS, UI_WORDS, practiceLanguage } from './practice-languages.js';
import {
  MEETING_TITLE,
  PROSPECT,
  SELF_NAME,
  callChat,
  hostileCall,
  hostileChat,
  salesCall,
} from './sales-call-script.js';
import { WORDS_PER_MINUTE, seededRandom, syntheticCall } from './synthetic-call.js';

export const params = new URLSearchParams(location.search);

/** A positive number from the query, or the fallback. */
export function positive(name, fallback) {
  const value = Number(params.get(name));
  return params.has(name) && Number.isFinite(value) && value > 0 ? value : fallback;
}

export const speed = positive('speed', 1);
const minutes = positive('minutes', 0);
const seed = params.get('seed') ?? '1';
/** The turns of the call: the scripted sales call, a synthetic one of ?minutes, or the payload call of ?hostile=1. */
export const hostile = params.get('hostile') === '1';
/** The page's language: its words, the call's title, prospect and turns. */
export const lang = practiceLanguage(params.get('lang'));
export const ui = UI_WORDS[lang];
const localCall = lang === 'en' ? undefined : CALLS[lang];
export const meetingTitle = localCall?.title ?? MEETING_TITLE;
export const prospect = localCall?.prospect ?? PROSPECT;
document.documentElement.lang = lang;
export const callTurns = hostile
  ? hostileCall
  : minutes > 0
    ? syntheticCall({ minutes, seed })
    : (localCall?.turns ?? salesCall);
/** Meeting chat the players post with ?chat=1, each after the turn it follows. */
export const chatLines = hostile ? hostileChat : callChat;
export const captionsRequested = params.get('captions') !== 'off';

export const WORD_MS = 60_000 / WORDS_PER_MINUTE;
const SENTENCE_FIX_MS = 250;
const MISHEARD_RATE = 0.12;
const SOUNDS_ALIKE = {
  four: 'for',
  for: 'four',
  their: 'there',
  there: 'their',
  to: 'two',
  two: 'to',
  route: 'root',
  routes: 'roots',
  one: 'won',
  by: 'buy',
  know: 'no',
  weeks: 'weak',
};
const LEFT = Symbol('left the call');

/** An element of `doc` with attributes and text (as text, never HTML). */
export function createElementIn(doc, tag, attributes = {}, text) {
  const el = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  if (text !== undefined) el.textContent = text;
  return el;
}

export const element = (tag, attributes, text) => createElementIn(document, tag, attributes, text);

/** From window.__practice.hurry(factor): the rest of a call plays `factor` times faster than ?speed. */
let hurried = 1;

/** Waits call time: ?speed shortens it, and hurry() from then on. */
export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms / speed / hurried));
}

/** The name a turn's speaker goes by in the call. */
export const speakerName = (speaker) => (speaker === 'You' ? SELF_NAME : speaker);

/** The name a turn's speaker is shown with in captions: the user as the page's label for them ("You", "Du"). */
export const captionName = (speaker) => (speaker === 'You' ? ui.self : speaker);

/** A word as recognition first hears it: no case, no punctuation. */
export const plain = (word) => word.replace(/[.,?!]+$/, '').toLowerCase();

function misheard(word) {
  const heard = plain(word);
  return SOUNDS_ALIKE[heard] ?? (heard.length > 6 ? heard.slice(0, Math.ceil(heard.length * 0.6)) : heard);
}

/**
 * The call's clock and stats. `randomKey` seeds this platform's recognition; `counters` are its own
 * stats fields; `canPlay()` says whether captions can be shown now (nothing is captioned while not);
 * `playTurn(turn, index)` shows one turn; `afterTurn(index)` runs between turns; `ready` is awaited first.
 */
export function createCall({ turns = callTurns, randomKey, counters = {}, canPlay, playTurn, afterTurn, ready }) {
  const random = seededRandom(`${seed}:${randomKey}`);
  const stats = {
    speed,
    turns: turns.length,
    mutations: 0,
    rewrites: 0,
    ...counters,
    startedAt: undefined,
    finishedAt: undefined,
    /** False when the call was left before the end. */
    completed: false,
    /** One per turn: its speaker's name, its final wording, and when its DOM changed first and last (performance.now()). */
    utterances: [],
  };
  let left = false;
  const waiters = [];

  function wake() {
    for (const resume of waiters.splice(0)) resume();
  }

  /** Waits call time, then until captions can be shown; throws once the call is left. */
  async function pause(ms) {
    await sleep(ms);
    while (!canPlay() && !left) await new Promise((resolve) => waiters.push(resolve));
    if (left) throw LEFT;
  }

  /** Counts a DOM change of a turn's captions, and when it happened. */
  function touched(stat) {
    const now = performance.now();
    stat.firstMutationAt ??= now;
    stat.lastMutationAt = now;
    stats.mutations++;
  }

  /**
   * Speaks words one by one, each heard as `heard(word)` or misheard; a misheard word is fixed as the
   * next one arrives. `shown(words)` gets every word so far; resolves to the words in their last form.
   */
  async function speakWords(words, heard, shown) {
    const interim = [];
    for (let i = 0; i < words.length; i++) {
      await pause(WORD_MS * (0.6 + random() * 0.8));
      if (i > 0 && interim[i - 1] !== heard(words[i - 1])) {
        interim[i - 1] = heard(words[i - 1]);
        stats.rewrites++;
      }
      interim.push(random() < MISHEARD_RATE ? misheard(words[i]) : heard(words[i]));
      await shown(interim);
    }
    return interim;
  }

  /**
   * Speaks a turn sentence by sentence, words first without case or punctuation; once recognised, the
   * sentence gets them back, earlier words of the same caption included. `beforeSentence(index)`
   * returns true when a new caption starts (its text starts empty); `show(words)` shows the caption's
   * words; `afterWord()` runs after each word is shown.
   */
  async function speakSentences(text, { beforeSentence, show, afterWord }) {
    let recognised = [];
    for (const [index, sentence] of text.split(/(?<=[.?!])\s+/).entries()) {
      if (await beforeSentence?.(index)) recognised = [];
      const words = sentence.split(' ');
      await speakWords(words, plain, async (interim) => {
        await show([...recognised, ...interim]);
        await afterWord?.();
      });
      await pause(SENTENCE_FIX_MS);
      recognised.push(...words);
      await show(recognised);
      stats.rewrites++;
    }
  }

  let resolveDone;
  const done = new Promise((resolve) => (resolveDone = resolve));
  let started = false;

  async function play() {
    await ready;
    stats.startedAt = performance.now();
    try {
      for (const [index, turn] of turns.entries()) {
        await pause(400 + random() * 800);
        await playTurn(turn, index);
        afterTurn?.(index);
      }
      stats.completed = true;
    } catch (error) {
      if (error !== LEFT) throw error;
    }
    stats.finishedAt = performance.now();
    resolveDone(stats);
  }

  function start() {
    if (started) return;
    started = true;
    void play();
  }

  /**
   * Publishes window.__practice ({start, done, stats, hurry, ...extra}) and starts unless ?autostart=0.
   * hurry(factor) plays the rest faster: a test done with the middle of a long call need not wait out its end.
   */
  function publish(extra = {}) {
    const hurry = (factor) => {
      hurried = factor;
    };
    window.__practice = { start, done, stats, hurry, ...extra };
    if (params.get('autostart') !== '0') start();
  }

  return {
    stats,
    random,
    pause,
    touched,
    speakWords,
    speakSentences,
    wake,
    /** Ends the call: the turn playing stops at its next pause. */
    leave() {
      left = true;
      wake();
    },
    publish,
  };
}

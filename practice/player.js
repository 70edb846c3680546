// Plays a call with live captions shaped like Google Meet's 2026 DOM, so Sidecue's Meet content
// script can be practised with and measured: words arrive one by one, each sentence is rewritten
// once recognised (punctuation, case, misheard words fixed), blocks are sometimes removed and put
// back, only the last blocks stay, and captions can be toggled.
//
// Query: ?speed=N (time multiplier), ?minutes=N&seed=S (synthetic call instead of the script),
// ?autostart=0 (wait for window.__practice.start()), ?captions=off, ?truncateWords=N (a block
// restarts its text past N words, as Meet does after very long monologues).
import { MEETING_TITLE, SELF_NAME, salesCall } from './sales-call-script.js';
import { WORDS_PER_MINUTE, seededRandom, syntheticCall } from './synthetic-call.js';

const params = new URLSearchParams(location.search);
const positive = (name, fallback) => {
  const value = Number(params.get(name));
  return params.has(name) && Number.isFinite(value) && value > 0 ? value : fallback;
};
const speed = positive('speed', 1);
const minutes = positive('minutes', 0);
const seed = params.get('seed') ?? '1';
const truncateWords = positive('truncateWords', Infinity);
const turns = minutes > 0 ? syntheticCall({ minutes, seed }) : salesCall;
const random = seededRandom(`${seed}:recognition`);

const WORD_MS = 60_000 / WORDS_PER_MINUTE;
const SENTENCE_FIX_MS = 250;
const REINSERT_GAP_MS = 120;
const KEPT_BLOCKS = 5;
const RESHOWN_BLOCKS = 2;
const MISHEARD_RATE = 0.12;
const REINSERT_RATE = 0.08;
const RESTART_KEEPS_WORDS = 3;
const SOUNDS_ALIKE = { four: 'for', for: 'four', their: 'there', there: 'their', to: 'two', two: 'to', route: 'root', routes: 'roots', one: 'won', by: 'buy', know: 'no', weeks: 'weak' };

const stats = {
  speed,
  turns: turns.length,
  mutations: 0,
  rewrites: 0,
  reinsertions: 0,
  evictions: 0,
  startedAt: undefined,
  finishedAt: undefined,
  /** False when the call was left before the end. */
  completed: false,
  /** One per turn: what Meet showed last, and when its block's DOM changed first and last (performance.now()). */
  utterances: [],
};

const stage = document.getElementById('stage');
const toolbar = document.getElementById('toolbar');
const captionsButton = document.getElementById('captions-button');
const leaveButton = document.getElementById('leave-button');
document.querySelector('.u6vdEc').textContent = MEETING_TITLE;
document.querySelector('.awLEm').textContent = SELF_NAME;
document.getElementById('self-face').textContent = SELF_NAME[0];

const LEFT = Symbol('left the call');
let left = false;
let captionsOn = params.get('captions') !== 'off';
let captionsWaiters = [];
let region = null;
let jumpToBottom = null;
/** Blocks in the region, oldest first. */
let shown = [];

function element(tag, attributes = {}, text) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  if (text !== undefined) el.textContent = text;
  return el;
}

/** Meet's icon: the ligature name as text; data-icon picks the drawing in this page's CSS. */
function icon(name) {
  return element('i', { class: 'google-symbols', 'data-icon': name, 'aria-hidden': 'true' }, name);
}

function setIcon(el, name) {
  el.textContent = name;
  el.dataset.icon = name;
}

function avatar(name) {
  const initials = name === 'You' ? SELF_NAME[0] : name[0];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><circle cx="16" cy="16" r="16" fill="#5f6368"/><text x="16" y="21" font-size="14" text-anchor="middle" fill="#fff" font-family="sans-serif">${initials}</text></svg>`;
  return element('img', { class: 'avatar', alt: '', src: `data:image/svg+xml,${encodeURIComponent(svg)}` });
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms / speed));
}

/** Waits call time, then for captions to be on: nothing is captioned while they are off. */
async function pause(ms) {
  await sleep(ms);
  while (!captionsOn && !left) await new Promise((resolve) => captionsWaiters.push(resolve));
  if (left) throw LEFT;
}

function touched(block) {
  const now = performance.now();
  block.stat.firstMutationAt ??= now;
  block.stat.lastMutationAt = now;
  stats.mutations++;
}

/** Meet's 2026 block: div.nMcdL > img + div.adE6rb > (div.KcIKyf > span name) + div.ygicle text. */
function render(block) {
  block.textNode = document.createTextNode(block.text);
  const name = element('div', { class: 'KcIKyf' });
  name.append(element('span', { class: 'NWpY1d' }, block.speaker));
  const words = element('div', { class: 'ygicle' });
  words.append(block.textNode);
  const inner = element('div', { class: 'adE6rb' });
  inner.append(name, words);
  block.el = element('div', { class: 'nMcdL' });
  block.el.append(avatar(block.speaker), inner);
}

function showRegion() {
  region = element('div', { role: 'region', 'aria-label': 'Captions', tabindex: '0', class: 'captions' });
  jumpToBottom = element('div', { class: 'jump' });
  const button = element('button', { type: 'button' });
  button.append(icon('arrow_downward'), element('span', {}, 'Jump to bottom'));
  jumpToBottom.append(button);
  region.append(jumpToBottom);
  // Like Meet, turning captions back on shows the last blocks again, as new elements.
  shown = shown.slice(-RESHOWN_BLOCKS);
  for (const block of shown) {
    render(block);
    region.insertBefore(block.el, jumpToBottom);
  }
  stage.append(region);
}

function setCaptions(on) {
  captionsOn = on;
  setIcon(captionsButton.querySelector('.google-symbols'), on ? 'closed_caption' : 'closed_caption_off');
  captionsButton.setAttribute('aria-label', on ? 'Turn off captions' : 'Turn on captions');
  captionsButton.classList.toggle('on', on);
  if (on) {
    showRegion();
    captionsWaiters.splice(0).forEach((resume) => resume());
  } else {
    region?.remove();
    region = null;
  }
}

function leave() {
  left = true;
  toolbar.remove();
  region?.remove();
  region = null;
  stage.replaceChildren(element('p', { class: 'left' }, 'You left the meeting.'));
  captionsWaiters.splice(0).forEach((resume) => resume());
}

function addBlock(turn) {
  const block = {
    speaker: turn.speaker,
    text: '',
    hiddenWords: 0,
    stat: {
      speaker: turn.speaker,
      speakerName: turn.speaker === 'You' ? SELF_NAME : turn.speaker,
      text: turn.text,
      firstMutationAt: undefined,
      lastMutationAt: undefined,
      /** Word counts at which the block restarted its text (?truncateWords). */
      restarts: [],
    },
  };
  stats.utterances.push(block.stat);
  render(block);
  region.insertBefore(block.el, jumpToBottom);
  shown.push(block);
  touched(block);
  while (shown.length > KEPT_BLOCKS) {
    shown.shift().el.remove();
    stats.evictions++;
  }
  return block;
}

/** Rewrites the block's text in place (characterData), restarting it past ?truncateWords. */
function show(block, words) {
  if (words.length - block.hiddenWords > truncateWords) {
    block.hiddenWords = words.length - RESTART_KEEPS_WORDS;
    block.stat.restarts.push(block.hiddenWords);
  }
  const text = words.slice(block.hiddenWords).join(' ');
  if (text === block.text) return;
  block.text = text;
  block.textNode.data = text;
  touched(block);
}

/** Removes the block and puts a new element showing the same back at its place, as Meet's re-renders do. */
async function reinsert(block) {
  const next = block.el.nextElementSibling;
  block.el.remove();
  touched(block);
  await sleep(REINSERT_GAP_MS);
  if (!region || !shown.includes(block)) return;
  render(block);
  region.insertBefore(block.el, next?.parentElement === region ? next : jumpToBottom);
  touched(block);
  stats.reinsertions++;
}

const plain = (word) => word.replace(/[.,?!]+$/, '').toLowerCase();
function misheard(word) {
  const heard = plain(word);
  return SOUNDS_ALIKE[heard] ?? (heard.length > 6 ? heard.slice(0, Math.ceil(heard.length * 0.6)) : heard);
}

async function playTurn(turn) {
  await pause(400 + random() * 800);
  const block = addBlock(turn);
  const sentences = turn.text.split(/(?<=[.?!])\s+/);
  const wordCount = turn.text.split(' ').length;
  const reinsertAfter = random() < REINSERT_RATE ? Math.floor(random() * wordCount) : -1;
  const recognised = [];
  let spoken = 0;
  for (const sentence of sentences) {
    const words = sentence.split(' ');
    const interim = [];
    for (let i = 0; i < words.length; i++) {
      await pause(WORD_MS * (0.6 + random() * 0.8));
      // A misheard word is fixed as the next one arrives.
      if (i > 0 && interim[i - 1] !== plain(words[i - 1])) {
        interim[i - 1] = plain(words[i - 1]);
        stats.rewrites++;
      }
      interim.push(random() < MISHEARD_RATE ? misheard(words[i]) : plain(words[i]));
      show(block, [...recognised, ...interim]);
      if (spoken++ === reinsertAfter) await reinsert(block);
    }
    // Recognised: the sentence gets its case and punctuation back, earlier words included.
    await pause(SENTENCE_FIX_MS);
    recognised.push(...words);
    show(block, recognised);
    stats.rewrites++;
  }
}

let resolveDone;
const done = new Promise((resolve) => (resolveDone = resolve));
let playing;

async function play() {
  stats.startedAt = performance.now();
  try {
    for (const turn of turns) await playTurn(turn);
    stats.completed = true;
  } catch (error) {
    if (error !== LEFT) throw error;
  }
  stats.finishedAt = performance.now();
  resolveDone(stats);
}

function start() {
  playing ??= play();
}

captionsButton.addEventListener('click', () => setCaptions(!captionsOn));
leaveButton.addEventListener('click', leave);
setCaptions(captionsOn);

window.__practice = { start, done, stats };
if (params.get('autostart') !== '0') start();

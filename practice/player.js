// Plays a call with live captions shaped like Google Meet's 2026 DOM, so Sidecue's Meet content
// script can be practised with and measured: words arrive one by one, each sentence is rewritten
// once recognised (punctuation, case, misheard words fixed), blocks are sometimes removed and put
// back, only the last blocks stay, and captions can be toggled.
//
// Query: ?speed=N (time multiplier), ?minutes=N&seed=S (synthetic call instead of the script),
// ?autostart=0 (wait for window.__practice.start()), ?captions=off, ?truncateWords=N (a block
// restarts its text past N words, as Meet does after very long monologues), ?turns=N (only the first N
// turns), ?textClass=C (the caption words' class instead of Meet's: a page version whose markup the
// built-in capture rules do not know).
import {
  callTurns,
  captionName,
  captionsRequested,
  createCall,
  element,
  params,
  positive,
  sleep,
  meetingTitle,
  prospect,
  speakerName,
  ui,
} from './call-player-core.js';
import { SELF_NAME } from './sales-call-script.js';

const truncateWords = positive('truncateWords', Infinity);
const captionTextClass = params.get('textClass') || 'ygicle';

const REINSERT_GAP_MS = 120;
const KEPT_BLOCKS = 5;
const RESHOWN_BLOCKS = 2;
const REINSERT_RATE = 0.08;
const RESTART_KEEPS_WORDS = 3;

let captionsOn = captionsRequested;
const call = createCall({
  turns: callTurns.slice(0, positive('turns', Infinity)),
  randomKey: 'recognition',
  counters: { reinsertions: 0, evictions: 0 },
  canPlay: () => captionsOn,
  playTurn,
});
const { stats, random, touched } = call;

const stage = document.getElementById('stage');
const toolbar = document.getElementById('toolbar');
const captionsButton = document.getElementById('captions-button');
const leaveButton = document.getElementById('leave-button');
document.querySelector('.u6vdEc').textContent = meetingTitle;
document.querySelector('.practice-note').textContent = ui.practiceNote;
document.getElementById('prospect-name').textContent = prospect;
document.getElementById('prospect-face').textContent = prospect[0];
leaveButton.setAttribute('aria-label', ui.meetLeave);
document.querySelector('.awLEm').textContent = SELF_NAME;
document.getElementById('self-face').textContent = SELF_NAME[0];

let region = null;
let jumpToBottom = null;
/** Blocks in the region, oldest first. */
let shown = [];

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

/** Meet's 2026 block: div.nMcdL > img + div.adE6rb > (div.KcIKyf > span name) + div.ygicle text. */
function render(block) {
  block.textNode = document.createTextNode(block.text);
  const name = element('div', { class: 'KcIKyf' });
  name.append(element('span', { class: 'NWpY1d' }, captionName(block.speaker)));
  const words = element('div', { class: captionTextClass });
  words.append(block.textNode);
  const inner = element('div', { class: 'adE6rb' });
  inner.append(name, words);
  block.el = element('div', { class: 'nMcdL' });
  block.el.append(avatar(block.speaker), inner);
}

function showRegion() {
  region = element('div', { role: 'region', 'aria-label': ui.meetCaptions, tabindex: '0', class: 'captions' });
  jumpToBottom = element('div', { class: 'jump' });
  const button = element('button', { type: 'button' });
  button.append(icon('arrow_downward'), element('span', {}, ui.meetJump));
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
  captionsButton.setAttribute('aria-label', on ? ui.meetTurnOff : ui.meetTurnOn);
  captionsButton.classList.toggle('on', on);
  if (on) {
    showRegion();
    call.wake();
  } else {
    region?.remove();
    region = null;
  }
}

function leave() {
  toolbar.remove();
  region?.remove();
  region = null;
  stage.replaceChildren(element('p', { class: 'left' }, ui.left));
  call.leave();
}

function addBlock(turn) {
  const block = {
    speaker: turn.speaker,
    text: '',
    hiddenWords: 0,
    stat: {
      speaker: turn.speaker,
      speakerName: speakerName(turn.speaker),
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
  touched(block.stat);
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
  touched(block.stat);
}

/** Removes the block and puts a new element showing the same back at its place, as Meet's re-renders do. */
async function reinsert(block) {
  const next = block.el.nextElementSibling;
  block.el.remove();
  touched(block.stat);
  await sleep(REINSERT_GAP_MS);
  if (!region || !shown.includes(block)) return;
  render(block);
  region.insertBefore(block.el, next?.parentElement === region ? next : jumpToBottom);
  touched(block.stat);
  stats.reinsertions++;
}

async function playTurn(turn) {
  const block = addBlock(turn);
  const wordCount = turn.text.split(' ').length;
  const reinsertAfter = random() < REINSERT_RATE ? Math.floor(random() * wordCount) : -1;
  let spoken = 0;
  await call.speakSentences(turn.text, {
    show: (words) => show(block, words),
    afterWord: async () => {
      if (spoken++ === reinsertAfter) await reinsert(block);
    },
  });
}

captionsButton.addEventListener('click', () => setCaptions(!captionsOn));
leaveButton.addEventListener('click', leave);
setCaptions(captionsOn);

call.publish();

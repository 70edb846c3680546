// Plays the practice sales call in Zoom's web client DOM (zoom-webclient.html, inside iframe#webclient),
// driven from the top page so tests and the bench find the same window.__practice as on the Meet
// practice call. Zoom's quirks: captions show the speaker's avatar only (the participants panel and
// the video tiles show names with the same images), a caption root per speaker segment with at most
// two on screen, a misheard last word fixed as the next arrives, and long captions dropping words from
// the front as they grow.
//
// Query: ?speed=N, ?minutes=N&seed=S (synthetic call), ?autostart=0 (wait for window.__practice.start()),
// ?captions=off, ?window=N (characters a caption shows before its front drops; default 90),
// ?names=off (participants panel closed and video shown instead of avatars: nothing names a caption's
// avatar, so capture labels speakers "Speaker 1", "Speaker 2"), ?turns=N (only the first N turns),
// ?chat=1 (post chat messages during the call; Zoom shows the sender on the first of a run only).
import {
  WORD_MS,
  callTurns,
  captionsRequested,
  chatLines,
  createCall,
  createElementIn,
  meetingTitle,
  params,
  positive,
  prospect,
  ui,
} from './call-player-core.js';
import { SELF_NAME } from './sales-call-script.js';

const shownChars = positive('window', 90);
const namesShown = params.get('names') !== 'off';

const SHOWN_ROOTS = 2;

let doc;
/** The meeting UI is the frame's page: the call starts once it is built there. */
let markReady;
const ready = new Promise((resolve) => (markReady = resolve));
let captionsOn = captionsRequested;
const call = createCall({
  turns: callTurns.slice(0, positive('turns', Infinity)),
  randomKey: 'recognition',
  counters: {
    /** Times a caption dropped words from its front. */
    truncations: 0,
  },
  canPlay: () => captionsOn,
  playTurn,
  afterTurn,
  ready,
});
const { stats, touched } = call;
/** Chat messages posted (?chat=1). */
stats.chat = [];
let nextChatId = 1;
let lastChatSender;

function avatarUrl(name, color) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="${color}"/><text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${name[0]}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
const people = {
  You: { name: SELF_NAME, avatar: avatarUrl(SELF_NAME, '#8430ce'), label: ui.zoomHostMe },
  [prospect]: { name: prospect, avatar: avatarUrl(prospect, '#1e8e3e'), label: '' },
};

let overlay = null;
/** Caption roots on screen, oldest first. */
let roots = [];

const element = (tag, attributes, text) => createElementIn(doc, tag, attributes, text);

function buildPage() {
  doc.querySelector('.meeting-info-container__topic').textContent = meetingTitle;
  const main = doc.getElementById('meeting-main');
  const list = doc.querySelector('.participants-list');
  if (!namesShown) doc.querySelector('.participants-section-container').remove();
  for (const person of Object.values(people)) {
    const tile = element('div', { class: 'video-avatar__avatar' });
    if (namesShown) tile.append(element('img', { class: 'video-avatar__avatar-img', src: person.avatar, alt: '' }));
    tile.append(element('span', { class: 'video-avatar__avatar-name' }, person.name));
    main.append(tile);
    if (!namesShown) continue;
    const item = element('div', { class: 'participants-item-position' });
    item.append(element('img', { class: 'participants-item__avatar', src: person.avatar, alt: '' }));
    item.append(element('span', { class: 'participants-item__display-name' }, person.name));
    if (person.label) item.append(element('span', { class: 'participants-item__name-label' }, ` ${person.label}`));
    list.append(item);
  }
}

function setCaptions(on) {
  captionsOn = on;
  doc.querySelector('#captions button').textContent = on ? ui.zoomHide : ui.zoomShow;
  if (on && !overlay) {
    overlay = element('div', { class: 'live-transcription-subtitle__overlay-container' });
    const frame = element('div', { class: 'live-transcription-subtitle__frame' });
    frame.append(element('div', { class: 'live-transcription-subtitle__content' }));
    overlay.append(frame);
    doc.getElementById('meeting-main').append(overlay);
    call.wake();
  } else if (!on) {
    overlay?.remove();
    overlay = null;
    roots = [];
  }
}

function leave() {
  doc.querySelector('.footer').remove();
  overlay?.remove();
  overlay = null;
  doc.getElementById('meeting-main').replaceChildren(element('p', { class: 'left' }, ui.left));
  call.leave();
}

/** Zoom's caption root: avatar + text, no name; the id repeats when two show. */
function addRoot(turn) {
  const person = people[turn.speaker];
  const root = {
    el: element('div', { id: 'live-transcription-subtitle' }),
    textEl: element('span', { class: 'live-transcription-subtitle__item' }),
    stat: {
      speaker: turn.speaker,
      speakerName: person.name,
      text: '',
      firstMutationAt: undefined,
      lastMutationAt: undefined,
      restarts: [],
    },
    /** Every word in its last shown form, those dropped from the front included. */
    words: [],
    shownFrom: 0,
  };
  root.el.append(element('img', { class: 'zmu-data-selector-item__icon', src: person.avatar, alt: '' }), root.textEl);
  overlay.querySelector('.live-transcription-subtitle__content').append(root.el);
  stats.utterances.push(root.stat);
  roots.push(root);
  while (roots.length > SHOWN_ROOTS) roots.shift().el.remove();
  touched(root.stat);
  return root;
}

/** Shows the caption's words; once they pass the window, words drop from the front and never come back. */
function show(root, words) {
  root.words = words;
  while (words.slice(root.shownFrom).join(' ').length > shownChars && root.shownFrom < words.length - 1) {
    root.shownFrom++;
    stats.truncations++;
  }
  const text = words.slice(root.shownFrom).join(' ');
  root.stat.text = words.join(' ');
  if (root.textEl.textContent === text || !root.el.isConnected) return;
  root.textEl.textContent = text;
  touched(root.stat);
}

async function playTurn(turn) {
  const root = addRoot(turn);
  const words = turn.text.split(' ');
  // Zoom keeps case and punctuation as words arrive; a misheard word is fixed while still on screen.
  const heard = await call.speakWords(
    words,
    (word) => word,
    (interim) => show(root, [...interim]),
  );
  await call.pause(WORD_MS);
  if (heard.at(-1) !== words.at(-1)) {
    heard[heard.length - 1] = words.at(-1);
    stats.rewrites++;
    show(root, [...heard]);
  }
}

/** Zoom's chat row; the user's own messages are sent as "Me". */
function postChat({ afterTurn, sender, text }) {
  const list = doc.querySelector('.chat-container__chat-list');
  if (!list) return;
  const shownSender = sender ?? 'Me';
  const row = element('div', { class: 'new-chat-message__container', 'data-msg-id': `msg-${nextChatId++}` });
  if (shownSender !== lastChatSender) row.append(element('div', { class: 'chat-item__sender' }, shownSender));
  row.append(element('div', { class: 'new-chat-message__text-box' }, text));
  list.append(row);
  lastChatSender = shownSender;
  stats.chat.push({ afterTurn, speakerName: sender ?? SELF_NAME, text });
}

function afterTurn(index) {
  if (params.get('chat') === '1')
    for (const message of chatLines.filter((m) => m.afterTurn === index)) postChat(message);
}

/** Builds the call in the frame's page once it has loaded. */
function buildInFrame() {
  const frame = document.getElementById('webclient');
  const init = () => {
    doc = frame.contentDocument;
    buildPage();
    doc.querySelector('#captions button').addEventListener('click', () => setCaptions(!captionsOn));
    const leaveButton = doc.querySelector('.footer__leave-btn');
    leaveButton.setAttribute('aria-label', ui.zoomLeave);
    leaveButton.textContent = ui.zoomLeave;
    leaveButton.addEventListener('click', leave);
    setCaptions(captionsOn);
    markReady();
  };
  if (frame.contentDocument?.readyState === 'complete' && frame.contentDocument.querySelector('#meeting-main')) init();
  else frame.addEventListener('load', init, { once: true });
}

buildInFrame();
call.publish({ ready });

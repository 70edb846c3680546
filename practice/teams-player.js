// Plays the practice sales call with live captions shaped like Microsoft Teams' web call screen, so
// Sidecue's Teams content script can be practised with and measured. Teams' quirks are played too:
// words arrive one by one and each sentence is rewritten once recognised, a speaker's turn is split
// into several list items after pauses, a new item's author shows "Unknown" for a moment before the
// name, and the virtual list keeps only the last items (old ones leave the DOM, and come back for a
// moment when the list scrolls back). Captions are turned on under More > Language and speech.
//
// Same API and query as player.js: ?speed=N, ?minutes=N&seed=S, ?autostart=0 (wait for
// window.__practice.start()), ?captions=off; also ?prejoin=1 (start on the pre-join screen) and
// ?chat=1 (post chat messages during the call).
import {
  captionsRequested,
  chatLines,
  createCall,
  element,
  meetingTitle,
  params,
  prospect,
  sleep,
  speakerName,
  ui,
} from './call-player-core.js';
import { SELF_NAME } from './sales-call-script.js';

/** A pause this long inside a turn makes Teams start a new item for the same speaker. */
const SPLIT_PAUSE_MS = 1_100;
const SPLIT_RATE = 0.5;
/** New items show "Unknown" this often, for this long. */
const UNKNOWN_RATE = 0.3;
const UNKNOWN_MS = 700;
const UNKNOWN = ui.teamsUnknown;
/** The virtual list keeps this many items in the DOM. */
const KEPT_ITEMS = 6;
/** Every this many turns the list scrolls back and shows old items again for a moment. */
const SCROLLBACK_EVERY_TURNS = 7;
const SCROLLBACK_ITEMS = 2;
const SCROLLBACK_MS = 1_500;

let inCall = false;
let captionsOn = captionsRequested;
const call = createCall({
  randomKey: 'teams',
  counters: {
    items: 0,
    splits: 0,
    unknowns: 0,
    evictions: 0,
    scrollbacks: 0,
  },
  canPlay: () => captionsOn && inCall,
  playTurn,
  afterTurn,
});
const { stats, random, touched } = call;
/** Chat messages posted (?chat=1). */
stats.chat = [];

const app = document.getElementById('app');
let captionsRoot = null;
let list = null;
let chatList = null;
let menu = null;
/** Every item shown this call, oldest first; `el` is null while the virtual list has dropped it. */
const items = [];

const initials = (name) =>
  name === UNKNOWN
    ? '?'
    : name
        .split(' ')
        .map((part) => part[0])
        .join('')
        .toUpperCase();

// --- Screens ---

function showPrejoin() {
  const screen = element('div', { class: 'prejoin' });
  screen.append(
    element('h2', {}, meetingTitle),
    element('p', { class: 'practice-note' }, 'Practice call: choose your audio and video settings'),
  );
  const join = element('button', { id: 'prejoin-join-button', type: 'button' }, 'Join now');
  join.addEventListener('click', showCall);
  screen.append(join);
  app.replaceChildren(screen);
}

function toolbarButton(attributes, glyph, label) {
  const button = element('button', { type: 'button', ...attributes });
  button.append(element('span', { class: 'glyph', 'aria-hidden': 'true' }, glyph), element('span', {}, label));
  return button;
}

function showCall() {
  const header = element('header');
  const title = element('h2', { 'data-tid': 'call-title' }, meetingTitle);
  const toolbar = element('div', { class: 'toolbar', role: 'toolbar', 'aria-label': 'Call controls' });
  const more = toolbarButton({ id: 'callingButtons-showMoreBtn', 'aria-label': 'More' }, '…', 'More');
  more.addEventListener('click', toggleMenu);
  const leaveButton = toolbarButton({ 'data-tid': 'hangup-main-btn', 'aria-label': ui.teamsLeave }, '✆', ui.teamsLeave);
  leaveButton.addEventListener('click', leave);
  toolbar.append(toolbarButton({ 'aria-label': 'Chat' }, '✉', 'Chat'), more, leaveButton);
  header.append(title, element('span', { class: 'timer' }, 'Practice call'), toolbar);

  const screen = element('main', { 'data-tid': 'calling-screen' });
  const gallery = element('div', { class: 'gallery' });
  for (const [name, colour] of [
    [prospect, '#4f6bed'],
    [SELF_NAME, '#8764b8'],
  ]) {
    const tile = element('div', { class: 'tile' });
    tile.append(
      element('div', { class: 'face', style: `background: ${colour}`, 'aria-hidden': 'true' }, initials(name)),
      element('span', { class: 'tile-name' }, name),
    );
    gallery.append(tile);
  }
  screen.append(gallery);

  const aside = element('aside', { 'aria-label': 'Meeting chat' });
  chatList = element('div', { 'data-tid': 'message-pane-list-viewport' });
  aside.append(element('h3', {}, 'Meeting chat'), chatList);
  const body = element('div', { class: 'body' });
  body.append(screen, aside);
  app.replaceChildren(header, body);
  inCall = true;
  if (captionsOn) setCaptions(true);
  call.wake();
}

function toggleMenu() {
  if (menu) {
    menu.remove();
    menu = null;
    return;
  }
  menu = element('div', { class: 'menu', role: 'menu' });
  const language = element('button', { type: 'button', role: 'menuitem' }, 'Language and speech ›');
  language.addEventListener('click', () => {
    const toggle = element(
      'button',
      { type: 'button', role: 'menuitem' },
      captionsOn ? 'Hide live captions' : 'Show live captions',
    );
    toggle.addEventListener('click', () => {
      toggleMenu();
      setCaptions(!captionsOn);
    });
    menu.replaceChildren(toggle);
  });
  menu.append(language);
  document.body.append(menu);
}

/** Teams shows no captions root while captions are off; turned on, it shows the last items again. */
function setCaptions(on) {
  captionsOn = on;
  if (!inCall) return;
  if (!on) {
    captionsRoot?.remove();
    captionsRoot = list = null;
    for (const item of items) item.el = null;
    return;
  }
  captionsRoot = element('div', { 'data-tid': 'closed-caption-renderer-wrapper', 'aria-label': ui.teamsCaptions });
  const windowWrapper = element('div', { 'data-tid': 'closed-caption-v2-window-wrapper' });
  const content = element('div', { 'data-tid': 'closed-caption-v2-virtual-list-content' });
  list = element('div', { role: 'list' });
  content.append(list);
  windowWrapper.append(content);
  captionsRoot.append(windowWrapper);
  document.querySelector('main[data-tid="calling-screen"]').append(captionsRoot);
  for (const item of items.slice(-KEPT_ITEMS)) render(item, null, false);
  call.wake();
}

function leave() {
  inCall = false;
  menu?.remove();
  app.replaceChildren(element('p', { class: 'left' }, ui.left));
  captionsRoot = list = chatList = null;
  call.leave();
}

// --- Caption items ---

/** `live`: the call's own change (counted in the turn's timing), not a scroll back. */
function render(item, before, live = true) {
  const row = element('div', { role: 'listitem', class: 'fui-ChatMessageCompact' });
  const renderer = element('div', {
    'data-tid': 'closed-captions-v2-items-renderer',
    'data-lpc-hover-target-id': `caption-${item.number}`,
  });
  const avatar = element('div', { class: 'fui-Avatar', 'aria-hidden': 'true' }, initials(item.author));
  const body = element('div');
  const author = element('span', { 'data-tid': 'author' }, item.author);
  item.textNode = document.createTextNode(item.text);
  const words = element('span', { 'data-tid': 'closed-caption-text' });
  words.append(item.textNode);
  body.append(author, words);
  renderer.append(avatar, body);
  row.append(renderer);
  list.insertBefore(row, before);
  item.el = row;
  item.authorEl = author;
  item.avatarEl = avatar;
  if (live) touched(item.stat);
}

function evict(item) {
  item.el?.remove();
  item.el = null;
  stats.evictions++;
}

function addItem(stat, speaker) {
  const unknown = random() < UNKNOWN_RATE;
  const item = {
    number: items.length + 1,
    stat,
    speaker,
    author: unknown ? UNKNOWN : speakerName(speaker),
    text: '',
    el: null,
  };
  items.push(item);
  stats.items++;
  render(item, null);
  const shown = items.filter((other) => other.el);
  for (const old of shown.slice(0, Math.max(0, shown.length - KEPT_ITEMS))) evict(old);
  if (unknown) {
    stats.unknowns++;
    sleep(UNKNOWN_MS).then(() => {
      item.author = speakerName(speaker);
      if (!item.el) return;
      item.authorEl.textContent = item.author;
      item.avatarEl.textContent = initials(item.author);
      touched(stat);
    });
  }
  return item;
}

function show(item, words) {
  const text = words.join(' ');
  if (text === item.text || !item.el) return;
  item.text = text;
  item.textNode.data = text;
  touched(item.stat);
  // Like Teams, the list follows the newest words.
  const scroller = list?.closest('[data-tid="closed-caption-v2-window-wrapper"]');
  if (scroller) scroller.scrollTop = scroller.scrollHeight;
}

/** The list scrolls back: the newest dropped items show again as new elements, then leave again. */
async function scrollBack() {
  const dropped = items.filter((item) => !item.el).slice(-SCROLLBACK_ITEMS);
  if (dropped.length === 0 || !list) return;
  stats.scrollbacks++;
  for (const item of dropped.reverse()) render(item, list.firstElementChild, false);
  await sleep(SCROLLBACK_MS);
  for (const item of dropped) if (item.el) evict(item);
}

async function playTurn(turn) {
  const stat = {
    speaker: turn.speaker,
    speakerName: speakerName(turn.speaker),
    text: turn.text,
    firstMutationAt: undefined,
    lastMutationAt: undefined,
    items: 0,
  };
  stats.utterances.push(stat);
  let item;
  await call.speakSentences(turn.text, {
    async beforeSentence(index) {
      if (index > 0 && random() < SPLIT_RATE) {
        // A pause: the next sentence goes into a new item of the same speaker.
        await call.pause(SPLIT_PAUSE_MS);
        item = undefined;
        stats.splits++;
      }
      if (item) return false;
      item = addItem(stat, turn.speaker);
      stat.items++;
      return true;
    },
    show: (words) => show(item, words),
  });
}

function postChat({ afterTurn, sender, text }) {
  if (!chatList) return;
  const mid = Date.now();
  const row = element('div', { 'data-tid': 'chat-pane-item' });
  const message = element('div', { 'data-tid': 'chat-pane-message', 'data-mid': String(mid) });
  if (sender) message.append(element('span', { 'data-tid': 'message-author-name' }, sender));
  message.append(
    element(
      'time',
      { datetime: new Date(mid).toISOString() },
      new Date(mid).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }),
    ),
  );
  message.append(element('div', { id: `content-${mid}` }, text));
  row.append(message);
  chatList.append(row);
  stats.chat.push({ afterTurn, speakerName: sender ?? SELF_NAME, text });
}

function afterTurn(index) {
  if (params.get('chat') === '1')
    for (const message of chatLines.filter((m) => m.afterTurn === index)) postChat(message);
  if ((index + 1) % SCROLLBACK_EVERY_TURNS === 0) scrollBack();
}

if (params.get('prejoin') === '1') showPrejoin();
else showCall();

call.publish();

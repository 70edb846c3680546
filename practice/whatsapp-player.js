// Plays the practice support chat in WhatsApp Web's DOM (whatsapp.html): a customer's messages arrive,
// the user answers, and halfway through the user looks at another chat and comes back, the address never
// changing. WhatsApp's quirks: a switch only changes #main's header title and rows, incoming rows show
// their id before their bubble fills in, only the last rows stay in the DOM (older ones leave, and all
// come back as new elements on return), each bubble's data-pre-plain-text stamp carries time and author.
//
// Query: ?speed=N (time multiplier), ?switch=off (stay in the first chat), ?rows=N (rows kept in the DOM,
// default 6), ?hold=switch (stop before each chat switch until window.__practice.resume(); holding()
// resolves once stopped there or done), ?autostart=0 (wait for window.__practice.start()).
import { element, params, positive, sleep, speed } from './call-player-core.js';
import { CUSTOMER, OTHER_CUSTOMER, SELF_NAME, SWITCH_AFTER, otherChat, supportChat } from './whatsapp-chat-script.js';

const switchChats = params.get('switch') !== 'off';
const holdAtSwitch = params.get('hold') === 'switch';
const shownRows = positive('rows', 6);
const FILL_MS = 150;
const EMOJI = /(\p{Extended_Pictographic}\uFE0F?)/u;

const stats = {
  speed,
  completed: false,
  switches: 0,
  /** Rows that left the DOM because newer ones came. */
  rowsDropped: 0,
  /** Rows shown first with their id only, filled in a moment later. */
  lateFills: 0,
  /** What was said in the first chat, in order: what its transcript must show. */
  utterances: [],
  /** Every chat's messages by title, what it showed before included. */
  chats: { [CUSTOMER]: [], [OTHER_CUSTOMER]: [] },
  startedAt: undefined,
  finishedAt: undefined,
};

/** Each chat's messages: { id, from, out, text, at }. */
const chats = { [CUSTOMER]: [], [OTHER_CUSTOMER]: [] };
let nextId = 1;
let openTitle;
let main = null;
let list = null;

const newId = () => `3EB0${Date.now().toString(16).toUpperCase()}${String(nextId++).padStart(4, '0')}`;
const pad = (n) => String(n).padStart(2, '0');
/** The en-GB stamp: "[13:52, 22/03/2026] Name: ". */
const stamp = (at, from) => {
  const d = new Date(at);
  return `[${pad(d.getHours())}:${pad(d.getMinutes())}, ${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}] ${from}: `;
};

function remember(title, message) {
  chats[title].push(message);
  const line = { speakerName: message.from, text: message.text };
  stats.chats[title].push(line);
  if (title === CUSTOMER) stats.utterances.push(line);
}

function buildChatList() {
  const grid = document.querySelector('#pane-side [role="grid"]');
  for (const title of [CUSTOMER, OTHER_CUSTOMER]) {
    const item = element('div', { role: 'row', 'aria-selected': 'false', 'data-title': title });
    item.append(element('span', { dir: 'auto', title }, title));
    item.append(element('span', { class: 'preview' }, ''));
    item.addEventListener('click', () => openChat(title));
    grid.append(item);
  }
}

function updateChatList() {
  for (const item of document.querySelectorAll('#pane-side [role="row"]')) {
    const title = item.getAttribute('data-title');
    item.setAttribute('aria-selected', String(title === openTitle));
    item.querySelector('.preview').textContent = chats[title].at(-1)?.text ?? '';
  }
}

/** The bubble of one message, as WhatsApp draws it: emoji as images whose alt is the emoji. */
function bubble(message) {
  const box = element('div', { class: `${message.out ? 'message-out' : 'message-in'} focusable-list-item` });
  const copyable = element('div', { class: 'copyable-text', 'data-pre-plain-text': stamp(message.at, message.from) });
  const words = element('span', {
    'data-testid': 'selectable-text',
    class: 'selectable-text copyable-text',
    dir: 'ltr',
  });
  const inner = element('span');
  for (const part of message.text.split(EMOJI)) {
    if (!part) continue;
    if (EMOJI.test(part))
      inner.append(element('img', { alt: part, class: 'emoji', draggable: 'false', src: emojiImage(part) }));
    else inner.append(document.createTextNode(part));
  }
  words.append(inner);
  copyable.append(words);
  const d = new Date(message.at);
  const meta = element(
    'span',
    { class: 'msg-meta', 'data-testid': 'msg-meta' },
    `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  );
  box.append(copyable, meta);
  return box;
}

/** An emoji drawn as an image (WhatsApp uses a sprite sheet); the text is only in its alt. */
function emojiImage(emoji) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><text y="16" font-size="16">${emoji}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function messageRow(message, { filled = true } = {}) {
  const row = element('div', { role: 'row' });
  const holder = element('div', { 'data-id': message.id });
  if (filled) holder.append(bubble(message));
  row.append(holder);
  return row;
}

function noticeRow(text) {
  const row = element('div', { role: 'row' });
  row.append(element('div', { class: 'notice' }, text));
  return row;
}

/** Only the last rows stay in the DOM, as in WhatsApp's virtualized list. */
function dropOverflow() {
  const rows = list.querySelectorAll(':scope > [role="row"]');
  for (let i = 0; i < rows.length - shownRows; i++) {
    rows[i].remove();
    stats.rowsDropped++;
  }
}

/** Opens a chat: the first time #main is created; after that only its header title and rows change. */
function openChat(title) {
  if (!main) {
    main = element('div', { id: 'main' });
    const header = element('header');
    const info = element('div', { role: 'button', title: 'Profile details' });
    info.append(element('span', { dir: 'auto' }, ''));
    info.append(element('span', { dir: 'auto', class: 'subtitle' }, 'click here for contact info'));
    header.append(info);
    list = element('div', { class: 'messages', role: 'application' });
    // The composer: typed in, never sent (the practice has no send button).
    const footer = element('footer');
    footer.append(
      element('div', {
        contenteditable: 'true',
        role: 'textbox',
        'aria-label': 'Type a message',
        'data-tab': '10',
        class: 'composer',
      }),
    );
    main.append(header, list, footer);
    document.getElementById('intro').replaceWith(main);
  }
  openTitle = title;
  main.querySelector('header span[dir="auto"]').textContent = title;
  const shown = chats[title].slice(-shownRows).map((message) => messageRow(message));
  list.replaceChildren(noticeRow('Messages and calls are end-to-end encrypted.'), ...shown);
  dropOverflow();
  updateChatList();
}

/** A message in the open chat; someone else's shows its row first and its bubble a moment later. */
async function post(from, text) {
  const out = from === 'You';
  const message = { id: newId(), from: out ? SELF_NAME : from, out, text, at: Date.now() };
  remember(openTitle, message);
  const row = messageRow(message, { filled: out });
  list.append(row);
  dropOverflow();
  updateChatList();
  if (!out) {
    await sleep(FILL_MS);
    row.firstChild.append(bubble(message));
    stats.lateFills++;
  }
  list.scrollTop = list.scrollHeight;
}

/** A promise with its resolve function. */
function deferred() {
  let resolve;
  const promise = new Promise((r) => (resolve = r));
  return { promise, resolve };
}
/** Resolves when the player stops at a hold, or ends. */
let stopped = deferred();
let release;

/** With ?hold=switch, waits before a chat switch until resume(). */
async function holdBeforeSwitch() {
  if (!holdAtSwitch) return;
  await new Promise((resolve) => {
    release = resolve;
    stopped.resolve();
  });
}

function resume() {
  if (!release) return;
  stopped = deferred();
  const go = release;
  release = undefined;
  go();
}

/** Time to read and type a message. */
const pauseFor = (text) => sleep(900 + 30 * text.length);

async function play() {
  stats.startedAt = performance.now();
  await sleep(600);
  openChat(CUSTOMER);
  for (const [index, turn] of supportChat.entries()) {
    await pauseFor(turn.text);
    await post(turn.from, turn.text);
    if (switchChats && index + 1 === SWITCH_AFTER) {
      await sleep(1_000);
      await holdBeforeSwitch();
      openChat(OTHER_CUSTOMER);
      stats.switches++;
      for (const other of otherChat.live) {
        await pauseFor(other.text);
        await post(other.from, other.text);
      }
      await sleep(1_000);
      await holdBeforeSwitch();
      openChat(CUSTOMER);
      stats.switches++;
    }
  }
  await sleep(1_500); // the last message's capture settles before "done"
  stats.completed = true;
  stats.finishedAt = performance.now();
  stopped.resolve();
  return stats;
}

const hourAgo = Date.now() - 3_600_000;
for (const message of otherChat.history)
  remember(OTHER_CUSTOMER, { id: newId(), from: message.from, out: false, text: message.text, at: hourAgo });
buildChatList();
updateChatList();

let playing;
const start = () => (playing ??= play());
let resolveDone;
const done = new Promise((resolve) => (resolveDone = resolve));
window.__practice = {
  start: () => start().then(resolveDone),
  done,
  stats,
  holding: () => stopped.promise,
  resume,
};
if (params.get('autostart') !== '0') window.__practice.start();

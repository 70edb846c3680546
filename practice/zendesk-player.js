// Plays the practice support conversation (support-chat-script.js) in Zendesk Agent Workspace's DOM
// (zendesk-agent.html): one pane per open ticket, all kept in the page, the selected one shown; each
// message an article whose message block carries `type` (end-user or agent), with an aria-hidden copy
// before it, the sender, an internal-note tag for notes, a time with an ISO datetime, and a read mark;
// content rendered a moment after its article (late-filled), signatures and quoted email history
// around the words, and emoji as images. Switching tickets selects the tab, shows its pane and
// changes the URL with history.pushState, as Zendesk does. Each pane ends with a composer: an editable
// box (as Zendesk's CKEditor) under a channel switcher that turns it from public reply to internal note.
//
// Query: ?speed=N (time multiplier), ?autostart=0 (wait for window.__practice.start()),
// ?hold=switch (stop before each ticket switch until window.__practice.resume()), ?messages=N (a long
// synthetic thread of N messages in ticket 1001 instead of the script, for benchmarks).
// window.__practice: { start, done, stats, holding(), resume() }; stats.utterances lists every message
// shown, history included, as { ticket, speakerName, side, kind, text, lastMutationAt } with text as its
// own words and lastMutationAt (performance.now()) when its words appeared.
import { createElementIn, params, positive, sleep, speed } from './call-player-core.js';
import { history as earlierMessages, supportChat, syntheticSupportChat, tickets } from './support-chat-script.js';

/** Chat pace: a message every few seconds (divided by ?speed). */
const MESSAGE_GAP_MS = 2_500;
/** An article's content renders this long after the article itself. */
const CONTENT_DELAY_MS = 150;
const HISTORY_AGE_MS = 3_600_000;
const holdAtSwitch = params.get('hold') === 'switch';
const syntheticCount = positive('messages', 0);
const steps = syntheticCount > 0 ? syntheticSupportChat(syntheticCount) : supportChat;

const element = (tag, attributes, text) => createElementIn(document, tag, attributes, text);

const stats = {
  speed,
  mutations: 0,
  switches: 0,
  startedAt: undefined,
  finishedAt: undefined,
  completed: false,
  utterances: [],
};

const panes = new Map();

function buildPage() {
  const tabs = document.querySelector('[role="tablist"]');
  const main = document.getElementById('main_panes');
  for (const ticket of tickets) {
    const tab = element('a', {
      'data-test-id': 'header-tab',
      href: `/agent/tickets/${ticket.id}`,
      'data-entity-is-selected': 'false',
    });
    tab.append(
      element('span', {}, ticket.subject),
      element('button', { type: 'button', 'aria-label': 'Close tab' }, '×'),
    );
    tab.addEventListener('click', (event) => {
      event.preventDefault();
      select(ticket.id);
    });
    tabs.append(tab);
    const pane = element('section', { class: 'ticket-pane' });
    const log = element('div', { 'data-test-id': 'omni-log-container' });
    log.append(element('button', { 'data-test-id': 'convolog-show-more-button', type: 'button' }, 'Show more'));
    pane.append(element('h2', {}, ticket.subject), log, composer());
    main.append(pane);
    panes.set(ticket.id, { tab, pane, log, subject: ticket.subject });
  }
  const historyAt = Date.now() - HISTORY_AGE_MS;
  for (const [index, message] of earlierMessages.entries()) show(message, historyAt + index * 60_000, false);
  select(/\/agent\/tickets\/(\d+)/.exec(location.pathname)?.[1] ?? tickets[0].id, { replace: true });
}

/** A ticket's composer: the switcher toggles the channel, the editor is typed in and never sends. */
function composer() {
  const box = element('div', { class: 'composer' });
  const switcher = element('button', {
    type: 'button',
    'data-test-id': 'omnichannel-channel-switcher-button',
    'aria-label': 'Public reply',
  });
  switcher.append(element('span', {}, 'Public reply'));
  switcher.addEventListener('click', () => {
    const channel = switcher.getAttribute('aria-label') === 'Public reply' ? 'Internal note' : 'Public reply';
    switcher.setAttribute('aria-label', channel);
    switcher.firstElementChild.textContent = channel;
    box.classList.toggle('note', channel === 'Internal note');
  });
  const editor = element('div', {
    class: 'ck ck-content ck-editor__editable',
    'data-test-id': 'omnicomposer-rich-text-ckeditor',
    contenteditable: 'true',
    role: 'textbox',
    'aria-label': 'Rich Text Editor. Editing area: main',
  });
  const paragraph = element('p');
  paragraph.append(element('br'));
  editor.append(paragraph);
  const container = element('div', { class: 'zendesk-editor--rich-text-container' });
  container.append(editor);
  box.append(switcher, container);
  return box;
}

function select(id, { replace = false } = {}) {
  const selected = panes.get(id);
  if (!selected) return;
  for (const [ticketId, { tab, pane }] of panes) {
    tab.setAttribute('data-entity-is-selected', String(ticketId === id));
    pane.style.display = ticketId === id ? '' : 'none';
  }
  const path = `/agent/tickets/${id}`;
  if (replace) window.history.replaceState(null, '', path + location.search);
  else if (location.pathname !== path) window.history.pushState(null, '', path + location.search);
  document.title = `${selected.subject} – Agent Workspace`;
}

/** The message's own words as a reader sees them: its text and its emoji, nothing quoted or signed. */
const ownWords = (message) => (message.emoji ? `${message.text} ${message.emoji}` : message.text);

function content(message) {
  const body = element('div', { 'data-test-id': 'omni-log-message-content' });
  const words = element('p', {}, message.text);
  if (message.emoji)
    words.append(' ', element('img', { alt: message.emoji, src: 'data:,', width: '16', height: '16' }));
  body.append(words);
  if (message.signature) body.append(element('div', { class: 'signature' }, message.signature));
  if (message.quoted) body.append(element('blockquote', {}, message.quoted));
  return body;
}

/** Shows a message in its ticket's log; `late`: its content renders a moment after the article. */
function show(message, at, late) {
  const { log } = panes.get(message.ticket);
  const note = message.kind === 'note';
  const type = message.side === 'customer' ? 'end-user' : 'agent';
  const article = element('article', { 'data-test-id': 'omni-log-comment-item', class: note ? 'note' : '' });
  const header = element('div', { class: 'item-header' });
  header.append(element('span', { 'data-test-id': 'omni-log-item-sender' }, message.sender));
  if (note) header.append(element('span', { 'data-test-id': 'omni-log-internal-note-tag' }, 'Internal note'));
  const time = new Date(at);
  header.append(
    element(
      'time',
      { 'data-test-id': 'timestamp-relative', datetime: time.toISOString() },
      time.toTimeString().slice(0, 5),
    ),
  );
  const copy = element('div', { 'data-test-id': 'omni-log-item-message', type, 'aria-hidden': 'true' });
  const shown = element('div', { 'data-test-id': 'omni-log-item-message', type });
  const footer = element(
    'div',
    { class: 'read', 'data-test-id': 'omni-log-read-indicator' },
    type === 'agent' ? 'Seen' : '',
  );
  article.append(header, copy, shown, footer);
  const played = {
    ticket: message.ticket,
    speakerName: message.sender,
    side: message.side,
    kind: note ? 'note' : 'message',
    text: ownWords(message),
  };
  const fill = () => {
    copy.replaceChildren(content({ ...message, quoted: undefined }));
    shown.replaceChildren(content(message));
    stats.mutations++;
    played.lastMutationAt = performance.now();
  };
  if (late) {
    shown.append(element('div', { class: 'skeleton' }));
    setTimeout(fill, CONTENT_DELAY_MS / speed);
  } else {
    fill();
  }
  log.append(article);
  stats.mutations++;
  stats.utterances.push(played);
}

let resumeHeld;
const holdWaiters = [];
/** Resolves once the player stops at the next ticket switch (?hold=switch), or has played to the end. */
function holding() {
  return resumeHeld || stats.completed ? Promise.resolve() : new Promise((resolve) => holdWaiters.push(resolve));
}
function hold() {
  return new Promise((resolve) => {
    resumeHeld = resolve;
    for (const wake of holdWaiters.splice(0)) wake();
  });
}
function resume() {
  const wake = resumeHeld;
  resumeHeld = undefined;
  wake?.();
}

let resolveDone;
const done = new Promise((resolve) => (resolveDone = resolve));
let started = false;

async function play() {
  stats.startedAt = performance.now();
  for (const step of steps) {
    await sleep(MESSAGE_GAP_MS);
    if (step.open) {
      if (holdAtSwitch) await hold();
      select(step.open);
      stats.switches++;
      continue;
    }
    show(step, Date.now(), true);
  }
  await sleep(CONTENT_DELAY_MS * 2);
  stats.completed = true;
  stats.finishedAt = performance.now();
  for (const wake of holdWaiters.splice(0)) wake();
  resolveDone(stats);
}

function start() {
  if (started) return;
  started = true;
  void play();
}

buildPage();
window.__practice = { start, done, stats, holding, resume };
if (params.get('autostart') !== '0') start();

// Chat markups of the kinds a user may point at: made up for these tests, each shaped like a family of
// real pages (a messenger with grouped names, a support widget, a CSS-modules app with hashed classes).
import { JSDOM } from 'jsdom';
import type { Recipe } from '../../lib/recipes/recipe';

/** Group chat: one row per message; the author shows only on the first of consecutive messages. */
export const GROUP_CHAT = `
<header><h1>Orders team</h1><nav><a href="/a">Inbox</a><a href="/b">Archive</a><a href="/c">Help</a></nav></header>
<div id="main">
  <div class="conversation" role="application">
    <div role="row"><div class="message-in" data-id="m1">
      <span data-testid="author">Dana Whitfield</span>
      <span data-testid="selectable-text">Hi, my order #5512 never arrived.</span><span class="msg-time">13:50</span></div></div>
    <div role="row"><div class="message-in" data-id="m2">
      <span data-testid="selectable-text">It was due last Tuesday and tracking has not moved since.</span><span class="msg-time">13:51</span></div></div>
    <div role="row"><div class="message-out" data-id="m3">
      <span data-testid="selectable-text">Sorry about that, Dana. Let me check the carrier for you.</span><span class="msg-time">13:52</span></div></div>
    <div role="row"><div class="message-in" data-id="m4">
      <span data-testid="author">Marco Ruiz</span>
      <span data-testid="selectable-text">I have the same problem with #5530 <img alt="😕" src="data:,"></span><span class="msg-time">13:53</span></div></div>
    <div role="row"><div class="message-in" data-id="m5">
      <span data-testid="author">Dana Whitfield</span>
      <span data-testid="selectable-text">Can you send a replacement instead?</span><span class="msg-time">13:54</span></div></div>
    <div role="row"><div class="message-in" data-id="m6">
      <span data-testid="selectable-text">I need it before the weekend.</span><span class="msg-time">13:54</span></div></div>
  </div>
</div>`;

/** Support widget: the user's own (agent) messages carry no name, only an outgoing class. */
export const SUPPORT_WIDGET = `
<main>
  <section class="thread-pane">
    <h2 class="thread-title">Refund for order 88231</h2>
    <ol class="chat-log" aria-label="Conversation">
      <li class="msg msg--customer sc-kXq12">
        <div class="msg__meta"><span class="author">Priya Natarajan</span><time datetime="2026-03-02T09:14:00Z">9:14 AM</time></div>
        <p class="body">Hello, I was charged twice for my subscription this month.</p>
      </li>
      <li class="msg msg--outgoing sc-kXq12">
        <div class="msg__meta"><time datetime="2026-03-02T09:15:00Z">9:15 AM</time></div>
        <p class="body">Thanks for writing in. I can see both charges on your account.</p>
      </li>
      <li class="msg msg--customer sc-kXq12">
        <div class="msg__meta"><span class="author">Priya Natarajan</span><time datetime="2026-03-02T09:16:00Z">9:16 AM</time></div>
        <p class="body">Great, can you refund the second one today?</p>
      </li>
      <li class="msg msg--outgoing sc-kXq12">
        <div class="msg__meta"><time datetime="2026-03-02T09:17:00Z">9:17 AM</time></div>
        <p class="body">Done: the refund is on its way and shows within five working days.</p>
      </li>
    </ol>
    <form class="composer"><textarea></textarea><button>Send</button></form>
  </section>
</main>`;

/** CSS-modules app: every class hashed, name and time in a header, a body of several paragraphs. */
export const HASHED_APP = `
<div class="_app_1k2j3">
  <div class="_sidebar_9xk1"><div class="_item_0a1b">Inbox</div><div class="_item_0a1b">Sent</div></div>
  <div class="_list_x8k2">
    <div class="_row_a91c">
      <div class="_header_3jd9"><span class="_name_7aa1">Jonas Berg</span><span class="_time_4f0e">10:42 AM</span></div>
      <div class="_body_00xz"><p>Our invoices show the wrong VAT number.</p><p>Could you fix it for March?</p></div>
    </div>
    <div class="_row_a91c">
      <div class="_header_3jd9"><span class="_name_7aa1">Ana Lima</span><span class="_time_4f0e">10:44 AM</span></div>
      <div class="_body_00xz"><p>Of course. Which VAT number should they carry?</p></div>
    </div>
    <div class="_row_a91c">
      <div class="_header_3jd9"><span class="_name_7aa1">Jonas Berg</span><span class="_time_4f0e">10:45 AM</span></div>
      <div class="_body_00xz"><p>SE556677889901, the one in our profile.</p></div>
    </div>
    <div class="_row_a91c">
      <div class="_header_3jd9"><span class="_name_7aa1">Ana Lima</span><span class="_time_4f0e">10:47 AM</span></div>
      <div class="_body_00xz"><p>Updated. The corrected invoice is attached to this thread.</p></div>
    </div>
  </div>
</div>`;

/** Bare markup: text first, then the name, no classes at all. */
export const TEXT_THEN_NAME = `
<div id="log">
  <div><span>Where can I change my delivery address?</span><small>Lee</small></div>
  <div><span>In your account, under Addresses, for orders not yet shipped.</span><small>Support</small></div>
  <div><span>Found it, thank you very much!</span><small>Lee</small></div>
</div>`;

export function chatPage(html: string, url = 'https://support.example-shop.test/conversations/42'): Document {
  const dom = new JSDOM(`<!doctype html><html><head><title>Conversation 42</title></head><body>${html}</body></html>`, {
    url,
  });
  return dom.window.document;
}

/** The element whose text contains `words`, innermost. */
export function elementWithText(doc: Document, words: string): Element {
  const all = [...doc.body.querySelectorAll('*')].filter((el) => el.textContent?.includes(words));
  const innermost = all.find((el) => ![...el.children].some((child) => child.textContent?.includes(words)));
  if (!innermost) throw new Error(`No element shows "${words}"`);
  return innermost;
}

/** A saved recipe for SUPPORT_WIDGET, as the picker makes it. */
export const sampleRecipe: Recipe = {
  version: 1,
  id: 'r-1',
  origin: 'https://support.example-shop.test',
  name: 'Example shop support',
  container: 'ol.chat-log',
  row: 'li.msg',
  speaker: ':scope > div > span.author',
  text: ':scope > p.body',
  time: ':scope > div > time',
  sides: [{ match: '.msg--outgoing', side: 'agent' }],
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
};

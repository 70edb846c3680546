// Every Front (app.frontapp.com) selector Sidecue reads, and nothing else. UNCONFIRMED: no public
// capture shows Front's message, sender or time elements, and its CSS-module classes are hashed. These
// are structural and ARIA candidates (roles, headings, <time datetime>, class names that keep a readable
// local part) chosen to survive restyling, not facts about Front's markup. When they miss, the fix path
// is a recipe picked on the page ("Capture from this page") or newer rules served by the proxy, not a
// guess here. Fallbacks are listed most specific first. FRONT holds CSS selectors only (capture rules
// a proxy serves may add to them, see rules.ts); FRONT_FACTS the rest.
import type { SelectorRules } from '../../../api/capture-rules';

export const FRONT = {
  /** The open conversation's message list, else the app's main region. */
  conversations: [
    '[role="main"] [role="log"]',
    '[role="main"] [role="feed"]',
    'main [role="log"]',
    'main [role="feed"]',
    '[role="main"]',
    'main',
  ],
  /**
   * One message (or comment) of the conversation: articles (the ARIA feed pattern), or list items of a
   * log (not of other lists: the conversation list beside it may be one). Only the outermost match is
   * a row: a message body can hold lists and articles of its own (an email's HTML).
   */
  row: '[role="article"], article, [role="log"] [role="listitem"]',
  /** The sender's name heads the message. */
  sender: '[role="heading"], h1, h2, h3, h4, h5, h6',
  /** The pane holding the conversation and its subject. */
  pane: '[role="main"], main',
  /** The subject of the conversation: the first heading of its pane outside the messages. */
  subject: 'h1, [role="heading"][aria-level="1"], h2, [role="heading"][aria-level="2"]',
  time: 'time[datetime]',
  /** The message's words, when marked as a body; else the row's text without its header parts. */
  body: ['[role="document"]', '[class*="messageBody"]', '[class*="message-body"]', '[class*="MessageBody"]'],
  text: {
    /** Quoted history: everything from the first of these on is earlier mail. */
    quoteStart: 'blockquote, .gmail_quote, .front-quote, [class*="quote"], [class*="Quote"]',
    /** Not message words: headers, controls, hidden copies, signatures. */
    notText:
      'header, [role="heading"], h1, h2, h3, h4, h5, h6, time, button, [role="button"], [role="toolbar"], [aria-hidden="true"], ' +
      '.signature, [class*="signature"], [class*="Signature"]',
  },
  /** An email body rendered in a same-origin frame. */
  bodyFrame: 'iframe',
  /** Class-name parts CSS modules keep readable: a teammate's reply, and an internal comment. */
  outboundMarkers: '[class*="outbound"], [class*="Outbound"], [data-direction="outbound"]',
  commentMarkers: '[class*="comment"], [class*="Comment"]',
  /** The reply (draft) editor in the conversation pane: a text box the user edits. */
  replyBox: [
    '[role="main"] [contenteditable="true"][role="textbox"]',
    'main [contenteditable="true"][role="textbox"]',
    '[role="main"] [contenteditable="true"]',
    'main [contenteditable="true"]',
  ],
  /** The comment box under the conversation (internal, for teammates): never the reply. */
  replyNote: [
    '[class*="commentComposer"]',
    '[class*="CommentComposer"]',
    '[class*="comment-composer"]',
    '[aria-label*="comment" i]',
    '[data-placeholder*="comment" i]',
  ],
} satisfies SelectorRules;

export const FRONT_FACTS = {
  /** Attributes that may carry the message's own id; else one is derived from its sender and time. */
  rowIdAttributes: ['data-message-id', 'data-id', 'data-testid-id', 'id'],
  /** Front's own decoration of the tab title. */
  titleDecorations: [/\s*[-–|]\s*Front$/i],
} as const;

// Every HubSpot inbox (Conversations, Help Desk) selector and word Sidecue reads, as plain data.
// HubSpot marks its parts with data-test-id, which has outlived its styled-components class names;
// each list is tried in order. HUBSPOT holds CSS selectors only (capture rules a proxy serves may add
// to them, see rules.ts); HUBSPOT_FACTS the rest.
import type { SelectorRules } from '../../../api/capture-rules';

export const HUBSPOT = {
  /** The thread's message list (virtualized: it recycles row nodes and changes their text in place). */
  conversation: [
    '[data-test-id="virtualParentRef"]',
    '[data-test-id="thread-view"]',
    '[data-test-id="conversation-thread"]',
  ],
  /** Around the first message when no list above is found. */
  conversationAround: ['[role="log"]', '[role="feed"]', '[role="list"]'],
  title: [
    '[data-test-id="thread-header-title"]',
    '[data-test-id="conversation-header-title"]',
    '[data-test-id="contact-name"]',
  ],

  /**
   * One message; its data-test-id's suffix after HUBSPOT_FACTS.sidePrefix tells the side. The known kinds
   * first (their parts' own ids share the prefix), then any kind HubSpot may add.
   */
  message: [
    '[data-test-id="primary-message-visitor"], [data-test-id="primary-message-agent"], [data-test-id="primary-message-AUTOMATED"], [data-test-id="primary-message-COMMENT"], [data-test-id="primary-message-comment"]',
    '[data-test-id^="primary-message-"]:not([data-test-id="primary-message-content"])',
  ],
  body: ['[data-test-id="primary-message-content"]', '[data-test-id="message-content"]'],
  /** Inside a body, not the message's own words. */
  notText:
    '.gmail_quote, blockquote, .signature, .gmail_signature, [data-smartmail="gmail_signature"], [data-test-id="read-receipt"], [data-test-id="message-status"]',
  /** Shown on the first message of a sender's group only. */
  senderName: [
    '[data-test-id="sender-header-content-name"]',
    '[data-test-id="sender-header-name"]',
    '[data-test-id="sender-name"]',
  ],
  time: ['[data-test-id="sender-header-content-timestamp"]', 'time'],

  /**
   * UNCONFIRMED: no public fact on HubSpot's composer. Candidates for its editor, by data-test-id first,
   * then any text box of a composer; a proxy's rules may add the confirmed one.
   */
  replyBox: [
    '[data-test-id="reply-editor"] [contenteditable="true"]',
    '[data-test-id="message-composer"] [contenteditable="true"]',
    '[data-test-id*="composer"] [contenteditable="true"]',
    '[data-test-id*="composer"] textarea',
  ],
  /** UNCONFIRMED: the composer while it writes an internal comment (HubSpot's "Comment" channel). */
  replyNote: [
    '[data-test-id*="comment-editor"]',
    '[data-test-id*="comment-composer"]',
    '[data-test-id*="internal"]',
    '[data-channel="COMMENT"]',
  ],

  /** The signed-in user's name (no public fact: one specific candidate; else the name from settings). */
  selfName: ['[data-test-id="current-user-name"]'],
} satisfies SelectorRules;

export const HUBSPOT_FACTS = {
  /** URL paths naming the open thread: its id is the first capture group (thread or ticket first, then inbox/<id>). */
  conversationPaths: ['/(?:thread|ticket)s?/(\\d+)(?:[/?#]|$)', '/live-messages/\\d+/inbox/(?:[^/]+/)*?(\\d+)/?$'],
  titleSuffixes: [' | HubSpot', ' - HubSpot'],
  /** A message's data-test-id starts with this; the rest names its side. */
  sidePrefix: 'primary-message-',
  /** data-test-id suffixes, compared without case. */
  sides: { customer: ['visitor', 'contact'], agent: ['agent'], bot: ['automated', 'bot'] },
  /** Internal comments: no public fact; these are the candidates, read as notes. */
  noteSides: ['comment', 'internal-comment', 'note'],
  /** An id the message may carry (on itself or a wrapper just above): none is known, so the content gives one. */
  messageIds: ['data-message-id', 'data-msg-id'],
  /** A machine-readable time on the time element, before its shown text. */
  timeAttributes: ['datetime', 'title', 'aria-label'],
  /**
   * The virtual list moves recycled rows on screen without moving them in the DOM, so a row's place is
   * its top on screen, or where the page numbers its rows (no public fact: the ARIA attributes for a
   * row's position in the whole set), on the message or the virtual row just above it.
   */
  positionAttributes: ['aria-posinset', 'aria-rowindex'],
} as const;

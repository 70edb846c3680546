// Every Freshdesk (and Freshdesk on freshworks.com) selector and word Sidecue reads, as plain data.
// Freshdesk's Ember app marks its parts with data-test-* attributes, which have outlived its class
// names; each list is tried in order. FRESHDESK holds CSS selectors only (capture rules a proxy serves
// may add to them, see rules.ts); FRESHDESK_FACTS the rest.
import type { SelectorRules } from '../../../api/capture-rules';

export const FRESHDESK = {
  /** The open ticket's conversation (one ticket shows at a time; the URL changes per ticket). */
  conversation: [
    '[data-test-id="ticket-details"]',
    '.ticket-details-wrapper',
    '.tickets-conversation-pane',
    '[class*="conversation-pane"]',
  ],
  /** The ticket's subject. */
  title: [
    '[data-test-id="ticket-subject"]',
    '[data-test-id="ticket-subject-heading"]',
    '.ticket-subject-heading',
    '.subject-text',
  ],

  /** The ticket's first message: the customer's request (the requester's, unless an agent wrote it). */
  description: '[data-test-id="ticket-description"]',
  /** Rows: the description, then each reply or note (`data-album` note_<id> is its id); else the older item class. */
  rows: ['[data-test-id="ticket-description"], [data-test-id="conversation-wrapper"]', '.ticket-details__item'],
  /** The reply's header id `conversation-<id>`. */
  headerId: '[data-test-id^="conversation-"]',

  /** Marks an agent's row; the value "false" does not. */
  agentMarker: '[data-test-is-agent]',

  senderName: ['[data-test-id="user-name"] b', '[data-test-id="user-name"]', '[data-test-id="requester-name"]'],
  body: [
    '[data-test-conversation="conversation-text"]',
    '[data-test-id="conversation-content"] .ticket_note',
    '.ticket_note',
    '[data-test-id="ticket-description-content"]',
  ],
  /** Inside a body, not the message's own words: quoted history, signatures, the localized status line. */
  notText:
    '.freshdesk_quote, .gmail_quote, blockquote, .signature, .gmail_signature, [data-smartmail="gmail_signature"], .freshdesk_signature, [data-test-id="conversation-status"], [data-test-id="time-info"], [data-test-id="time-ago"]',
  /** The shown time: an exact date-time in the aria-label of time-info. */
  time: ['[data-test-id="time-info"]'],

  selfName: ['[data-test-id="profile-name"]', '[data-test-id="current-agent-name"]'],

  /**
   * UNCONFIRMED: no public capture shows the editor opened by Reply (a contenteditable, Froala's
   * .fr-element in Freshdesk's Ember app). Candidates, most specific first.
   */
  replyBox: [
    '[data-test-id="reply-editor"] [contenteditable="true"]',
    '[data-test-id="reply-form"] [contenteditable="true"]',
    '.reply-editor [contenteditable="true"]',
    '[data-test-id*="reply"] .fr-element[contenteditable="true"]',
  ],
  /** UNCONFIRMED: the editor opened by Add note (private or public note): never the reply. */
  replyNote: [
    '[data-test-id="note-editor"]',
    '[data-test-id="add-note-form"]',
    '.note-editor',
    '[class*="note-editor"]',
  ],
} satisfies SelectorRules;

export const FRESHDESK_FACTS = {
  /** URL paths naming the open ticket: its id is the first capture group. */
  conversationPaths: ['/a/tickets/(\\d+)(?:[/?#]|$)', '/tickets/(\\d+)(?:[/?#]|$)'],
  /** Ids on the row, then inside it. */
  rowIds: ['data-album', 'data-note-id', 'data-conversation-id'],
  innerIds: ['data-note-id'],
  /** The reply header's data-test-id: its id is the first capture group. */
  headerIdPattern: '^conversation-(\\d+)$',
  /** Row class words: the requester's (customer) reply, a private note. */
  customerClasses: ['requestor', 'requester'],
  noteClasses: ['privatenote', 'private-note'],
  /** The agent marker's attribute. */
  agentMarkerAttribute: 'data-test-is-agent',
  /** Names Freshworks' own bot shows. */
  botNames: ['Freddy', 'Freddy AI', 'Freddy AI Agent'],
  /** Where the time element holds the time. */
  timeAttributes: ['aria-label', 'title', 'datetime'],
} as const;

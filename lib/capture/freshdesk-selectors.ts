// Every Freshdesk (and Freshdesk on freshworks.com) selector and word Sidecue reads, as plain data
// (strings only, so served capture rules can replace them). Freshdesk's Ember app marks its parts with
// data-test-* attributes, which have outlived its class names; each list is tried in order.

export const FRESHDESK = {
  /** The open ticket's conversation (one ticket shows at a time; the URL changes per ticket). */
  conversation: ['[data-test-id="ticket-details"]', '.ticket-details-wrapper', '.tickets-conversation-pane', '[class*="conversation-pane"]'],
  /** URL paths naming the open ticket: its id is the first capture group. */
  conversationPaths: ['/a/tickets/(\\d+)(?:[/?#]|$)', '/tickets/(\\d+)(?:[/?#]|$)'],
  /** The ticket's subject. */
  title: ['[data-test-id="ticket-subject"]', '[data-test-id="ticket-subject-heading"]', '.ticket-subject-heading', '.subject-text'],

  /** The ticket's first message: the customer's request (the requester's, unless an agent wrote it). */
  description: '[data-test-id="ticket-description"]',
  /** A reply or a note after it; its `data-album` (note_<id>) is its id. */
  reply: '[data-test-id="conversation-wrapper"]',
  /** Rows: the description and replies first, then the older item class if those ids are gone. */
  rows: ['[data-test-id="ticket-description"], [data-test-id="conversation-wrapper"]', '.ticket-details__item'],
  /** Ids on the row, then inside it. */
  rowIds: ['data-album', 'data-note-id', 'data-conversation-id'],
  innerIds: ['data-note-id'],
  /** The reply's header id `conversation-<id>`. */
  headerId: '[data-test-id^="conversation-"]',
  headerIdPattern: '^conversation-(\\d+)$',

  /** Row class words: the requester's (customer) reply, a private note. */
  customerClasses: ['requestor', 'requester'],
  noteClasses: ['privatenote', 'private-note'],
  /** Marks an agent's row; the value "false" does not. */
  agentMarker: '[data-test-is-agent]',
  agentMarkerAttribute: 'data-test-is-agent',
  /** Names Freshworks' own bot shows. */
  botNames: ['Freddy', 'Freddy AI', 'Freddy AI Agent'],

  senderName: ['[data-test-id="user-name"] b', '[data-test-id="user-name"]', '[data-test-id="requester-name"]'],
  body: ['[data-test-conversation="conversation-text"]', '[data-test-id="conversation-content"] .ticket_note', '.ticket_note', '[data-test-id="ticket-description-content"]'],
  /** Inside a body, not the message's own words: quoted history, signatures, the localized status line. */
  notText:
    '.freshdesk_quote, .gmail_quote, blockquote, .signature, .gmail_signature, [data-smartmail="gmail_signature"], .freshdesk_signature, [data-test-id="conversation-status"], [data-test-id="time-info"], [data-test-id="time-ago"]',
  /** The shown time: an exact date-time in the aria-label of time-info. */
  time: ['[data-test-id="time-info"]'],
  timeAttributes: ['aria-label', 'title', 'datetime'],

  selfName: ['[data-test-id="profile-name"]', '[data-test-id="current-agent-name"]'],
} as const;

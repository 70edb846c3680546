// Every Intercom inbox selector and word Sidecue reads, as plain data. Each list is tried in order:
// Intercom's data-intercom-target, data-testid and data-* ids first, its class names (renamed
// inbox2__ → inbox-2__ in 2026) last. INTERCOM holds CSS selectors only (capture rules a proxy serves
// may add to them, see rules.ts); INTERCOM_FACTS the rest.
import type { SelectorRules } from '../../../api/capture-rules';

export const INTERCOM = {
  /** The conversation pane the user sees (Intercom shows one conversation at a time). */
  conversation: [
    '[data-intercom-target="conversation-space"]',
    '[data-conversation-stream]',
    '.inbox-2__conversation-page',
    '.inbox2__conversation-page',
  ],
  /** The conversation's title (the customer's name, or the email subject). */
  title: [
    '[data-inbox-conversation-header-title]',
    '[data-conversation-title]',
    '[data-intercom-target="conversation-title"]',
    '.inbox-2__conversation-title',
    '.inbox2__conversation-title',
  ],
  /**
   * The customer's name in the conversation's header, which shows it even where the customer's parts
   * carry only an avatar (an anonymous lead shows a generated visitor name, as the page does). Known:
   * the header shows the name; its markup is not public. So the structural candidates come first: the
   * header's link to the customer's profile page (/users/<id>, /leads/<id>).
   */
  customerName: [
    '[data-intercom-target="conversation-space"] header a[href*="/users/"]',
    '[data-intercom-target="conversation-space"] header a[href*="/leads/"]',
    '[data-intercom-target="conversation-header"] a[href*="/users/"]',
    '[data-intercom-target="conversation-header"] a[href*="/leads/"]',
  ],
  /** One conversation part: a message, a note, or an event line. The first selector matching anything is used. */
  part: [
    '[data-intercom-target="conversation-stream-content-part"]',
    '[data-part-id]',
    '[data-intercom-part-id]',
    '.inbox-2__conversation-part',
    '.inbox2__conversation-part',
  ],
  /** The group of consecutive parts of one author, carrying the category and a group id. */
  group: ['[data-part-group-id]', '[data-part-group-category]'],

  /** An internal note: its part or group carries one of these. */
  note: ['[data-part-type="note"]', '[class*="note-part"]', '[class*="note_part"]'],
  /** A bot's part (Fin, custom bots, workflows). */
  bot: [
    '[data-testid="bot-avatar-name"]',
    '[data-author-type="bot"]',
    '[class*="bot-part"]',
    '[class*="operator-part"]',
  ],
  /** A teammate's part: the admin's avatar name, else the author type or the admin part classes. */
  teammate: [
    '[data-testid="admin-avatar-name"]',
    '[data-author-type="admin"]',
    '[class*="admin-part"]',
    '[class*="admin-email-part"]',
  ],
  /** A customer's part. */
  customer: [
    '[data-author-type="user"]',
    '[data-author-type="lead"]',
    '[class*="user-part"]',
    '[class*="user-email-part"]',
  ],
  /** Layout hints on the part or near it (a short walk up): teammates' bubbles sit on the right. */
  rightAligned: ['.justify-end', '.flex-row-reverse', '.items-end'],
  leftAligned: ['.justify-start', '.items-start'],
  /** Event lines (assignments, state changes): not messages. */
  system: ['[class*="event-part"]', '[data-part-type="event"]'],

  /** The sender's name, in the part, else in its group (shown once for consecutive parts). */
  senderName: [
    '[data-testid="admin-avatar-name"]',
    '[data-testid="bot-avatar-name"]',
    '[data-testid="user-avatar-name"]',
    '[data-testid="author-name"]',
    '[class*="author-name"]',
  ],
  /** The message body. */
  body: [
    '.intercom-interblocks',
    '.interblocks-html',
    '.inbox-2__renderable-part',
    '.inbox2__renderable-part',
    '[class*="break-words"]',
  ],
  /** Inside a body, not the message's own words. */
  notText:
    '.gmail_quote, blockquote, .signature, .gmail_signature, [data-smartmail="gmail_signature"], [class*="seen-state"], [class*="read-receipt"]',
  /** No timestamp hook is known: a machine-readable time, if a part ever carries one. */
  time: ['time[datetime]', '[data-timestamp]'],

  /**
   * UNCONFIRMED: no public capture shows Intercom's composer. Candidates for its editor (a
   * contenteditable, ProseMirror in Intercom's Ember app), most specific first; a proxy's rules may add
   * the confirmed one.
   */
  replyBox: [
    '[data-intercom-target="composer"] [contenteditable="true"]',
    '[data-intercom-target="inbox-composer"] [contenteditable="true"]',
    '.inbox-2__composer [contenteditable="true"]',
    '.inbox2__composer [contenteditable="true"]',
    '[class*="composer"] .ProseMirror[contenteditable="true"]',
  ],
  /** UNCONFIRMED: the composer while it writes a note (Intercom shows it yellow): never the reply. */
  replyNote: [
    '[data-composer-mode="note"]',
    '[data-intercom-target="composer-note"]',
    '[class*="composer--note"]',
    '[class*="note-composer"]',
    '[class*="composer-note"]',
  ],

  /** The signed-in teammate's name. */
  selfName: ['[data-intercom-target="admin-name"]', '[data-testid="current-admin-name"]'],
} satisfies SelectorRules;

export const INTERCOM_FACTS = {
  /** URL paths naming the open conversation: its id is the first capture group. */
  conversationPaths: ['/conversations?/(\\d+)(?:[/?#]|$)', '/conversations?/([\\w-]+)(?:[/?#]|$)'],
  /** A part's own id: on the part, then on the part or entity around it (a group id needs the part's place in it). */
  partIds: ['data-part-id', 'data-intercom-part-id', 'data-part-entity-id'],
  /** The group's id attribute. */
  groupId: 'data-part-group-id',
  /** 1 customer, 3 teammate, 4 note, 5 bot, 20 system: reported unreliable since mid-2026, so one signal of several. */
  category: 'data-part-group-category',
  categories: { customer: '1', teammate: '3', note: '4', bot: '5', system: '20' },
  /** Names Intercom's own bots show: a part signed by one is a bot's. */
  botNames: ['Fin', 'Operator', 'Fin AI Agent'],
  /** Where the time element holds the time. */
  timeAttributes: ['datetime', 'data-timestamp'],
  /** Intercom's decoration of the tab title. */
  titleSuffixes: [' | Intercom', ' - Intercom'],
} as const;

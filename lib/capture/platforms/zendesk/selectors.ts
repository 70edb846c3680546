// Every Zendesk Agent Workspace selector and pattern Sidecue reads, and nothing else. Zendesk changes its
// markup without notice; `data-test-id` hooks have held longest. Lists are tried in order, newest first.
// ZENDESK holds CSS selectors only (capture rules a proxy serves may add to them, see rules.ts);
// ZENDESK_FACTS the rest.
import type { SelectorRules } from '../../../api/capture-rules';

export const ZENDESK = {
  /** Every open ticket tab stays in the DOM inside this; only the visible one is read. */
  panes: ['main#main_panes', '#main_panes'],
  /** The selected ticket tab in the header: its text is the ticket's title. */
  selectedTab: [
    'a[data-test-id="header-tab"][data-entity-is-selected="true"]',
    '[data-test-id="header-tab"][aria-selected="true"]',
  ],
  /** Parts of a tab that are not its title (close button, unread count). */
  tabNoise: 'button, [data-test-id*="close"], [data-test-id*="count"]',

  /** The ticket's conversation log, one per open ticket tab. */
  log: ['[data-test-id="omni-log-container"]', '[data-test-id="ticket-audit-log"]', '[role="log"]'],
  /** One event of the log. */
  row: ['article[data-test-id="omni-log-comment-item"]', '[data-test-id="omni-log-comment-item"]'],
  /** The message block; its `type` says the side. Copies with aria-hidden="true" are skipped. */
  message: ['[data-test-id="omni-log-item-message"]'],
  /** The article holds this for an internal note. */
  internalNote: ['[data-test-id="omni-log-internal-note-tag"]'],
  hiddenCopy: '[aria-hidden="true"]',

  sender: ['[data-test-id="omni-log-item-sender"]'],
  text: ['[data-test-id="omni-log-message-content"]'],
  /** Quoted email history starts at the first of these; nothing from there on is the message's own. */
  quoteStart: 'blockquote',
  /** Never message text: signatures, read indicators, screen-reader-only copies. */
  notText:
    '.signature, [data-test-id*="read-indicator"], [data-test-id*="read-receipt"], [aria-hidden="true"], script, style',
  time: ['time[data-test-id^="timestamp-"][datetime]', 'time[datetime]'],

  /**
   * The composer's editor (CKEditor 5), one per open ticket tab: the shown one is the ticket's. The same
   * editor writes the public reply and the internal note; the channel switcher says which it is now.
   */
  replyBox: [
    '[data-test-id="omnicomposer-rich-text-ckeditor"][contenteditable="true"]',
    '.zendesk-editor--rich-text-container [contenteditable="true"]',
    '.ck-editor__editable[contenteditable="true"]',
  ],
  /** The composer's channel switcher: its aria-label (else its text) names the channel ("Public reply", "Email"). */
  channelSwitcher: ['[data-test-id="omnichannel-channel-switcher-button"]'],
} satisfies SelectorRules;

export const ZENDESK_FACTS = {
  /** Ticket addresses: the ticket id is the conversation key. */
  ticketPath: /\/agent\/tickets\/(\d+)/,
  /** Attributes holding the page's own id of an event, looked for on the row. */
  rowId: ['data-comment-id', 'data-event-id', 'data-id', 'id'],
  /** Generated element ids that change with each render: not message ids. */
  unstableId: /^(ember|react-|:r)\w*/,
  /** The message block's attribute saying the side, and what its values mean. */
  sideAttribute: 'type',
  sides: { 'end-user': 'customer', agent: 'agent' },
  /**
   * Bots have no attribute of their own: their sender names. Zendesk's own AI agent and answer bot,
   * and any sender whose name says it is a bot, in en, de, fr, es, pt-BR and ja ("KI-Agent",
   * "Agent IA", "Agente de IA", "AIエージェント"; the non-English names unconfirmed on a capture).
   */
  botSenders: [
    /\bbot\b/i,
    /\bAI agent\b/i,
    /^Zendesk AI\b/i,
    /\bKI-Agent\b/i,
    /\bagent IA\b/i,
    /\bagente de IA\b/i,
    /AIエージェント/,
  ],
  /**
   * The channel switcher's label while the composer writes an internal note, in the agent's language:
   * en, de, fr, es and pt-BR ("nota interna" both), nl, ja (社内メモ, unconfirmed on a capture).
   */
  internalNoteChannel: /^(internal note|interne notiz|note interne|nota interna|interne notitie|社内メモ)$/i,
} as const;

// Every WhatsApp Web selector and label Sidecue reads, and nothing else. WhatsApp's class names are
// hashed and change with each deploy; ids (#main), roles, data-testid and data-* attributes last
// longer. Where a fact has fallbacks they are listed newest first. WHATSAPP holds CSS selectors only
// (capture rules a proxy serves may add to them, see rules.ts); WHATSAPP_FACTS the rest.
//
// Labels: the quoted message's aria-label, after its data-testid, in en, de, fr, es, pt-BR and ja (the
// non-English ones unconfirmed on a capture). Everything else is structural; stamps are read in any
// locale's date format (stamp.ts).
import type { SelectorRules } from '../../../api/capture-rules';
import { attributeSelector, inEveryLanguage } from '../../core/ui-labels';

const QUOTED_MESSAGE_LABELS = inEveryLanguage({
  en: 'Quoted message',
  de: 'Zitierte Nachricht',
  fr: 'Message cité',
  es: 'Mensaje citado',
  'pt-BR': 'Mensagem citada',
  ja: '引用メッセージ',
});

export const WHATSAPP = {
  /** The open chat; absent while no chat is open (the start screen). */
  conversation: '#main',
  /**
   * The open chat's name in its header, the only sign of a chat switch (the URL stays the same).
   * The first `span[dir="auto"]` of the header is the title; the subtitle (last seen, members) follows it.
   */
  titles: ['header [data-testid="conversation-info-header-chat-title"]', 'header span[dir="auto"]'],
  /** One message row (or a date divider, or a system notice); the chat list outside #main has rows too. */
  row: '[role="row"]',
  /** The row's message id: since April 2026 a bare id, before that `true_<chat>_<id>` / `false_<chat>_<id>`. */
  messageId: '[data-id]',
  /** Direction of the bubble: the user's own messages, and everyone else's. */
  outgoing: '.message-out',
  incoming: '.message-in',
  /** "[13:52, 22/03/2026] Name: " in the user's locale; system rows have none. */
  stamp: '[data-pre-plain-text]',
  /** In groups, shown on the first of consecutive messages of one author only. */
  author: 'span[data-testid="author"]',
  /** The message's words; emoji inside are images with `alt`. */
  text: '[data-testid="selectable-text"], span.selectable-text',
  /** A reply quotes the earlier message with its own text element: not this message's words. */
  quoted: `[data-testid="quoted-message"], ${attributeSelector('', 'aria-label', QUOTED_MESSAGE_LABELS)}`,
  /**
   * The open chat's message composer in its footer (a Lexical editor). Not in capture-facts.md: the
   * footer's text box is what public WhatsApp Web scripts type into; data-tab="10" is older markup's.
   */
  replyBox: [
    '#main footer [contenteditable="true"][role="textbox"]',
    '#main footer [contenteditable="true"][data-tab="10"]',
    '#main footer [contenteditable="true"]',
  ],
} satisfies SelectorRules;

export const WHATSAPP_FACTS = {
  /** The attribute holding the row's message id. */
  messageIdAttribute: 'data-id',
  /** Older ids say who sent the message: `true_` the user, `false_` someone else. */
  sentByUserIdPrefix: 'true_',
  sentByOthersIdPrefix: 'false_',
  /** The attribute holding the stamp. */
  stampAttribute: 'data-pre-plain-text',
  /** What the user's own messages are filed under when the page shows no name for them. */
  selfLabel: 'You',
} as const;

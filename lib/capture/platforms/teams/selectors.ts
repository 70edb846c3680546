// Every Microsoft Teams (web) selector and label Sidecue reads, and nothing else. Teams marks its
// parts with data-tid attributes, which last longer than its hashed class names; each fact is one
// candidate among fallbacks, the likeliest first (see shared capture facts). TEAMS holds CSS selectors
// only (capture rules a proxy serves may add to them, see rules.ts); TEAMS_FACTS the rest.
//
// Labels: en, de, fr, es, pt-BR and ja. Only the last captions-root candidate and the words for the
// user and an unresolved speaker are words; every other signal is a data-tid. The non-English words
// are written as Microsoft's Teams translations show them elsewhere, unconfirmed on a call capture.
import type { SelectorRules } from '../../../api/capture-rules';
import { attributeSelector, inEveryLanguage } from '../../core/ui-labels';

/** The captions root's aria-label. */
const LIVE_CAPTIONS_LABELS = inEveryLanguage({
  en: 'Live Captions',
  de: 'Liveuntertitel',
  fr: 'Sous-titres en direct',
  es: 'Subtítulos en directo',
  'pt-BR': 'Legendas ao vivo',
  ja: 'ライブ キャプション',
});

export const TEAMS = {
  /** Present only while in the call: the leave button (2026, then older), else the calling screen. */
  hangupButtons: ['button[data-tid="hangup-main-btn"]', '#hangup-button', 'button[data-tid="hangup-button"]'],
  callingScreen: 'main[data-tid="calling-screen"]',
  /** The pre-join screen's join button: not in the call yet. */
  prejoinButton: '#prejoin-join-button',

  captions: {
    /** Outermost first: the region must outlive re-renders of the list inside it. Absent while captions are off. */
    regions: [
      '[data-tid="closed-caption-renderer-wrapper"]',
      '[data-tid="closed-caption-v2-window-wrapper"]',
      '[data-tid="closed-caption-v2-virtual-list-content"]',
      attributeSelector('', 'aria-label', LIVE_CAPTIONS_LABELS),
    ],
    /** One caption item; the role first, then the item renderer and its Fluent class. */
    items: ['div[role="listitem"]', '[data-tid="closed-captions-v2-items-renderer"]', '.fui-ChatMessageCompact'],
    author: ['span[data-tid="author"]', '[data-tid="author"]'],
    text: ['span[data-tid="closed-caption-text"]', '[data-tid="closed-caption-text"]'],
  },

  chat: {
    list: '[data-tid="message-pane-list-viewport"]',
    row: '[data-tid="chat-pane-item"]',
    /** Carries `data-mid`: the message id, epoch ms of sending. */
    message: '[data-tid="chat-pane-message"]',
    author: '[data-tid="message-author-name"]',
    /** The message words; else the message's text without its author and time. */
    body: ['[data-tid="message-body-content"]', '[id^="content-"]'],
    notText: '[data-tid="message-author-name"], time',
  },

  /** The meeting title in the call header, else document.title without Teams' decoration. */
  meetingTitles: ['[data-tid="call-title"]', '[data-tid="calling-header-title"]', '[data-tid="call-header-title"]'],
} satisfies SelectorRules;

export const TEAMS_FACTS = {
  /** A per-item id that survives the virtual list re-rendering the item. */
  captionStableKeys: [
    { selector: '[data-tid="closed-captions-v2-items-renderer"]', attribute: 'data-lpc-hover-target-id' },
    { selector: 'div[role="listitem"]', attribute: 'id' },
  ],
  /** Shown until Teams knows who spoke. */
  placeholderSpeakers: inEveryLanguage({
    en: 'Unknown',
    de: 'Unbekannt',
    fr: 'Inconnu',
    es: 'Desconocido',
    'pt-BR': 'Desconhecido',
    ja: '不明',
  }),
  /** How Teams may label the user instead of a name; a state in brackets may follow (see isSelfLabel). */
  selfLabels: inEveryLanguage({
    en: 'You',
    de: ['Sie', 'Du'],
    fr: 'Vous',
    es: 'Tú',
    'pt-BR': 'Você',
    ja: ['あなた', '自分'],
  }),
  /** The chat message's attribute holding its id: epoch ms of sending. */
  chatMessageId: 'data-mid',
  titleDecorations: [/\s*\|\s*Microsoft Teams$/, /^\(\d+\)\s*/],
} as const;

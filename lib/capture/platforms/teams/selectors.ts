// Every Microsoft Teams (web) selector and label Sidecue reads, and nothing else. Teams marks its
// parts with data-tid attributes, which last longer than its hashed class names; each fact is one
// candidate among fallbacks, the likeliest first (see shared capture facts). TEAMS holds CSS selectors
// only (capture rules a proxy serves may add to them, see rules.ts); TEAMS_FACTS the rest.
import type { SelectorRules } from '../../../api/capture-rules';

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
      '[aria-label="Live Captions"]',
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
  /** Shown until Teams knows who spoke (English UI). */
  placeholderSpeakers: ['Unknown'],
  /** How Teams may label the user instead of a name. */
  selfLabels: ['You'],
  /** The chat message's attribute holding its id: epoch ms of sending. */
  chatMessageId: 'data-mid',
  titleDecorations: [/\s*\|\s*Microsoft Teams$/, /^\(\d+\)\s*/],
} as const;

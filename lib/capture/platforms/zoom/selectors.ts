// Every Zoom web client selector and label Sidecue reads, and nothing else. Zoom changes its markup
// without notice; BEM class names have held longest there, and each entry lists its fallbacks.
// ZOOM holds CSS selectors only (capture rules a proxy serves may add to them, see rules.ts);
// ZOOM_FACTS the words, attribute names and patterns.
import type { SelectorRules } from '../../../api/capture-rules';

export const ZOOM = {
  /** The meeting UI lives in this same-origin iframe of app.zoom.us/wc/…; some versions render it in the top page. */
  meetingFrame: 'iframe#webclient',
  /** Shown only while in the meeting (the footer's leave button). */
  leaveButton: '.footer__leave-btn, button[aria-label="Leave"], button[aria-label="End"]',

  /** The captions control: `#captions` holds (or is) a button reading "Show Captions" / "Hide Captions". */
  captionsControl: '#captions',
  clickable: 'button, [role="button"]',

  captions: {
    region: '.live-transcription-subtitle__overlay-container',
    /** One root per current speaker segment; the id repeats when two show. */
    block: '[id="live-transcription-subtitle"]',
    /** Captions carry this avatar instead of a name. */
    avatar: 'img.zmu-data-selector-item__icon',
    text: '.live-transcription-subtitle__item',
  },

  participants: {
    /** One participant in the participants panel. */
    item: '.participants-item-position, .participants-li',
    name: '.participants-item__display-name',
    avatar: 'img.participants-item__avatar, img',
    /** "(Host, me)": marks the user's own entry. */
    label: '.participants-item__name-label',
  },
  /** Elsewhere on the page (video tiles), a name shown near an avatar image. */
  nameNearAvatar: '[class*="name"]',

  meetingTitle: '.meeting-info-container__topic, .meeting-title',

  chat: {
    row: '.new-chat-message__container',
    /** Rows sit in a virtualized list; its id is looked for on the row first. */
    list: '.chat-container__chat-list, .chat-list__chat-virtualized, [role="log"], [role="list"]',
    /** Shown on the first of consecutive messages of one sender only. */
    sender: '.chat-item__sender',
    text: '.new-chat-message__text-box',
  },
} satisfies SelectorRules;

export const ZOOM_FACTS = {
  captionsButtonWords: { show: 'show captions', hide: 'hide captions' },
  /** In a participant's label "(Host, me)": marks the user's own entry. */
  selfLabelWord: /\bme\b/i,
  /** Zoom's own decoration of the tab title. */
  titleDecorations: [/\s*[-–|]\s*Zoom$/i, /^Zoom\s*[-–|]\s*/i],
  /** A chat row's id is looked for in these attributes first. */
  chatRowId: ['data-msg-id', 'id'],
  /** How Zoom labels the user in chat. */
  selfLabels: ['Me'],
} as const;

// Every Google Meet selector, icon name and label Sidecue reads, and nothing else. Meet changes its
// markup without notice: ARIA roles, data attributes and icon ligatures (the same in every UI
// language) come first; class names are tied to a layout and listed with the layout they come from.
// MEET holds CSS selectors only (capture rules a proxy serves may add to them, see rules.ts);
// MEET_FACTS holds the words, names and patterns the page shows.
import type { SelectorRules } from '../../../api/capture-rules';

export const MEET = {
  /** Icon elements; their text is the icon's ligature name. */
  icon: '.google-symbols',
  /** Fallback when no call_end icon is found (English UI only). */
  leaveCallButton: 'button[aria-label="Leave call"]',
  clickable: 'button, [role="button"]',

  captions: {
    region: 'div[role="region"]',
    /** Structural fallback, trusted only while the captions button says captions are on. */
    regionFallback: 'div[role="region"][tabindex="0"]',
    /** 2026 layout: div.nMcdL > img + div.adE6rb > (div.KcIKyf > span name) + div.ygicle text. */
    block2026: '.nMcdL',
    name2026: '.KcIKyf',
    text2026: '.ygicle',
    /** 2025 layout: block > name div + text div; the name is the text div's previous sibling. */
    text2025: 'div[jsname="tgaKEf"]',
  },

  /** The user's own name (2026). */
  selfName: '.awLEm',
  /** The meeting title (2026); otherwise document.title without Meet's decoration. */
  meetingTitle: '.u6vdEc',

  chat: {
    /** The message list of the open chat panel (class Ge9Kpc in 2026 captures). */
    list: 'div[aria-live="polite"]',
    list2026: '.Ge9Kpc',
    /** One message (2026: .RLrADb[data-message-id]). */
    row: '[data-message-id]',
    /** Consecutive messages of one sender (2026). The user's own groups have no sender element. */
    group2026: '.aops0b',
    sender2026: '.poVWob',
    time2026: '.MuzmKe',
    text: 'div[jsname="dTKtvb"]',
  },
} satisfies SelectorRules;

export const MEET_FACTS = {
  icons: {
    /** Shown only while in a call (the leave button). */
    callEnd: 'call_end',
    /** The captions button shows this while captions are off… */
    captionsOff: 'closed_caption_off',
    /** …and this while they are on. */
    captionsOn: 'closed_caption',
  },
  /** Fallbacks for the captions button when its icon is not found (localized, English only here). */
  captionsButtonLabels: { turnOn: 'Turn on captions', turnOff: 'Turn off captions' },
  /** The captions region's aria-label is localized; these are the ones seen so far. */
  captionsRegionLabels: ['Captions', 'Субтитры', 'Untertitel'],
  /** How Meet labels the user's own caption blocks. */
  selfLabels: ['You'],
  titleDecorations: [/^Meet\s*[-–]\s*/, /\s*[-–]\s*Google Meet$/],
  /** The chat row's attribute holding the message id. */
  chatRowId: 'data-message-id',
} as const;

// Every Google Meet selector, icon name and label Sidecue reads, and nothing else. Meet changes its
// markup without notice: ARIA roles, data attributes and icon ligatures (the same in every UI
// language) come first; class names are tied to a layout and listed with the layout they come from.

export const MEET = {
  /** Icon elements; their text is the icon's ligature name. */
  icon: '.google-symbols',
  icons: {
    /** Shown only while in a call (the leave button). */
    callEnd: 'call_end',
    /** The captions button shows this while captions are off… */
    captionsOff: 'closed_caption_off',
    /** …and this while they are on. */
    captionsOn: 'closed_caption',
  },
  /** Fallback when no call_end icon is found (English UI only). */
  leaveCallButton: 'button[aria-label="Leave call"]',
  /** Fallbacks for the captions button when its icon is not found (localized, English only here). */
  captionsButtonLabels: { turnOn: 'Turn on captions', turnOff: 'Turn off captions' },
  clickable: 'button, [role="button"]',

  captions: {
    /** The region's aria-label is localized; these are the ones seen so far. */
    regionLabels: ['Captions', 'Субтитры', 'Untertitel'],
    region: 'div[role="region"]',
    /** Structural fallback, trusted only while the captions button says captions are on. */
    regionFallback: 'div[role="region"][tabindex="0"]',
    /** 2026 layout: div.nMcdL > img + div.adE6rb > (div.KcIKyf > span name) + div.ygicle text. */
    block2026: '.nMcdL',
    name2026: '.KcIKyf',
    text2026: '.ygicle',
    /** 2025 layout: block > name div + text div; the name is the text div's previous sibling. */
    text2025: 'div[jsname="tgaKEf"]',
    /** How Meet labels the user's own caption blocks. */
    selfLabels: ['You'],
  },

  /** The user's own name (2026). */
  selfName: '.awLEm',
  /** The meeting title (2026); otherwise document.title without Meet's decoration. */
  meetingTitle: '.u6vdEc',
  titleDecorations: [/^Meet\s*[-–]\s*/, /\s*[-–]\s*Google Meet$/],

  chat: {
    /** The message list of the open chat panel (class Ge9Kpc in 2026 captures). */
    list: 'div[aria-live="polite"]',
    list2026: '.Ge9Kpc',
    /** One message (2026: .RLrADb[data-message-id]). */
    row: '[data-message-id]',
    rowId: 'data-message-id',
    /** Consecutive messages of one sender (2026). The user's own groups have no sender element. */
    group2026: '.aops0b',
    sender2026: '.poVWob',
    time2026: '.MuzmKe',
    text: 'div[jsname="dTKtvb"]',
  },
} as const;

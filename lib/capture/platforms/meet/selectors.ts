// Every Google Meet selector, icon name and label Sidecue reads, and nothing else. Meet changes its
// markup without notice: ARIA roles, data attributes and icon ligatures (the same in every UI
// language) come first; class names are tied to a layout and listed with the layout they come from.
// MEET holds CSS selectors only (capture rules a proxy serves may add to them, see rules.ts);
// MEET_FACTS holds the words, names and patterns the page shows.
//
// Labels: en, de, fr, es, pt-BR and ja (and Russian for the captions region, seen in a capture). They
// matter only where the icon or structure is missing: the call_end and closed_caption ligatures, the
// region's role with tabindex and the name-then-text block are the same in every language. Words
// marked "unconfirmed" are written as Google's other products show them in that language, not yet seen
// on a Meet capture.
import type { SelectorRules } from '../../../api/capture-rules';
import { attributeSelector, inEveryLanguage, type Localized } from '../../core/ui-labels';

/** The leave button's aria-label, used only when no call_end icon is found. */
const LEAVE_CALL_LABELS: Localized<string> = {
  en: 'Leave call',
  de: 'Anruf verlassen',
  fr: "Quitter l'appel",
  es: 'Salir de la llamada',
  'pt-BR': 'Sair da chamada',
  ja: '通話から退出',
};

export const MEET = {
  /** Icon elements; their text is the icon's ligature name. */
  icon: '.google-symbols',
  /** Fallback when no call_end icon is found: the leave button by its label in each UI language. */
  leaveCallButton: attributeSelector('button', 'aria-label', inEveryLanguage(LEAVE_CALL_LABELS)),
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
  /** Fallbacks for the captions button when its icon is not found (de, fr, es, pt-BR, ja unconfirmed). */
  captionsButtonLabels: {
    turnOn: inEveryLanguage({
      en: 'Turn on captions',
      de: 'Untertitel aktivieren',
      fr: 'Activer les sous-titres',
      es: 'Activar subtítulos',
      'pt-BR': 'Ativar legendas',
      ja: '字幕をオンにする',
    }),
    turnOff: inEveryLanguage({
      en: 'Turn off captions',
      de: 'Untertitel deaktivieren',
      fr: 'Désactiver les sous-titres',
      es: 'Desactivar subtítulos',
      'pt-BR': 'Desativar legendas',
      ja: '字幕をオフにする',
    }),
  },
  /** The captions region's aria-label: en, de and ru seen in captures; fr, es, pt-BR, ja unconfirmed. */
  captionsRegionLabels: [
    ...inEveryLanguage({
      en: 'Captions',
      de: 'Untertitel',
      fr: 'Sous-titres',
      es: 'Subtítulos',
      'pt-BR': 'Legendas',
      ja: '字幕',
    }),
    'Субтитры',
  ],
  /**
   * How Meet labels the user's own caption blocks and chat messages; a state in brackets may follow
   * ("You (presenting)", see isSelfLabel). German Meet has used both "Du" and "Sie".
   */
  selfLabels: inEveryLanguage({ en: 'You', de: ['Du', 'Sie'], fr: 'Vous', es: 'Tú', 'pt-BR': 'Você', ja: 'あなた' }),
  titleDecorations: [/^Meet\s*[-–]\s*/, /\s*[-–]\s*Google Meet$/],
  /** The chat row's attribute holding the message id. */
  chatRowId: 'data-message-id',
} as const;

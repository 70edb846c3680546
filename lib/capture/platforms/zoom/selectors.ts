// Every Zoom web client selector and label Sidecue reads, and nothing else. Zoom changes its markup
// without notice; BEM class names have held longest there, and each entry lists its fallbacks.
// ZOOM holds CSS selectors only (capture rules a proxy serves may add to them, see rules.ts);
// ZOOM_FACTS the words, attribute names and patterns.
//
// Labels: en, de, fr, es, pt-BR and ja. Structure first: the leave button's class, the `#captions`
// control, the overlay's classes; words only where Zoom gives nothing else (the captions button's
// state, the "(Host, me)" mark, the leave button's label). The non-English words are written as
// Zoom's client translations show them, unconfirmed on a web client capture.
import type { SelectorRules } from '../../../api/capture-rules';
import { attributeSelector, inEveryLanguage } from '../../core/ui-labels';

/** The footer's leave (or, for the host, end) button's aria-label. */
const LEAVE_LABELS = inEveryLanguage({
  en: ['Leave', 'End'],
  de: ['Verlassen', 'Beenden'],
  fr: ['Quitter', 'Fin'],
  es: ['Salir', 'Finalizar'],
  'pt-BR': ['Sair', 'Encerrar'],
  ja: ['退出', '終了'],
});

export const ZOOM = {
  /** The meeting UI lives in this same-origin iframe of app.zoom.us/wc/…; some versions render it in the top page. */
  meetingFrame: 'iframe#webclient',
  /** Shown only while in the meeting (the footer's leave button). */
  leaveButton: `.footer__leave-btn, ${attributeSelector('button', 'aria-label', LEAVE_LABELS)}`,

  /** The captions control: `#captions` holds (or is) a button reading "Show Captions" / "Hide Captions" (localized). */
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
  /** The captions button's words, lower case: "show" means captions are off. */
  captionsButtonWords: {
    show: inEveryLanguage({
      en: 'show captions',
      de: 'untertitel anzeigen',
      fr: 'afficher les sous-titres',
      es: 'mostrar subtítulos',
      'pt-BR': 'mostrar legendas',
      ja: '字幕を表示',
    }),
    hide: inEveryLanguage({
      en: 'hide captions',
      de: 'untertitel ausblenden',
      fr: 'masquer les sous-titres',
      es: 'ocultar subtítulos',
      'pt-BR': 'ocultar legendas',
      ja: '字幕を非表示',
    }),
  },
  /**
   * In a participant's label "(Host, me)": the word marking the user's own entry, per language
   * ("(Hôte, moi)", "(ホスト、自分)"). Whole words only, so "Meeting" or "Menge" do not count.
   */
  selfLabelWords: inEveryLanguage({ en: 'me', de: 'ich', fr: 'moi', es: 'yo', 'pt-BR': 'eu', ja: '自分' }),
  /** Zoom's own decoration of the tab title. */
  titleDecorations: [/\s*[-–|]\s*Zoom$/i, /^Zoom\s*[-–|]\s*/i],
  /** A chat row's id is looked for in these attributes first. */
  chatRowId: ['data-msg-id', 'id'],
  /** How Zoom labels the user in chat. */
  selfLabels: inEveryLanguage({ en: 'Me', de: 'Ich', fr: 'Moi', es: 'Yo', 'pt-BR': 'Eu', ja: '自分' }),
} as const;

// What Meet, Teams and Zoom show in each UI language, for the fake pages: written here as the products
// show them, apart from the selector files, so a test fails when a selector file lacks a word.
import type { UiLanguage } from '../../../lib/capture/core/ui-labels';

export interface MeetWords {
  self: string;
  selfPresenting: string;
  captionsRegion: string;
  turnOnCaptions: string;
  turnOffCaptions: string;
  leaveCall: string;
  jumpToBottom: string;
}

export interface TeamsWords {
  self: string;
  unknown: string;
  liveCaptions: string;
  leave: string;
}

export interface ZoomWords {
  /** The user's own entry in the participants panel. */
  hostMe: string;
  chatMe: string;
  showCaptions: string;
  hideCaptions: string;
  leave: string;
}

export const MEET_WORDS: Record<UiLanguage, MeetWords> = {
  en: {
    self: 'You',
    selfPresenting: 'You (presenting)',
    captionsRegion: 'Captions',
    turnOnCaptions: 'Turn on captions',
    turnOffCaptions: 'Turn off captions',
    leaveCall: 'Leave call',
    jumpToBottom: 'Jump to bottom',
  },
  de: {
    self: 'Du',
    selfPresenting: 'Du (präsentierst)',
    captionsRegion: 'Untertitel',
    turnOnCaptions: 'Untertitel aktivieren',
    turnOffCaptions: 'Untertitel deaktivieren',
    leaveCall: 'Anruf verlassen',
    jumpToBottom: 'Zum Ende springen',
  },
  fr: {
    self: 'Vous',
    selfPresenting: 'Vous (présentation)',
    captionsRegion: 'Sous-titres',
    turnOnCaptions: 'Activer les sous-titres',
    turnOffCaptions: 'Désactiver les sous-titres',
    leaveCall: "Quitter l'appel",
    jumpToBottom: 'Aller en bas',
  },
  es: {
    self: 'Tú',
    selfPresenting: 'Tú (presentando)',
    captionsRegion: 'Subtítulos',
    turnOnCaptions: 'Activar subtítulos',
    turnOffCaptions: 'Desactivar subtítulos',
    leaveCall: 'Salir de la llamada',
    jumpToBottom: 'Ir al final',
  },
  'pt-BR': {
    self: 'Você',
    selfPresenting: 'Você (apresentando)',
    captionsRegion: 'Legendas',
    turnOnCaptions: 'Ativar legendas',
    turnOffCaptions: 'Desativar legendas',
    leaveCall: 'Sair da chamada',
    jumpToBottom: 'Ir para o final',
  },
  ja: {
    self: 'あなた',
    selfPresenting: 'あなた（プレゼンテーション中）',
    captionsRegion: '字幕',
    turnOnCaptions: '字幕をオンにする',
    turnOffCaptions: '字幕をオフにする',
    leaveCall: '通話から退出',
    jumpToBottom: '一番下に移動',
  },
};

export const TEAMS_WORDS: Record<UiLanguage, TeamsWords> = {
  en: { self: 'You', unknown: 'Unknown', liveCaptions: 'Live Captions', leave: 'Leave' },
  de: { self: 'Sie', unknown: 'Unbekannt', liveCaptions: 'Liveuntertitel', leave: 'Verlassen' },
  fr: { self: 'Vous', unknown: 'Inconnu', liveCaptions: 'Sous-titres en direct', leave: 'Quitter' },
  es: { self: 'Tú', unknown: 'Desconocido', liveCaptions: 'Subtítulos en directo', leave: 'Salir' },
  'pt-BR': { self: 'Você', unknown: 'Desconhecido', liveCaptions: 'Legendas ao vivo', leave: 'Sair' },
  ja: { self: 'あなた', unknown: '不明', liveCaptions: 'ライブ キャプション', leave: '退出' },
};

export const ZOOM_WORDS: Record<UiLanguage, ZoomWords> = {
  en: {
    hostMe: '(Host, me)',
    chatMe: 'Me',
    showCaptions: 'Show Captions',
    hideCaptions: 'Hide Captions',
    leave: 'Leave',
  },
  de: {
    hostMe: '(Host, ich)',
    chatMe: 'Ich',
    showCaptions: 'Untertitel anzeigen',
    hideCaptions: 'Untertitel ausblenden',
    leave: 'Verlassen',
  },
  fr: {
    hostMe: '(Hôte, moi)',
    chatMe: 'Moi',
    showCaptions: 'Afficher les sous-titres',
    hideCaptions: 'Masquer les sous-titres',
    leave: 'Quitter',
  },
  es: {
    hostMe: '(Anfitrión, yo)',
    chatMe: 'Yo',
    showCaptions: 'Mostrar subtítulos',
    hideCaptions: 'Ocultar subtítulos',
    leave: 'Salir',
  },
  'pt-BR': {
    hostMe: '(Anfitrião, eu)',
    chatMe: 'Eu',
    showCaptions: 'Mostrar legendas',
    hideCaptions: 'Ocultar legendas',
    leave: 'Sair',
  },
  ja: {
    hostMe: '(ホスト、自分)',
    chatMe: '自分',
    showCaptions: '字幕を表示',
    hideCaptions: '字幕を非表示',
    leave: '退出',
  },
};

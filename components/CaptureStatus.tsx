import { type MessageKey, t } from '../lib/i18n/messages';
import type { CaptureState, Platform, ServedRulesInUse } from '../lib/messaging/capture-protocol';

const captureStateWords: Record<CaptureState, MessageKey> = {
  waiting: 'panelStateWaiting',
  captions_off: 'panelStateCaptionsOff',
  captions_on: 'panelStateListening',
  capture_unverified: 'panelStateUnverified',
  ended: 'panelStateEnded',
};

/** Support chat tools have no call and no captions: only an open conversation or none. */
const chatStateWords: Record<CaptureState, MessageKey> = {
  waiting: 'panelChatStateNone',
  captions_off: 'panelChatStateNone',
  captions_on: 'panelChatStateReading',
  capture_unverified: 'panelChatStateUnverified',
  ended: 'panelChatStateClosed',
};

const chatTools: ReadonlySet<Platform> = new Set<Platform>([
  'zendesk',
  'intercom',
  'hubspot',
  'freshdesk',
  'front',
  'whatsapp',
  'recipe',
]);

export function isChatTool(platform: Platform): boolean {
  return chatTools.has(platform);
}

/** Where each platform hides its captions toggle, when the general words would not find it. */
const captionsOffWords: Partial<Record<Platform, MessageKey>> = {
  teams: 'panelStateCaptionsOffTeams',
  zoom: 'panelStateCaptionsOffZoom',
};

export function captureStatusWords(state: CaptureState, platform: Platform): string {
  if (isChatTool(platform)) return t(chatStateWords[state]);
  return t((state === 'captions_off' && captionsOffWords[platform]) || captureStateWords[state]);
}

/** Which capture rules the page used, for a report to whoever maintains the proxy's rules. */
export function rulesInUseWords(rules: ServedRulesInUse | undefined): string {
  if (!rules) return t('panelRulesBuiltIn');
  const published = new Date(rules.published).toLocaleDateString(undefined, { dateStyle: 'medium' });
  return t('panelRulesFromProxy', rules.version, published);
}

export type ChipTone = 'ok' | 'warn' | 'neutral';

/** The capture state in a word or two, for the header's chip; the tone colours it, the words carry it. */
export function captureChip(
  state: CaptureState,
  platform: Platform,
  paused: boolean,
): { words: string; tone: ChipTone } {
  const [key, tone] = paused ? (['panelChipPaused', 'warn'] as const) : chipOf(state, isChatTool(platform));
  return { words: t(key), tone };
}

function chipOf(state: CaptureState, chat: boolean): readonly [MessageKey, ChipTone] {
  switch (state) {
    case 'captions_on':
      return [chat ? 'panelChipReading' : 'panelChipListening', 'ok'];
    case 'captions_off':
      return chat ? ['panelChipWaiting', 'neutral'] : ['panelChipCaptionsOff', 'warn'];
    case 'capture_unverified':
      return ['panelChipNotReading', 'warn'];
    case 'ended':
      return [chat ? 'panelChipClosed' : 'panelChipEnded', 'neutral'];
    case 'waiting':
      return ['panelChipWaiting', 'neutral'];
  }
}

export function CaptureChip({ state, platform, paused }: { state: CaptureState; platform: Platform; paused: boolean }) {
  const { words, tone } = captureChip(state, platform, paused);
  return <span className={`chip chip-${tone}`}>{words}</span>;
}

/** States the chip says all of: their explanation is kept for screen readers only. */
const selfEvident: ReadonlySet<CaptureState> = new Set<CaptureState>(['captions_on', 'ended']);

/**
 * What the capture state means and what to do next. Always rendered, so the live region exists
 * before it changes; shown only when the state asks something of the user.
 */
export function CaptureStatus({
  state,
  platform,
  rules,
}: {
  state: CaptureState;
  platform: Platform;
  rules?: ServedRulesInUse;
}) {
  const warn = state === 'capture_unverified' || (state === 'captions_off' && !isChatTool(platform));
  const className = selfEvident.has(state) ? 'visually-hidden' : warn ? 'status status-warn' : 'status';
  return (
    <p className={className} role="status">
      {captureStatusWords(state, platform)}
      {state === 'capture_unverified' && ` ${rulesInUseWords(rules)}`}
    </p>
  );
}

import type { CaptureState, Platform, ServedRulesInUse } from '../lib/messaging/capture-protocol';

const captureStateWords: Record<CaptureState, string> = {
  waiting: 'Join the call to start.',
  captions_off: 'Turn on captions (CC) in the meeting so Sidecue can follow the conversation.',
  captions_on: 'Listening.',
  capture_unverified:
    'Captions are on but nothing could be read for a while: capture may not work with this version of the page.',
  ended: 'The call has ended.',
};

/** Support chat tools have no call and no captions: only an open conversation or none. */
const chatStateWords: Record<CaptureState, string> = {
  waiting: 'No conversation is open: open a ticket or chat to start.',
  captions_off: 'No conversation is open: open a ticket or chat to start.',
  captions_on: 'Reading this conversation.',
  capture_unverified:
    'Capture is not working on this version of the page: no message of this conversation could be read.',
  ended: 'The conversation was closed.',
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
const captionsOffWords: Partial<Record<Platform, string>> = {
  teams:
    'Turn on live captions in Teams (More > Language and speech > Show live captions) so Sidecue can follow the conversation.',
  zoom: 'Turn on captions in Zoom (Captions > Show Captions in the meeting toolbar) so Sidecue can follow the conversation.',
};

export function captureStatusWords(state: CaptureState, platform: Platform): string {
  if (isChatTool(platform)) return chatStateWords[state];
  return (state === 'captions_off' && captionsOffWords[platform]) || captureStateWords[state];
}

/** Which capture rules the page used, for a report to whoever maintains the proxy's rules. */
export function rulesInUseWords(rules: ServedRulesInUse | undefined): string {
  if (!rules) return "Rules in use: Sidecue's built-in rules.";
  const published = new Date(rules.published).toLocaleDateString(undefined, { dateStyle: 'medium' });
  return `Rules in use: version ${rules.version} from your proxy (published ${published}), then Sidecue's built-in rules.`;
}

export type ChipTone = 'ok' | 'warn' | 'neutral';

/** The capture state in a word or two, for the header's chip; the tone colours it, the words carry it. */
export function captureChip(
  state: CaptureState,
  platform: Platform,
  paused: boolean,
): { words: string; tone: ChipTone } {
  if (paused) return { words: 'Paused', tone: 'warn' };
  const chat = isChatTool(platform);
  switch (state) {
    case 'captions_on':
      return { words: chat ? 'Reading' : 'Listening', tone: 'ok' };
    case 'captions_off':
      return chat ? { words: 'Waiting', tone: 'neutral' } : { words: 'Captions off', tone: 'warn' };
    case 'capture_unverified':
      return { words: 'Not reading', tone: 'warn' };
    case 'ended':
      return { words: chat ? 'Closed' : 'Ended', tone: 'neutral' };
    default:
      return { words: 'Waiting', tone: 'neutral' };
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

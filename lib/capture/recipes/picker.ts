// The element picker injected into the active tab: a highlight follows the pointer, one click picks a
// message, Esc cancels. It draws only in its own shadow root on a zero-size host and blocks the page's
// own reaction to that one click; everything it added is removed when it ends.
import { t } from '../../i18n/messages';
import type { PickOutcome } from '../../messaging/picker-protocol';
import { inferRecipe } from './infer';

/** The host element's attribute: how a later injection (or a test) finds a picker still open. */
export const PICKER_ATTRIBUTE = 'data-sidecue-picker';
/** Where the open picker's cancel lives in the extension's isolated world, for the panel's Cancel. */
export const PICKER_CANCEL_KEY = 'sidecuePickerCancel';

export interface ElementPicker {
  /** The element clicked, or null when cancelled. */
  result: Promise<Element | null>;
  cancel(): void;
}

const BLOCKED_EVENTS = [
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'dblclick',
  'auxclick',
  'contextmenu',
] as const;

export function startElementPicker(doc: Document): ElementPicker {
  const view = doc.defaultView!;
  const host = doc.createElement('sidecue-picker');
  host.setAttribute(PICKER_ATTRIBUTE, '');
  // A zero-size fixed host lays nothing out; the page's styles cannot reach into a closed shadow root.
  host.style.cssText =
    'all: initial; position: fixed; top: 0; left: 0; width: 0; height: 0; z-index: 2147483647; pointer-events: none;';
  const shadow = host.attachShadow({ mode: 'closed' });
  const box = doc.createElement('div');
  box.style.cssText =
    'position: fixed; display: none; box-sizing: border-box; border: 2px solid #1f5fbf; background: rgba(31, 95, 191, 0.12); border-radius: 3px; pointer-events: none;';
  const hint = doc.createElement('div');
  hint.textContent = t('recipePickerHint');
  hint.style.cssText =
    'position: fixed; top: 8px; left: 50%; transform: translateX(-50%); font: 13px/1.4 system-ui, sans-serif; color: #fff; background: #1b1f24; padding: 6px 10px; border-radius: 6px; pointer-events: none;';
  shadow.append(box, hint);
  doc.documentElement.append(host);

  let finish: (picked: Element | null) => void = () => undefined;
  const result = new Promise<Element | null>((resolve) => (finish = resolve));

  const pageElement = (event: Event) => {
    const target = event.target;
    return target instanceof view.Element && target !== host && target !== doc.documentElement && target !== doc.body
      ? target
      : null;
  };
  const onMove = (event: Event) => {
    const target = pageElement(event);
    if (!target) return;
    const rect = target.getBoundingClientRect();
    Object.assign(box.style, {
      display: 'block',
      top: `${rect.top}px`,
      left: `${rect.left}px`,
      width: `${rect.width}px`,
      height: `${rect.height}px`,
    });
  };
  const swallow = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const onClick = (event: Event) => {
    swallow(event);
    const target = pageElement(event);
    if (target) end(target);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    swallow(event);
    end(null);
  };
  const listeners: [string, EventListener][] = [
    ['mousemove', onMove],
    ['click', onClick],
    ['keydown', onKey as EventListener],
    ...BLOCKED_EVENTS.map((type): [string, EventListener] => [type, swallow]),
  ];
  for (const [type, listener] of listeners) view.addEventListener(type, listener, true);

  function end(picked: Element | null) {
    for (const [type, listener] of listeners) view.removeEventListener(type, listener, true);
    host.remove();
    finish(picked);
  }
  return { result, cancel: () => end(null) };
}

/** What the injected script does: pick, then infer, handing the panel plain data. */
export async function pickChat(doc: Document): Promise<PickOutcome> {
  const world = globalThis as unknown as Record<string, (() => void) | undefined>;
  world[PICKER_CANCEL_KEY]?.(); // a picker left open by an earlier click ends first
  const picker = startElementPicker(doc);
  world[PICKER_CANCEL_KEY] = picker.cancel;
  const element = await picker.result;
  if (world[PICKER_CANCEL_KEY] === picker.cancel) world[PICKER_CANCEL_KEY] = undefined;
  if (!element) return { kind: 'cancelled' };
  try {
    const inferred = inferRecipe(element);
    return inferred.ok ? { kind: 'picked', picked: inferred.picked } : { kind: 'failed', reason: inferred.reason };
  } catch {
    return { kind: 'failed', reason: t('recipePickerUnreadable') };
  }
}

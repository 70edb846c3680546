// @vitest-environment jsdom
// The element picker leaves the page as it found it, keeps the click from the page, and hands back inference.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickChat, PICKER_ATTRIBUTE, PICKER_CANCEL_KEY, startElementPicker } from '../../../lib/capture/recipes/picker';
import { elementWithText, SUPPORT_WIDGET } from '../../recipes/fixtures';

afterEach(() => {
  document.body.innerHTML = '';
  for (const el of document.querySelectorAll(`[${PICKER_ATTRIBUTE}]`)) el.remove();
});

const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const pressEscape = () =>
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));

describe('element picker', () => {
  it('adds only its own host while open, and leaves the page exactly as it was', async () => {
    document.body.innerHTML = SUPPORT_WIDGET;
    const before = document.documentElement.outerHTML;
    const picker = startElementPicker(document);
    expect(document.querySelectorAll(`[${PICKER_ATTRIBUTE}]`)).toHaveLength(1);
    const target = elementWithText(document, 'Great, can you refund');
    target.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    click(target);
    expect(await picker.result).toBe(target);
    expect(document.documentElement.outerHTML).toBe(before);
  });

  it('keeps the picking click and the presses around it from the page', async () => {
    document.body.innerHTML = '<a href="#x">link</a>';
    const link = document.querySelector('a')!;
    const pageHeard = vi.fn();
    for (const type of ['click', 'mousedown', 'mouseup', 'pointerdown']) link.addEventListener(type, pageHeard);
    const picker = startElementPicker(document);
    for (const type of ['pointerdown', 'mousedown', 'mouseup'])
      link.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));
    click(link);
    await picker.result;
    expect(pageHeard).not.toHaveBeenCalled();
    click(link); // after picking, the page works as before
    expect(pageHeard).toHaveBeenCalledOnce();
  });

  it('Esc cancels and removes everything', async () => {
    const picker = startElementPicker(document);
    pressEscape();
    expect(await picker.result).toBeNull();
    expect(document.querySelector(`[${PICKER_ATTRIBUTE}]`)).toBeNull();
  });

  it('pickChat infers from the clicked message; the panel’s cancel ends an open pick', async () => {
    document.body.innerHTML = SUPPORT_WIDGET;
    const outcome = pickChat(document);
    click(elementWithText(document, 'Great, can you refund'));
    const done = await outcome;
    expect(done.kind).toBe('picked');
    if (done.kind === 'picked') expect(done.picked.recipe.row).toBe('li.msg');

    const second = pickChat(document);
    (globalThis as unknown as Record<string, () => void>)[PICKER_CANCEL_KEY]!();
    expect(await second).toEqual({ kind: 'cancelled' });
    expect(document.querySelector(`[${PICKER_ATTRIBUTE}]`)).toBeNull();
  });

  it('a second pick ends the one left open', async () => {
    const first = pickChat(document);
    const second = pickChat(document);
    expect(await first).toEqual({ kind: 'cancelled' });
    expect(document.querySelectorAll(`[${PICKER_ATTRIBUTE}]`)).toHaveLength(1);
    pressEscape();
    expect(await second).toEqual({ kind: 'cancelled' });
  });
});

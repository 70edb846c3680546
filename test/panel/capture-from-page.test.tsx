// @vitest-environment jsdom
// The panel's "Capture from this page": pick, preview, correct the speaker, save for the site.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaptureFromPage } from '../../components/CaptureFromPage';
import { describeInjectionError, type PagePickerDeps, type SaveOutcome } from '../../lib/panel/page-picker';
import { inferRecipe } from '../../lib/capture/recipes/infer';
import type { PickedChat, PickOutcome } from '../../lib/messaging/picker-protocol';
import { chatPage, elementWithText, sampleRecipe, TEXT_THEN_NAME } from '../recipes/fixtures';

afterEach(cleanup);

function pickedFrom(html: string, pointAt: string): PickedChat {
  const result = inferRecipe(elementWithText(chatPage(html), pointAt));
  if (!result.ok) throw new Error(result.reason);
  return result.picked;
}

function setup(outcome: PickOutcome, saved: SaveOutcome = { kind: 'saved', recipe: sampleRecipe }) {
  const deps: PagePickerDeps = {
    pick: vi.fn(async () => outcome),
    cancel: vi.fn(async () => undefined),
    save: vi.fn(async () => saved),
  };
  render(<CaptureFromPage tabId={7} deps={deps} />);
  return { deps, user: userEvent.setup() };
}

const previewLines = () =>
  within(screen.getByRole('list', { name: 'Preview' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('capture from this page', () => {
  it('picks in the tab, shows the preview, lets the user swap speaker and text, and saves what is shown', async () => {
    const picked = pickedFrom(TEXT_THEN_NAME, 'Found it');
    const { deps, user } = setup({ kind: 'picked', picked });
    await user.click(screen.getByRole('button', { name: 'Capture from this page' }));
    expect(deps.pick).toHaveBeenCalledWith(7);
    expect(await screen.findByRole('heading', { name: 'Preview for support.example-shop.test' })).toBeTruthy();
    expect(previewLines()).toEqual([
      'Lee Where can I change my delivery address?',
      'Support In your account, under Addresses, for orders not yet shipped.',
      'Lee Found it, thank you very much!',
    ]);

    const speaker = screen.getByLabelText('Speaker');
    await user.selectOptions(speaker, String(picked.textPart));
    expect(previewLines()[0]).toBe('Where can I change my delivery address? Lee');
    await user.selectOptions(speaker, String(picked.speakerPart)); // that part is the text now: swaps back
    expect(previewLines()[0]).toBe('Lee Where can I change my delivery address?');
    await user.selectOptions(speaker, 'none');
    expect(previewLines()[0]).toBe('Customer Where can I change my delivery address?');

    await user.click(screen.getByRole('button', { name: 'Save for this site' }));
    expect(deps.save).toHaveBeenCalledWith(7, { ...picked.recipe, speaker: undefined });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Saved. Sidecue reads support.example-shop.test from now on, also on your next visit.',
    );
    expect(screen.getByRole('button', { name: 'Save for this site' })).toHaveProperty('disabled', true);
  });

  it('says so plainly when the permission is refused, and keeps the preview to try again', async () => {
    const { deps, user } = setup(
      { kind: 'picked', picked: pickedFrom(TEXT_THEN_NAME, 'Found it') },
      { kind: 'denied' },
    );
    await user.click(screen.getByRole('button', { name: 'Capture from this page' }));
    await user.click(await screen.findByRole('button', { name: 'Save for this site' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not saved: Sidecue needs your permission for support.example-shop.test to read it on your next visit.',
    );
    expect(screen.getByRole('list', { name: 'Preview' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save for this site' }));
    expect(deps.save).toHaveBeenCalledTimes(2);
  });

  it('offers Cancel while picking, and comes back to the start when the pick is cancelled', async () => {
    let finish: (outcome: PickOutcome) => void = () => undefined;
    const { deps, user } = setup({ kind: 'cancelled' });
    vi.mocked(deps.pick).mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    await user.click(screen.getByRole('button', { name: 'Capture from this page' }));
    expect(screen.getByRole('status').textContent).toContain('Click one message on the page');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(deps.cancel).toHaveBeenCalledWith(7);
    finish({ kind: 'cancelled' });
    expect(await screen.findByRole('button', { name: 'Capture from this page' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows why picking failed, with the button to try again', async () => {
    const { user } = setup({ kind: 'failed', reason: 'No repeated messages were found around that element.' });
    await user.click(screen.getByRole('button', { name: 'Capture from this page' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No repeated messages were found around that element.');
    expect(screen.getByRole('button', { name: 'Capture from this page' })).toBeTruthy();
  });
});

describe('why the picker could not start', () => {
  it.each([
    [
      'Cannot access a chrome:// URL',
      'Browser pages and extension stores cannot be captured. Open the chat page in this tab first.',
    ],
    [
      'The extensions gallery cannot be scripted.',
      'Browser pages and extension stores cannot be captured. Open the chat page in this tab first.',
    ],
    [
      'Cannot access contents of the page. Extension manifest must request permission to access the respective host.',
      'Sidecue may not read this page yet. Click the Sidecue button in the toolbar while this page is open, then choose “Capture from this page” again.',
    ],
  ])('%s', (message, words) => {
    expect(describeInjectionError(new Error(message))).toBe(words);
  });
});

// @vitest-environment jsdom
// A picked recipe run on the shared chat capture: it captures what the preview showed, follows new
// messages, and reads the same messages under the same ids after a reload.
import { afterEach, describe, expect, it } from 'vitest';
import type { CaptionCapture } from '../../../lib/capture/core/caption-capture';
import { startChatCapture } from '../../../lib/capture/core/chat-capture';
import { recipePlatform } from '../../../lib/capture/recipes/platform';
import { inferRecipe } from '../../../lib/capture/recipes/infer';
import { previewTranscript } from '../../../lib/recipes/preview';
import type { Recipe } from '../../../lib/recipes/recipe';
import { elementWithText, GROUP_CHAT, HASHED_APP, sampleRecipe, SUPPORT_WIDGET } from '../../recipes/fixtures';
import { ManualTimers } from '../support/manual-timers';
import { RecordingSink } from '../support/recording-sink';

let capture: CaptionCapture | undefined;
afterEach(() => capture?.stop());

function showPage(html: string, path = '/conversations/42') {
  history.replaceState(null, '', path);
  document.title = 'Conversation 42';
  document.body.innerHTML = html;
}

function picked(pointAt: string) {
  const result = inferRecipe(elementWithText(document, pointAt));
  if (!result.ok) throw new Error(result.reason);
  const recipe: Recipe = { ...result.picked.recipe, id: 'r', createdAt: 0, updatedAt: 0 };
  return { recipe, preview: previewTranscript(result.picked) };
}

async function run(recipe: Recipe, ownName?: string) {
  const sink = new RecordingSink();
  const timers = new ManualTimers();
  capture = startChatCapture(recipePlatform(recipe, { ownName }), { send: sink, timers, selfName: ownName });
  await timers.advance(1_000);
  return { sink, timers };
}

const said = (sink: RecordingSink) => sink.transcript().map((u) => `${u.speakerName}: ${u.text}`);

describe('a recipe on the shared chat capture', () => {
  it.each([
    ['group chat', GROUP_CHAT, 'It was due last Tuesday'],
    ['support widget', SUPPORT_WIDGET, 'Great, can you refund'],
    ['hashed classes', HASHED_APP, 'Which VAT number'],
  ])('%s: captures what the preview showed', async (_page, html, pointAt) => {
    showPage(html);
    const { recipe, preview } = picked(pointAt);
    const { sink } = await run(recipe);
    expect(said(sink)).toEqual(preview.map((l) => `${l.name}: ${l.text}`));
    expect(sink.meetings.at(-1)).toMatchObject({
      platform: 'recipe',
      title: 'Conversation 42',
      conversationKey: '/conversations/42',
    });
    expect(sink.lastState).toBe('captions_on');
  });

  it('names own messages by the settings name, sides by the recipe, times by the page', async () => {
    showPage(SUPPORT_WIDGET);
    const { sink } = await run(sampleRecipe, 'Sam Okafor');
    const transcript = sink.transcript();
    expect(transcript.map((u) => [u.speakerName, u.side])).toEqual([
      ['Priya Natarajan', 'customer'],
      ['Sam Okafor', 'agent'],
      ['Priya Natarajan', 'customer'],
      ['Sam Okafor', 'agent'],
    ]);
    expect(transcript[0]!.at).toBe(Date.parse('2026-03-02T09:14:00Z'));
  });

  it('follows a new message in a group, naming it after the one above', async () => {
    showPage(GROUP_CHAT);
    const { recipe } = picked('It was due last Tuesday');
    const { sink, timers } = await run(recipe);
    document
      .querySelector('.conversation')!
      .insertAdjacentHTML(
        'beforeend',
        '<div role="row"><div class="message-in" data-id="m7"><span data-testid="selectable-text">Also the invoice is wrong.</span><span class="msg-time">13:55</span></div></div>',
      );
    await timers.advance(1_000);
    expect(said(sink).at(-1)).toBe('Dana Whitfield: Also the invoice is wrong.');
    expect(sink.transcript()).toHaveLength(7);
  });

  it('gives every message the same id after a reload, with or without the page’s own ids', async () => {
    showPage(HASHED_APP);
    const { recipe } = picked('Which VAT number');
    expect(recipe.idAttribute).toBeUndefined(); // ids come from the words here
    const first = (await run(recipe)).sink.transcript().map((u) => u.id);
    capture?.stop();
    showPage(HASHED_APP);
    const second = (await run(recipe)).sink.transcript().map((u) => u.id);
    expect(second).toEqual(first);
    expect(new Set(first).size).toBe(4);
  });

  it('tells two identical replies apart', async () => {
    showPage(`<ul id="c">
      <li class="m"><b>Ann</b><span class="t">Did it work?</span></li><li class="m"><b>Bo</b><span class="t">ok</span></li>
      <li class="m"><b>Ann</b><span class="t">And the second one?</span></li><li class="m"><b>Bo</b><span class="t">ok</span></li></ul>`);
    const recipe: Recipe = {
      ...sampleRecipe,
      container: '#c',
      row: 'li.m',
      speaker: ':scope > b',
      text: ':scope > span.t',
      time: undefined,
      sides: [],
    };
    const { sink } = await run(recipe);
    expect(said(sink)).toEqual(['Ann: Did it work?', 'Bo: ok', 'Ann: And the second one?', 'Bo: ok']);
  });

  it('waits while the page does not show the conversation, and starts once it does', async () => {
    showPage('<p>Loading…</p>');
    const { sink, timers } = await run(sampleRecipe);
    expect(sink.transcript()).toEqual([]);
    document.body.innerHTML = SUPPORT_WIDGET;
    await timers.advance(1_000);
    expect(sink.transcript()).toHaveLength(4);
  });
});

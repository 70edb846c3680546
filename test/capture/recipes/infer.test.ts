// Inference from one picked element, on several kinds of chat markup.
import { describe, expect, it } from 'vitest';
import { inferRecipe, isHashedToken, uniqueSelector } from '../../../lib/capture/recipes/infer';
import type { PickedChat } from '../../../lib/messaging/picker-protocol';
import { previewTranscript, withSpeaker } from '../../../lib/recipes/preview';
import { Recipe } from '../../../lib/recipes/recipe';
import {
  chatPage,
  elementWithText,
  GROUP_CHAT,
  HASHED_APP,
  SUPPORT_WIDGET,
  TEXT_THEN_NAME,
} from '../../recipes/fixtures';

function infer(html: string, pointAt: string): { picked: PickedChat; doc: Document } {
  const doc = chatPage(html);
  const result = inferRecipe(elementWithText(doc, pointAt));
  if (!result.ok) throw new Error(result.reason);
  return { picked: result.picked, doc };
}

const lines = (picked: PickedChat) => previewTranscript(picked).map((l) => `${l.name}: ${l.text}`);

describe('inferring a recipe from one picked message', () => {
  it('group chat: finds every row, carries a name over the messages that do not repeat it, and reads own messages as You', () => {
    const { picked, doc } = infer(GROUP_CHAT, 'It was due last Tuesday');
    expect(lines(picked)).toEqual([
      'Dana Whitfield: Hi, my order #5512 never arrived.',
      'Dana Whitfield: It was due last Tuesday and tracking has not moved since.',
      'You: Sorry about that, Dana. Let me check the carrier for you.',
      'Marco Ruiz: I have the same problem with #5530 😕',
      'Dana Whitfield: Can you send a replacement instead?',
      'Dana Whitfield: I need it before the weekend.',
    ]);
    const { recipe } = picked;
    expect(doc.querySelector(recipe.container)).toBe(doc.querySelector('.conversation'));
    expect(recipe.row).toBe('div[role="row"]');
    expect(recipe.speaker).toContain('[data-testid="author"]');
    expect(recipe.text).toContain('[data-testid="selectable-text"]');
    expect(recipe.time).toContain('.msg-time');
    expect(recipe.idAttribute).toBe('data-id');
    expect(recipe.sides).toEqual([{ match: '.message-out', side: 'agent' }]);
    expect(recipe.origin).toBe('https://support.example-shop.test');
  });

  it('support widget: the user’s messages have no name, only an outgoing mark; time elements are the time', () => {
    const { picked, doc } = infer(SUPPORT_WIDGET, 'Great, can you refund');
    expect(lines(picked)).toEqual([
      'Priya Natarajan: Hello, I was charged twice for my subscription this month.',
      'You: Thanks for writing in. I can see both charges on your account.',
      'Priya Natarajan: Great, can you refund the second one today?',
      'You: Done: the refund is on its way and shows within five working days.',
    ]);
    expect(previewTranscript(picked).map((l) => l.side)).toEqual(['customer', 'agent', 'customer', 'agent']);
    expect(doc.querySelectorAll(picked.recipe.container)).toHaveLength(1);
    expect(doc.querySelector(picked.recipe.container)?.localName).toBe('ol');
    expect(picked.recipe.row).toBe('li.msg');
    expect(picked.recipe.time).toContain('time');
    expect(picked.recipe.sides).toEqual([{ match: '.msg--outgoing', side: 'agent' }]);
  });

  it('hashed classes: rows found by shape, no hashed class in the recipe, a body of paragraphs read whole', () => {
    const { picked, doc } = infer(HASHED_APP, 'Which VAT number');
    expect(lines(picked)).toEqual([
      'Jonas Berg: Our invoices show the wrong VAT number. Could you fix it for March?',
      'Ana Lima: Of course. Which VAT number should they carry?',
      'Jonas Berg: SE556677889901, the one in our profile.',
      'Ana Lima: Updated. The corrected invoice is attached to this thread.',
    ]);
    const selectors = [picked.recipe.row, picked.recipe.speaker, picked.recipe.text, picked.recipe.time].join(' ');
    expect(selectors).not.toMatch(/_[a-z]+_[0-9a-z]{4}/);
    expect(doc.querySelector(picked.recipe.container)).toBe(doc.querySelector('._list_x8k2'));
    expect(picked.recipe.time).toBeDefined();
  });

  it('text before the name: the order is taken from the rows, not assumed', () => {
    const { picked } = infer(TEXT_THEN_NAME, 'Found it');
    expect(lines(picked)).toEqual([
      'Lee: Where can I change my delivery address?',
      'Support: In your account, under Addresses, for orders not yet shipped.',
      'Lee: Found it, thank you very much!',
    ]);
  });

  it('picking the outer row or a deep part gives the same recipe', () => {
    const doc = chatPage(SUPPORT_WIDGET);
    const fromText = inferRecipe(elementWithText(doc, 'Great, can you refund'));
    const fromRow = inferRecipe(doc.querySelectorAll('li.msg')[2]!);
    expect(fromRow).toEqual(fromText);
  });

  it('says so in plain words when the element has no repeated siblings', () => {
    const doc = chatPage('<article><h1>Shipping policy</h1><p>We ship within two days.</p></article>');
    const result = inferRecipe(doc.querySelector('h1')!);
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('No repeated messages') });
  });

  it('yields a recipe the schema accepts once it has an id and times', () => {
    const { picked } = infer(GROUP_CHAT, 'Can you send a replacement');
    expect(Recipe.safeParse({ ...picked.recipe, id: 'r1', createdAt: 1, updatedAt: 1 }).success).toBe(true);
  });
});

describe('correcting which part is the speaker', () => {
  it('choosing the text part as speaker swaps the two', () => {
    const { picked } = infer(TEXT_THEN_NAME, 'Found it');
    const swapped = withSpeaker(picked, picked.textPart);
    expect(lines(swapped)[0]).toBe('Where can I change my delivery address?: Lee');
    expect(swapped.recipe.speaker).toBe(picked.recipe.text);
    expect(swapped.recipe.text).toBe(picked.recipe.speaker);
    expect(lines(withSpeaker(swapped, swapped.textPart))).toEqual(lines(picked));
  });

  it('choosing no speaker names each side by its side', () => {
    const { picked } = infer(SUPPORT_WIDGET, 'Great, can you refund');
    const none = withSpeaker(picked, undefined);
    expect(none.recipe.speaker).toBeUndefined();
    expect(previewTranscript(none).map((l) => l.name)).toEqual(['Customer', 'You', 'Customer', 'You']);
  });

  it('choosing another part reads that part as the name', () => {
    const { picked } = infer(HASHED_APP, 'Which VAT number');
    const time = picked.parts.findIndex((p) => p.samples.includes('10:42 AM'));
    // The time was taken out as the time part, so it is not offered as a speaker.
    expect(time).toBe(-1);
    expect(picked.parts.map((p) => p.samples[0])).toContain('Jonas Berg');
  });
});

describe('selectors', () => {
  it.each([
    ['nMcdL', true],
    ['_row_a91c', true],
    ['css-1x2y3z', true],
    ['sc-kXq12', true],
    ['message-out', false],
    ['msg--outgoing', false],
    ['p-2', false],
  ])('%s is hashed: %s', (token, hashed) => {
    expect(isHashedToken(token)).toBe(hashed);
  });

  it('escapes class names with characters selectors reserve', () => {
    const doc = chatPage(
      '<div class="sm:chat-log"><p>x</p></div><div class="chat"><p>z</p></div><section><b class="42">y</b><b>w</b></section>',
    );
    const log = doc.querySelector('div')!;
    expect(uniqueSelector(log)).toBe('div.sm\\:chat-log');
    expect(doc.querySelector(uniqueSelector(log))).toBe(log);
    // A class starting with a digit is written as the digit's code point (CSS syntax), which Chrome
    // requires; jsdom would also accept a wrong escape, so the text itself is checked.
    const numbered = doc.querySelector('section > b')!;
    expect(uniqueSelector(numbered)).toBe('b.\\34 2');
    expect(doc.querySelector(uniqueSelector(numbered))).toBe(numbered);
  });

  it('a container without id or hook is still found uniquely', () => {
    const doc = chatPage('<div><div class="a"><p>x</p></div><div class="a"><p>y</p></div></div>');
    const second = doc.querySelectorAll('.a')[1]!;
    expect(doc.querySelectorAll(uniqueSelector(second))).toHaveLength(1);
    expect(doc.querySelector(uniqueSelector(second))).toBe(second);
  });
});

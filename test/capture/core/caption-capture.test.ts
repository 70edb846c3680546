// @vitest-environment jsdom
// The shared capture driven by a made-up platform that shares nothing with Meet: a list whose region
// exists only while captions are on, no captions button, and chat rows that carry their own time.
import { afterEach, describe, expect, it } from 'vitest';
import {
  startCaptionCapture,
  type CaptionCapture,
  type CaptionCaptureOptions,
} from '../../../lib/capture/core/caption-capture';
import type { CapturePlatform } from '../../../lib/capture/core/platform';
import { ManualTimers } from '../support/manual-timers';
import { RecordingSink } from '../support/recording-sink';

const text = (el: Element | null | undefined) => el?.textContent?.trim() ?? '';
const elementOf = (node: Node) => (node.nodeType === 1 ? (node as Element) : node.parentElement);

const listPlatform: CapturePlatform = {
  platform: 'teams',
  findCallMarker: (doc) => doc.querySelector('[data-call]'),
  stillInCall: () => true,
  findCaptionsButton: () => null,
  captionsButtonState: () => 'unknown',
  findCaptionsRegion: (doc) => doc.querySelector('[data-captions]'),
  captionBlockOf: (node) => elementOf(node)?.closest('[data-item]') ?? null,
  captionBlocksIn: (region) => [...region.querySelectorAll('[data-item]')],
  readCaptionBlock: (block) => {
    const speakerName = text(block.querySelector('[data-author]'));
    const textEl = block.querySelector('[data-text]');
    return speakerName && textEl ? { speakerName, text: textEl.textContent ?? '' } : null;
  },
  isControl: (node) => elementOf(node)?.closest('button') != null,
  findChatList: (doc) => doc.querySelector('[data-chat]'),
  chatRowOf: (node) => elementOf(node)?.closest('[data-mid]') ?? null,
  chatRowsIn: (node) => {
    const element = node.nodeType === 1 ? (node as Element) : null;
    return element?.matches('[data-mid]') ? [element] : [...(element?.querySelectorAll('[data-mid]') ?? [])];
  },
  readChatRow: (row) => ({
    messageId: row.getAttribute('data-mid')!,
    sender: text(row.querySelector('[data-author]')) || undefined,
    text: text(row.querySelector('[data-text]')),
    at: Number(row.getAttribute('data-mid')),
  }),
  readSelfName: (doc) => text(doc.querySelector('[data-me]')) || undefined,
  selfLabels: ['Me'],
  readMeetingTitle: () => 'Weekly sync',
};

function el(tag: string, attrs: Record<string, string>, content = ''): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
  element.textContent = content;
  return element;
}

function item(author: string, words: string): HTMLElement {
  const block = el('div', { 'data-item': '' });
  block.append(el('span', { 'data-author': '' }, author), el('span', { 'data-text': '' }, words));
  return block;
}

function chatRow(mid: number, author: string | undefined, words: string): HTMLElement {
  const row = el('li', { 'data-mid': String(mid) });
  if (author) row.append(el('b', { 'data-author': '' }, author));
  row.append(el('p', { 'data-text': '' }, words));
  return row;
}

let running: CaptionCapture | undefined;
afterEach(() => running?.stop());

function setUp(options: Partial<CaptionCaptureOptions> = {}) {
  document.body.innerHTML = '';
  document.body.append(el('main', { 'data-call': '' }));
  const timers = new ManualTimers();
  const sink = new RecordingSink();
  running = startCaptionCapture(listPlatform, { send: sink, document, timers, idPrefix: 'test', ...options });
  return { timers, sink };
}

function showCaptions(): HTMLElement {
  const region = el('div', { 'data-captions': '', role: 'list' });
  document.body.append(region);
  return region;
}

describe('the shared capture on a platform other than Meet', () => {
  it('reports captions off while the region is missing and no button says otherwise, on once it shows', async () => {
    const { timers, sink } = setUp();
    await timers.advance(1_000);
    expect(sink.meetings).toEqual([expect.objectContaining({ platform: 'teams', title: 'Weekly sync' })]);
    expect(sink.states.map((s) => s.state)).toEqual(['captions_off']);

    showCaptions();
    await timers.advance(1_000);
    expect(sink.states.map((s) => s.state)).toEqual(['captions_off', 'captions_on']);
  });

  it('turns blocks read through the platform into final utterances, the self label named from settings', async () => {
    const { timers, sink } = setUp({ selfName: 'Sam Park' });
    const region = showCaptions();
    await timers.advance(1_000);
    const first = item('Dana Cho', 'Can we');
    region.append(first);
    await timers.advance(100);
    first.querySelector('[data-text]')!.textContent = 'Can we move the review to Thursday?';
    region.append(item('Me', 'Thursday works.'));
    await timers.advance(30_000);

    expect(sink.transcript().map((u) => [u.speakerName, u.text, u.final])).toEqual([
      ['Dana Cho', 'Can we move the review to Thursday?', true],
      ['Sam Park', 'Thursday works.', true],
    ]);
    expect(timers.pendingCount).toBe(0);
  });

  it('keys chat rows by the page id: an edit is sent again, a re-rendered row is not, and shown rows keep their time', async () => {
    const { timers, sink } = setUp();
    const list = el('ul', { 'data-chat': '' });
    list.append(chatRow(1_699_999_000_000, 'Dana Cho', 'Agenda attached'));
    document.body.append(list);
    await timers.advance(1_000);
    list.append(chatRow(1_699_999_500_000, undefined, 'Thanks'));
    await timers.advance(1_000);
    document.querySelector('[data-mid="1699999500000"] [data-text]')!.textContent = 'Thanks, Dana';
    await timers.advance(1_000);
    list.replaceChildren(chatRow(1_699_999_000_000, 'Dana Cho', 'Agenda attached'));
    await timers.advance(1_000);

    const chat = sink.upserts.filter((u) => u.source === 'chat');
    expect(chat.map((u) => [u.id, u.speakerName, u.text])).toEqual([
      ['chat-1699999000000', 'Dana Cho', 'Agenda attached'],
      ['chat-1699999500000', 'Me', 'Thanks'],
      ['chat-1699999500000', 'Me', 'Thanks, Dana'],
    ]);
    expect(chat[0]!.at).toBe(1_699_999_000_000);
    // A row that arrives live is stamped when it arrives.
    expect(chat[1]!.at).toBeGreaterThanOrEqual(1_700_000_001_000);
  });
});

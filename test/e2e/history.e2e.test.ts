// Saved conversations in real Chromium with the real proxy and embedded engine: save a meeting from
// the panel, find it in History once its tab is closed, export it, share it by id (refused to a
// teammate, opened by the team's creator), rename and delete it; below 100 credits guidance goes
// on unsaved and the panel says why.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api/client.ts';
import { ApiError } from '../../lib/api/errors.ts';
import { createTokenAuthority } from '../../proxy/auth/tokens.ts';
import { openStorage } from '../../proxy/storage/open.ts';
import { configureExtension, openPanelPage, waitForMeetingTab } from '../../scripts/lib/extension-control.ts';
import {
  expectGuidanceArrives,
  hurryPractice,
  practiceDone,
  useCallJourney,
  type CallJourney,
  type PracticeStats,
} from './support/call-journey.ts';

const journey = useCallJourney({ platform: 'meet', query: 'speed=3', settings: { saveConversations: 'on_request' } });

declare const chrome: {
  storage: {
    local: { get(keys: null): Promise<Record<string, unknown>> };
    session: { get(keys: string | null): Promise<Record<string, unknown>> };
  };
};

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = (await Promise.all([page.waitForEvent('download', { timeout: 15_000 }), click()])) as [
    Download,
    undefined,
  ];
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

async function exportAs(page: Page, format: 'markdown' | 'json') {
  const group = page.getByRole('group', { name: 'Export' });
  await group.getByRole('combobox', { name: 'Format' }).selectOption(format);
  return downloaded(page, () => group.getByRole('button', { name: 'Export', exact: true }).click());
}

async function settingsAs(j: CallJourney, user: string, creator: boolean) {
  const token = await createTokenAuthority(j.secret).issue({ user, team: 'sales', creator, days: 1 });
  await configureExtension(j.browser.serviceWorker, {
    proxyUrl: j.proxy.url,
    proxyToken: token,
    displayName: 'Alex Rivera',
    minIntervalSeconds: 2,
    saveConversations: 'on_request',
  });
}

async function openById(history: Page, id: string) {
  const form = history.getByRole('form', { name: 'Open by id' });
  await form.getByRole('textbox', { name: 'Conversation id' }).fill(id);
  await form.getByRole('button', { name: 'Open by id' }).click();
}

describe('saved conversations, end to end', () => {
  it('saves a meeting on request, then History shows, exports, shares, renames and deletes it', async () => {
    const j = journey();
    const { panel } = j;
    await expectGuidanceArrives(panel);
    // Saving only on request: nothing saved yet.
    expect((await j.storedSession())?.analysis.conversationId).toBeUndefined();

    await panel.getByRole('button', { name: 'Save this conversation' }).click();
    const name = panel.getByRole('form', { name: 'Save this conversation' }).getByRole('textbox', { name: 'Name' });
    expect(await name.inputValue()).toMatch(/\(\d{4}-\d\d-\d\d \d\d:\d\d\)$/);
    await name.fill('Acme e2e call');
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await panel.getByText('Saved as “Acme e2e call”: each new guidance is saved into it.').waitFor({ timeout: 15_000 });
    const id = (await j.storedSession())!.analysis.conversationId!;
    expect(id).toBeTruthy();

    // Guidance from now on is saved into it.
    const answered = await j.guidanceCount();
    await panel.getByRole('button', { name: 'Suggest now' }).click();
    await expect.poll(j.guidanceCount, { timeout: 30_000 }).toBeGreaterThan(answered);
    const live = await exportAs(panel, 'markdown');
    expect(live.name).toBe('acme-e2e-call.md');
    expect(live.text).toContain('# Acme e2e call');
    expect(live.text).toContain('## Transcript');
    // The rest of the call only has to end: it plays 4x faster.
    await hurryPractice(j.call, 4);
    const stats = await practiceDone<PracticeStats>(j.call);
    await j.call.close();

    // An unsaved transcript never reaches storage.local: only names, dates and counts do.
    const local = JSON.stringify(await j.browser.serviceWorker.evaluate(() => chrome.storage.local.get(null)));
    expect(stats.utterances.some((u) => u.text.length > 20 && local.includes(u.text))).toBe(false);

    const history = await j.browser.context.newPage();
    await history.goto(`chrome-extension://${j.browser.extensionId}/sidepanel.html?view=history`);
    const list = history.getByRole('list', { name: 'Saved conversations' });
    await list.getByRole('button', { name: 'Acme e2e call' }).click();
    const opened = history.getByRole('article', { name: 'Acme e2e call' });
    const analyses = opened.getByRole('list', { name: 'Saved analyses' }).getByRole('article');
    await expect.poll(() => analyses.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await analyses.first().innerText()).toContain('Last message:');
    const saved = await createApiClient({ baseUrl: j.proxy.url, token: j.token }).getConversation(id);
    expect(await analyses.count()).toBe(saved.analyses.length);

    const markdown = await exportAs(history, 'markdown');
    expect(markdown.text).toContain('# Acme e2e call');
    expect(markdown.text).toContain('## Last messages recorded');
    const json = JSON.parse((await exportAs(history, 'json')).text);
    expect(json).toMatchObject({
      format: 'sidecue-conversation',
      version: 1,
      source: 'saved',
      conversationId: id,
      name: 'Acme e2e call',
    });
    expect(json.guidance.length).toBeGreaterThan(0);

    // Shared by id: a teammate is refused in words, the team's creator sees it.
    await settingsAs(j, 'blake', false);
    await history.reload();
    await openById(history, id);
    await history
      .getByRole('alert')
      .getByText(/This conversation belongs to someone else\./)
      .waitFor({ timeout: 15_000 });
    await settingsAs(j, 'casey', true);
    await openById(history, id);
    await history.getByRole('article', { name: 'Acme e2e call' }).waitFor({ timeout: 15_000 });
    await configureExtension(j.browser.serviceWorker, {
      proxyUrl: j.proxy.url,
      proxyToken: j.token,
      saveConversations: 'on_request',
    });
    await history.reload();

    await list.getByRole('button', { name: 'Acme e2e call' }).click();
    await opened.getByRole('button', { name: 'Rename' }).click();
    await history.getByRole('textbox', { name: 'New name' }).fill('Acme renamed');
    await history.getByRole('button', { name: 'Save name' }).click();
    await history.getByRole('heading', { level: 2, name: 'Acme renamed' }).waitFor({ timeout: 15_000 });
    const client = createApiClient({ baseUrl: j.proxy.url, token: j.token });
    expect((await client.getConversation(id)).name).toBe('Acme renamed');

    await history.getByRole('button', { name: 'Delete', exact: true }).click();
    expect(await history.getByRole('alertdialog').innerText()).toContain('are deleted too');
    await history.getByRole('button', { name: 'Delete for good' }).click();
    await history
      .getByRole('status')
      .getByText('Deleted “Acme renamed” and its saved analyses.')
      .waitFor({ timeout: 15_000 });
    expect(await list.getByRole('button').count()).toBe(0);
    await expect(client.getConversation(id)).rejects.toSatisfy((e) => e instanceof ApiError && e.kind === 'not_found');
  }, 240_000);

  it('saves automatically when set to, and a conversation deleted elsewhere shows as gone once and leaves History', async () => {
    const j = journey();
    await configureExtension(j.browser.serviceWorker, {
      proxyUrl: j.proxy.url,
      proxyToken: j.token,
      displayName: 'Alex Rivera',
      minIntervalSeconds: 2,
    });
    const call = await j.browser.context.newPage();
    await call.goto(j.practice.callUrl('meet', 'speed=3'));
    await call.bringToFront();
    const tabId = await waitForMeetingTab(j.browser.serviceWorker, 20_000, [j.tabId]);
    const panel = await openPanelPage(j.browser.context, j.browser.extensionId, tabId);
    await call.bringToFront();
    await expectGuidanceArrives(panel);
    await panel.getByText(/^Saved as “.+”: each new guidance is saved into it\.$/).waitFor({ timeout: 15_000 });
    const history = await j.browser.context.newPage();
    await history.goto(`chrome-extension://${j.browser.extensionId}/sidepanel.html?view=history`);
    const list = history.getByRole('list', { name: 'Saved conversations' });
    await expect.poll(() => list.getByRole('button').count(), { timeout: 15_000 }).toBe(1);
    const name = await list.getByRole('button').innerText();
    await call.close();
    await panel.close();

    const index = (await j.browser.serviceWorker.evaluate(() => chrome.storage.local.get(null))).history as {
      id: string;
    }[];
    await createApiClient({ baseUrl: j.proxy.url, token: j.token }).deleteConversation(index[0]!.id);

    await list.getByRole('button', { name }).click();
    await history
      .getByRole('status')
      .getByText(`“${name}” no longer exists: it was deleted elsewhere, so it was removed from History.`)
      .waitFor({ timeout: 15_000 });
    expect(await list.getByRole('button').count()).toBe(0);
    expect(await history.getByRole('alert').count()).toBe(0);
    await history.reload();
    await history.getByText('No saved conversations yet.').waitFor({ timeout: 15_000 });
    await history.close();
  }, 180_000);

  it('below 100 credits says saving needs that balance, and guidance goes on unsaved', async () => {
    const j = journey();
    const storage = await openStorage({ kind: 'sqlite', dataDir: j.proxy.config.dataDir }, 'engine');
    await storage.db.updateTable('accounts').set({ credits: 50 }).execute();
    await storage.close();

    const call = await j.browser.context.newPage();
    await call.goto(j.practice.callUrl('meet', 'speed=3'));
    await call.bringToFront();
    const tabId = await waitForMeetingTab(j.browser.serviceWorker, 20_000, [j.tabId]);
    const panel = await openPanelPage(j.browser.context, j.browser.extensionId, tabId);
    await call.bringToFront();
    await expectGuidanceArrives(panel);

    await panel.getByRole('button', { name: 'Save this conversation' }).click();
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    const reason = panel.getByText(/saving needs the service account to hold at least 100 available credits/);
    await reason.waitFor({ timeout: 15_000 });
    expect(await reason.innerText()).toContain('not a fee');
    expect(await panel.getByRole('alert').count()).toBe(0);

    const cards = panel.getByRole('feed', { name: 'Guidance' }).getByRole('article');
    const before = await cards.count();
    await panel.getByRole('button', { name: 'Suggest now' }).click();
    await expect.poll(() => cards.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(before);
    await expect
      .poll(async () => (await panel.getByText(/repeats? hidden/).count()) + (await cards.count()), { timeout: 30_000 })
      .toBeGreaterThan(before);
    const key = `session:${tabId}`;
    const stored = (await j.browser.serviceWorker.evaluate((k) => chrome.storage.session.get(k), key))[key] as {
      analysis: { conversationId?: string };
    };
    expect(stored.analysis.conversationId).toBeUndefined();
    await call.close();
  }, 180_000);

  it('"Delete all local data" in the options leaves nothing of Sidecue in the browser', async () => {
    const j = journey();
    const worker = j.browser.serviceWorker;
    expect(Object.keys(await worker.evaluate(() => chrome.storage.local.get(null)))).toContain('settings');
    const options = await j.browser.context.newPage();
    await options.goto(`chrome-extension://${j.browser.extensionId}/options.html`);
    await options.getByRole('button', { name: 'Delete all local data' }).click();
    await options.getByRole('alertdialog').getByRole('button', { name: 'Delete everything' }).click();
    await options.getByText('Everything Sidecue kept in this browser was deleted.').waitFor({ timeout: 15_000 });
    expect(await worker.evaluate(() => chrome.storage.local.get(null))).toEqual({});
    expect(await worker.evaluate(() => chrome.storage.session.get(null))).toEqual({});
    expect(await options.getByLabel('Proxy URL').inputValue()).toBe('');
  }, 60_000);
});

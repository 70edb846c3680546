// The journey the call tests share: a practice call played in real Chromium with the built
// extension, the real proxy on loopback, and the panel page showing the result; plus the checks
// every platform must pass. Checks that fit any browser take plain values and run in Firefox too.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { createApiClient } from '../../../lib/api/client.ts';
import { guidanceGist } from '../../../proxy/engine/analyze/compose.ts';
import { type CallJourney, startCallJourney } from '../../../scripts/lib/call-session.ts';

export { type CallJourney, type StoredSession, startCallJourney } from '../../../scripts/lib/call-session.ts';

/** What every practice call reports once it has played to the end. */
export interface PracticeStats {
  completed: boolean;
  utterances: { speakerName: string; text: string }[];
  /** Chat messages the call posted (?chat=1), each after the turn of index `afterTurn`. */
  chat?: { afterTurn: number; speakerName: string; text: string }[];
}

/** Waits for the practice call on `page` to end and returns what it played (Playwright or puppeteer page). */
export async function practiceDone<S extends PracticeStats>(page: {
  evaluate(fn: () => unknown): Promise<unknown>;
}): Promise<S> {
  return (await page.evaluate(
    () => (window as unknown as { __practice: { done: Promise<unknown> } }).__practice.done,
  )) as S;
}

/** Waits until a practice page holding at each switch (?hold=switch) stops, or ends; returns what it played so far. */
export async function playedUntilHold<S>(page: Page): Promise<S> {
  return (await page.evaluate(async () => {
    const practice = (window as unknown as { __practice: { holding(): Promise<void>; stats: unknown } }).__practice;
    await practice.holding();
    return JSON.parse(JSON.stringify(practice.stats));
  })) as S;
}

/** Plays the rest of the practice call on `page` `factor` times faster, once a test needs only its end. */
export const hurryPractice = (page: Page, factor: number) =>
  page.evaluate(
    (f) => (window as unknown as { __practice: { hurry(factor: number): void } }).__practice.hurry(f),
    factor,
  );

/** Lets a practice page that holds at each switch go on. */
export const resumePractice = (page: Page) =>
  page.evaluate(() => (window as unknown as { __practice: { resume(): void } }).__practice.resume());

/** The transcript lines the panel must show for a call: one per turn, "Name text", chat messages in between. */
export function expectedLines(stats: PracticeStats): string[] {
  return stats.utterances.flatMap((u, index) => [
    `${u.speakerName} ${u.text}`,
    ...(stats.chat ?? []).filter((m) => m.afterTurn === index).map((m) => `${m.speakerName} ${m.text}`),
  ]);
}

/**
 * Requests carry final wording only: every saved analysis ends with a whole line as finally
 * captioned, never a caption still being transcribed. There are at least `atLeast` of them, every
 * answer the panel got (one in flight when the worker stopped may be saved but never seen).
 */
export async function expectSavedAnalysesEndOnFinalWording(check: {
  proxyUrl: string;
  token: string;
  conversationId: string | undefined;
  expected: string[];
  atLeast: number;
}): Promise<void> {
  expect(check.conversationId).toBeTruthy();
  const saved = await createApiClient({ baseUrl: check.proxyUrl, token: check.token }).getConversation(
    check.conversationId!,
  );
  expect(saved.analyses.length).toBeGreaterThanOrEqual(check.atLeast);
  for (const analysis of saved.analyses) {
    expect(analysis.lastMessage?.speakerRole).toBe('user');
    expect(check.expected).toContain(`${analysis.lastMessage?.speakerName} ${analysis.lastMessage?.content}`);
  }
}

/**
 * Starts the journey before the file's tests and closes it after them; call at the top of a test
 * file, and read the journey inside a test.
 */
export function useCallJourney(options: Parameters<typeof startCallJourney>[0]): () => CallJourney {
  let journey: CallJourney | undefined;
  beforeAll(async () => {
    journey = await startCallJourney(options);
  }, 90_000);
  afterAll(async () => {
    await journey?.close();
  });
  return () => journey!;
}

/**
 * Mid-call, the browser stops the extension's worker; the call then plays to its end, `hurry` times
 * faster: the checks after it need the whole call captured, not its pacing.
 */
export async function stopWorkerAndFinishCall<S extends PracticeStats>(
  journey: CallJourney,
  hurry: number,
): Promise<S> {
  await journey.stopServiceWorker();
  await hurryPractice(journey.call, hurry);
  const stats = await practiceDone<S>(journey.call);
  expect(stats.completed).toBe(true);
  return stats;
}

/** Guidance arrives while the call goes on. */
export async function expectGuidanceArrives(panel: Page): Promise<void> {
  await expect
    .poll(() => panel.getByRole('feed', { name: 'Guidance' }).getByRole('article').count(), { timeout: 60_000 })
    .toBeGreaterThan(0);
}

/** The panel's transcript comes to show exactly `expected`, each line in its final wording. */
export async function expectTranscript(panel: Page, expected: string[]): Promise<void> {
  const transcript = panel.getByRole('log', { name: 'Transcript' });
  await expect
    .poll(
      async () =>
        (await transcript.getByRole('listitem').allTextContents()).map((t) =>
          t.replace(' (still being transcribed)', ''),
        ),
      {
        timeout: 30_000,
      },
    )
    .toEqual(expected);
}

/**
 * Asking twice about an unchanged call gives the same guidance: the repeat is hidden and counted.
 * Returns how many answers the background holds afterwards.
 */
export async function expectRepeatHiddenAfterSuggestTwice(journey: CallJourney): Promise<number> {
  const { panel, guidanceCount } = journey;
  const suggest = panel.getByRole('button', { name: 'Suggest now' });
  for (let ask = 0; ask < 2; ask++) {
    const answered = await guidanceCount();
    await suggest.click();
    // At least one more: an automatic analysis may land in the same moment, on a loaded machine.
    await expect.poll(guidanceCount, { timeout: 30_000 }).toBeGreaterThan(answered);
  }
  // The panel renders each stored update a moment after it is stored (it sits in a background
  // tab here), so shown + hidden is polled until it matches what the background holds.
  const hiddenCount = async () =>
    Number(/(\d+) repeats? hidden/.exec(await panel.locator('body').innerText())?.[1] ?? 0);
  const stored = await guidanceCount();
  const feed = panel.getByRole('feed', { name: 'Guidance' });
  await expect
    .poll(async () => (await feed.getByRole('article').count()) + (await hiddenCount()), { timeout: 10_000 })
    .toBe(stored);
  expect(await hiddenCount()).toBeGreaterThanOrEqual(1);
  return stored;
}

/** No two shown cards say the same thing, whatever wording they quote. */
async function expectShownCardsDistinct(journey: CallJourney): Promise<void> {
  const shown = (await journey.storedSession())!.guidance.filter((entry) => !entry.guidance.isSame);
  const gists = shown.map((entry) => guidanceGist(entry.guidance.elaboration));
  expect(gists.length).toBeGreaterThan(1);
  expect(new Set(gists).size).toBe(gists.length);
}

/** The whole call is summed up once. */
async function expectCallSoFarOnce(panel: Page): Promise<void> {
  expect(await panel.getByRole('region', { name: 'Call so far' }).count()).toBe(1);
}

/**
 * After the call: a repeat is hidden and counted, every saved analysis ends on final wording, no
 * two shown cards say the same thing, and the whole call is summed up once.
 */
export async function expectGuidanceAfterTheCall(journey: CallJourney, expected: string[]): Promise<void> {
  const stored = await expectRepeatHiddenAfterSuggestTwice(journey);
  await expectSavedAnalysesEndOnFinalWording({
    proxyUrl: journey.proxy.url,
    token: journey.token,
    conversationId: (await journey.storedSession())?.analysis.conversationId,
    expected,
    atLeast: stored,
  });
  await expectShownCardsDistinct(journey);
  await expectCallSoFarOnce(journey.panel);
}

// The analysis loop of every tab: asks the proxy for guidance and records the answer or the
// error in the session. Nothing captured is touched here, so a failing proxy loses nothing.
import { createApiClient, type ApiClient } from '../api/client';
import { ApiError, type ApiErrorKind } from '../api/errors';
import { t } from '../i18n/messages';
import { createAnalysisScheduler, type AnalysisScheduler, type RunOutcome } from '../session/scheduler';
import { meetingKey } from '../session/current-user';
import type { SessionStore } from '../session/store';
import type { AnalysisState, GuidanceEntry, MeetingSession } from '../session/types';
import { apiOptionsOf } from '../settings/api-options';
import type { Settings } from '../settings/schema';
import type { HistoryIndex } from '../history/local-index';
import { defaultConversationName, notEnoughCreditsToSave } from '../history/saving';
import { redact } from '../privacy/redact';
import { askRecap, prepareRecap } from './recap';
import { prepareAnalysis } from './request';

/** Older guidance beyond this is dropped from the session (saved analyses stay on the service). */
export const MAX_GUIDANCE_ENTRIES = 300;
/** Failures that pass by themselves (proxy or service down, slow, overloaded): asked again with backoff. */
const PASSING_FAILURES: readonly ApiErrorKind[] = ['unreachable', 'timeout', 'service_down'];
export const ANALYZE_TIMEOUT_MS = 70_000;
export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 15_000;

/** 2, 4, 8, then every 15 s: a 60 s outage costs about eight requests, and guidance resumes within 15 s. */
export function retryDelayMs(consecutiveFailures: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (consecutiveFailures - 1));
}

export interface AnalysisServiceOptions {
  store: SessionStore;
  settings: () => Promise<Settings>;
  makeClient?: (settings: Settings) => ApiClient;
  now?: () => number;
  /** Where saved conversations are listed for History; none in tests that do not look. */
  history?: Pick<HistoryIndex, 'added' | 'analysisSaved'>;
}

export function createAnalysisService(options: AnalysisServiceOptions) {
  const { store } = options;
  const now = options.now ?? Date.now;
  const makeClient =
    options.makeClient ??
    // Longer than the proxy waits for the service (60 s), so its answer, in words, comes through.
    ((s: Settings) => createApiClient({ ...apiOptionsOf(s), timeoutMs: ANALYZE_TIMEOUT_MS }));
  const schedulers = new Map<number, AnalysisScheduler>();
  /** Passing failures in a row, per tab, for the retry backoff. */
  const failures = new Map<number, number>();
  let minIntervalMs = 8_000;

  /** `key`: the session asked about, which the tab may have left meanwhile; without it, the one shown. */
  function patchAnalysis(
    tabId: number,
    patch: (analysis: AnalysisState, session: MeetingSession) => AnalysisState,
    key?: string,
  ) {
    return store.mutate(
      tabId,
      (session) => (session ? { session: { ...session, analysis: patch(session.analysis, session) } } : undefined),
      key,
    );
  }

  function schedulerFor(tabId: number): AnalysisScheduler {
    let scheduler = schedulers.get(tabId);
    if (!scheduler) {
      scheduler = createAnalysisScheduler({
        minIntervalMs: () => minIntervalMs,
        run: () => run(tabId),
        onStatus: (status) => void patchAnalysis(tabId, (analysis) => ({ ...analysis, status })),
        now,
      });
      schedulers.set(tabId, scheduler);
    }
    return scheduler;
  }

  async function run(tabId: number): Promise<RunOutcome | undefined> {
    const settings = await options.settings();
    minIntervalMs = settings.minIntervalSeconds * 1000;
    const session = await store.get(tabId);
    if (!session) return;
    // Everything this request learns goes to the session it was asked for, even once the tab has
    // moved to another conversation.
    const key = meetingKey(session.meeting);
    if (!settings.proxyUrl) {
      await recordError(tabId, key, new ApiError({ kind: 'not_configured' }));
      return;
    }
    const preparation = prepareAnalysis(session, settings.maxMessagesSent, settings.redaction);
    if (!preparation.ready) {
      await patchAnalysis(tabId, (analysis) => ({ ...analysis, waitingReason: preparation.reason }), key);
      return;
    }
    try {
      const client = makeClient(settings);
      const conversationId = await ensureConversation(tabId, key, session, client, settings);
      const request = conversationId
        ? { ...preparation.prepared.request, sessionId: conversationId, persist: true }
        : { ...preparation.prepared.request, persist: false };
      const { guidance } = await client.analyze(request);
      failures.delete(tabId);
      if (conversationId) await options.history?.analysisSaved(conversationId);
      const entry: GuidanceEntry = {
        id: `${now()}-${Math.random().toString(36).slice(2, 8)}`,
        at: now(),
        currentUser: request.currentUser,
        guidance,
        lastUtteranceId: preparation.prepared.lastUtteranceId,
      };
      await store.mutate(
        tabId,
        (current) =>
          current
            ? {
                session: {
                  ...current,
                  guidance: [...current.guidance, entry].slice(-MAX_GUIDANCE_ENTRIES),
                  analysis: {
                    ...current.analysis,
                    lastError: undefined,
                    waitingReason: undefined,
                    windowed: preparation.prepared.windowed,
                    redacted: preparation.prepared.redacted,
                  },
                },
              }
            : undefined,
        key,
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.kind === 'not_found' || error.kind === 'forbidden') {
        // The saved conversation is gone or no longer ours: the next request starts a new one.
        await patchAnalysis(
          tabId,
          (analysis) => ({ ...analysis, conversationId: undefined, conversationName: undefined }),
          key,
        );
      }
      await recordError(tabId, key, error);
      if (error.retryAfterSeconds !== undefined)
        return { notBefore: now() + error.retryAfterSeconds * 1000, retry: true };
      if (PASSING_FAILURES.includes(error.kind)) {
        const failed = (failures.get(tabId) ?? 0) + 1;
        failures.set(tabId, failed);
        return { notBefore: now() + retryDelayMs(failed), retry: true };
      }
    }
  }

  /** With automatic saving, analyses go into one conversation per meeting when the account allows it. */
  async function ensureConversation(
    tabId: number,
    key: string,
    session: MeetingSession,
    client: ApiClient,
    settings: Settings,
  ) {
    const { analysis } = session;
    // While "Save this conversation" is creating one, this analysis goes unsaved rather than create a second.
    if (
      analysis.conversationId ||
      analysis.notSavedReason ||
      analysis.saving ||
      settings.saveConversations !== 'auto'
    ) {
      return analysis.conversationId;
    }
    const created = await createConversation(
      tabId,
      key,
      session,
      client,
      redact(defaultName(session), settings.redaction).text,
    );
    return created.ok ? created.id : undefined;
  }

  const defaultName = (session: MeetingSession) => defaultConversationName(session.meeting);

  /**
   * Creates the conversation and lists it in History. Too few credits is not an error: the session
   * goes on unsaved and says why. Other failures are the caller's to report.
   */
  async function createConversation(
    tabId: number,
    key: string,
    session: MeetingSession,
    client: ApiClient,
    name: string,
  ) {
    await patchAnalysis(tabId, (analysis) => ({ ...analysis, saving: true }), key);
    try {
      const { id } = await client.createConversation({ name });
      await patchAnalysis(
        tabId,
        (analysis) => ({ ...analysis, conversationId: id, conversationName: name, notSavedReason: undefined }),
        key,
      );
      await options.history?.added({ id, name, platform: session.meeting.platform, savedAt: now(), analyses: 0 });
      return { ok: true as const, id };
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'insufficient_credits') {
        await patchAnalysis(tabId, (analysis) => ({ ...analysis, notSavedReason: notEnoughCreditsToSave() }), key);
        return { ok: false as const };
      }
      // Without a saved conversation guidance still works; only saving is skipped.
      if (error instanceof ApiError && ['forbidden', 'not_found'].includes(error.kind)) {
        await patchAnalysis(
          tabId,
          (analysis) => ({ ...analysis, notSavedReason: t('analysisNotSaved', error.words.title) }),
          key,
        );
        return { ok: false as const };
      }
      throw error;
    } finally {
      await patchAnalysis(tabId, (analysis) => ({ ...analysis, saving: undefined }), key);
    }
  }

  function recordError(tabId: number, key: string, error: ApiError) {
    const { title, action } = error.words;
    return patchAnalysis(
      tabId,
      (analysis) => ({
        ...analysis,
        lastError: { kind: error.kind, title, action, retryAfterSeconds: error.retryAfterSeconds, at: now() },
      }),
      key,
    );
  }

  /**
   * Asks for the recap of the session `key` (else the one shown) and keeps it with that session.
   * `auto`: at the end of a call or on leaving a thread, skipped when the recap already covers the last line.
   */
  async function recap(tabId: number, { key, auto = false }: { key?: string; auto?: boolean } = {}) {
    const settings = await options.settings();
    const session = await store.mutate(tabId, () => undefined, key);
    if (!session || session.analysis.recapping) return;
    const sessionKey = meetingKey(session.meeting);
    const lastLine = prepareRecap(session)?.lastUtteranceId;
    if (lastLine === undefined || (auto && session.recap?.lastUtteranceId === lastLine)) return;
    const recordRecapError = (error: ApiError) => {
      const { title, action } = error.words;
      return patchAnalysis(
        tabId,
        (analysis) => ({ ...analysis, recapError: { kind: error.kind, title, action, at: now() } }),
        sessionKey,
      );
    };
    if (!settings.proxyUrl) {
      await recordRecapError(new ApiError({ kind: 'not_configured' }));
      return;
    }
    await patchAnalysis(tabId, (analysis) => ({ ...analysis, recapping: true }), sessionKey);
    try {
      const kept = await askRecap(makeClient(settings), session, settings.redaction, now());
      await store.mutate(
        tabId,
        (current) =>
          current && kept
            ? { session: { ...current, recap: kept, analysis: { ...current.analysis, recapError: undefined } } }
            : undefined,
        sessionKey,
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      await recordRecapError(error);
    } finally {
      await patchAnalysis(tabId, (analysis) => ({ ...analysis, recapping: undefined }), sessionKey);
    }
  }

  return {
    recap,
    /** New final utterances arrived; asks for guidance when automatic suggestions are on. */
    async utterancesFinalized(tabId: number) {
      const settings = await options.settings();
      minIntervalMs = settings.minIntervalSeconds * 1000;
      if (settings.autoSuggest) schedulerFor(tabId).request();
    },
    suggestNow(tabId: number) {
      schedulerFor(tabId).requestNow();
    },
    /** The coached person changed: earlier reasons to wait may no longer hold. */
    currentUserChanged(tabId: number) {
      schedulerFor(tabId).requestNow();
    },
    /** "Save this conversation": analyses from now on go into a new conversation named `name`. */
    async saveConversation(tabId: number, name: string) {
      const settings = await options.settings();
      const session = await store.get(tabId);
      if (!session || session.analysis.conversationId || session.analysis.saving) return;
      const key = meetingKey(session.meeting);
      if (!settings.proxyUrl) {
        await recordError(tabId, key, new ApiError({ kind: 'not_configured' }));
        return;
      }
      try {
        // A name taken from a ticket's subject may hold an address: redacted like everything sent.
        await createConversation(
          tabId,
          key,
          session,
          makeClient(settings),
          redact(name.trim() || defaultName(session), settings.redaction).text,
        );
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        await recordError(tabId, key, error);
      }
    },
    forget(tabId: number) {
      schedulers.get(tabId)?.dispose();
      schedulers.delete(tabId);
      failures.delete(tabId);
    },
  };
}

export type AnalysisService = ReturnType<typeof createAnalysisService>;

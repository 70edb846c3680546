import { useEffect, useId, useRef, useState } from 'react';
import type { EvaluateOutreachResponse, OutreachType } from '../lib/api/contract';
import { browserOutreachDeps, type OutreachDeps } from '../lib/panel/outreach-deps';
import { forgetSelection, watchSelection } from '../lib/panel/pending-selection';
import { useOutreachDrafts } from '../lib/panel/use-outreach-drafts';
import { useTabProfile } from '../lib/panel/use-tab-profile';
import { draftKey, withDraft, withProfileText, type DraftEntry } from '../lib/outreach/drafts';
import {
  characterCount,
  defaultCharLimit,
  EMAIL_WORD_TARGET,
  hasSubject,
  messageTypes,
  parseCharLimit,
  subjectCharLimit,
  wordCount,
  type Count,
} from '../lib/outreach/limits';
import { formatProfile } from '../lib/outreach/profile-text';
import { redact } from '../lib/privacy/redact';
import {
  clipboardText,
  evaluateInput,
  generateInput,
  insertResultWords,
  shortenInput,
  type Prepared,
} from '../lib/outreach/requests';
import { t, type MessageKey } from '../lib/i18n/messages';
import { ABOUT_ME_MAX_CHARS, type Settings } from '../lib/settings/schema';
import { CountLine, EvaluationResult, ProblemNotice } from './OutreachParts';
import { type OutreachAction, useOutreachRun } from './use-outreach-run';

type Draft = Pick<DraftEntry, 'body' | 'subject'>;

const DEFAULT_TYPE: OutreachType = 'linkedin_connection';
const ABOUT_SAVE_DELAY_MS = 600;
const busyWords: Record<OutreachAction, MessageKey> = {
  generate: 'outreachBusyGenerate',
  evaluate: 'outreachBusyEvaluate',
  shorten: 'outreachBusyShorten',
};

interface Evaluation {
  key: string;
  /** What was evaluated, to say when the draft has changed since. */
  input: string;
  result: EvaluateOutreachResponse;
}

/**
 * The Outreach tab: the tab's LinkedIn profile as editable text, the user's own offer, and a draft
 * per profile and message type that Generate writes, Evaluate scores and Shorten fits to the limit.
 * Errors leave the draft as it was.
 */
export function OutreachTab({
  tabId,
  settings,
  deps = browserOutreachDeps,
}: {
  tabId: number | undefined;
  settings: Settings | undefined;
  deps?: OutreachDeps;
}) {
  const id = useId();
  const profile = useTabProfile(tabId);
  const { drafts, change } = useOutreachDrafts();
  const profileKey = profile?.key ?? '';
  const type = drafts?.type ?? DEFAULT_TYPE;
  const key = draftKey(profileKey, type);
  const draft: Draft = drafts?.drafts[key] ?? { body: '', subject: '' };
  const editedProfile = drafts?.profiles[profileKey];
  const profileText = editedProfile?.text ?? (profile ? formatProfile(profile) : '');

  const about = useAboutMe(settings, deps);
  const freeAccount = settings?.linkedinFreeAccount ?? false;
  const typeLimit = defaultCharLimit(type, freeAccount);
  // An edited limit holds for the type (and account kind) it was typed for.
  const [limitEdit, setLimitEdit] = useState<{ type: OutreachType; free: boolean; text: string }>();
  const limitText =
    limitEdit && limitEdit.type === type && limitEdit.free === freeAccount ? limitEdit.text : String(typeLimit ?? '');
  const parsedLimit = parseCharLimit(limitText);
  const charLimit = parsedLimit.ok ? parsedLimit.limit : undefined;

  const { busy, problem, notice, setNotice, run: dispatch } = useOutreachRun();
  const [evaluation, setEvaluation] = useState<Evaluation>();
  const [replaced, setReplaced] = useState<{ key: string; draft: Draft }>();

  /** Replaces a draft with a result or a selection; the draft it replaces can be brought back once. */
  function replaceDraft(atKey: string, previous: Draft, next: Draft) {
    if ((previous.body || previous.subject) && (previous.body !== next.body || previous.subject !== next.subject)) {
      setReplaced({ key: atKey, draft: previous });
    }
    change((d) => withDraft(d, atKey, next, Date.now()), true);
  }

  function edit(next: Draft) {
    change((d) => withDraft(d, key, next, Date.now()));
  }

  function run(action: OutreachAction, source: Draft = draft) {
    // Results go to the draft they were asked for, even if the user moved on meanwhile.
    const at = { key, type };
    const subject = hasSubject(type) ? source.subject : undefined;
    return dispatch(
      action,
      settings,
      (s): Prepared => {
        // The profile is someone else's data: what the options redact never leaves the browser.
        if (action === 'generate') return generateInput(redact(profileText, s.redaction).text, about.value);
        if (action === 'evaluate') return evaluateInput(source.body, subject);
        if (!parsedLimit.ok) return parsedLimit;
        return shortenInput(source.body, charLimit);
      },
      async (input, s) => {
        const client = deps.client(s);
        if (action === 'generate') {
          const result = await client.generateOutreach({ input, type: at.type });
          replaceDraft(at.key, source, {
            body: result.body,
            subject: hasSubject(at.type) ? (result.subject ?? source.subject) : '',
          });
        } else if (action === 'evaluate') {
          const result = await client.evaluateOutreach({ input, type: at.type });
          setEvaluation({ key: at.key, input, result });
        } else {
          const result = await client.shortenOutreach({ input, limit: charLimit! });
          replaceDraft(at.key, source, { body: result.text, subject: source.subject });
        }
      },
    );
  }
  const latestRun = useRef(run);
  latestRun.current = run;
  const latestReplace = useRef(replaceDraft);
  latestReplace.current = replaceDraft;
  const latestDraft = useRef({ key, draft });
  latestDraft.current = { key, draft };

  // Text sent from the context menu: it becomes the draft, then Evaluate or Shorten runs on it.
  const ready = tabId !== undefined && drafts !== undefined && settings !== undefined && profile !== undefined;
  useEffect(() => {
    if (!ready) return;
    const taken = new Set<number>();
    return watchSelection(tabId, (selection) => {
      if (taken.has(selection.at)) return;
      taken.add(selection.at);
      void forgetSelection();
      const { key: atKey, draft: previous } = latestDraft.current;
      const next = { body: selection.text, subject: '' };
      latestReplace.current(atKey, previous, next);
      void latestRun.current(selection.action, next);
    });
  }, [ready, tabId]);

  async function copy() {
    try {
      await deps.copy(clipboardText(draft.body, hasSubject(type) ? draft.subject : undefined));
      setNotice(t('outreachCopied'));
    } catch {
      setNotice(t('outreachCopyFailed'));
    }
  }

  async function insert() {
    setNotice(undefined);
    if (!draft.body.trim()) {
      setNotice(t('outreachNothingToInsert'));
      return;
    }
    if (tabId === undefined) return;
    const subject = hasSubject(type) && draft.subject.trim() ? draft.subject : undefined;
    try {
      setNotice(insertResultWords(await deps.insert(tabId, { type: 'outreach/insert', body: draft.body, subject })));
    } catch {
      setNotice(t('outreachInsertUnreachable'));
    }
  }

  const bodyCounts: Count[] = [];
  if (charLimit !== undefined) bodyCounts.push(characterCount(draft.body, charLimit));
  if (type === 'email') bodyCounts.push(wordCount(draft.body, EMAIL_WORD_TARGET));
  const bodyOver = bodyCounts.some((c) => c.over);
  const subjectLimit = subjectCharLimit(type);
  const subjectCount = subjectLimit !== undefined ? characterCount(draft.subject, subjectLimit) : undefined;
  const shownEvaluation = evaluation?.key === key ? evaluation : undefined;
  const evaluatedInput = evaluateInput(draft.body, hasSubject(type) ? draft.subject : undefined);
  const evaluationStale = shownEvaluation && (!evaluatedInput.ok || evaluatedInput.input !== shownEvaluation.input);

  return (
    <section aria-labelledby={`${id}-heading`} className="outreach">
      <h1 id={`${id}-heading`}>{t('outreachHeading')}</h1>
      <div className="field">
        <label htmlFor={`${id}-profile`}>{t('outreachProfileLabel')}</label>
        <p className="muted">
          {profile
            ? editedProfile
              ? t('outreachProfileEdited', profile.name)
              : t('outreachProfileAsRead', profile.name)
            : t('outreachProfileNone')}
        </p>
        <textarea
          id={`${id}-profile`}
          rows={8}
          value={profileText}
          onChange={(e) => change((d) => withProfileText(d, profileKey, e.target.value, Date.now()))}
        />
        {profile && editedProfile && (
          <button
            type="button"
            className="inline"
            onClick={() => change((d) => withProfileText(d, profileKey, undefined, Date.now()), true)}
          >
            {t('outreachUseProfileAsRead')}
          </button>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-about`}>{t('outreachAboutLabel')}</label>
        <textarea
          id={`${id}-about`}
          rows={3}
          value={about.value}
          placeholder={t('outreachAboutPlaceholder')}
          aria-invalid={about.error ? true : undefined}
          aria-describedby={about.error ? `${id}-about-error` : undefined}
          onChange={(e) => about.set(e.target.value)}
        />
        {about.error && (
          <p id={`${id}-about-error`} className="field-error">
            {about.error}
          </p>
        )}
      </div>
      <div className="controls">
        <div className="field">
          <label htmlFor={`${id}-type`}>{t('outreachTypeLabel')}</label>
          <select
            id={`${id}-type`}
            value={type}
            onChange={(e) => change((d) => ({ ...d, type: e.target.value as OutreachType }), true)}
          >
            {messageTypes.map((option) => (
              <option key={option.type} value={option.type}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-limit`}>{t('outreachLimitLabel')}</label>
          <input
            id={`${id}-limit`}
            type="number"
            inputMode="numeric"
            min={1}
            placeholder={t('outreachLimitNone')}
            value={limitText}
            aria-invalid={parsedLimit.ok ? undefined : true}
            aria-describedby={parsedLimit.ok ? undefined : `${id}-limit-error`}
            onChange={(e) => setLimitEdit({ type, free: freeAccount, text: e.target.value })}
          />
        </div>
        {type === 'linkedin_connection' && (
          <label className="field check">
            <input
              type="checkbox"
              checked={freeAccount}
              disabled={!settings}
              onChange={(e) => void deps.saveSettings({ linkedinFreeAccount: e.target.checked })}
            />
            {t('outreachFreeAccount')}
          </label>
        )}
      </div>
      {!parsedLimit.ok && (
        <p id={`${id}-limit-error`} className="field-error">
          {parsedLimit.error}
        </p>
      )}
      {hasSubject(type) && (
        <div className="field">
          <label htmlFor={`${id}-subject`}>{t('outreachSubjectLabel')}</label>
          <input
            id={`${id}-subject`}
            value={draft.subject}
            aria-invalid={subjectCount?.over ? true : undefined}
            aria-describedby={subjectCount ? `${id}-subject-count` : undefined}
            onChange={(e) => edit({ ...draft, subject: e.target.value })}
          />
          {subjectCount && <CountLine id={`${id}-subject-count`} count={subjectCount} />}
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-draft`}>{t('outreachDraftLabel')}</label>
        <textarea
          id={`${id}-draft`}
          rows={8}
          value={draft.body}
          aria-invalid={bodyOver ? true : undefined}
          aria-describedby={`${id}-count`}
          onChange={(e) => edit({ ...draft, body: e.target.value })}
        />
        <div id={`${id}-count`}>
          {bodyCounts.map((count) => (
            <CountLine key={count.text} count={count} />
          ))}
        </div>
      </div>
      <div className="controls">
        <button type="button" disabled={busy !== undefined || !ready} onClick={() => void run('generate')}>
          {t('outreachGenerate')}
        </button>
        <button type="button" disabled={busy !== undefined || !ready} onClick={() => void run('evaluate')}>
          {t('outreachEvaluate')}
        </button>
        <button type="button" disabled={busy !== undefined || !ready} onClick={() => void run('shorten')}>
          {t('outreachShorten')}
        </button>
        <button type="button" onClick={() => void copy()}>
          {t('outreachCopy')}
        </button>
        <button type="button" disabled={tabId === undefined} onClick={() => void insert()}>
          {t('outreachInsert')}
        </button>
        <button
          type="button"
          disabled={!draft.body && !draft.subject}
          onClick={() => {
            setEvaluation(undefined);
            replaceDraft(key, draft, { body: '', subject: '' });
          }}
        >
          {t('outreachClear')}
        </button>
        {replaced?.key === key && (
          <button
            type="button"
            onClick={() => {
              setReplaced(undefined);
              change((d) => withDraft(d, key, replaced.draft, Date.now()), true);
            }}
          >
            {t('outreachRestore')}
          </button>
        )}
      </div>
      <p className="muted" role="status">
        {busy ? t(busyWords[busy]) : notice}
      </p>
      {problem && <ProblemNotice problem={problem} />}
      {shownEvaluation && (
        <EvaluationResult id={`${id}-score`} result={shownEvaluation.result} stale={evaluationStale === true} />
      )}
    </section>
  );
}

/**
 * "About me and my offer" lives in the settings: typed here, it is saved there shortly after the
 * last keystroke (and before the panel goes away); changed in the options, it shows here.
 */
function useAboutMe(settings: Settings | undefined, deps: OutreachDeps) {
  const [typed, setTyped] = useState<string>();
  const pending = useRef<string | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const save = useRef(() => {});
  save.current = () => {
    clearTimeout(timer.current);
    const value = pending.current;
    pending.current = undefined;
    if (value !== undefined) void deps.saveSettings({ aboutMe: value });
  };
  useEffect(() => {
    const flush = () => save.current();
    addEventListener('pagehide', flush);
    return () => {
      removeEventListener('pagehide', flush);
      flush();
    };
  }, []);
  // A change from the options page shows unless something typed here is still to be saved.
  const stored = settings?.aboutMe;
  // (Stored values are trimmed: what was typed here stays as typed, trailing space included.)
  useEffect(() => {
    setTyped((t) => (pending.current === undefined && t !== undefined && t.trim() !== stored ? undefined : t));
  }, [stored]);

  const value = typed ?? stored ?? '';
  const error =
    value.trim().length > ABOUT_ME_MAX_CHARS
      ? t('outreachAboutTooLong', value.trim().length, ABOUT_ME_MAX_CHARS)
      : undefined;
  return {
    value,
    error,
    set(next: string) {
      setTyped(next);
      clearTimeout(timer.current);
      // Too long: kept here on screen, not saved (the settings would refuse it).
      pending.current = next.trim().length > ABOUT_ME_MAX_CHARS ? undefined : next;
      if (pending.current !== undefined) timer.current = setTimeout(() => save.current(), ABOUT_SAVE_DELAY_MS);
    },
  };
}

// "Draft follow-up": an email written from the recap and "About me and my offer" through the
// outreach route, then Evaluate, Shorten and Copy as in the Outreach tab, and "Open in mail app".
import { useId, useState } from 'react';
import type { EvaluateOutreachResponse } from '../lib/api/contract';
import type { Recap } from '../lib/api/recap';
import { t, type MessageKey } from '../lib/i18n/messages';
import { FOLLOW_UP_CHAR_LIMIT, followUpInput, mailtoUrl } from '../lib/outreach/follow-up';
import { characterCount, EMAIL_WORD_TARGET, parseCharLimit, wordCount } from '../lib/outreach/limits';
import { clipboardText, evaluateInput, shortenInput, type Prepared } from '../lib/outreach/requests';
import { browserOutreachDeps, type OutreachDeps } from '../lib/panel/outreach-deps';
import type { Settings } from '../lib/settings/schema';
import { CountLine, EvaluationResult, ProblemNotice } from './OutreachParts';
import { type OutreachAction, useOutreachRun } from './use-outreach-run';

const busyWords: Record<OutreachAction, MessageKey> = {
  generate: 'followUpBusy',
  evaluate: 'outreachBusyEvaluate',
  shorten: 'outreachBusyShorten',
};

/** `others`: who the conversation was with, besides the user. */
export function FollowUp({
  recap,
  others,
  settings,
  deps = browserOutreachDeps,
}: {
  recap: Recap;
  others: readonly string[];
  settings: Settings | undefined;
  deps?: Pick<OutreachDeps, 'client' | 'copy'>;
}) {
  const id = useId();
  const [draft, setDraft] = useState({ subject: '', body: '' });
  const [limitText, setLimitText] = useState(String(FOLLOW_UP_CHAR_LIMIT));
  const [evaluation, setEvaluation] = useState<{ input: string; result: EvaluateOutreachResponse }>();
  const parsedLimit = parseCharLimit(limitText);
  const limit = parsedLimit.ok ? parsedLimit.limit : undefined;

  const { busy, problem, notice, setNotice, run: dispatch } = useOutreachRun();

  function run(action: OutreachAction) {
    return dispatch(
      action,
      settings,
      (s): Prepared => {
        if (action === 'generate') return followUpInput(recap, others, s.aboutMe);
        if (action === 'evaluate') return evaluateInput(draft.body, draft.subject);
        if (!parsedLimit.ok) return parsedLimit;
        return shortenInput(draft.body, limit);
      },
      async (input, s) => {
        const client = deps.client(s);
        if (action === 'generate') {
          const result = await client.generateOutreach({ input, type: 'email' });
          setDraft({ body: result.body, subject: result.subject ?? draft.subject });
        } else if (action === 'evaluate') {
          setEvaluation({ input, result: await client.evaluateOutreach({ input, type: 'email' }) });
        } else {
          const result = await client.shortenOutreach({ input, limit: limit! });
          setDraft((d) => ({ ...d, body: result.text }));
        }
      },
    );
  }

  async function copy() {
    try {
      await deps.copy(clipboardText(draft.body, draft.subject));
      setNotice(t('outreachCopied'));
    } catch {
      setNotice(t('outreachCopyFailed'));
    }
  }

  const counts = [wordCount(draft.body, EMAIL_WORD_TARGET)];
  if (limit !== undefined) counts.unshift(characterCount(draft.body, limit));
  const evaluated = evaluateInput(draft.body, draft.subject);
  const stale = evaluation !== undefined && (!evaluated.ok || evaluated.input !== evaluation.input);
  const written = draft.body.trim() !== '';
  return (
    <div className="follow-up">
      <div className="controls">
        <button type="button" disabled={busy !== undefined || !settings} onClick={() => void run('generate')}>
          {t('followUpDraft')}
        </button>
      </div>
      {(written || draft.subject) && (
        <>
          <div className="field">
            <label htmlFor={`${id}-subject`}>{t('outreachSubjectLabel')}</label>
            <input
              id={`${id}-subject`}
              value={draft.subject}
              onChange={(e) => setDraft({ ...draft, subject: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-body`}>{t('followUpLabel')}</label>
            <textarea
              id={`${id}-body`}
              rows={10}
              value={draft.body}
              aria-describedby={`${id}-count`}
              onChange={(e) => setDraft({ ...draft, body: e.target.value })}
            />
            <div id={`${id}-count`}>
              {counts.map((count) => (
                <CountLine key={count.text} count={count} />
              ))}
            </div>
          </div>
          <div className="field">
            <label htmlFor={`${id}-limit`}>{t('outreachLimitLabel')}</label>
            <input
              id={`${id}-limit`}
              type="number"
              inputMode="numeric"
              min={1}
              value={limitText}
              aria-invalid={parsedLimit.ok ? undefined : true}
              onChange={(e) => setLimitText(e.target.value)}
            />
          </div>
          <div className="controls">
            <button type="button" disabled={busy !== undefined} onClick={() => void run('evaluate')}>
              {t('outreachEvaluate')}
            </button>
            <button type="button" disabled={busy !== undefined} onClick={() => void run('shorten')}>
              {t('outreachShorten')}
            </button>
            <button type="button" onClick={() => void copy()}>
              {t('outreachCopy')}
            </button>
            <a className="button" href={mailtoUrl(draft.subject, draft.body)} target="_blank" rel="noreferrer">
              {t('followUpOpenMail')}
            </a>
          </div>
        </>
      )}
      <p className="muted" role="status">
        {busy ? t(busyWords[busy]) : notice}
      </p>
      {problem && <ProblemNotice problem={problem} />}
      {evaluation && <EvaluationResult id={`${id}-score`} result={evaluation.result} stale={stale} />}
    </div>
  );
}

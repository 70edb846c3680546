// History: the conversations this browser saved (a local index), each opened from the service
// with its saved analyses; rename, delete, export, and opening a conversation someone shared.
import { useEffect, useId, useMemo, useState } from 'react';
import type { Conversation } from '../lib/api/contract';
import { AnalyzeResponse, readGuidance } from '../lib/api/contract';
import { checklistSoFar, matchedEntries } from '../lib/session/playbook';
import { Checklist } from './Checklist';
import { exportSavedConversation } from '../lib/history/export';
import { searchHistory, type HistoryEntry } from '../lib/history/local-index';
import { historyProblem, type HistoryProblem } from '../lib/history/words';
import { t } from '../lib/i18n/messages';
import { OpenOptionsButton } from './ErrorNotice';
import { browserHistoryDeps, type HistoryDeps } from '../lib/panel/history-deps';
import type { ExportDeps } from '../lib/panel/export-deps';
import { ExportControls } from './ExportControls';
import { platformNames } from './SessionView';
import { ClosedConversation } from './ClosedConversation';
import type { ClosedEntry } from '../lib/history/closed-sessions';
import type { MeetingSession } from '../lib/session/types';

type Opened = { conversation: Conversation; entry?: HistoryEntry };
type OpenedClosed = { entry: ClosedEntry; session: MeetingSession };
type Notice = { kind: 'done'; text: string } | HistoryProblem;

export function HistoryView({ deps }: { deps: HistoryDeps }) {
  const [index, setIndex] = useState<HistoryEntry[] | undefined>();
  const [closedList, setClosedList] = useState<ClosedEntry[]>([]);
  const [openedClosed, setOpenedClosed] = useState<OpenedClosed | undefined>();
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState<Opened | undefined>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | undefined>();
  const searchId = useId();

  useEffect(() => {
    let active = true;
    const reload = () => {
      void deps.index.load().then((loaded) => active && setIndex(loaded));
      void deps.closed?.sessions.list().then((listed) => active && setClosedList(listed));
    };
    reload();
    const stop = deps.watch?.(reload);
    return () => {
      active = false;
      stop?.();
    };
  }, [deps]);

  /** A refusal: a conversation gone is dropped from the index once and the list shown again. */
  async function refused(error: unknown, entry?: HistoryEntry) {
    const problem = historyProblem(error, entry?.name);
    if (problem.kind === 'gone') {
      if (entry) setIndex(await deps.index.remove(entry.id));
      setOpened(undefined);
    }
    setNotice(problem);
  }

  async function open(id: string, entry?: HistoryEntry) {
    setBusy(true);
    setNotice(undefined);
    try {
      const conversation = await (await deps.client()).getConversation(id);
      setOpened({ conversation, entry });
    } catch (error) {
      await refused(error, entry);
    } finally {
      setBusy(false);
    }
  }

  async function rename(name: string) {
    if (!opened) return;
    const { conversation, entry } = opened;
    try {
      await (await deps.client()).renameConversation(conversation.id, name);
      if (entry) setIndex(await deps.index.rename(entry.id, name));
      setOpened({ conversation: { ...conversation, name }, entry: entry && { ...entry, name } });
      setNotice({ kind: 'done', text: t('historyRenamed', name) });
    } catch (error) {
      await refused(error, entry);
    }
  }

  async function remove() {
    if (!opened) return;
    const { conversation, entry } = opened;
    const name = displayName(opened);
    try {
      await (await deps.client()).deleteConversation(conversation.id);
      if (entry) setIndex(await deps.index.remove(entry.id));
      setOpened(undefined);
      setNotice({ kind: 'done', text: t('historyDeleted', name) });
    } catch (error) {
      await refused(error, entry);
    }
  }

  async function openClosed(entry: ClosedEntry) {
    setNotice(undefined);
    const session = await deps.closed?.sessions.get(entry.id);
    if (session) setOpenedClosed({ entry, session });
    else setNotice({ kind: 'gone', text: t('historyClosedGone') });
  }

  const shown = index ? searchHistory(index, query) : [];
  const needle = query.trim().toLocaleLowerCase();
  const shownClosed = closedList.filter((e) => e.name.toLocaleLowerCase().includes(needle));
  return (
    <section aria-labelledby="history-heading">
      <h1 id="history-heading">{t('historyHeading')}</h1>
      {notice && <NoticeLine notice={notice} />}
      {busy && <p className="muted">{t('historyOpening')}</p>}
      {openedClosed && deps.closed ? (
        <ClosedConversation
          key={openedClosed.entry.id}
          entry={openedClosed.entry}
          session={openedClosed.session}
          onBack={() => setOpenedClosed(undefined)}
          recap={async () => {
            const recap = await deps.closed!.recap(openedClosed.session);
            if (recap) await deps.closed!.sessions.setRecap(openedClosed.entry.id, recap);
            return recap;
          }}
          exportDeps={deps.exportDeps}
          now={deps.now ?? Date.now}
        />
      ) : opened ? (
        <OpenedConversation
          key={opened.conversation.id}
          opened={opened}
          onBack={() => setOpened(undefined)}
          onRename={(name) => void rename(name)}
          onDelete={() => void remove()}
          exportDeps={deps.exportDeps}
          now={deps.now ?? Date.now}
        />
      ) : (
        <>
          <div className="field">
            <label htmlFor={searchId}>{t('historySearchLabel')}</label>
            <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
          </div>
          {index === undefined ? (
            <p className="muted">{t('historyLoading')}</p>
          ) : (
            <ul aria-label={t('historyListLabel')} className="history-list">
              {shown.length === 0 && (
                <li className="muted">{index.length === 0 ? t('historyEmpty') : t('historyNoMatch', query.trim())}</li>
              )}
              {shown.map((entry) => (
                <li key={entry.id}>
                  <button type="button" disabled={busy} onClick={() => void open(entry.id, entry)}>
                    {entry.name}
                  </button>{' '}
                  <span className="muted">
                    {platformNames[entry.platform] ?? entry.platform} · {new Date(entry.savedAt).toLocaleString()} ·{' '}
                    {analysesLabel(entry.analyses)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {shownClosed.length > 0 && (
            <>
              <h2>{t('historyClosedHeading')}</h2>
              <ul aria-label={t('historyClosedList')} className="history-list">
                {shownClosed.map((entry) => (
                  <li key={entry.id}>
                    <button type="button" onClick={() => void openClosed(entry)}>
                      {entry.name}
                    </button>{' '}
                    <span className="muted">
                      {platformNames[entry.platform] ?? entry.platform} ·{' '}
                      {t('historyClosedAt', new Date(entry.closedAt).toLocaleString())} ·{' '}
                      {entry.lasting ? t('historyClosedForDays') : t('historyClosedUntilBrowserCloses')}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <OpenById
            disabled={busy}
            onOpen={(id) =>
              void open(
                id,
                index?.find((e) => e.id === id),
              )
            }
          />
        </>
      )}
    </section>
  );
}

export function analysesLabel(count: number): string {
  return t(count === 1 ? 'historyAnalysesOne' : 'historyAnalysesMany', count);
}

function displayName({ conversation, entry }: Opened): string {
  return entry?.name ?? conversation.name ?? t('historyUnnamed');
}

function NoticeLine({ notice }: { notice: Notice }) {
  if (notice.kind === 'done' || notice.kind === 'gone')
    return (
      <p role="status" className="notice">
        {notice.text}
      </p>
    );
  return (
    <div role="alert" className="notice notice-error">
      {notice.text}
      {notice.kind === 'failed' && notice.fixedInOptions && <OpenOptionsButton />}
    </div>
  );
}

function OpenById({ disabled, onOpen }: { disabled: boolean; onOpen(id: string): void }) {
  const [id, setId] = useState('');
  const inputId = useId();
  return (
    <form
      aria-label={t('historyOpenById')}
      className="controls"
      onSubmit={(event) => {
        event.preventDefault();
        if (id.trim()) onOpen(id.trim());
      }}
    >
      <label htmlFor={inputId}>{t('historyIdLabel')}</label>
      <input id={inputId} value={id} onChange={(e) => setId(e.target.value)} autoComplete="off" spellCheck={false} />
      <button type="submit" disabled={disabled || id.trim() === ''}>
        {t('historyOpenById')}
      </button>
    </form>
  );
}

function OpenedConversation({
  opened,
  onBack,
  onRename,
  onDelete,
  exportDeps,
  now,
}: {
  opened: Opened;
  onBack(): void;
  onRename(name: string): void;
  onDelete(): void;
  exportDeps?: ExportDeps;
  now(): number;
}) {
  const { conversation, entry } = opened;
  const name = displayName(opened);
  const [renaming, setRenaming] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const renameId = useId();
  const count = conversation.analyses.length;
  const answers = useMemo(
    () => conversation.analyses.map((a) => readGuidance(AnalyzeResponse.safeParse(a.analysisJsonOpenai).data ?? {})),
    [conversation.analyses],
  );
  const matched = matchedEntries(answers);
  const checklist = checklistSoFar(answers);
  const matchedId = useId();
  return (
    <article aria-label={name}>
      <button type="button" onClick={onBack}>
        {t('historyBack')}
      </button>
      {renaming === undefined ? (
        <h2>{name}</h2>
      ) : (
        <form
          aria-label={t('historyRename')}
          className="controls"
          onSubmit={(event) => {
            event.preventDefault();
            onRename(renaming.trim());
            setRenaming(undefined);
          }}
        >
          <label htmlFor={renameId}>{t('historyNewName')}</label>
          <input id={renameId} value={renaming} maxLength={200} onChange={(e) => setRenaming(e.target.value)} />
          <button type="submit" disabled={renaming.trim() === ''}>
            {t('historySaveName')}
          </button>
          <button type="button" onClick={() => setRenaming(undefined)}>
            {t('historyCancel')}
          </button>
        </form>
      )}
      <p className="muted">
        {entry && `${platformNames[entry.platform] ?? entry.platform} · `}
        {conversation.createdAt && `${new Date(conversation.createdAt).toLocaleString()} · `}
        {analysesLabel(count)}
      </p>
      <p className="muted">
        {t('historyIdToShare')} <code>{conversation.id}</code>
      </p>
      <div className="controls">
        <button type="button" onClick={() => setRenaming(name)} disabled={renaming !== undefined}>
          {t('historyRename')}
        </button>
        <button type="button" onClick={() => setConfirming(true)} disabled={confirming}>
          {t('historyDelete')}
        </button>
      </div>
      {confirming && (
        <div role="alertdialog" aria-label={t('historyDeleteQuestion')} className="notice">
          <p>{t('historyDeleteConfirm', name, analysesLabel(count))}</p>
          <button type="button" onClick={onDelete}>
            {t('historyDeleteForGood')}
          </button>{' '}
          <button type="button" onClick={() => setConfirming(false)}>
            {t('historyKeep')}
          </button>
        </div>
      )}
      <ExportControls
        build={() => exportSavedConversation(conversation, { name, platform: entry?.platform }, now())}
        deps={exportDeps}
      />
      <ol aria-label={t('historySavedAnalyses')} className="feed">
        {count === 0 && <li className="muted">{t('historyNoAnalyses')}</li>}
        {conversation.analyses.map((analysis, i) => {
          const guidance = answers[i]!;
          const last = analysis.lastMessage;
          return (
            <li key={i}>
              <article aria-label={t('historySavedAnalysis', i + 1)} className="guidance">
                <p className="guidance-text" style={{ whiteSpace: 'pre-wrap' }}>
                  {guidance.elaboration || t('historyNoText')}
                </p>
                {last && (
                  <p className="muted">
                    {t('historyLastMessage')} <strong>{last.speakerName}</strong>: {last.content}
                  </p>
                )}
                {analysis.createdAt && <p className="guidance-meta">{new Date(analysis.createdAt).toLocaleString()}</p>}
              </article>
            </li>
          );
        })}
      </ol>
      {matched.length > 0 && (
        <section aria-labelledby={matchedId} className="call-so-far">
          <h3 id={matchedId}>{t('historyPlaybookMatched')}</h3>
          <ul className="checklist-items">
            {matched.map((match) => (
              <li key={match.id}>
                <strong>{match.title}</strong>
                <p className="playbook-said">{t('panelPlaybookSaid', match.speakerName, match.quote)}</p>
                <p className="playbook-answer">{match.answer}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {checklist && <Checklist checklist={checklist} heading="h3" />}
    </article>
  );
}

/** The History tab with the browser's storage and the proxy from the settings. */
export function BrowserHistoryView() {
  const deps = useMemo(browserHistoryDeps, []);
  return <HistoryView deps={deps} />;
}

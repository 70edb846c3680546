// A conversation whose tab was closed, opened from History: its recap (and Recap now), the guidance
// it got, its transcript with the recap's quotes linked, and Export, as the Guidance tab had them.
import { useId, useMemo, useState } from 'react';
import { ApiError } from '../lib/api/errors';
import { exportLiveSession } from '../lib/history/export';
import type { ClosedEntry } from '../lib/history/closed-sessions';
import { t } from '../lib/i18n/messages';
import type { ExportDeps } from '../lib/panel/export-deps';
import type { MeetingSession, SessionError, SessionRecap } from '../lib/session/types';
import { ExportControls } from './ExportControls';
import { RecapView } from './RecapView';
import { platformNames } from './SessionView';
import { type ShownLine, TranscriptLog } from './TranscriptLog';

export function ClosedConversation({
  entry,
  session,
  onBack,
  recap,
  exportDeps,
  now,
}: {
  entry: ClosedEntry;
  session: MeetingSession;
  onBack(): void;
  /** Asks for the recap and keeps it with the closed conversation; throws ApiError. */
  recap(): Promise<SessionRecap | undefined>;
  exportDeps?: ExportDeps;
  now(): number;
}) {
  const [kept, setKept] = useState(session.recap);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<SessionError>();
  const [shownLine, setShownLine] = useState<ShownLine>();
  const guidanceId = useId();
  const dialogue = useMemo(() => session.utterances.filter((u) => u.source !== 'note' && u.final), [session]);
  const shownGuidance = session.guidance.filter((g) => g.guidance.isSame !== true && g.guidance.elaboration);

  async function recapNow() {
    setAsking(true);
    setError(undefined);
    try {
      const next = await recap();
      if (next) setKept(next);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError({ kind: failure.kind, ...failure.words, at: now() });
    } finally {
      setAsking(false);
    }
  }

  return (
    <article aria-label={entry.name}>
      <button type="button" onClick={onBack}>
        {t('historyBack')}
      </button>
      <h2>{entry.name}</h2>
      <p className="muted">
        {platformNames[entry.platform] ?? entry.platform} ·{' '}
        {t('historyClosedAt', new Date(entry.closedAt).toLocaleString())}
      </p>
      <ExportControls build={() => exportLiveSession({ ...session, recap: kept }, now())} deps={exportDeps} />
      <RecapView
        kept={kept}
        asking={asking}
        error={error}
        canAsk={dialogue.some((u) => u.text.trim() !== '')}
        onRecapNow={() => void recapNow()}
        onQuote={(id) => setShownLine((shown) => ({ id, asked: (shown?.asked ?? 0) + 1 }))}
      />
      <section aria-labelledby={guidanceId}>
        <h3 id={guidanceId}>{t('historyGuidanceShown')}</h3>
        {shownGuidance.length === 0 ? (
          <p className="muted">{t('historyNoGuidance')}</p>
        ) : (
          <ol className="feed">
            {shownGuidance.map((g) => (
              <li key={g.id} className="guidance" style={{ whiteSpace: 'pre-wrap' }}>
                {g.guidance.elaboration}
              </li>
            ))}
          </ol>
        )}
      </section>
      <TranscriptLog utterances={dialogue} shown={shownLine} />
    </article>
  );
}

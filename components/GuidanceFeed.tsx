import { t } from '../lib/i18n/messages';
import type { GuidanceEntry } from '../lib/session/types';
import { callSummary, guidanceCards, type CallSummary } from '../lib/panel/guidance-cards';

export function repeatsLabel(count: number): string {
  return count === 1 ? t('panelRepeatHidden') : t('panelRepeatsHidden', count);
}

/** How many lines of the card below were left out because they still hold. */
export function stillAppliesLabel(count: number): string {
  return count === 1 ? t('panelPointStillApplies') : t('panelPointsStillApply', count);
}

function time(at: number): string {
  return new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

/**
 * The cards, newest first and the newest most prominent, each with the advice and the findings
 * that are new since the card before it; then what holds for the whole call, once. Guidance the
 * service marked as a repeat (isSame === true) is counted, not shown.
 * `summaryTitle`: what the summary of the whole conversation is called ("Call so far" in meetings);
 * `emptyHint`: what to do while no guidance has come.
 */
export function GuidanceFeed({
  entries,
  summaryTitle = t('panelCallSoFar'),
  emptyHint,
}: {
  entries: readonly GuidanceEntry[];
  summaryTitle?: string;
  emptyHint: string;
}) {
  const { cards, hidden } = guidanceCards(entries);
  const summary = callSummary(entries);
  return (
    <>
      <section aria-labelledby="guidance-heading" className="guidance-section">
        <h2 id="guidance-heading">{t('panelGuidance')}</h2>
        {hidden > 0 && <p className="muted">{repeatsLabel(hidden)}</p>}
        <div role="feed" aria-label={t('panelGuidance')} aria-busy="false" className="feed">
          {cards.length === 0 && <p className="empty">{emptyHint}</p>}
          {cards.map(({ entry, lines, stillApplies, news }, index) => (
            <article
              key={entry.id}
              aria-label={t('panelCardLabel', entry.currentUser, time(entry.at))}
              aria-posinset={index + 1}
              aria-setsize={cards.length}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a feed's articles take focus, so the keyboard moves card to card
              tabIndex={0}
              className={index === 0 ? 'guidance guidance-latest' : 'guidance'}
            >
              <p className="guidance-meta">
                {index === 0 && <span className="latest">{t('panelLatest')}</span>}
                {t('panelCardMeta', time(entry.at), entry.currentUser)}
              </p>
              <Elaboration lines={lines} />
              {stillApplies > 0 && <p className="muted">{stillAppliesLabel(stillApplies)}</p>}
              {news.length > 0 && (
                <ul className="news" aria-label={t('panelNewSincePrevious')}>
                  {news.map((words) => (
                    // The tag is drawn by CSS from data-tag: the list's name already says it to screen readers.
                    <li key={words} data-tag={t('panelNewTag')}>
                      {words}
                    </li>
                  ))}
                </ul>
              )}
            </article>
          ))}
        </div>
      </section>
      {summary && <SoFar summary={summary} title={summaryTitle} />}
    </>
  );
}

function SoFar({ summary, title }: { summary: CallSummary; title: string }) {
  return (
    <section aria-labelledby="call-so-far-heading" className="call-so-far">
      <h2 id="call-so-far-heading">{title}</h2>
      <dl className="details">
        {summary.rows.map((row) => (
          <div key={row.term}>
            <dt>{row.term}</dt>
            <dd>
              {row.values.length === 1 ? (
                row.values[0]
              ) : (
                <ul>
                  {row.values.map((value, i) => (
                    <li key={i}>{value}</li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="muted">{t('panelAsOf', time(summary.at))}</p>
    </section>
  );
}

/** Bullet lines become a list; other lines stay paragraphs. Always text, never HTML. */
function Elaboration({ lines }: { lines: readonly string[] }) {
  const bullets = lines.filter((line) => /^[-*•]\s+/.test(line));
  if (lines.length > 0 && bullets.length === lines.length) {
    return (
      <ul className="elaboration">
        {bullets.map((line, i) => (
          <li key={i}>{line.replace(/^[-*•]\s+/, '')}</li>
        ))}
      </ul>
    );
  }
  return (
    <div className="elaboration">
      {lines.map((line, i) => (
        <p key={i}>{line}</p>
      ))}
    </div>
  );
}

import { type ReactNode, useRef, useState } from 'react';
import { t } from '../lib/i18n/messages';
import { browserCardDeps, type CardDeps } from '../lib/panel/card-deps';
import {
  type AdviceCard,
  callSummary,
  type CallSummary,
  type FeedCard,
  guidanceCards,
} from '../lib/panel/guidance-cards';
import type { CardDismissal } from '../lib/session/dismissals';
import type { GuidanceEntry } from '../lib/session/types';
import { PlaybookCardBody, type ReplyTarget } from './PlaybookCard';

export function repeatsLabel(count: number): string {
  return count === 1 ? t('panelRepeatHidden') : t('panelRepeatsHidden', count);
}

/** How many lines of the card below were left out because they still hold. */
export function stillAppliesLabel(count: number): string {
  return count === 1 ? t('panelPointStillApplies') : t('panelPointsStillApply', count);
}

function dismissedLabel(count: number): string {
  return count === 1 ? t('panelCardDismissed') : t('panelCardsDismissed', count);
}

function time(at: number): string {
  return new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

/** What "Not useful" on `card` records: playbook cards by their entry, advice cards by their kind. */
function dismissalOf(card: FeedCard): Omit<CardDismissal, 'at'> {
  return card.type === 'playbook'
    ? { card: card.key, kind: card.match.type, entryId: card.match.id }
    : { card: card.key, kind: 'guidance' };
}

/**
 * The cards, newest first and the newest most prominent: each moment once (guidance-cards.ts);
 * then what holds for the whole call, once. Guidance the service marked as a repeat
 * (isSame === true), or that repeats earlier cards, is counted, not shown.
 * `summaryTitle`: what the summary of the whole conversation is called ("Call so far" in meetings);
 * `emptyHint`: what to do while no guidance has come; `dismissed`: the cards marked "Not useful",
 * of which "Undo" shows the last again;
 * `reply`: in a support tool, where a procedure's reply can be inserted.
 */
export function GuidanceFeed({
  entries,
  summaryTitle = t('panelCallSoFar'),
  emptyHint,
  dismissed = [],
  onDismiss,
  onRestore,
  reply,
  deps = browserCardDeps,
}: {
  entries: readonly GuidanceEntry[];
  summaryTitle?: string;
  emptyHint: string;
  dismissed?: readonly CardDismissal[];
  onDismiss(dismissal: Omit<CardDismissal, 'at'>): void;
  onRestore(card: string): void;
  reply?: ReplyTarget;
  deps?: CardDeps;
}) {
  // Hidden (or shown again) at once; the stored dismissals follow when the background has kept them.
  const [dismissedHere, setDismissedHere] = useState<readonly string[]>([]);
  const [restoredHere, setRestoredHere] = useState<ReadonlySet<string>>(new Set());
  const hiddenOrder = [...dismissed.map((d) => d.card), ...dismissedHere].filter((key) => !restoredHere.has(key));
  const hiddenKeys = new Set(hiddenOrder);
  const lastHidden = hiddenOrder.at(-1);
  const { cards, hidden, dismissed: dismissedCount } = guidanceCards(entries, hiddenKeys);
  const summary = callSummary(entries);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dismiss = (card: FeedCard) => {
    setDismissedHere((keys) => [...keys.filter((key) => key !== card.key), card.key]);
    setRestoredHere((keys) => new Set([...keys].filter((key) => key !== card.key)));
    onDismiss(dismissalOf(card));
    // The button goes with its card: focus stays in the feed's section instead of falling to the page.
    headingRef.current?.focus();
  };
  return (
    <>
      <section aria-labelledby="guidance-heading" className="guidance-section">
        <h2 id="guidance-heading" ref={headingRef} tabIndex={-1}>
          {t('panelGuidance')}
        </h2>
        {hidden > 0 && <p className="muted">{repeatsLabel(hidden)}</p>}
        {dismissedCount > 0 && (
          <p className="muted">
            {dismissedLabel(dismissedCount)}{' '}
            {lastHidden !== undefined && (
              <button
                type="button"
                className="undo"
                onClick={() => {
                  setRestoredHere((keys) => new Set([...keys, lastHidden]));
                  setDismissedHere((keys) => keys.filter((key) => key !== lastHidden));
                  onRestore(lastHidden);
                }}
              >
                {t('panelUndoNotUseful')}
              </button>
            )}
          </p>
        )}
        <div role="feed" aria-label={t('panelGuidance')} aria-busy="false" className="feed">
          {cards.length === 0 && <p className="empty">{emptyHint}</p>}
          {cards.map((card, index) => {
            const latest = index === 0;
            const meta = (
              <>
                {latest && <span className="latest">{t('panelLatest')}</span>}
                {t('panelCardMeta', time(card.entry.at), card.entry.currentUser)}
              </>
            );
            const notUseful = (
              <button type="button" className="not-useful" onClick={() => dismiss(card)}>
                {t('panelNotUseful')}
              </button>
            );
            const classes = ['guidance', card.type === 'playbook' && 'playbook', latest && 'guidance-latest'];
            return (
              <article
                key={card.key}
                {...(card.type === 'playbook'
                  ? { 'aria-labelledby': `${card.key}-title` }
                  : { 'aria-label': t('panelCardLabel', card.entry.currentUser, time(card.entry.at)) })}
                aria-posinset={index + 1}
                aria-setsize={cards.length}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a feed's articles take focus, so the keyboard moves card to card
                tabIndex={0}
                className={classes.filter(Boolean).join(' ')}
              >
                {card.type === 'playbook' ? (
                  <PlaybookCardBody
                    titleId={`${card.key}-title`}
                    match={card.match}
                    meta={meta}
                    deps={deps}
                    reply={reply}
                    dismiss={notUseful}
                  />
                ) : (
                  <AdviceCardBody card={card} meta={meta} dismiss={notUseful} />
                )}
              </article>
            );
          })}
        </div>
      </section>
      {summary && <SoFar summary={summary} title={summaryTitle} />}
    </>
  );
}

function AdviceCardBody({ card, meta, dismiss }: { card: AdviceCard; meta: ReactNode; dismiss: ReactNode }) {
  const { lines, stillApplies, news } = card;
  return (
    <>
      <p className="guidance-meta">{meta}</p>
      <Elaboration lines={lines} />
      {stillApplies > 0 && <p className="muted">{stillAppliesLabel(stillApplies)}</p>}
      {news.length > 0 && (
        <ul className="news" aria-label={t('panelNewSincePrevious')}>
          {news.map((finding) => (
            // The tag is drawn by CSS from data-tag: the list's name already says it to screen readers.
            <li key={finding.key} data-tag={t('panelNewTag')} className={finding.quote ? 'news-written' : undefined}>
              {finding.words}
              {finding.quote !== undefined && <span className="news-quote">{t('panelQuoted', finding.quote)}</span>}
              {finding.suggestedReply && <span className="news-reply">{finding.suggestedReply}</span>}
            </li>
          ))}
        </ul>
      )}
      <div className="card-actions">{dismiss}</div>
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

// The Recap region: the conversation summed up, each item's quote a link to its line in the
// transcript; "Recap now" at any time, and the follow-up email written from it.
import { type ReactNode, useId } from 'react';
import type { RecapItem } from '../lib/api/recap';
import { t, type MessageKey } from '../lib/i18n/messages';
import { kindWords } from '../lib/panel/guidance-cards';
import type { SessionError, SessionRecap } from '../lib/session/types';
import { ErrorNotice } from './ErrorNotice';

const time = (at: number) => new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * `canAsk`: something has been said; `onQuote(lineId)` shows a quote's line in the transcript;
 * `children`: what works from the recap (the follow-up).
 */
export function RecapView({
  kept,
  asking,
  error,
  canAsk,
  onRecapNow,
  onQuote,
  children,
}: {
  kept: SessionRecap | undefined;
  asking: boolean;
  error: SessionError | undefined;
  canAsk: boolean;
  onRecapNow(): void;
  onQuote(lineId: string): void;
  children?: ReactNode;
}) {
  const headingId = useId();
  const quote = (said: string) => <Quote said={said} lineId={kept?.lines[said]} onQuote={onQuote} />;
  return (
    <section aria-labelledby={headingId} className="recap">
      <h2 id={headingId}>{t('recapHeading')}</h2>
      <div className="controls">
        <button type="button" onClick={onRecapNow} disabled={!canAsk || asking} title={t('recapNowHint')}>
          {t('recapNow')}
        </button>
      </div>
      <p className="muted" aria-live="polite">
        {asking ? t('recapAsking') : !canAsk ? t('recapNothingSaid') : !kept ? t('recapNone') : ''}
      </p>
      {error && <ErrorNotice error={error} />}
      {kept && (
        <>
          <p className="muted">{t('recapAsOf', time(kept.at))}</p>
          <Part title="recapSummary" count={kept.recap.summary.length}>
            {kept.recap.summary.map((sentence, i) => (
              <li key={i}>{sentence}</li>
            ))}
          </Part>
          <Part title="recapDecisions" count={kept.recap.decisions.length}>
            {kept.recap.decisions.map((item, i) => (
              <Item key={i} item={item} quote={quote} />
            ))}
          </Part>
          <Part title="recapNextSteps" count={kept.recap.nextSteps.length}>
            {kept.recap.nextSteps.map((step, i) => (
              <Item
                key={i}
                item={step}
                quote={quote}
                facts={[step.owner && t('recapOwner', step.owner), step.due && t('recapDue', step.due)]}
              />
            ))}
          </Part>
          <Part title="recapOpenQuestions" count={kept.recap.openQuestions.length}>
            {kept.recap.openQuestions.map((question, i) => (
              <Item key={i} item={question} quote={quote} facts={[t('recapAskedBy', question.speakerName)]} />
            ))}
          </Part>
          <Part title="recapObjections" count={kept.recap.objections.length}>
            {kept.recap.objections.map((objection, i) => (
              <Item
                key={i}
                item={objection}
                quote={quote}
                facts={[
                  t('recapObjectionBy', kindWords(objection.kind), objection.speakerName),
                  t(objection.answered ? 'recapAnswered' : 'recapNotAnswered'),
                ]}
              >
                {objection.answerQuote !== undefined && (
                  <p>
                    {t('recapAnswerLabel')} {quote(objection.answerQuote)}
                  </p>
                )}
              </Item>
            ))}
          </Part>
          {children}
        </>
      )}
    </section>
  );
}

function Part({ title, count, children }: { title: MessageKey; count: number; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="recap-part">
      <h3 id={id}>{t(title)}</h3>
      {count === 0 ? <p className="muted">{t('recapNoItems')}</p> : <ul>{children}</ul>}
    </section>
  );
}

function Item({
  item,
  quote,
  facts = [],
  children,
}: {
  item: RecapItem;
  quote(said: string): ReactNode;
  facts?: (string | undefined)[];
  children?: ReactNode;
}) {
  const shown = facts.filter(Boolean);
  return (
    <li>
      <p>{item.text}</p>
      {shown.length > 0 && <p className="muted">{shown.join(' · ')}</p>}
      <p className="recap-quote">{quote(item.quote)}</p>
      {children}
    </li>
  );
}

/** A quote whose line is in the transcript is a link to it; any other stays text. */
function Quote({ said, lineId, onQuote }: { said: string; lineId: string | undefined; onQuote(id: string): void }) {
  const words = t('recapQuoted', said);
  if (lineId === undefined) return <q>{said}</q>;
  return (
    <button type="button" className="link" title={t('recapShowLine')} onClick={() => onQuote(lineId)}>
      {words}
    </button>
  );
}

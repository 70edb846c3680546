import type { Guidance } from '../lib/api/contract';
import type { GuidanceEntry } from '../lib/session/types';

export function repeatsLabel(count: number): string {
  return `${count} repeat${count === 1 ? '' : 's'} hidden`;
}

function time(at: number): string {
  return new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

/** Newest first; guidance the service marked as a repeat (isSame === true) is counted, not shown. */
export function GuidanceFeed({ entries }: { entries: readonly GuidanceEntry[] }) {
  const shown = entries.filter((entry) => entry.guidance.isSame !== true).reverse();
  const hidden = entries.length - shown.length;
  return (
    <section aria-labelledby="guidance-heading">
      <h2 id="guidance-heading">Guidance</h2>
      {hidden > 0 && <p className="muted">{repeatsLabel(hidden)}</p>}
      <div role="feed" aria-label="Guidance" aria-busy="false" className="feed">
        {shown.length === 0 && <p className="muted">Guidance appears here as the conversation goes on.</p>}
        {shown.map((entry, index) => (
          <article
            key={entry.id}
            aria-label={`Guidance for ${entry.currentUser} at ${time(entry.at)}`}
            aria-posinset={index + 1}
            aria-setsize={shown.length}
            tabIndex={0}
            className="guidance"
          >
            <p className="guidance-meta">
              {time(entry.at)} · for {entry.currentUser}
            </p>
            <Elaboration text={entry.guidance.elaboration} />
            <Details guidance={entry.guidance} />
          </article>
        ))}
      </div>
    </section>
  );
}

/** Bullet lines become a list; other lines stay paragraphs. Always text, never HTML. */
function Elaboration({ text }: { text: string }) {
  const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
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

function Details({ guidance }: { guidance: Guidance }) {
  const { objections, unansweredQuestions, talk, sentiment, nextStep } = guidance;
  const items: { term: string; value: string }[] = [];
  if (objections?.length) items.push({ term: 'Objections', value: objections.map((o) => `${o.kind}: "${o.quote}"`).join('; ') });
  if (unansweredQuestions?.length) {
    items.push({ term: 'Open questions', value: unansweredQuestions.map((q) => `${q.speakerName}: ${q.question}`).join('; ') });
  }
  if (talk) {
    items.push({
      term: 'Talk share',
      value: `${Math.round(talk.currentUserShare * 100)}%, longest stretch ${talk.longestMonologueWords} words`,
    });
  }
  if (sentiment) items.push({ term: 'Sentiment', value: sentiment.turnedNegative ? `${sentiment.trend} (turned negative)` : sentiment.trend });
  if (nextStep) items.push({ term: 'Next step', value: nextStep.agreed ? 'agreed' : (nextStep.suggestion ?? 'not agreed yet') });
  if (items.length === 0) return null;
  return (
    <dl className="details">
      {items.map((item) => (
        <div key={item.term}>
          <dt>{item.term}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

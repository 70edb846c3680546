// What the Outreach tab and the recap's follow-up share: the live count under a draft, and the
// score and findings Evaluate answers.
import type { EvaluateOutreachResponse } from '../lib/api/contract';
import type { ApiErrorKind } from '../lib/api/errors';
import { t, type MessageKey } from '../lib/i18n/messages';
import type { Count } from '../lib/outreach/limits';
import { bySeverity } from '../lib/outreach/requests';
import { ErrorNotice } from './ErrorNotice';

const severityWords = {
  problem: 'outreachSeverityProblem',
  warning: 'outreachSeverityWarning',
  info: 'outreachSeverityInfo',
} as const satisfies Record<string, MessageKey>;

export function CountLine({ id, count }: { id?: string; count: Count }) {
  return (
    <p id={id} className={count.over ? 'count over' : 'count'}>
      {count.text}
    </p>
  );
}

/** `stale`: the draft changed since it was evaluated. */
export function EvaluationResult({
  id,
  result,
  stale,
}: {
  id: string;
  result: EvaluateOutreachResponse;
  stale: boolean;
}) {
  return (
    <section aria-labelledby={id} className="evaluation">
      <h2 id={id}>{t('outreachScore', result.score)}</h2>
      {stale && <p className="muted">{t('outreachEvaluationStale')}</p>}
      <ul aria-label={t('outreachFindings')}>
        {bySeverity(result.findings).map((finding, index) => (
          <li key={`${finding.code}-${index}`} className={`finding finding-${finding.severity}`}>
            <strong>{t(severityWords[finding.severity])}:</strong> {finding.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What went wrong with a request or its input. */
export interface OutreachProblem {
  title: string;
  action?: string;
  /** Set for the proxy's errors: some are fixed in the options. */
  kind?: ApiErrorKind;
}

export function ProblemNotice({ problem }: { problem: OutreachProblem }) {
  return problem.kind ? (
    <ErrorNotice error={{ kind: problem.kind, title: problem.title, action: problem.action ?? '' }} />
  ) : (
    <p className="notice notice-error" role="alert">
      {problem.title}
      {problem.action ? ` ${problem.action}` : ''}
    </p>
  );
}

// The playbook's findings added to an analysis answered elsewhere (the remote service): the proxy
// matches the caller's team playbook itself, since the service knows nothing of it.
import type { AnalyzeRequest } from '../../../lib/api/contract.ts';
import type { PlaybookFile } from '../../../lib/api/playbook.ts';
import { matchPlaybook } from './match.ts';

/**
 * `answer` with `playbook` and `checklist` from the matcher, replacing any the service sent; an
 * answer that is not an object is passed through untouched for the client to reject.
 */
export function withPlaybook(
  answer: unknown,
  playbook: PlaybookFile | undefined,
  request: Pick<AnalyzeRequest, 'transcript' | 'currentUser'>,
): unknown {
  if (!playbook || typeof answer !== 'object' || answer === null || Array.isArray(answer)) return answer;
  const { playbook: _servicePlaybook, checklist: _serviceChecklist, ...rest } = answer as Record<string, unknown>;
  return { ...rest, ...matchPlaybook(playbook, request.transcript, request.currentUser) };
}

// What a conversation's answers add up to from the team's playbook: each matched entry once, and
// the checklist with every item covered so far. Shared by the panel and the export, so both say the
// same. Pure.
import type { Guidance } from '../api/contract';
import type { ChecklistState, PlaybookMatch } from '../api/playbook';

/** Every entry matched in any answer, once each (its first match), in order of first match. */
export function matchedEntries(answers: readonly Guidance[]): PlaybookMatch[] {
  const byId = new Map<string, PlaybookMatch>();
  for (const answer of answers) {
    for (const match of answer.playbook ?? []) if (!byId.has(match.id)) byId.set(match.id, match);
  }
  return [...byId.values()];
}

/**
 * The latest answer's checklist, with each item an earlier answer covered still covered: a line
 * that covered an item stays said even when a later answer (a shorter transcript window, another
 * model) no longer sees it. Undefined while no answer carried a checklist.
 */
export function checklistSoFar(answers: readonly Guidance[]): ChecklistState | undefined {
  const withChecklist = answers.filter((answer) => answer.checklist !== undefined);
  const latest = withChecklist.at(-1)?.checklist;
  if (!latest) return undefined;
  const coveredBy = new Map<string, string | undefined>();
  for (const answer of withChecklist) {
    for (const item of answer.checklist!.items) if (item.covered) coveredBy.set(item.id, item.quote);
  }
  return {
    framework: latest.framework,
    items: latest.items.map((item) => {
      if (item.covered || !coveredBy.has(item.id)) return item;
      const quote = coveredBy.get(item.id);
      return { ...item, covered: true, ...(quote !== undefined && { quote }) };
    }),
  };
}

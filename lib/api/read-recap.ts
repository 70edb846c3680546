// Reading a recap from a proxy or a saved conversation, item by item.
import type { z } from 'zod';
import { ChecklistState } from './playbook';
import { Recap } from './recap';

/**
 * A recap read leniently, like guidance: a proxy of another version (or a model) may get one item
 * wrong, and that item is left out rather than the whole recap refused. Missing lists are empty.
 */
export function readRecap(raw: unknown): Recap {
  const value = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const each = <T>(list: unknown, item: z.ZodType<T>): T[] =>
    Array.isArray(list)
      ? list.flatMap((entry) => {
          const parsed = item.safeParse(entry);
          return parsed.success ? [parsed.data] : [];
        })
      : [];
  const { shape } = Recap;
  const checklist = ChecklistState.safeParse(value.checklist);
  return {
    summary: each(value.summary, shape.summary.element),
    decisions: each(value.decisions, shape.decisions.element),
    nextSteps: each(value.nextSteps, shape.nextSteps.element),
    openQuestions: each(value.openQuestions, shape.openQuestions.element),
    objections: each(value.objections, shape.objections.element),
    ...(checklist.success && { checklist: checklist.data }),
  };
}

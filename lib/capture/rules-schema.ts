// Checks a capture rules document (rules.ts) before anything uses it: its shape, and that every
// platform and selector path it names exists in the built-in rules. The proxy checks its file with
// this at start; the background checks what the proxy serves before content scripts see it.
import { z } from 'zod';
import { BUILT_IN_RULES } from './built-in-rules';
import { CAPTURE_RULES_FORMAT, selectorPaths, type CaptureRulesDocument, type SelectorRules } from './rules';

const MAX_CANDIDATES = 8;
const MAX_SELECTOR_LENGTH = 300;

const candidates = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'a selector is empty')
      .max(MAX_SELECTOR_LENGTH, `a selector is longer than ${MAX_SELECTOR_LENGTH} characters`),
    { error: 'each selector path must map to a list of selectors' },
  )
  .min(1, 'a selector path has no selectors')
  .max(MAX_CANDIDATES, `a selector path has more than ${MAX_CANDIDATES} selectors`);

export const CaptureRulesDocumentSchema = z.object({
  format: z.literal(CAPTURE_RULES_FORMAT, { error: `must be "${CAPTURE_RULES_FORMAT}"` }),
  version: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1'),
  published: z.iso.datetime({ offset: true, error: 'must be an ISO date and time, e.g. 2026-11-20T09:00:00Z' }),
  platforms: z.record(z.string(), z.record(z.string(), candidates), { error: 'must map platforms to selector paths' }),
});

export type RulesCheck = { ok: true; document: CaptureRulesDocument } | { ok: false; problems: string[] };

/** The document when it is valid, else every problem in plain words. */
export function checkCaptureRules(
  value: unknown,
  builtIn: Partial<Record<string, SelectorRules>> = BUILT_IN_RULES,
): RulesCheck {
  const parsed = CaptureRulesDocumentSchema.safeParse(value);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) =>
        issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
      ),
    };
  }
  const problems: string[] = [];
  for (const [platform, overrides] of Object.entries(parsed.data.platforms)) {
    const rules = builtIn[platform];
    if (!rules) {
      problems.push(`platforms.${platform}: Sidecue has no capture for a platform of that name`);
      continue;
    }
    const known = selectorPaths(rules);
    for (const path of Object.keys(overrides)) {
      if (!known.has(path)) problems.push(`platforms.${platform}: "${path}" is not one of ${platform}'s selectors`);
    }
  }
  return problems.length ? { ok: false, problems } : { ok: true, document: parsed.data as CaptureRulesDocument };
}

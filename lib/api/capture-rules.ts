// The capture rules document: what a proxy serves at GET /capture-rules and the background reads. Each
// platform's CSS selectors are plain data (lib/capture/platforms/<platform>/selectors.ts, the built-in
// rules); a served document adds candidates per platform, by selector path. The proxy checks its file
// with checkCaptureRules at start; the background checks what the proxy serves before content scripts
// see it. Both pass the built-in rules, so every platform and path named must exist.
import { z } from 'zod';

/** A platform's selectors: a selector list, candidates tried in order, or a group of either. */
export interface SelectorRules {
  [name: string]: string | readonly string[] | SelectorRules;
}

/** Served rules for one platform: a dotted path of its selectors ("captions.text") → candidates. */
export type SelectorOverrides = Record<string, readonly string[]>;

export const CAPTURE_RULES_FORMAT = 'sidecue-capture-rules';

/** What a proxy serves and the background stores, once checked. */
export interface CaptureRulesDocument {
  format: typeof CAPTURE_RULES_FORMAT;
  /** Increases with each publication. */
  version: number;
  /** ISO date of publication. */
  published: string;
  platforms: Record<string, SelectorOverrides>;
}

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

/** Every selector path of a platform's rules, with what it holds. */
export function selectorPaths(rules: SelectorRules, prefix = ''): Map<string, 'list' | 'candidates'> {
  const paths = new Map<string, 'list' | 'candidates'>();
  for (const [name, value] of Object.entries(rules)) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') paths.set(path, 'list');
    else if (Array.isArray(value)) paths.set(path, 'candidates');
    else for (const [inner, kind] of selectorPaths(value as SelectorRules, path)) paths.set(inner, kind);
  }
  return paths;
}

export type RulesCheck = { ok: true; document: CaptureRulesDocument } | { ok: false; problems: string[] };

/** The document when it is valid against the built-in rules, else every problem in plain words. */
export function checkCaptureRules(value: unknown, builtIn: Partial<Record<string, SelectorRules>>): RulesCheck {
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

// Node only: reads CAPTURE_RULES_FILE once at start, so a broken file stops the proxy with one clear
// line instead of being served to every extension.
import { readFileSync } from 'node:fs';
import { checkCaptureRules, type CaptureRulesDocument } from '../lib/api/capture-rules.ts';
import { BUILT_IN_RULES } from '../lib/capture/platforms/built-in-rules.ts';
import { ConfigError } from './config.ts';

export function loadCaptureRulesFile(path: string | undefined): CaptureRulesDocument | undefined {
  if (!path) return undefined;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError(
      `CAPTURE_RULES_FILE: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ConfigError(`CAPTURE_RULES_FILE: ${path} is not valid JSON`);
  }
  const check = checkCaptureRules(value, BUILT_IN_RULES);
  if (!check.ok)
    throw new ConfigError(`CAPTURE_RULES_FILE: ${path} is not a capture rules document: ${check.problems.join('; ')}`);
  return check.document;
}

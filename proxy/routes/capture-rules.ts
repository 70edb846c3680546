import { Hono } from 'hono';
import { paths } from '../../lib/api/contract.ts';
import type { CaptureRulesDocument } from '../../lib/api/capture-rules.ts';
import { errorResponse, jsonResponse } from '../errors.ts';

/** Serves the capture rules checked at start (CAPTURE_RULES_FILE); public like /health: selectors are no secret. */
export function captureRulesRoutes(rules: CaptureRulesDocument | undefined) {
  return new Hono().get(paths.captureRules, () =>
    rules
      ? jsonResponse(rules, 200, { 'cache-control': 'max-age=300' })
      : errorResponse('not_found', 'This proxy serves no capture rules: the extension uses its built-in ones.'),
  );
}

// Reading a model's answer: JSON, checked with zod. A failed check says where (field paths),
// never what the model wrote, so the reason can be logged.
import type { z } from 'zod';

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

/** The JSON object in a model's text; models asked for JSON still wrap it in a code fence at times. */
export function jsonOf(text: string): unknown {
  const unfenced = text.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, '$1');
  try {
    return JSON.parse(unfenced);
  } catch {
    return undefined;
  }
}

export function checkAnswer<S extends z.ZodType>(schema: S, text: string): Checked<z.infer<S>> {
  const json = jsonOf(text);
  if (json === undefined) return { ok: false, reason: 'the answer is not JSON' };
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const paths = [...new Set(parsed.error.issues.map((issue) => issue.path.map(String).join('.') || '(answer)'))];
  return { ok: false, reason: `the answer is not of the expected shape (${paths.slice(0, 5).join(', ')})` };
}

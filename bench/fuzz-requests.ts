// Generated requests for fuzzing the proxy: methods, paths, headers and bodies a careless or hostile
// client could send, built from the contract's real paths and shapes and bent out of shape. Used by
// `npm run fuzz:proxy` (10,000 requests) and, with a fixed seed and fewer runs, by test/proxy/fuzz.test.ts.
import fc from 'fast-check';
import { paths } from '../lib/api/contract.ts';

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** Sent as it is; undefined: no body. */
  body?: string | Uint8Array<ArrayBuffer>;
}

/** What a generated request may carry as its token; the runner turns each into a real header value. */
export type TokenChoice = 'valid' | 'other-user' | 'expired' | 'garbage' | 'none';

export interface FuzzTokens {
  valid: string;
  otherUser: string;
  expired: string;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const;
const SERVICE_PATHS = [
  paths.analyze,
  paths.conversation,
  paths.outreachGenerate,
  paths.outreachEvaluate,
  paths.outreachShorten,
  paths.health,
  paths.authCheck,
  paths.captureRules,
  '/openapi.json',
  '/reference',
  '/',
];

const shortText = fc.string({ maxLength: 40 });
const anyText = fc.oneof(
  shortText,
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '<script>alert(1)</script>',
    '{{7*7}}',
    '../../etc/passwd',
    '\u202e',
    'x'.repeat(12_000),
  ),
);

/** A path: a real one, a real one bent (extra segments, encodings, traversal, a query), or noise. */
const fuzzPath = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...SERVICE_PATHS) },
  fc.tuple(fc.constantFrom(...SERVICE_PATHS), anyText).map(([base, extra]) => `${base}/${encodeURIComponent(extra)}`),
  anyText.map((id) => paths.conversationById(id)),
  fc
    .tuple(
      fc.constantFrom(...SERVICE_PATHS),
      fc.constantFrom('%', '%00', '%ZZ', '/..', '//', '?a=%', `?${'q='.repeat(300)}`, ';x', '#f'),
    )
    .map(([base, tail]) => base + tail),
  fc.array(fc.stringMatching(/^[A-Za-z0-9._~-]{0,12}$/), { maxLength: 6 }).map((segments) => `/${segments.join('/')}`),
);

/** JSON values: anything, or the contract's shapes with fields of the wrong type, size or sign. */
const transcriptMessage = fc.record(
  {
    speakerRole: fc.oneof(fc.constantFrom('user', 'assistant', 'system', ''), anyText),
    speakerName: anyText,
    content: anyText,
  },
  { requiredKeys: [] },
);
const shapedBody = fc.oneof(
  fc.record(
    {
      currentUser: fc.oneof(anyText, fc.integer(), fc.constant(null)),
      transcript: fc.oneof(fc.array(transcriptMessage, { maxLength: 8 }), anyText, fc.constant(null)),
      persist: fc.oneof(fc.boolean(), anyText),
      sessionId: fc.oneof(anyText, fc.integer()),
    },
    { requiredKeys: [] },
  ),
  fc.record(
    {
      input: fc.oneof(anyText, fc.integer(), fc.constant('y'.repeat(20_001))),
      type: fc.oneof(fc.constantFrom('email', 'linkedin_connection', 'linkedin_message', 'inmail'), anyText),
      limit: fc.oneof(fc.integer(), fc.double(), anyText),
    },
    { requiredKeys: [] },
  ),
  fc.record(
    { id: fc.oneof(anyText, fc.integer(), fc.constant(null)), name: fc.oneof(anyText, fc.integer()) },
    { requiredKeys: [] },
  ),
);
const fuzzBody = fc.oneof(
  { weight: 4, arbitrary: shapedBody.map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: anyText },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Uint8Array.from(bytes)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{"currentUser":',
      '[',
      'null',
      '{"__proto__":{"polluted":1}}',
      `{"a":${'['.repeat(5_000)}`,
    ),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

/** Header values fetch accepts: no line breaks or NUL, Latin-1 only. */
const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,60}$/);
const headerName = fc.stringMatching(/^x-[a-z0-9-]{1,20}$/);

/** A well-formed call of one operation with generated text: reaches the engine itself. */
const wellFormed = fc.oneof(
  fc
    .record({
      names: fc.uniqueArray(
        fc.string({ minLength: 1, maxLength: 30 }).filter((n) => n.trim() !== ''),
        { minLength: 1, maxLength: 4 },
      ),
      contents: fc.array(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 300 }).filter((c) => c.trim() !== ''),
        { minLength: 1, maxLength: 12 },
      ),
      persist: fc.boolean(),
    })
    .map(({ names, contents, persist }) => ({
      path: paths.analyze,
      body: {
        currentUser: names[0],
        persist,
        transcript: contents.map((content, i) => ({
          speakerRole: 'user',
          speakerName: names[i % names.length],
          content,
        })),
      },
    })),
  fc
    .record({
      operation: fc.constantFrom(paths.outreachGenerate, paths.outreachEvaluate, paths.outreachShorten),
      input: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 2_000 }).filter((t) => t.trim() !== ''),
      type: fc.constantFrom('email', 'linkedin_connection', 'linkedin_message', 'inmail'),
      limit: fc.integer({ min: 1, max: 20_000 }),
    })
    .map(({ operation, input, type, limit }) => ({
      path: operation,
      body: operation === paths.outreachShorten ? { input, type, limit } : { input, type },
    })),
  fc.string({ minLength: 1, maxLength: 200 }).map((name) => ({ path: paths.conversation, body: { name } })),
);

export const fuzzRequest = fc.record({
  // Mostly what the extension sends, so most requests get past the checks to the routes and the engine.
  method: fc.oneof({ weight: 3, arbitrary: fc.constant('POST') }, fc.constantFrom(...METHODS)),
  path: fuzzPath,
  token: fc.constantFrom<TokenChoice>('valid', 'valid', 'valid', 'valid', 'other-user', 'expired', 'garbage', 'none'),
  garbageToken: headerValue,
  authScheme: fc.oneof({ weight: 6, arbitrary: fc.constant('Bearer ') }, fc.constantFrom('bearer ', 'Basic ', '')),
  contentType: fc.oneof(
    { weight: 6, arbitrary: fc.constant('application/json') },
    fc.constantFrom('text/plain', 'application/json; charset=utf-16', 'multipart/form-data'),
    headerValue,
  ),
  origin: fc.oneof(
    { weight: 6, arbitrary: fc.constant(undefined) },
    fc.constantFrom('chrome-extension://abcdefghijklmnopabcdefghijklmnop', 'https://evil.example', 'null'),
    headerValue,
  ),
  extraHeaders: fc.dictionary(headerName, headerValue, { maxKeys: 3 }),
  body: fuzzBody,
  /** Half the requests: a well-formed call in place of the generated method, path and body. */
  wellFormed: fc.option(wellFormed, { freq: 2 }),
});

export type GeneratedRequest = typeof fuzzRequest extends fc.Arbitrary<infer T> ? T : never;

/** The request as sent: the token choice made real, GET and HEAD without a body (fetch refuses one). */
const tokenFor: Record<TokenChoice, (tokens: FuzzTokens, garbage: string) => string | undefined> = {
  valid: (tokens) => tokens.valid,
  'other-user': (tokens) => tokens.otherUser,
  expired: (tokens) => tokens.expired,
  garbage: (_tokens, garbage) => garbage,
  none: () => undefined,
};

/** The request as sent: the token choice made real, GET and HEAD without a body (fetch refuses one). */
export function toFuzzRequest(generated: GeneratedRequest, tokens: FuzzTokens): FuzzRequest {
  const headers: Record<string, string> = { ...generated.extraHeaders, 'content-type': generated.contentType };
  const token = tokenFor[generated.token](tokens, generated.garbageToken);
  if (token !== undefined) headers.authorization = `${generated.authScheme}${token}`;
  if (generated.origin !== undefined) headers.origin = generated.origin;
  if (generated.wellFormed)
    return {
      method: 'POST',
      path: generated.wellFormed.path,
      headers,
      body: JSON.stringify(generated.wellFormed.body),
    };
  const bodyless = generated.method === 'GET' || generated.method === 'HEAD';
  return { method: generated.method, path: generated.path, headers, body: bodyless ? undefined : generated.body };
}

// Configuration from environment variables, checked once at start so a mistake stops the
// proxy with one clear line instead of failing on the first request.
import { z } from 'zod';
import { SERVICE_KEY_PREFIX } from '../lib/api/contract.ts';
import type { LlmConfig } from './engine/model/client.ts';
import { postgresUrlProblem } from './storage/location.ts';
import { DEFAULT_MAX_RESPONSE_BYTES } from './upstream.ts';

export { SERVICE_KEY_PREFIX };

/** An unset variable and an empty one mean the same: use the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const integer = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

const originPattern = z
  .string()
  .regex(
    /^[a-z][a-z0-9+.-]*:\/\/[^\s,]*$/i,
    'each entry must be an origin such as chrome-extension://<id> or https://example.com (a trailing * matches the rest)',
  )
  .refine((entry) => !entry.slice(0, -1).includes('*'), 'a * may only end an entry');

/** The Standard Webhooks form: `whsec_` and base64 of 24 to 64 random bytes (what receivers' libraries accept). */
export function isWebhookSecret(text: string): boolean {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(text);
  if (!match?.[1] || match[1].length % 4 !== 0) return false;
  const bytes = atob(match[1]).length;
  return bytes >= 24 && bytes <= 64;
}

const variables = {
  SERVICE_API_KEY: optional(
    z.string().startsWith(SERVICE_KEY_PREFIX, `the key must start with "${SERVICE_KEY_PREFIX}"`),
  ),
  SERVICE_BASE_URL: optional(
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .refine((url) => !/[?#]/.test(url), 'must not contain a query or fragment'),
  ),
  PORT: optional(integer(0, 65_535)),
  HOST: optional(z.string().trim()),
  DATA_DIR: optional(z.string()),
  ALLOWED_ORIGINS: optional(
    z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .pipe(z.array(originPattern).min(1, 'list at least one origin')),
  ),
  PROXY_TOKEN_SECRET: optional(z.string().min(32, 'must be at least 32 characters long')),
  PROXY_PREVIOUS_TOKEN_SECRET: optional(z.string().min(32, 'must be at least 32 characters long')),
  PROXY_PREVIOUS_TOKEN_SECRET_UNTIL: optional(
    z.iso
      .datetime({ offset: true, error: 'must be a date and time such as 2026-12-01T00:00:00Z' })
      .transform((text) => Date.parse(text)),
  ),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })),
  DATABASE_URL: optional(
    z
      .string()
      .trim()
      .check((ctx) => {
        const problem = postgresUrlProblem(ctx.value);
        if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
      }),
  ),
  MAX_BODY_BYTES: optional(integer(1024, 1024 ** 3)),
  RATE_LIMIT_PER_MINUTE: optional(integer(1, 1_000_000)),
  UPSTREAM_TIMEOUT_MS: optional(integer(100, 600_000)),
  MAX_UPSTREAM_RESPONSE_BYTES: optional(integer(1024, 1024 ** 3)),
  CAPTURE_RULES_FILE: optional(z.string()),
  PLAYBOOK_FILE: optional(z.string()),
  LLM_BASE_URL: optional(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http:// or https:// URL, e.g. http://127.0.0.1:11434 for Ollama',
      })
      .refine((url) => !/[?#]/.test(url), 'must not contain a query or fragment'),
  ),
  WEBHOOK_URL: optional(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http:// or https:// URL, e.g. https://hooks.example.com/sidecue',
      })
      .refine((url) => !/#/.test(url), 'must not contain a fragment'),
  ),
  WEBHOOK_SECRET: optional(
    z
      .string()
      .trim()
      .refine(
        isWebhookSecret,
        'must be a Standard Webhooks secret: whsec_ followed by 24 to 64 random bytes in base64 (e.g. whsec_$(openssl rand -base64 32))',
      ),
  ),
  SHUTDOWN_GRACE_MS: optional(integer(0, 600_000)),
  METRICS_TOKEN: optional(
    z
      .string()
      .trim()
      .min(24, 'must be at least 24 characters long, e.g. $(openssl rand -hex 24)')
      .regex(/^\S+$/, 'must not contain spaces'),
  ),
  LLM_API_KEY: optional(z.string().trim()),
  LLM_MODEL: optional(z.string().trim()),
  LLM_TIMEOUT_MS: optional(integer(500, 600_000)),
  LLM_STREAM: optional(
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['true', 'false'], { error: 'must be true or false' }))
      .transform((value) => value === 'true'),
  ),
};

export const defaults = {
  port: 8787,
  host: '127.0.0.1',
  dataDir: '.data',
  allowedOrigins: ['chrome-extension://*', 'moz-extension://*'],
  maxBodyBytes: 2 * 1024 * 1024,
  rateLimitPerMinute: 120,
  // The service's analyze runs a language model: a long call can take half a minute.
  upstreamTimeoutMs: 60_000,
  /** Well below the panel's own wait, so a slow model still leaves time for the rules' answer. */
  llmTimeoutMs: 20_000,
  // A conversation with hundreds of saved analyses stays well under this.
  maxUpstreamResponseBytes: DEFAULT_MAX_RESPONSE_BYTES,
  /** On SIGTERM, how long requests in flight may take to finish before they are cut. */
  shutdownGraceMs: 10_000,
} as const;

export type ProxyMode = 'embedded' | 'forwarding';

export interface ProxyConfig {
  mode: ProxyMode;
  serviceApiKey?: string;
  serviceBaseUrl?: string;
  port: number;
  host: string;
  dataDir: string;
  allowedOrigins: string[];
  /** Missing means: read or generate DATA_DIR/proxy-secret. */
  tokenSecret?: string;
  /** The secret before a rotation, accepted until `until` (epoch ms). */
  previousTokenSecret?: { secret: string; until: number };
  /** Revocations and the per-user rate limit are shared through this Redis when set. */
  redisUrl?: string;
  /** Postgres for everything the proxy keeps, instead of the SQLite files in DATA_DIR. */
  databaseUrl?: string;
  maxBodyBytes: number;
  rateLimitPerMinute: number;
  upstreamTimeoutMs: number;
  /** Answers from the service longer than this are refused with a typed error. */
  maxUpstreamResponseBytes: number;
  /** A JSON capture rules document to serve at /capture-rules. */
  captureRulesFile?: string;
  /** The team playbook (YAML) for every token without a team file; DATA_DIR/playbook.yaml when unset. */
  playbookFile?: string;
  /** Set when LLM_BASE_URL is: the embedded engine asks this model first. */
  llm?: LlmConfig;
  /** Set when WEBHOOK_URL and WEBHOOK_SECRET are: conversation events are signed and sent there, and only there. */
  webhook?: { url: string; secret: string };
  shutdownGraceMs: number;
  /** Set when GET /metrics is on: the bearer token Prometheus sends. */
  metricsToken?: string;
}

/** What the token CLI needs: where the secret lives. */
export type SecretConfig = Pick<ProxyConfig, 'dataDir' | 'tokenSecret' | 'redisUrl'>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** Reports every problem at once, so a broken setup is fixed in one go. */
function parse<S extends z.ZodType>(schema: S, env: Env, extraProblems: string[] = []): z.infer<S> {
  const result = schema.safeParse(env);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${String(issue.path[0] ?? 'environment')}: ${issue.message}`);
  problems.push(...extraProblems);
  if (problems.length > 0 || !result.success) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  return result.data;
}

const isSet = (value: string | undefined) => value !== undefined && value.trim() !== '';

export function loadProxyConfig(env: Env): ProxyConfig {
  // Checked on the raw values, so it is reported even when another variable is also wrong.
  const crossChecks: string[] = [];
  if (isSet(env.SERVICE_BASE_URL) && !isSet(env.SERVICE_API_KEY)) {
    crossChecks.push('SERVICE_API_KEY: is required when SERVICE_BASE_URL is set (forwarding mode)');
  }
  if (isSet(env.LLM_BASE_URL) && !isSet(env.LLM_MODEL)) {
    crossChecks.push('LLM_MODEL: is required when LLM_BASE_URL is set; name the model to ask, e.g. llama3.2');
  }
  if (isSet(env.LLM_BASE_URL) && isSet(env.SERVICE_BASE_URL)) {
    crossChecks.push(
      'LLM_BASE_URL: only the embedded engine asks a model; in forwarding mode (SERVICE_BASE_URL set) the service does, so unset one of them',
    );
  }
  for (const name of ['LLM_API_KEY', 'LLM_MODEL', 'LLM_TIMEOUT_MS', 'LLM_STREAM']) {
    if (isSet(env[name]) && !isSet(env.LLM_BASE_URL)) crossChecks.push(`${name}: has no effect without LLM_BASE_URL`);
  }
  if (isSet(env.PROXY_PREVIOUS_TOKEN_SECRET) !== isSet(env.PROXY_PREVIOUS_TOKEN_SECRET_UNTIL)) {
    crossChecks.push(
      'PROXY_PREVIOUS_TOKEN_SECRET_UNTIL: is set together with PROXY_PREVIOUS_TOKEN_SECRET (how long the old secret is still accepted)',
    );
  }
  if (isSet(env.PROXY_PREVIOUS_TOKEN_SECRET) && !isSet(env.PROXY_TOKEN_SECRET)) {
    crossChecks.push(
      'PROXY_TOKEN_SECRET: is required when PROXY_PREVIOUS_TOKEN_SECRET is set (the new secret of a rotation)',
    );
  }
  if (isSet(env.WEBHOOK_URL) !== isSet(env.WEBHOOK_SECRET)) {
    crossChecks.push(
      isSet(env.WEBHOOK_URL)
        ? 'WEBHOOK_SECRET: is required when WEBHOOK_URL is set (events are always signed)'
        : 'WEBHOOK_URL: is required when WEBHOOK_SECRET is set (where to send the events)',
    );
  }
  const vars = parse(z.object(variables), env, crossChecks);
  return {
    mode: vars.SERVICE_BASE_URL ? 'forwarding' : 'embedded',
    serviceApiKey: vars.SERVICE_API_KEY,
    serviceBaseUrl: vars.SERVICE_BASE_URL,
    port: vars.PORT ?? defaults.port,
    host: vars.HOST || defaults.host,
    dataDir: vars.DATA_DIR ?? defaults.dataDir,
    allowedOrigins: vars.ALLOWED_ORIGINS ?? [...defaults.allowedOrigins],
    tokenSecret: vars.PROXY_TOKEN_SECRET,
    previousTokenSecret:
      vars.PROXY_PREVIOUS_TOKEN_SECRET && vars.PROXY_PREVIOUS_TOKEN_SECRET_UNTIL !== undefined
        ? { secret: vars.PROXY_PREVIOUS_TOKEN_SECRET, until: vars.PROXY_PREVIOUS_TOKEN_SECRET_UNTIL }
        : undefined,
    redisUrl: vars.REDIS_URL,
    databaseUrl: vars.DATABASE_URL,
    maxBodyBytes: vars.MAX_BODY_BYTES ?? defaults.maxBodyBytes,
    rateLimitPerMinute: vars.RATE_LIMIT_PER_MINUTE ?? defaults.rateLimitPerMinute,
    upstreamTimeoutMs: vars.UPSTREAM_TIMEOUT_MS ?? defaults.upstreamTimeoutMs,
    maxUpstreamResponseBytes: vars.MAX_UPSTREAM_RESPONSE_BYTES ?? defaults.maxUpstreamResponseBytes,
    captureRulesFile: vars.CAPTURE_RULES_FILE,
    playbookFile: vars.PLAYBOOK_FILE,
    llm:
      vars.LLM_BASE_URL && vars.LLM_MODEL
        ? {
            baseUrl: chatBaseUrl(vars.LLM_BASE_URL),
            apiKey: vars.LLM_API_KEY || undefined,
            model: vars.LLM_MODEL,
            timeoutMs: vars.LLM_TIMEOUT_MS ?? defaults.llmTimeoutMs,
            stream: vars.LLM_STREAM ?? true,
          }
        : undefined,
    webhook:
      vars.WEBHOOK_URL && vars.WEBHOOK_SECRET ? { url: vars.WEBHOOK_URL, secret: vars.WEBHOOK_SECRET } : undefined,
    shutdownGraceMs: vars.SHUTDOWN_GRACE_MS ?? defaults.shutdownGraceMs,
    metricsToken: vars.METRICS_TOKEN,
  };
}

/** OpenAI-compatible servers serve under /v1: http://host:11434 and http://host:11434/v1/ both mean .../v1. */
export function chatBaseUrl(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return /\/v1$/.test(trimmed) ? trimmed : `${trimmed}/v1`;
}

export function loadSecretConfig(env: Env): SecretConfig {
  const vars = parse(
    z.object({
      DATA_DIR: variables.DATA_DIR,
      PROXY_TOKEN_SECRET: variables.PROXY_TOKEN_SECRET,
      REDIS_URL: variables.REDIS_URL,
    }),
    env,
  );
  return { dataDir: vars.DATA_DIR ?? defaults.dataDir, tokenSecret: vars.PROXY_TOKEN_SECRET, redisUrl: vars.REDIS_URL };
}

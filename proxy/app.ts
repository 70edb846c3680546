// The proxy as a web-standard app (fetch, Request/Response, Web Crypto): Node serves it
// through main.ts, and a serverless runtime can serve createProxyApp(...).fetch as it is.
import { Hono } from 'hono';
import { createHandleCodec } from './auth/handles.ts';
import { createTokenAuthority, type PreviousSecret, type RevokedAt } from './auth/tokens.ts';
import type { ProxyMode } from './config.ts';
import type { ProxyEnv } from './context.ts';
import { ProxyError, errorResponse, proxyErrorResponse } from './errors.ts';
import { createForwarder } from './forward.ts';
import { authenticate, bearerToken } from './middleware/authenticate.ts';
import { limitBody } from './middleware/body-limit.ts';
import { measure, timedUpstream, type UpstreamTime } from './middleware/measure.ts';
import type { ProxyMetrics } from './metrics.ts';
import { metricsRoutes } from './routes/metrics.ts';
import { cors } from './middleware/cors.ts';
import { rateLimit, type RateLimitStore } from './middleware/rate-limit.ts';
import { requestLog, type LogLine } from './middleware/request-log.ts';
import { analyzeRoutes } from './routes/analyze.ts';
import { authCheckRoutes } from './routes/auth-check.ts';
import { captureRulesRoutes } from './routes/capture-rules.ts';
import type { CaptureRulesDocument } from '../lib/api/capture-rules.ts';
import { conversationRoutes } from './routes/conversation.ts';
import { healthRoutes } from './routes/health.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { outreachRoutes } from './routes/outreach.ts';
import { playbookRoutes, type PlaybookFor } from './routes/playbook.ts';
import { readyRoutes, type ReadinessPart } from './routes/ready.ts';
import { recapRoutes, type RecapWriter } from './routes/recap.ts';
import { memoryRecapStore, type RecapStore } from './recap/store.ts';
import { memoryFindingsStore, type SavedFindingsStore } from './playbook/saved-findings.ts';
import { createServiceCaller, fetchUpstream, type Upstream } from './upstream.ts';
import type { WebhookEvents } from './webhooks/events.ts';

export interface ProxyAppConfig {
  mode: ProxyMode;
  version: string;
  /** Where service paths are sent: SERVICE_BASE_URL, or EMBEDDED_BASE_URL for the engine. */
  upstreamBaseUrl: string;
  serviceApiKey: string;
  tokenSecret: string;
  /** During a rotation: the old secret, still accepted for tokens and handles until its `until`. */
  previousTokenSecrets?: readonly PreviousSecret[];
  allowedOrigins: readonly string[];
  maxBodyBytes: number;
  rateLimitPerMinute: number;
  upstreamTimeoutMs: number;
  /** MAX_UPSTREAM_RESPONSE_BYTES; DEFAULT_MAX_RESPONSE_BYTES unless given. */
  maxUpstreamResponseBytes?: number;
  /** Served at /capture-rules when set (CAPTURE_RULES_FILE, checked at start). */
  captureRules?: CaptureRulesDocument;
  /** components/tokens.css as text, for the reference page (the Node entry reads it at start). */
  designTokens?: string;
  /** METRICS_TOKEN: GET /metrics exists only with it (and `deps.metrics`). */
  metricsToken?: string;
}

export interface ProxyAppDeps {
  /** fetch unless given: the Node entry passes its pooled undici transport (node-upstream.ts). */
  upstream?: Upstream;
  log?: LogLine;
  now?: () => number;
  /** Revoked users (revocations.json, or Redis); none unless given. */
  revokedAt?: RevokedAt;
  /** Where the per-user counts live: this instance's memory unless given (Redis with REDIS_URL). */
  rateLimitStore?: RateLimitStore;
  /**
   * The playbook for a request's user (their team's file, else the shared one), read fresh after
   * every change; none unless given. GET /api/playbook serves it, and the analyze wiring matches it.
   */
  playbookFor?: PlaybookFor;
  /** Recaps of saved conversations: DATA_DIR/proxy.db from the Node entry, this instance's memory unless given. */
  recaps?: RecapStore;
  /** The playbook's matches on conversations a remote service saved: DATA_DIR/proxy.db from the Node entry, memory unless given. */
  findings?: SavedFindingsStore;
  /** With LLM_BASE_URL: the model writes recaps, the rules' recap is its fallback. Rules only unless given. */
  writeRecap?: RecapWriter;
  /** With WEBHOOK_URL: the routes tell it what happened to conversations (proxy/webhooks); nothing is sent unless given. */
  webhookEvents?: WebhookEvents;
  /** What GET /ready checks (the database, Redis); with none it answers ready. */
  readiness?: readonly ReadinessPart[];
  /** Counted when given, and served at GET /metrics when `config.metricsToken` is set too. */
  metrics?: ProxyMetrics;
}

/** How the app reaches the service; the Node entry's webhooks read conversations back the same way. */
export function serviceCaller(config: ProxyAppConfig, upstream: Upstream = fetchUpstream) {
  return createServiceCaller({
    upstream,
    baseUrl: config.upstreamBaseUrl,
    serviceApiKey: config.serviceApiKey,
    timeoutMs: config.upstreamTimeoutMs,
    maxResponseBytes: config.maxUpstreamResponseBytes,
    embedded: config.mode === 'embedded',
  });
}

export function createProxyApp(config: ProxyAppConfig, deps: ProxyAppDeps = {}) {
  const log = deps.log ?? ((line: string) => console.log(line));
  const now = deps.now ?? Date.now;
  const tokens = createTokenAuthority(config.tokenSecret, now, {
    previous: config.previousTokenSecrets,
    revokedAt: deps.revokedAt,
  });
  const handles = createHandleCodec(config.tokenSecret, config.previousTokenSecrets, now);
  const { metrics } = deps;
  const upstreamTime: UpstreamTime = new WeakMap();
  const upstream = metrics ? timedUpstream(deps.upstream ?? fetchUpstream, upstreamTime) : deps.upstream;
  const forward = createForwarder({
    callService: serviceCaller(config, upstream),
    serviceApiKey: config.serviceApiKey,
    onUpstreamProblem: (message) => log(`upstream problem: ${message}`),
    onUpstreamError: metrics && ((kind) => metrics.upstreamError(kind)),
  });
  const app = new Hono<ProxyEnv>();
  if (metrics) app.use(measure(metrics, upstreamTime));
  app.use(requestLog(log));
  app.use(cors(config.allowedOrigins));
  // Cheapest refusals first: who it is, how often, how big; only then is the body read.
  app.use(
    '/api/*',
    authenticate(tokens),
    rateLimit(config.rateLimitPerMinute, now, deps.rateLimitStore),
    limitBody(config.maxBodyBytes),
  );

  app.route('/', healthRoutes(config.mode, config.version));
  app.route(
    '/',
    readyRoutes(deps.readiness ?? [], (words, failing) => {
      log(words);
      for (const part of failing) if (part === 'database' || part === 'redis') metrics?.storeError(part);
    }),
  );
  if (metrics && config.metricsToken) app.route('/', metricsRoutes(metrics, config.metricsToken));
  app.route('/', captureRulesRoutes(config.captureRules));
  app.route('/', authCheckRoutes(tokens));
  app.route('/', openApiRoutes(config.version, config.designTokens));
  const { webhookEvents } = deps;
  const findings = deps.findings ?? memoryFindingsStore();
  app.route('/', analyzeRoutes({ forward, handles, playbookFor: deps.playbookFor, webhookEvents, findings }));
  const recaps = deps.recaps ?? memoryRecapStore();
  app.route('/', conversationRoutes({ forward, handles, recaps, webhookEvents, findings }));
  app.route(
    '/',
    recapRoutes({
      forward,
      handles,
      playbookFor: deps.playbookFor,
      recaps,
      writeRecap: deps.writeRecap,
      webhookEvents,
    }),
  );
  app.route('/', outreachRoutes({ forward }));
  app.route('/', playbookRoutes(deps.playbookFor ?? (() => undefined)));

  // MCP over streamable HTTP, with the same per-user token as /api; its tools call /api in process.
  // Loaded on first use, so a proxy nobody asks over MCP starts and runs as before.
  app.use('/mcp', authenticate(tokens), limitBody(config.maxBodyBytes));
  app.all('/mcp', async (c) => {
    const { handleMcp } = await import('./mcp/http.ts');
    return handleMcp(c.req.raw, bearerToken(c.req.header('authorization')), app, config.version);
  });

  app.notFound(() => errorResponse('not_found', 'There is no such endpoint on the Sidecue proxy.'));
  app.onError((error) => {
    if (error instanceof ProxyError) {
      if (error.code === 'rate_limited') metrics?.rateLimited();
      return proxyErrorResponse(error);
    }
    log(`internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return errorResponse(
      'internal_error',
      'The proxy failed to handle the request. Try again; if it keeps happening, tell your admin.',
    );
  });
  return app;
}

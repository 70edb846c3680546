// Node only: turns the environment into a running proxy (config, secret, upstream, HTTP).
import { serve, type ServerType } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createProxyApp, serviceCaller, type ProxyAppConfig } from './app.ts';
import { fileRevocations } from './auth/revocations.ts';
import { loadCaptureRulesFile } from './capture-rules-file.ts';
import { loadProxyConfig, type ProxyConfig } from './config.ts';
import type { LogLine } from './middleware/request-log.ts';
import { resolveTokenSecret } from './secret-file.ts';
import { nodeUpstream } from './node-upstream.ts';
import { createPlaybookStore, type PlaybookStore } from './playbook/store.ts';
import { EMBEDDED_BASE_URL, engineUpstream, type Upstream } from './upstream.ts';
import { connectSharedState } from './shared-state.ts';
import { sqlRecapStore } from './recap/sql-store.ts';
import { sqlFindingsStore } from './playbook/sql-findings.ts';
import { describeLocation, locationOf } from './storage/location.ts';
import { openStorage } from './storage/open.ts';
import { sql } from 'kysely';
import type { RecapWriter } from './routes/recap.ts';
import type { ProxyMetrics, StoreName } from './metrics.ts';
import { NotReady, type ReadinessPart } from './routes/ready.ts';
import { trackRequests, type Drain } from './shutdown.ts';
import { designTokensCss, packageVersion } from './version.ts';
import { stdoutLines } from './line-writer.ts';
import type { RetryPolicy } from './webhooks/delivery.ts';
import type { Webhooks } from './webhooks/index.ts';

export interface RunningProxy {
  url: string;
  config: ProxyConfig;
  /** One line for the operator; never holds a key or the secret. */
  banner: string;
  /** At once: connections in flight are dropped (tests, and a start that fails). */
  close(): Promise<void>;
  /** SIGTERM's way: new connections are refused, requests in flight get SHUTDOWN_GRACE_MS; `cut` counts the rest. */
  stop(): Promise<{ cut: number }>;
}

interface ServiceConnection {
  upstream: Upstream;
  baseUrl: string;
  serviceApiKey: string;
  description: string;
  /** With LLM_BASE_URL: the model that writes recaps too. */
  writeRecap?: RecapWriter;
  /** A trivial query on the embedded engine's database, for /ready. */
  probe?: () => Promise<unknown>;
  close(): void | Promise<void>;
}

async function connectService(
  config: ProxyConfig,
  dataDir: string,
  log: LogLine,
  playbooks: PlaybookStore,
  metrics: ProxyMetrics | undefined,
): Promise<ServiceConnection> {
  if (config.serviceBaseUrl && config.serviceApiKey) {
    const target = new URL(config.serviceBaseUrl);
    const transport = nodeUpstream();
    return {
      upstream: transport.upstream,
      baseUrl: config.serviceBaseUrl,
      serviceApiKey: config.serviceApiKey,
      description: `forwarding mode to ${target.protocol}//${target.host}${target.pathname}`,
      close: transport.close,
    };
  }
  // Loaded only when needed, so forwarding mode never touches the engine or SQLite.
  const { openEngine, defaultAccountKey } = await import('./engine/index.ts');
  const guide = config.llm
    ? (await import('./engine/model/index.ts')).createGuide(config.llm, log, undefined, metrics?.modelCall)
    : undefined;
  const engine = await openEngine({
    dataDir,
    databaseUrl: config.databaseUrl,
    guide,
    playbookFor: (_account, team) => playbooks.forTeam(team),
    watchStore: metrics ? (store) => metrics.watchStore(store, 'database') : undefined,
  });
  // The model's address without any credentials a URL might carry.
  const model = config.llm ? `, asking ${config.llm.model} at ${new URL(config.llm.baseUrl).host} first` : '';
  return {
    upstream: engineUpstream(engine),
    baseUrl: EMBEDDED_BASE_URL,
    serviceApiKey: config.serviceApiKey ?? (await defaultAccountKey(engine, dataDir)),
    description: `embedded mode (local engine${model}, data in ${describeLocation(locationOf(dataDir, config.databaseUrl))})`,
    writeRecap: guide ? (input, rules) => guide.recap(input, rules) : undefined,
    probe: () => engine.knowsKey(''),
    close: () => engine.close(),
  };
}

/** Request lines carry their arrival time already; the proxy's other lines get the time they are written. */
const timestamped =
  (log: LogLine): LogLine =>
  (line, entry) =>
    log(entry ? line : `${new Date().toISOString()} ${line}`, entry);

export async function startProxy(
  env: Record<string, string | undefined>,
  options: { log?: LogLine; webhookRetry?: Partial<RetryPolicy> } = {},
): Promise<RunningProxy> {
  const config = loadProxyConfig(env);
  const captureRules = loadCaptureRulesFile(config.captureRulesFile);
  const dataDir = resolve(config.dataDir);
  const tokenSecret = resolveTokenSecret({ dataDir, tokenSecret: config.tokenSecret });
  // console.log formats its arguments on every call; a log line needs none of that.
  const stdout = options.log ? undefined : stdoutLines();
  const log = timestamped(options.log ?? ((line) => stdout!.write(line)));
  // Before anything that needs closing: a bad PLAYBOOK_FILE stops the start with every problem.
  const playbooks = createPlaybookStore({ file: config.playbookFile, dataDir, log, watch: true });
  // Loaded only when on, so a proxy without METRICS_TOKEN never loads prom-client nor counts anything.
  const metrics = config.metricsToken
    ? (await import('./metrics.ts')).createMetrics({ processMetrics: true })
    : undefined;
  const countErrors = <T extends object>(store: T, name: StoreName): T =>
    metrics ? metrics.watchStore(store, name) : store;
  // Recaps and playbook findings of saved conversations, in both modes: a remote service has no place for them.
  const proxyStorage = await openStorage(locationOf(dataDir, config.databaseUrl), 'proxy').catch((error: unknown) => {
    playbooks.close();
    throw error;
  });
  // Shared through Redis when several instances must agree; otherwise this instance's own.
  const shared = config.redisUrl ? await connectSharedState(config.redisUrl) : undefined;
  const revocations = shared?.revocations ?? fileRevocations(dataDir, { watch: true });
  const recaps = countErrors(sqlRecapStore(proxyStorage.db), 'database');
  // The playbook's matches on analyses a remote service saved (the embedded engine keeps its own).
  const findings = countErrors(sqlFindingsStore(proxyStorage.db), 'database');
  const closeShared = async () => {
    await proxyStorage.close();
    playbooks.close();
    await revocations.close();
    await shared?.close();
  };
  let service: ServiceConnection;
  try {
    service = await connectService(config, dataDir, log, playbooks, metrics);
  } catch (error) {
    await closeShared();
    throw error;
  }
  const appConfig: ProxyAppConfig = {
    mode: config.mode,
    version: packageVersion(),
    designTokens: designTokensCss(),
    upstreamBaseUrl: service.baseUrl,
    serviceApiKey: service.serviceApiKey,
    tokenSecret,
    previousTokenSecrets: config.previousTokenSecret ? [config.previousTokenSecret] : undefined,
    allowedOrigins: config.allowedOrigins,
    maxBodyBytes: config.maxBodyBytes,
    rateLimitPerMinute: config.rateLimitPerMinute,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    maxUpstreamResponseBytes: config.maxUpstreamResponseBytes,
    captureRules,
    metricsToken: config.metricsToken,
  };
  // Loaded only when set, so a proxy without webhooks never opens their queue.
  let webhooks: Webhooks | undefined;
  if (config.webhook) {
    try {
      const { startWebhooks } = await import('./webhooks/index.ts');
      webhooks = await startWebhooks({
        dataDir,
        databaseUrl: config.databaseUrl,
        ...config.webhook,
        callService: serviceCaller(appConfig, service.upstream),
        recapOf: (conversation) => recaps.get(conversation.team, conversation.id),
        log,
        retry: options.webhookRetry,
      });
    } catch (error) {
      await service.close();
      await closeShared();
      throw error;
    }
  }
  let requests: Drain | undefined;
  const readiness: ReadinessPart[] = [
    // A balancer stops sending here as soon as the stop begins, before the listener is gone.
    {
      name: 'proxy',
      words: 'the proxy',
      check: () => {
        if (requests?.stopping) throw new NotReady('it is shutting down');
      },
    },
    // A trivial read through each open database handle: the proxy's own, and the engine's when embedded.
    // Through the store itself, not its counting wrapper: a failed check is counted once, as such.
    {
      name: 'database',
      words: 'the database',
      check: async () => {
        await sql`select 1`.execute(proxyStorage.db);
        await service.probe?.();
      },
    },
  ];
  if (shared) readiness.push({ name: 'redis', words: 'Redis', check: shared.ping });
  const app = createProxyApp(appConfig, {
    readiness,
    upstream: service.upstream,
    log,
    revokedAt: revocations.revokedAt,
    rateLimitStore: shared && countErrors(shared.rateLimitStore, 'redis'),
    playbookFor: (user) => playbooks.forTeam(user.team),
    recaps,
    findings,
    writeRecap: service.writeRecap,
    webhookEvents: webhooks?.events,
    metrics,
  });
  if (metrics && webhooks) metrics.watchWebhookQueue(webhooks.queueDepth);

  let server: ServerType;
  try {
    server = await new Promise<ServerType>((resolveListening, rejectListening) => {
      const listening = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
        resolveListening(listening),
      );
      listening.once('error', rejectListening);
    });
  } catch (error) {
    await webhooks?.close();
    await service.close();
    await closeShared();
    throw error;
  }
  const tracked = trackRequests(server as Server);
  requests = tracked;
  // Requests are over: their events go into the queue, then sending stops, then the service closes.
  const closeAfterRequests = () =>
    Promise.resolve(webhooks?.close())
      .then(() => service.close())
      .then(closeShared)
      .then(() => stdout?.flush());
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${host}:${port}`;
  return {
    url,
    config,
    banner: `Sidecue proxy listening on ${url}, ${service.description}, allowed origins: ${config.allowedOrigins.join(', ')}${shared ? ', revocations and rate limit shared through Redis' : ''}${config.webhook ? `, conversation events signed and sent to ${new URL(config.webhook.url).host}` : ''}`,
    close: () =>
      new Promise<void>((resolveClosed) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => void closeAfterRequests().then(resolveClosed));
      }),
    async stop() {
      const drained = await tracked.drain(config.shutdownGraceMs);
      await closeAfterRequests();
      return drained;
    },
  };
}

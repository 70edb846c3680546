import { createApiClient, type ProxyCheck } from '../api/client';
import type { Settings } from './schema';

/** What Save, "Test connection" and the status line ask the proxy; quick, since the user is waiting. */
export function checkConnection(settings: Pick<Settings, 'proxyUrl' | 'proxyToken'>): Promise<ProxyCheck> {
  return createApiClient({
    baseUrl: settings.proxyUrl,
    token: settings.proxyToken || undefined,
    timeoutMs: 8_000,
    readRetries: 0,
  }).checkProxy();
}

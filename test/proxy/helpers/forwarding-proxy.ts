// The usual setup of a forwarding test file: a stand-in service, the real proxy in front of it,
// and alice's token, fresh for the file. Exported as live bindings, set once the hooks have run.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { SERVICE_KEY, mintToken } from './fixtures.ts';
import { startTestProxy, type Harness } from './proxy-harness.ts';
import { startStandInService, type StandInService } from './stand-in-service.ts';

export let service: StandInService;
export let harness: Harness;
/** alice of team sales, not its creator. */
export let token: string;

export function useForwardingProxy(env: Record<string, string> = {}) {
  beforeAll(async () => {
    service = await startStandInService();
    harness = await startTestProxy({ SERVICE_BASE_URL: service.baseUrl, SERVICE_API_KEY: SERVICE_KEY, ...env });
    token = await mintToken({ user: 'alice', team: 'sales', creator: false });
  });
  afterAll(async () => {
    await harness.close();
    await service.close();
  });
  beforeEach(() => {
    service.setOverride(undefined);
    service.received.length = 0;
  });
}

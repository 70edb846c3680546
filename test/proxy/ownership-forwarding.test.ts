import { startStandInService } from './helpers/stand-in-service.ts';
import { ownershipSuite } from './helpers/ownership-suite.ts';
import { startTestProxy } from './helpers/proxy-harness.ts';
import { SERVICE_KEY } from './helpers/fixtures.ts';

ownershipSuite('forwarding to a stand-in service', async () => {
  const service = await startStandInService();
  const harness = await startTestProxy({ SERVICE_BASE_URL: service.baseUrl, SERVICE_API_KEY: SERVICE_KEY });
  return {
    url: harness.proxy.url,
    upstreamRequests: () => service.received.length,
    async close() {
      await harness.close();
      await service.close();
    },
  };
});

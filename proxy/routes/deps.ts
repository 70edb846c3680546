import type { PlaybookFile } from '../../lib/api/playbook.ts';
import type { HandleCodec } from '../auth/handles.ts';
import type { ProxyUser } from '../auth/tokens.ts';
import type { Forward } from '../forward.ts';
import type { SavedFindingsStore } from '../playbook/saved-findings.ts';
import type { WebhookEvents } from '../webhooks/events.ts';

/** What the service routes share: the way out, and the handle codec. */
export interface RouteDeps {
  forward: Forward;
  handles: HandleCodec;
  /** The caller's team playbook, if any: its matches are added to every analysis. */
  playbookFor?: (user: ProxyUser) => PlaybookFile | undefined;
  /** Set with WEBHOOK_URL: a route calls it once the service said yes (the recap route: `recapped`). */
  webhookEvents?: WebhookEvents;
  /** The playbook's matches on conversations saved with a remote service, which keeps only its own answer. */
  findings?: SavedFindingsStore;
}

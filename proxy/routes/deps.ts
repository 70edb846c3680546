import type { HandleCodec } from '../auth/handles.ts';
import type { Forward } from '../forward.ts';

/** What the service routes share: the way out, and the handle codec. */
export interface RouteDeps {
  forward: Forward;
  handles: HandleCodec;
}

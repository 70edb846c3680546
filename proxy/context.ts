// What middleware hands on to the routes of one request.
import type { ProxyUser } from './auth/tokens.ts';
import type { CallerGone } from './upstream.ts';

export interface ProxyEnv {
  Variables: {
    /** Set by authenticate for every /api/* request. */
    user: ProxyUser;
    /** Epoch seconds when the caller's access token expires; set with user. */
    tokenExpiresAt: number;
    /** Set by callerGone() for a request whose route calls the service. */
    callerGone?: CallerGone;
  };
}

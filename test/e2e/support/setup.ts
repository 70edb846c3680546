// The built extension and the local proxy, shared with `npm run screenshots` (scripts/lib).
export { issueUserToken, type LocalProxy, requireBuild, startLocalProxy } from '../../../scripts/lib/local-proxy.ts';

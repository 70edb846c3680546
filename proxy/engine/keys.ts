// API keys: the service's prefix plus random bytes; only a hash is stored.
import { createHash, randomBytes } from 'node:crypto';

export const KEY_PREFIX = 'service_';

export function newApiKey(): string {
  return `${KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

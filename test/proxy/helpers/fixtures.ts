// Values and tokens the proxy tests share. No server here, so any test environment can import it.
import { createTokenAuthority } from '../../../proxy/auth/tokens.ts';

export const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';
export const SERVICE_KEY = 'service_test_key_5f2c9a';
export const EXTENSION_ORIGIN = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';

export interface TestUser {
  user: string;
  team: string | null;
  creator: boolean;
}

export function mintToken(who: TestUser, options: { days?: number; issuedAt?: number; secret?: string } = {}) {
  const issuedAt = options.issuedAt ?? Date.now();
  return createTokenAuthority(options.secret ?? TEST_SECRET, () => issuedAt).issue({ ...who, days: options.days ?? 1 });
}

export const transcript = [
  { speakerRole: 'user', speakerName: 'Alex', content: 'Thanks for joining. How is the quarter going?' },
  { speakerRole: 'user', speakerName: 'Jordan', content: 'Busy. Honestly your price seems too expensive for us.' },
];
export const analyzeBody = { currentUser: 'Alex', transcript };

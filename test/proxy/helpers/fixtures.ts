// Values and tokens the proxy tests share. No server here, so any test environment can import it.
import type { TranscriptMessage } from '../../../lib/api/contract.ts';
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

/** A German call whose price objection only the German objection model reads. */
export const germanCall = [
  {
    speakerRole: 'user',
    speakerName: 'Alex',
    content: 'Danke, dass Sie sich heute Zeit nehmen. Wie läuft das Quartal bei Ihnen?',
  },
  {
    speakerRole: 'user',
    speakerName: 'Jordan',
    content: 'Gut, aber ehrlich gesagt ist uns der Preis für zwanzig Lizenzen zu hoch.',
  },
  {
    speakerRole: 'user',
    speakerName: 'Alex',
    content: 'Verstehe. Wir könnten mit einem kleineren Pilotprojekt anfangen.',
  },
] as const satisfies readonly TranscriptMessage[];

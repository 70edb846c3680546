// The proxy access token every benchmark configures the extension with: user "bench", one day.
import { createTokenAuthority } from '../proxy/auth/tokens.ts';
import { resolveTokenSecret } from '../proxy/secret-file.ts';

export function issueBenchToken(dataDir: string): Promise<string> {
  return createTokenAuthority(resolveTokenSecret({ dataDir, tokenSecret: undefined })).issue({
    user: 'bench',
    team: null,
    creator: false,
    days: 1,
  });
}

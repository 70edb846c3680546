// Proxy access tokens: standard JWTs (HS256) signed with PROXY_TOKEN_SECRET, so any JWT
// library holding the secret can read or mint them too.
import { z } from 'zod';
import { decodeJson, encodeJson, importKey, sign, verify } from './hmac.ts';

const nameField = z.string().trim().min(1).max(200);

export const TokenClaims = z.object({
  sub: nameField,
  team: nameField.nullable(),
  creator: z.boolean(),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type TokenClaims = z.infer<typeof TokenClaims>;

/** The user a request acts for, as the access token says. */
export interface ProxyUser {
  id: string;
  team: string | null;
  creator: boolean;
}

export type TokenProblem = 'malformed' | 'bad_signature' | 'expired';
export type TokenCheck =
  | { ok: true; user: ProxyUser; claims: TokenClaims }
  | { ok: false; problem: Exclude<TokenProblem, 'expired'> }
  /** `exp` is told only once the signature proved the token genuine. */
  | { ok: false; problem: 'expired'; exp: number };

export interface IssueOptions {
  user: string;
  team: string | null;
  creator: boolean;
  days: number;
}

const header = encodeJson({ alg: 'HS256', typ: 'JWT' });
const JwtHeader = z.looseObject({ alg: z.literal('HS256') });
const DAY_SECONDS = 86_400;
/** Verified tokens remembered, so a user's every call does not pay for HMAC again. */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokenAuthority(secret: string, now: () => number = Date.now) {
  const key = importKey(secret);
  const seconds = () => Math.floor(now() / 1000);
  const verified = new Map<string, { user: ProxyUser; claims: TokenClaims }>();

  function remember(token: string, entry: { user: ProxyUser; claims: TokenClaims }) {
    // Dropping everything when full is crude but bounded; the next calls just verify again.
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
    verified.set(token, entry);
  }

  return {
    async issue(options: IssueOptions): Promise<string> {
      const iat = seconds();
      const claims = TokenClaims.parse({
        sub: options.user,
        team: options.team,
        creator: options.creator,
        iat,
        exp: iat + Math.round(options.days * DAY_SECONDS),
      });
      const signed = `${header}.${encodeJson(claims)}`;
      return `${signed}.${await sign(await key, signed)}`;
    },

    /** Structure first, then signature, then claims: nothing unsigned is ever trusted. */
    async check(token: string): Promise<TokenCheck> {
      const known = verified.get(token);
      if (known) {
        if (known.claims.exp > seconds()) return { ok: true, ...known };
        verified.delete(token);
        return { ok: false, problem: 'expired', exp: known.claims.exp };
      }
      const parts = token.split('.');
      if (parts.length !== 3) return { ok: false, problem: 'malformed' };
      const [encodedHeader = '', encodedClaims = '', signature = ''] = parts;
      // Pinning the algorithm refuses "alg: none" and any other downgrade.
      if (!JwtHeader.safeParse(decodeJson(encodedHeader)).success) return { ok: false, problem: 'malformed' };
      if (!(await verify(await key, `${encodedHeader}.${encodedClaims}`, signature))) {
        return { ok: false, problem: 'bad_signature' };
      }
      const claims = TokenClaims.safeParse(decodeJson(encodedClaims));
      if (!claims.success) return { ok: false, problem: 'malformed' };
      if (claims.data.exp <= seconds()) return { ok: false, problem: 'expired', exp: claims.data.exp };
      const { sub, team, creator } = claims.data;
      const entry = { user: { id: sub, team, creator }, claims: claims.data };
      remember(token, entry);
      return { ok: true, ...entry };
    },
  };
}

export type TokenAuthority = ReturnType<typeof createTokenAuthority>;

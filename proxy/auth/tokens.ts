// Proxy access tokens: standard JWTs (HS256) signed with PROXY_TOKEN_SECRET, so any JWT
// library holding the secret can read or mint them too. Signing and checking are hono's own
// JWT helpers (hono/jwt); this file adds the proxy's rules: the claims it needs, its clock,
// the previous secret during a rotation, and revocations.
import { sign, verify } from 'hono/jwt';
import { JwtTokenSignatureMismatched } from 'hono/utils/jwt/types';
import { z } from 'zod';

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

export type TokenProblem = 'malformed' | 'bad_signature' | 'expired' | 'revoked';
export type TokenCheck =
  | { ok: true; user: ProxyUser; claims: TokenClaims }
  | { ok: false; problem: 'malformed' | 'bad_signature' | 'revoked' }
  /** `exp` is told only once the signature proved the token genuine. */
  | { ok: false; problem: 'expired'; exp: number };

export interface IssueOptions {
  user: string;
  team: string | null;
  creator: boolean;
  days: number;
}

/** The secret before a rotation, still accepted until `until` (epoch ms) so no one is locked out. */
export interface PreviousSecret {
  secret: string;
  until: number;
}

/** Epoch seconds at which a user's tokens were revoked: tokens issued then or before are refused. */
export type RevokedAt = (user: string) => number | undefined;

export interface TokenAuthorityOptions {
  previous?: readonly PreviousSecret[];
  revokedAt?: RevokedAt;
}

const DAY_SECONDS = 86_400;
/** Verified tokens remembered, so a user's every call does not pay for HMAC again. */
const VERIFIED_CACHE_SIZE = 10_000;
/**
 * The proxy applies its own clock (tests and benches set it), after the signature: hono's
 * time checks would use the wall clock and say "expired" before checking the signature.
 * Pinning the algorithm refuses "alg: none" and any other downgrade.
 */
const VERIFY_OPTIONS = { alg: 'HS256', exp: false, nbf: false, iat: false } as const;

type Verified = { user: ProxyUser; claims: TokenClaims; until: number };

export function createTokenAuthority(
  secret: string,
  now: () => number = Date.now,
  options: TokenAuthorityOptions = {},
) {
  const seconds = () => Math.floor(now() / 1000);
  const verified = new Map<string, Verified>();
  const revokedAt: RevokedAt = options.revokedAt ?? (() => undefined);

  function remember(token: string, entry: Verified) {
    // Dropping everything when full is crude but bounded; the next calls just verify again.
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
    verified.set(token, entry);
  }

  /** The claims if one of the accepted secrets signed the token; the problem otherwise. */
  async function signedClaims(
    token: string,
  ): Promise<{ payload: unknown; until: number } | 'malformed' | 'bad_signature'> {
    const keys = [
      { secret, until: Number.POSITIVE_INFINITY },
      ...(options.previous ?? []).filter((p) => p.until > now()),
    ];
    for (const key of keys) {
      try {
        return { payload: await verify(token, key.secret, VERIFY_OPTIONS), until: key.until };
      } catch (error) {
        if (!(error instanceof JwtTokenSignatureMismatched)) return 'malformed';
      }
    }
    return 'bad_signature';
  }

  /** Checks that do not depend on the signature, run on every call, cached or not. */
  function current(entry: Verified): TokenCheck {
    const at = seconds();
    const { claims } = entry;
    if (claims.exp <= at) return { ok: false, problem: 'expired', exp: claims.exp };
    // A token signed with the previous secret stops at the end of the overlap.
    if (entry.until <= now()) return { ok: false, problem: 'bad_signature' };
    const revoked = revokedAt(claims.sub);
    if (revoked !== undefined && claims.iat <= revoked) return { ok: false, problem: 'revoked' };
    return { ok: true, user: entry.user, claims };
  }

  return {
    async issue(issue: IssueOptions): Promise<string> {
      const iat = seconds();
      const claims = TokenClaims.parse({
        sub: issue.user,
        team: issue.team,
        creator: issue.creator,
        iat,
        exp: iat + Math.round(issue.days * DAY_SECONDS),
      });
      return sign(claims, secret, 'HS256');
    },

    /** Structure and signature first, then claims: nothing unsigned is ever trusted. */
    async check(token: string): Promise<TokenCheck> {
      const known = verified.get(token);
      if (known) {
        const check = current(known);
        if (!check.ok) verified.delete(token);
        return check;
      }
      const signed = await signedClaims(token);
      if (typeof signed === 'string') return { ok: false, problem: signed };
      const claims = TokenClaims.safeParse(signed.payload);
      if (!claims.success) return { ok: false, problem: 'malformed' };
      const { sub, team, creator } = claims.data;
      const entry = { user: { id: sub, team, creator }, claims: claims.data, until: signed.until };
      const check = current(entry);
      if (check.ok) remember(token, entry);
      return check;
    },
  };
}

export type TokenAuthority = ReturnType<typeof createTokenAuthority>;

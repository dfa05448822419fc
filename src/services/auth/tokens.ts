import { sign, verify } from 'hono/jwt';
import type { Platform } from '../platform/platform';
import type { TokenClaims } from '../http/token-claims';

export interface IssuedToken {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

export async function issueToken(
  platform: Platform,
  claims: Omit<TokenClaims, 'iat' | 'exp'>,
  ttlSeconds: number,
): Promise<IssuedToken> {
  const iat = Math.floor(platform.clock.now().getTime() / 1000);
  const payload = { ...claims, iat, exp: iat + ttlSeconds };
  const access_token = await sign(payload, platform.tokenSecret, 'HS256');
  return { access_token, token_type: 'Bearer', expires_in: ttlSeconds };
}

const CLOCK_SKEW_SECONDS = 60;

/**
 * Payloads of tokens whose signature this platform has verified, by token: a browser sends the same
 * token with every call, and checking its HMAC through WebCrypto was 3% of a search's CPU. Only the
 * signature is remembered (a pure function of the token and the secret); expiry and the other claims
 * are judged on every call. Bounded: emptied when full.
 */
const VERIFIED_KEPT = 10_000;
const verifiedByPlatform = new WeakMap<Platform, Map<string, TokenClaims>>();

async function verifiedPayload(platform: Platform, token: string): Promise<TokenClaims> {
  let verified = verifiedByPlatform.get(platform);
  if (!verified) {
    verified = new Map();
    verifiedByPlatform.set(platform, verified);
  }
  const known = verified.get(token);
  if (known) return { ...known };
  const payload = (await verify(token, platform.tokenSecret, {
    alg: 'HS256',
    // Time claims are judged against the platform clock below, not the machine's.
    exp: false,
    iat: false,
    nbf: false,
  })) as unknown as TokenClaims;
  if (verified.size >= VERIFIED_KEPT) verified.clear();
  verified.set(token, { ...payload });
  return payload;
}

/** Verifies signature and expiry against the platform clock; null for anything invalid. */
export async function readToken(platform: Platform, token: string): Promise<TokenClaims | null> {
  try {
    const payload = await verifiedPayload(platform, token);
    const now = Math.floor(platform.clock.now().getTime() / 1000);
    if (typeof payload.exp !== 'number' || payload.exp <= now) return null;
    if (typeof payload.iat !== 'number' || payload.iat > now + CLOCK_SKEW_SECONDS) return null;
    if (payload.typ !== 'public' && payload.typ !== 'account') return null;
    if (typeof payload.sub !== 'string') return null;
    return payload;
  } catch {
    return null;
  }
}

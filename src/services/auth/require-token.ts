import { and, eq, gt, isNull } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { sessions } from '../db/schema';
import { failed } from '../http/envelope';
import type { ServiceEnv } from '../http/app-factory';
import type { Platform } from '../platform/platform';
import { readToken } from './tokens';
import type { TokenKind } from '../http/token-claims';

/** Guests (a public token) and account holders: who may call most of the Booking and Hotel APIs. */
export const GUEST_OR_ACCOUNT = ['public', 'account'] as const satisfies readonly TokenKind[];

/**
 * Guards an endpoint with a bearer token of one of the given kinds. Account tokens are checked against
 * their server-side session on every call, so logout and password reset revoke them at once.
 */
export function requireToken(platform: Platform, kinds: readonly TokenKind[]): MiddlewareHandler<ServiceEnv> {
  return async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const claims = match?.[1] ? await readToken(platform, match[1]) : null;
    if (!claims || !kinds.includes(claims.typ)) {
      return failed(c, 401, 'Your session is not valid. Please sign in again.');
    }
    if (claims.typ === 'account' && !(await isSessionLive(platform, claims.sid))) {
      return failed(c, 401, 'Your session has ended. Please sign in again.');
    }
    c.set('claims', claims);
    await next();
  };
}

/** The account token's server-side session exists, is not revoked and has not expired. */
export async function isSessionLive(platform: Platform, sessionId: string | undefined): Promise<boolean> {
  if (!sessionId || !/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
  const rows = await platform.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, platform.clock.now()),
      ),
    );
  return rows.length === 1;
}

import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { accounts, securityEvents } from '../db/schema';
import type { Db } from '../db/database';
import type { Platform } from '../platform/platform';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** What the Security tab lists (issue 5: sign-in, 2FA change, password change, and their kin). */
export type SecurityEventType =
  | 'signed-in'
  | 'signed-out'
  | 'sign-in-failed'
  | 'two-factor-enabled'
  | 'two-factor-disabled'
  | 'password-changed'
  | 'password-reset'
  | 'password-set'
  | 'email-confirmed'
  | 'social-linked'
  | 'social-unlinked'
  | 'reservation-profile-linked';

export async function recordSecurityEvent(
  platform: Platform,
  db: DbOrTx,
  event: { accountId: string; type: SecurityEventType; ip?: string | null; detail?: Record<string, unknown> },
): Promise<void> {
  await db.insert(securityEvents).values({
    id: platform.ids.uuid(),
    accountId: event.accountId,
    type: event.type,
    ip: event.ip && event.ip !== 'unknown' ? event.ip : null,
    detail: event.detail ?? {},
    createdAt: platform.clock.now(),
  });
}

export async function listSecurityEvents(platform: Platform, accountId: string, limit = 20) {
  const rows = await platform.database.db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.accountId, accountId))
    .orderBy(desc(securityEvents.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    type: row.type,
    at: row.createdAt.toISOString(),
    ip: row.ip,
    detail: row.detail,
  }));
}

/** Events that prove the person at an address controls the account: the password and the emailed code. */
const PROOF_OF_OWNERSHIP: SecurityEventType[] = ['signed-in', 'password-reset'];
/** How long an address stays one the owner uses after its last proof. */
const KNOWN_ADDRESS_DAYS = 90;

/**
 * True when the account registered under email completed a sign-in or a password reset from ip within
 * KNOWN_ADDRESS_DAYS. False for an unknown email or address, so answers built on it reveal nothing.
 */
export async function isKnownAddressOf(platform: Platform, email: string, ip: string): Promise<boolean> {
  if (!ip || ip === 'unknown') return false;
  const since = new Date(platform.clock.now().getTime() - KNOWN_ADDRESS_DAYS * 86_400_000);
  const rows = await platform.database.db
    .select({ id: securityEvents.id })
    .from(securityEvents)
    .innerJoin(accounts, eq(accounts.id, securityEvents.accountId))
    .where(
      and(
        eq(accounts.email, email.trim().toLowerCase()),
        eq(securityEvents.ip, ip),
        inArray(securityEvents.type, PROOF_OF_OWNERSHIP),
        gt(securityEvents.createdAt, since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

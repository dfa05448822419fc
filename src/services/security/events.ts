import { desc, eq } from 'drizzle-orm';
import { securityEvents } from '../db/schema';
import type { Db } from '../platform/db';
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

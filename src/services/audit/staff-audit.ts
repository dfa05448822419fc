/**
 * The staff audit log (issue 24): every staff action writes one row, in the same transaction as the
 * change it records, so a change without its row (or a row without its change) cannot happen. Rows are
 * never edited: the table's trigger refuses UPDATE and DELETE (migration 0018).
 */
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { accountProfiles, accounts, staffAudit } from '../db/schema';
import type { DbOrTx } from '../db/database';
import type { Platform } from '../platform/platform';
import { prefixedId } from '../platform/ids';

export interface StaffActor {
  id: string;
  email: string;
  role: string;
}

export interface StaffAction {
  action: string;
  targetType: string;
  targetId: string;
  summary: string;
  before?: unknown;
  after?: unknown;
}

/** Who an account id is, for the log; a machine client (the editor key) is recorded as such. */
export async function findStaffActor(platform: Platform, accountId: string | undefined): Promise<StaffActor> {
  if (!accountId || !/^[0-9a-f-]{36}$/i.test(accountId)) {
    return { id: 'editor-key', email: 'editor key (machine client)', role: 'editor' };
  }
  const [row] = await platform.database.db
    .select({ email: accounts.email, role: accountProfiles.role })
    .from(accounts)
    .leftJoin(accountProfiles, eq(accountProfiles.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  return { id: accountId, email: row?.email ?? 'unknown account', role: row?.role ?? 'traveller' };
}

/** Appends one row; pass the transaction of the change it records. */
export async function recordStaffAction(
  platform: Platform,
  db: DbOrTx,
  actor: StaffActor,
  entry: StaffAction,
): Promise<void> {
  await db.insert(staffAudit).values({
    id: prefixedId(platform.ids, 'aud'),
    actorId: actor.id,
    actorEmail: actor.email,
    actorRole: actor.role,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: platform.clock.now(),
  });
}

export interface AuditQuery {
  actorId?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  action?: string | undefined;
  /** ISO instants, from inclusive, to exclusive. */
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
}

/** Newest first. */
export async function listStaffActions(platform: Platform, query: AuditQuery) {
  const where: SQL[] = [];
  if (query.actorId) where.push(eq(staffAudit.actorId, query.actorId));
  if (query.targetType) where.push(eq(staffAudit.targetType, query.targetType));
  if (query.targetId) where.push(eq(staffAudit.targetId, query.targetId));
  if (query.action) where.push(eq(staffAudit.action, query.action));
  if (query.from) where.push(gte(staffAudit.createdAt, query.from));
  if (query.to) where.push(lt(staffAudit.createdAt, query.to));
  const rows = await platform.database.db
    .select()
    .from(staffAudit)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(staffAudit.createdAt), desc(staffAudit.id))
    .limit(query.limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * Reading the staff audit log (issue 24), for admins: filtered, newest first, paged by a `to` cursor.
 * Read-only: the log is written by recordStaffAction and nothing edits it (migration 0018's trigger).
 */
import { eq } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditPage } from '../../shared/contracts/staff-admin';
import { listStaffActions } from '../audit/staff-audit';
import { accounts } from '../db/schema';
import type { Platform } from '../platform/platform';

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** An actor given by email is looked up; one no account has matches nothing. */
async function actorIdOf(platform: Platform, actor: string | undefined): Promise<string | undefined | null> {
  if (!actor) return undefined;
  if (!actor.includes('@')) return actor;
  const [row] = await platform.database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, actor.toLowerCase()));
  return row?.id ?? null;
}

/**
 * One page. The cursor is an instant, and rows can share one (a batch of changes): the page stops
 * before the rows of the instant it would cut through, and the next page's `to` (exclusive) is just
 * after that instant, so no row is skipped or shown twice. A page that is all one instant is shown
 * whole.
 */
export async function readAuditPage(platform: Platform, filter: AuditFilter): Promise<AuditPage> {
  const actorId = await actorIdOf(platform, filter.actor);
  if (actorId === null) return { entries: [], nextTo: null };
  const rows: AuditEntry[] = await listStaffActions(platform, {
    actorId,
    action: filter.action,
    targetType: filter.targetType,
    targetId: filter.targetId,
    from: filter.from ? new Date(filter.from) : undefined,
    to: filter.to ? new Date(filter.to) : undefined,
    limit: AUDIT_PAGE_SIZE + 1,
  });
  if (rows.length <= AUDIT_PAGE_SIZE) return { entries: rows, nextTo: null };
  const cut = rows[AUDIT_PAGE_SIZE]!.createdAt;
  const before = rows.slice(0, AUDIT_PAGE_SIZE).filter((row) => row.createdAt !== cut);
  if (before.length === 0) return { entries: rows.slice(0, AUDIT_PAGE_SIZE), nextTo: cut };
  return { entries: before, nextTo: new Date(new Date(cut).getTime() + 1).toISOString() };
}

/**
 * Admins manage staff (issue 24): find accounts by email or name, and promote or demote them among the
 * roles. A role change is one transaction with its audit row; the admins' rows are locked first, so two
 * admins demoting each other at once cannot leave the site without an admin.
 */
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AccountRole } from '../../shared/contracts/profile';
import {
  STAFF_ACCOUNTS_PAGE_SIZE,
  type RoleChangeAnswer,
  type StaffAccount,
} from '../../shared/contracts/staff-admin';
import { findStaffActor, recordStaffAction } from '../audit/staff-audit';
import { NOT_ADMIN } from '../auth/admin-only';
import { accountProfiles, accounts } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import type { Platform } from '../platform/platform';

export const ROLE_MESSAGES = {
  notFound: 'No account has this id.',
  ownDemotion: 'You cannot demote yourself: ask another admin to change your role.',
  lastAdmin: 'This is the last admin: promote another account to admin first.',
} as const;

const ROLE = sql<AccountRole>`coalesce(${accountProfiles.role}, 'traveller')`;

function toStaffAccount(row: {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  role: AccountRole;
}): StaffAccount {
  return { id: row.id, email: row.email, name: `${row.givenName} ${row.familyName}`.trim(), role: row.role };
}

const columns = {
  id: accounts.id,
  email: accounts.email,
  givenName: accounts.givenName,
  familyName: accounts.familyName,
  role: ROLE,
};

/** Accounts whose email or name contains the query, with the given role when one is asked for. */
export async function searchAccounts(
  platform: Platform,
  query: { query: string; role?: AccountRole | undefined },
): Promise<StaffAccount[]> {
  const where: SQL[] = [];
  if (query.query) {
    // LIKE's own wildcards in the query are matched literally.
    const pattern = `%${query.query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    where.push(
      or(
        ilike(accounts.email, pattern),
        ilike(sql`${accounts.givenName} || ' ' || ${accounts.familyName}`, pattern),
      )!,
    );
  }
  if (query.role) where.push(sql`${ROLE} = ${query.role}`);
  const rows = await platform.database.db
    .select(columns)
    .from(accounts)
    .leftJoin(accountProfiles, eq(accountProfiles.accountId, accounts.id))
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(asc(accounts.email))
    .limit(STAFF_ACCOUNTS_PAGE_SIZE);
  return rows.map(toStaffAccount);
}

/** Sets an account's role; refuses an admin's own demotion and the last admin's (409). */
export async function changeRole(
  platform: Platform,
  adminId: string,
  change: { accountId: string; role: AccountRole },
): Promise<RoleChangeAnswer> {
  const actor = await findStaffActor(platform, adminId);
  return platform.database.db.transaction(async (tx) => {
    // Every admin's profile row is locked, so concurrent demotions count the admins one at a time.
    const admins = await tx
      .select({ accountId: accountProfiles.accountId })
      .from(accountProfiles)
      .where(eq(accountProfiles.role, 'admin'))
      .for('update');
    // Checked again under the lock: an admin demoted while this request waited changes nothing.
    if (!admins.some((admin) => admin.accountId === adminId)) throw new RequestRejected(403, NOT_ADMIN);
    const [row] = await tx
      .select(columns)
      .from(accounts)
      .leftJoin(accountProfiles, eq(accountProfiles.accountId, accounts.id))
      .where(eq(accounts.id, change.accountId));
    if (!row) throw new RequestRejected(404, ROLE_MESSAGES.notFound);
    const before = row.role;
    const after = toStaffAccount({ ...row, role: change.role });
    if (before === change.role) return { account: after, before, changed: false };
    if (before === 'admin') {
      // The last admin first: it says what to do, where "not yourself" would only say who.
      if (admins.length <= 1) throw new RequestRejected(409, ROLE_MESSAGES.lastAdmin);
      if (change.accountId === adminId) throw new RequestRejected(409, ROLE_MESSAGES.ownDemotion);
    }
    const now = platform.clock.now();
    await tx
      .insert(accountProfiles)
      .values({ accountId: change.accountId, role: change.role, updatedAt: now })
      .onConflictDoUpdate({
        target: accountProfiles.accountId,
        set: { role: change.role, updatedAt: now },
      });
    await recordStaffAction(platform, tx, actor, {
      action: 'role.change',
      targetType: 'account',
      targetId: change.accountId,
      summary: `${row.email}: ${before} → ${change.role}`,
      before: { email: row.email, role: before },
      after: { email: row.email, role: change.role },
    });
    return { account: after, before, changed: true };
  });
}

import { and, eq, isNull } from 'drizzle-orm';
import { accountProfiles, accounts, loginChallenges, sessions } from '../db/schema';
import type { Platform } from '../platform/platform';
import type { DbOrTx } from '../security/events';

export type AccountRow = typeof accounts.$inferSelect;
export type AccountProfileRow = typeof accountProfiles.$inferSelect;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findAccountByEmail(
  platform: Platform,
  email: string,
  db: DbOrTx = platform.database.db,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(eq(accounts.email, normaliseEmail(email)));
  return row;
}

export async function findAccountById(
  platform: Platform,
  id: string,
  db: DbOrTx = platform.database.db,
): Promise<AccountRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

export async function insertAccount(
  platform: Platform,
  account: Omit<typeof accounts.$inferInsert, 'id' | 'email'> & { email: string },
  db: DbOrTx = platform.database.db,
): Promise<AccountRow> {
  const now = platform.clock.now();
  const [row] = await db
    .insert(accounts)
    .values({
      createdAt: now,
      updatedAt: now,
      ...account,
      id: platform.ids.uuid(),
      email: normaliseEmail(account.email),
    })
    .returning();
  if (!row) throw new Error('account was not stored');
  return row;
}

/** The account's profile row, created with defaults when the account has none yet. */
export async function ensureAccountProfile(
  platform: Platform,
  accountId: string,
  db: DbOrTx = platform.database.db,
): Promise<AccountProfileRow> {
  await db.insert(accountProfiles).values({ accountId }).onConflictDoNothing();
  const row = await findAccountProfile(platform, accountId, db);
  if (!row) throw new Error('account profile was not stored');
  return row;
}

export async function findAccountProfile(
  platform: Platform,
  accountId: string,
  db: DbOrTx = platform.database.db,
): Promise<AccountProfileRow | undefined> {
  const [row] = await db.select().from(accountProfiles).where(eq(accountProfiles.accountId, accountId));
  return row;
}

export async function updateAccountProfile(
  platform: Platform,
  accountId: string,
  values: Partial<Omit<AccountProfileRow, 'accountId' | 'createdAt'>>,
  db: DbOrTx = platform.database.db,
): Promise<void> {
  await ensureAccountProfile(platform, accountId, db);
  await db
    .update(accountProfiles)
    .set({ ...values, updatedAt: platform.clock.now() })
    .where(eq(accountProfiles.accountId, accountId));
}

/** A new server-side session: every sign-in gets a fresh session id. */
export async function createSession(
  platform: Platform,
  accountId: string,
  ttlSeconds: number,
  db: DbOrTx = platform.database.db,
) {
  const now = platform.clock.now();
  const [row] = await db
    .insert(sessions)
    .values({
      id: platform.ids.uuid(),
      accountId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    })
    .returning();
  if (!row) throw new Error('session was not stored');
  return row;
}

export async function revokeSession(platform: Platform, sessionId: string): Promise<void> {
  await platform.database.db
    .update(sessions)
    .set({ revokedAt: platform.clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of the account and every sign-in still waiting for its code. */
export async function revokeAllSessions(
  platform: Platform,
  accountId: string,
  db: DbOrTx = platform.database.db,
): Promise<void> {
  const now = platform.clock.now();
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
  await db
    .update(loginChallenges)
    .set({ expiresAt: now })
    .where(and(eq(loginChallenges.accountId, accountId), isNull(loginChallenges.completedAt)));
}

import { and, eq, isNull } from 'drizzle-orm';
import { accounts, sessions } from '../db/schema';
import type { Platform } from '../platform/platform';

export type AccountRow = typeof accounts.$inferSelect;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findAccountByEmail(platform: Platform, email: string): Promise<AccountRow | undefined> {
  const [row] = await platform.database.db
    .select()
    .from(accounts)
    .where(eq(accounts.email, normaliseEmail(email)));
  return row;
}

export async function findAccountById(platform: Platform, id: string): Promise<AccountRow | undefined> {
  const [row] = await platform.database.db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

export async function insertAccount(
  platform: Platform,
  account: Omit<typeof accounts.$inferInsert, 'id' | 'email'> & { email: string },
): Promise<AccountRow> {
  const [row] = await platform.database.db
    .insert(accounts)
    .values({ ...account, id: platform.ids.uuid(), email: normaliseEmail(account.email) })
    .returning();
  if (!row) throw new Error('account was not stored');
  return row;
}

export async function createSession(platform: Platform, accountId: string, ttlSeconds: number) {
  const now = platform.clock.now();
  const [row] = await platform.database.db
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

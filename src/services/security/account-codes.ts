import { and, eq, isNull } from 'drizzle-orm';
import { accountCodes } from '../db/schema';
import type { Platform } from '../platform/platform';

/**
 * Stores a new one-time secret (emailed code or link token) of an account for a purpose, in one
 * transaction with retiring the account's earlier live secrets of that purpose, so only the newest
 * works. Only the secret's hash is kept: `hashOf(id)` gives the keyed hash for the new row's id.
 */
export async function replaceAccountSecret(
  platform: Platform,
  input: { accountId: string; purpose: string; validSeconds: number; hashOf: (id: string) => string },
): Promise<void> {
  const id = platform.ids.uuid();
  const now = platform.clock.now();
  await platform.database.db.transaction(async (tx) => {
    await tx
      .update(accountCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(accountCodes.accountId, input.accountId),
          eq(accountCodes.purpose, input.purpose),
          isNull(accountCodes.consumedAt),
        ),
      );
    await tx.insert(accountCodes).values({
      id,
      accountId: input.accountId,
      purpose: input.purpose,
      secretHash: input.hashOf(id),
      createdAt: now,
      expiresAt: new Date(now.getTime() + input.validSeconds * 1000),
    });
  });
}

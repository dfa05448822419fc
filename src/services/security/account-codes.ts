/**
 * One-time secrets of an account (emailed codes and link tokens), one row each in account_codes: only
 * the secret's hash is kept, and a secret works once (consumedAt) until it expires.
 */
import { and, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import { accountCodes } from '../db/schema';
import type { Platform } from '../platform/platform';
import { hashSecret } from './secrets';
import type { Tx } from './events';

interface NewSecret {
  accountId: string;
  purpose: string;
  validSeconds: number;
  /** The keyed hash of the secret for the new row's id. */
  hashOf: (id: string) => string;
}

/**
 * Stores a new secret of an account for a purpose and retires the account's earlier live secrets of
 * that purpose, in the caller's transaction, so only the newest works.
 */
export async function writeAccountSecret(platform: Platform, tx: Tx, input: NewSecret): Promise<void> {
  const now = platform.clock.now();
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
  const id = platform.ids.uuid();
  await tx.insert(accountCodes).values({
    id,
    accountId: input.accountId,
    purpose: input.purpose,
    secretHash: input.hashOf(id),
    createdAt: now,
    expiresAt: new Date(now.getTime() + input.validSeconds * 1000),
  });
}

/** writeAccountSecret in a transaction of its own. */
export async function replaceAccountSecret(platform: Platform, input: NewSecret): Promise<void> {
  await platform.database.db.transaction((tx) => writeAccountSecret(platform, tx, input));
}

/**
 * The account's newest unconsumed code of a purpose; with `liveAt`, only one that has not expired by
 * then (without, the caller tells an expired code apart).
 */
export async function findNewestCode(platform: Platform, accountId: string, purpose: string, liveAt?: Date) {
  const [code] = await platform.database.db
    .select()
    .from(accountCodes)
    .where(
      and(
        eq(accountCodes.accountId, accountId),
        eq(accountCodes.purpose, purpose),
        isNull(accountCodes.consumedAt),
        liveAt ? gt(accountCodes.expiresAt, liveAt) : undefined,
      ),
    )
    .orderBy(desc(accountCodes.createdAt))
    .limit(1);
  return code;
}

/** The condition for a live secret of a purpose found by its hash (hashed without the row's id). */
export function liveSecret(platform: Platform, purpose: string, secret: string, now: Date): SQL | undefined {
  return and(
    eq(accountCodes.purpose, purpose),
    eq(accountCodes.secretHash, hashSecret(platform, purpose, secret)),
    isNull(accountCodes.consumedAt),
    gt(accountCodes.expiresAt, now),
  );
}

/**
 * Marks a code used, unless a concurrent request used it first or it has expired by `now`: true when
 * this call claimed it.
 */
export async function claimCode(tx: Tx, codeId: string, now: Date): Promise<boolean> {
  const claimed = await tx
    .update(accountCodes)
    .set({ consumedAt: now })
    .where(and(eq(accountCodes.id, codeId), isNull(accountCodes.consumedAt), gt(accountCodes.expiresAt, now)))
    .returning({ id: accountCodes.id });
  return claimed.length > 0;
}

/** Counts a wrong guess of a code: past its limit of attempts the code is void. */
export async function countWrongGuess(
  platform: Platform,
  code: { id: string; attempts: number },
): Promise<void> {
  await platform.database.db
    .update(accountCodes)
    .set({ attempts: code.attempts + 1 })
    .where(eq(accountCodes.id, code.id));
}

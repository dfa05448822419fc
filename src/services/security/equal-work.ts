/**
 * Equal work for answers that must not tell a registered address from an unknown one (forgot-password,
 * sign-up; docs/security.md). Both branches run the same function with the same statements in the same
 * order, in one transaction each; the branch with nothing to keep rolls it back. Nothing in the
 * request differs but the transaction's end (scripts/bench/account-timing.ts measures what remains).
 */
import { eq, sql } from 'drizzle-orm';
import { accounts } from '../db/schema';
import { queueEmail, type OutgoingEmail } from '../platform/mailer';
import type { Platform } from '../platform/platform';
import type { Tx } from './events';

class NotKept extends Error {}

/**
 * Runs `work` in one transaction, committed when `keep`, else rolled back. A failure of a rolled-back
 * run is logged, never the caller's error (the caller answers as if it had been kept); a failure of a
 * kept run is the caller's.
 */
export async function inEqualTransaction(
  platform: Platform,
  keep: boolean,
  work: (tx: Tx) => Promise<unknown>,
): Promise<void> {
  try {
    await platform.database.db.transaction(async (tx) => {
      // On PostgreSQL a commit waits for its WAL flush and a rollback does not: a timing tell of its
      // own. Both branches commit asynchronously instead (a crash may lose the last reset code or
      // sign-up link; the traveller asks again), so the kept branch ends as fast as the other.
      if (platform.database.kind === 'postgres') await tx.execute(sql`SET LOCAL synchronous_commit TO OFF`);
      await work(tx);
      if (!keep) throw new NotKept();
    });
  } catch (error) {
    if (error instanceof NotKept) return;
    if (keep) throw error;
    platform.log.warn({ err: error }, 'equal-work rehearsal failed');
  }
}

/**
 * inEqualTransaction for work that queues one email (`queue`, inside the transaction). Its delivery
 * job is enqueued on both paths, after the answer: the job's commit wakes the deliverer (pg-boss
 * NOTIFY), and inside the request that wake-up and the delivery it starts were what still told a
 * committed email from a rolled-back one (about 2 ms, `npm run bench:account-timing`). A rolled-back
 * email's job finds no row and is skipped; an email whose job is lost (a crash in between) is
 * delivered by the deliverer's sweep.
 */
export async function queueEmailEqually(
  platform: Platform,
  keep: boolean,
  work: (tx: Tx, queue: (email: OutgoingEmail) => Promise<void>) => Promise<void>,
): Promise<void> {
  let emailId: string | undefined;
  await inEqualTransaction(platform, keep, (tx) =>
    work(tx, async (email) => {
      emailId = await queueEmail(tx, { ids: platform.ids, clock: platform.clock }, email);
    }),
  );
  const jobs = platform.mailer.deliveryJobs;
  if (!emailId || !jobs) return;
  const id = emailId;
  setImmediate(() => {
    jobs.enqueue(platform.database.db, id).catch((error: unknown) => {
      platform.log.warn({ err: error, emailId: id }, 'delivery job not enqueued; the sweep delivers it');
    });
  });
}

/** An address no account has (the .invalid top-level domain never resolves), for rehearsed writes. */
export function rehearsalAddress(platform: Platform): string {
  return `${platform.ids.uuid()}@rehearsal.invalid`;
}

/**
 * The stand-in account the unknown-address branch writes its (rolled-back) rows against, so that the
 * rows have an account as a real one's do, without an extra INSERT. Its address holds a space, which
 * no request's email validation lets through, so nobody can ask for it; it has no password and stays
 * pending, so it can never sign in.
 */
export const REHEARSAL_ACCOUNT_EMAIL = 'equal work@rehearsal.invalid';

/** An account row as stored (the same type account.repo.ts names AccountRow; security does not import account). */
type AccountRow = typeof accounts.$inferSelect;

const rehearsalAccounts = new WeakMap<Platform, Promise<AccountRow>>();

export function rehearsalAccount(platform: Platform): Promise<AccountRow> {
  let found = rehearsalAccounts.get(platform);
  if (!found) {
    found = findOrCreateRehearsalAccount(platform);
    // A failed look-up is tried again by the next request rather than remembered.
    found.catch(() => rehearsalAccounts.delete(platform));
    rehearsalAccounts.set(platform, found);
  }
  return found;
}

async function findOrCreateRehearsalAccount(platform: Platform): Promise<AccountRow> {
  const { db } = platform.database;
  const now = platform.clock.now();
  // Several processes on one database may create it at once: the unique email keeps one.
  await db
    .insert(accounts)
    .values({
      id: platform.ids.uuid(),
      email: REHEARSAL_ACCOUNT_EMAIL,
      givenName: 'Traveller',
      familyName: 'Traveller',
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: accounts.email });
  const [row] = await db.select().from(accounts).where(eq(accounts.email, REHEARSAL_ACCOUNT_EMAIL));
  if (!row) throw new Error('the rehearsal account was not stored');
  return row;
}

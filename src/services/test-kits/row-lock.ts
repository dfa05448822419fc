import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/database';

/** Waits until another session of this database waits on a lock (what `what` must have done). */
async function waitForLockWaiter(database: Database, what: string): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const rows = await database.query<{ waiting: number }>(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
    );
    if (rows[0]!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${what} never waited for the row`);
}

/**
 * Runs `request` while a second connection holds a row (`lock`, a SELECT … FOR UPDATE): once the
 * request waits on that lock, the second connection applies `change` and commits, so the request
 * meets the row as changed. Answers the request's result. PostgreSQL only: PGlite has one connection,
 * so there is no window to hold open.
 */
export async function changeRowUnderRequest<T>(
  database: Database,
  { lock, change, what }: { lock: SQL; change: SQL; what: string },
  request: () => Promise<T>,
): Promise<T> {
  let locked!: () => void;
  const rowLocked = new Promise<void>((resolve) => (locked = resolve));
  let release!: () => void;
  const mayCommit = new Promise<void>((resolve) => (release = resolve));
  const changing = database.db.transaction(async (tx) => {
    await tx.execute(lock);
    locked();
    await mayCommit;
    await tx.execute(change);
  });
  await rowLocked;
  const answer = request();
  await waitForLockWaiter(database, what);
  release();
  await changing;
  return answer;
}

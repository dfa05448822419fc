import type { Platform } from '../platform/platform';
import type { Tx } from './events';

class RehearsalOver extends Error {}

/**
 * Runs `work` in a transaction that is always rolled back: the branch of a request that has nothing to
 * write (an unknown address, an existing account) does the same database work as the branch that
 * writes, so the time of the answer does not tell them apart. Nothing it writes is kept; a failure is
 * logged, never the caller's error.
 */
export async function rehearseInTransaction(
  platform: Platform,
  work: (tx: Tx) => Promise<unknown>,
): Promise<void> {
  try {
    await platform.database.db.transaction(async (tx) => {
      await work(tx);
      throw new RehearsalOver();
    });
  } catch (error) {
    if (!(error instanceof RehearsalOver)) platform.log.warn({ err: error }, 'equal-work rehearsal failed');
  }
}

/** An address no account has (the .invalid top-level domain never resolves), for rehearsed writes. */
export function rehearsalAddress(platform: Platform): string {
  return `${platform.ids.uuid()}@rehearsal.invalid`;
}

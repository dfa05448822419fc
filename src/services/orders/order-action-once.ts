/**
 * The Idempotency-Key frame of an action on an existing order (a cancel, a date change, an agent's
 * resend of its email; ADR 015): one key does the work once. A key that already did it replays that
 * outcome; otherwise the action runs and claims the key inside its own transaction (claimKey), and
 * when a concurrent request with the same key claimed it first (AlreadyClaimed, the transaction rolled
 * back) the answer is that request's outcome, replayed.
 */
import type { DbOrTx } from '../db/database';
import { AlreadyClaimed, findClaimed, type Claim } from '../http/booking-idempotency';

/** Runs `act` unless `claim` was already claimed; `replay` answers the outcome of the claimed resource. */
export async function actOnce<T>(
  db: DbOrTx,
  claim: Claim,
  replay: (resourceId: string) => Promise<T>,
  act: () => Promise<T>,
): Promise<T> {
  const claimed = await findClaimed(db, claim);
  if (claimed) return replay(claimed);
  try {
    return await act();
  } catch (error) {
    if (error instanceof AlreadyClaimed) return replay(error.resourceId);
    throw error;
  }
}

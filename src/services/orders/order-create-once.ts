/**
 * The Idempotency-Key frame shared by the flight and the hotel OrderCreate: one key makes one order,
 * whether its request is a retry after the order committed or races its own first request.
 */
import type { Order } from '../../shared/contracts/order';
import { claimedAfterConflict, findClaimed, type Claim } from '../http/booking-idempotency';
import type { Platform } from '../platform/platform';
import { finishOrder } from './order-finish.service';

type Created = { order: Order; replayed: boolean };

/** Runs `attempt` unless the key already made an order; a 409 that the key's own order explains replays it. */
export async function createOrderOnce(
  platform: Platform,
  claim: Claim,
  attempt: () => Promise<Created>,
): Promise<Created> {
  const { db } = platform.database;
  try {
    const claimed = await findClaimed(db, claim);
    if (claimed) return { order: await finishOrder(platform, claimed), replayed: true };
    return await attempt();
  } catch (error) {
    const claimed = await claimedAfterConflict(db, claim, error);
    return { order: await finishOrder(platform, claimed), replayed: true };
  }
}

/** The answer after the order transaction: the new order, or the one that claimed the key first. */
export async function finishCreated(
  platform: Platform,
  orderId: string,
  replayOf: string | null,
): Promise<Created> {
  if (replayOf) return { order: await finishOrder(platform, replayOf), replayed: true };
  return { order: await finishOrder(platform, orderId), replayed: false };
}

/**
 * What an order holds of the inventory, given back when it fails or is released (ADR 015, ADR 016,
 * ADR 022): a flight order's seats and cabin places (by its offer) or a hotel order's room-nights.
 */
import { releaseRooms } from '../hotels/inventory/room-nights.repo';
import { releaseCabinSeats } from '../inventory/cabin.repo';
import type { DbTx } from '../db/database';
import { releaseOfferSeats } from '../offers/offer-access';

export async function releaseOrderInventory(
  tx: DbTx,
  order: { id: string; kind: 'flight' | 'hotel'; offerId: string },
  now: Date,
): Promise<void> {
  if (order.kind === 'hotel') {
    await releaseRooms(tx, order.id);
    return;
  }
  await releaseOfferSeats(tx, order.offerId);
  await releaseCabinSeats(tx, order.offerId, now);
}

/**
 * What an order holds of the inventory, given back when it fails or is released (ADR 015, ADR 016): a
 * flight order's seats (by its offer) or a hotel order's room-nights (by the order).
 */
import { releaseRooms } from '../hotels/room-nights.repo';
import { releaseOfferSeats, type DbTx } from '../offers/offer-access';

export async function releaseOrderInventory(
  tx: DbTx,
  order: { id: string; kind: 'flight' | 'hotel'; offerId: string },
): Promise<void> {
  if (order.kind === 'hotel') await releaseRooms(tx, order.id);
  else await releaseOfferSeats(tx, order.offerId);
}

/**
 * The database side of extras after booking (ADR 027): purchases by caller and key, and the seats
 * bought after booking, sold to the order under its offer in flight_seat_holds, whose primary key
 * (flight_key, designator) is what makes two buyers of one seat end with one owner (ADR 014).
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, lte, ne } from 'drizzle-orm';
import type { ExtrasPurchase, ExtraSeat } from '../../shared/contracts/order-extras';
import { flightSeatHolds, orderExtraPurchases } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import type { DbOrTx, DbTx } from '../db/database';
import { seatTakenMessage } from '../offers/offer-access';

export type PurchaseRow = typeof orderExtraPurchases.$inferSelect;

export const newPurchaseId = () => `oxp_${randomBytes(12).toString('hex')}`;

export async function findPurchaseByKey(
  db: DbOrTx,
  owner: string,
  key: string,
): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .select()
    .from(orderExtraPurchases)
    .where(and(eq(orderExtraPurchases.owner, owner), eq(orderExtraPurchases.idempotencyKey, key)));
  return row;
}

export async function purchasesOfOrder(db: DbOrTx, orderId: string): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(orderExtraPurchases)
    .where(eq(orderExtraPurchases.orderId, orderId))
    .orderBy(asc(orderExtraPurchases.createdAt));
}

export function toPurchase(row: PurchaseRow): ExtrasPurchase {
  return {
    purchaseId: row.id,
    status: row.status,
    lines: row.lines as ExtrasPurchase['lines'],
    amountCents: row.itemsCents + row.surchargeCents,
    surchargeCents: row.surchargeCents,
    scheme: row.scheme,
    last4: row.last4,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Sells the seats to the order (under its offer) inside the caller's transaction, in flight and seat
 * order so that two buyers of the same seats queue rather than deadlock. A lapsed hold of another
 * offer is cleared first; a seat anyone else holds or bought makes the insert do nothing, which is a
 * 409 naming it, and the caller's transaction rolls back (nothing sold, nothing recorded).
 */
export async function sellExtraSeats(
  tx: DbTx,
  offerId: string,
  orderId: string,
  seats: ExtraSeat[],
  now: Date,
): Promise<void> {
  const sorted = [...seats].sort(
    (a, b) => a.flightKey.localeCompare(b.flightKey) || a.designator.localeCompare(b.designator),
  );
  for (const seat of sorted) {
    await tx
      .delete(flightSeatHolds)
      .where(
        and(
          eq(flightSeatHolds.flightKey, seat.flightKey),
          eq(flightSeatHolds.designator, seat.designator),
          ne(flightSeatHolds.offerId, offerId),
          eq(flightSeatHolds.status, 'held'),
          lte(flightSeatHolds.expiresAt, now),
        ),
      );
    const rows = await tx
      .insert(flightSeatHolds)
      .values({ ...seat, offerId, orderId, status: 'sold', expiresAt: null })
      .onConflictDoNothing()
      .returning({ designator: flightSeatHolds.designator });
    if (rows.length !== 1) throw new RequestRejected(409, seatTakenMessage(seat.flightKey, seat.designator));
  }
}

/**
 * The rows a date change moves (ADR 026), inside the change's transaction: the other journeys' cabin
 * claims and chosen seats go from the order's old offer to its new one as they are (still sold, the
 * counters untouched); whatever is left on the old offer (the changed journey's) is then released with
 * the booking's own release functions, so the counters move exactly once.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { OrderChange } from '../../shared/contracts/order-change';
import { flightCabinClaims, flightSeatHolds, orderChanges, orders } from '../db/schema';
import type { DbOrTx, DbTx } from '../db/database';

export type OrderChangeRow = typeof orderChanges.$inferSelect;

interface ReleasedSeat {
  travelerId: string;
  flightKey: string;
  designator: string;
}

/** Moves the claims and seats of `flightKeys` (the journeys not changed) from one offer to another. */
export async function moveKeptFlights(
  tx: DbTx,
  fromOfferId: string,
  toOfferId: string,
  flightKeys: string[],
): Promise<void> {
  if (flightKeys.length === 0) return;
  await tx
    .update(flightCabinClaims)
    .set({ offerId: toOfferId })
    .where(and(eq(flightCabinClaims.offerId, fromOfferId), inArray(flightCabinClaims.flightKey, flightKeys)));
  await tx
    .update(flightSeatHolds)
    .set({ offerId: toOfferId })
    .where(and(eq(flightSeatHolds.offerId, fromOfferId), inArray(flightSeatHolds.flightKey, flightKeys)));
}

/** How many seats the order chose on these flights (given back by a change of their journey). */
export function seatsChosenOn(ancillaries: unknown, flightKeys: string[]): number {
  const seats = (ancillaries as { seats?: Array<{ flightKey: string }> }).seats ?? [];
  return seats.filter((seat) => flightKeys.includes(seat.flightKey)).length;
}

export async function findChangeByQuote(db: DbOrTx, quoteId: string): Promise<OrderChangeRow | undefined> {
  const [row] = await db.select().from(orderChanges).where(eq(orderChanges.toOfferId, quoteId));
  return row;
}

export async function findChangeById(db: DbOrTx, changeId: string): Promise<OrderChangeRow | undefined> {
  const [row] = await db.select().from(orderChanges).where(eq(orderChanges.id, changeId));
  return row;
}

/** The change as answered, less its card payment (order-change-payment.ts withPayment adds it). */
export async function toOrderChange(db: DbOrTx, row: OrderChangeRow): Promise<Omit<OrderChange, 'payment'>> {
  const [order] = await db
    .select({ bookingReference: orders.bookingReference })
    .from(orders)
    .where(eq(orders.id, row.orderId));
  return {
    changeId: row.id,
    orderId: row.orderId,
    bookingReference: order?.bookingReference ?? '',
    journeyIndex: row.journeyIndex,
    fromDeparture: row.fromDeparture.toISOString(),
    toDeparture: row.toDeparture.toISOString(),
    figures: {
      fareDifferenceCents: row.fareDifferenceCents,
      taxesDifferenceCents: row.taxesDifferenceCents,
      changeFeeCents: row.changeFeeCents,
      forfeitedCents: row.forfeitedCents,
      totalCents: row.totalCents,
    },
    seatsReleased: (row.releasedSeats as ReleasedSeat[]).length,
    changedAt: (row.completedAt ?? row.createdAt).toISOString(),
  };
}

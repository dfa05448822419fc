import { and, eq, gt, inArray, isNull, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { SeatChoice } from '../../shared/contracts/offer';
import { flightSeatHolds } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import type { DbOrTx, DbTx } from '../db/database';
import { seatTakenMessage } from './offer-access';

/**
 * Seat holds in the database (ADR 014). The table's primary key (flight_key, designator) allows one
 * row per seat: a hold of an offer or a sale of its order. Every write here runs in the caller's
 * transaction and relies on that key, not on a prior read, so concurrent bookings cannot double-sell.
 */

const pairsOf = (seats: Pick<SeatChoice, 'flightKey' | 'designator'>[]): SQL =>
  or(
    ...seats.map((seat) =>
      and(eq(flightSeatHolds.flightKey, seat.flightKey), eq(flightSeatHolds.designator, seat.designator)),
    ),
  )!;

/**
 * Seats of these flights that other offers hold (unexpired) or have sold, by flight key. `ownOffers`
 * are this booking's offers (the offer, and when re-pricing the offer it replaces).
 */
export async function seatsTakenByOthers(
  db: DbOrTx,
  flightKeys: string[],
  ownOffers: string[],
  now: Date,
): Promise<Map<string, Set<string>>> {
  const taken = new Map<string, Set<string>>(flightKeys.map((key) => [key, new Set<string>()]));
  if (flightKeys.length === 0) return taken;
  const rows = await db
    .select({ flightKey: flightSeatHolds.flightKey, designator: flightSeatHolds.designator })
    .from(flightSeatHolds)
    .where(
      and(
        inArray(flightSeatHolds.flightKey, flightKeys),
        notInArray(flightSeatHolds.offerId, ownOffers),
        or(isNull(flightSeatHolds.expiresAt), gt(flightSeatHolds.expiresAt, now)),
      ),
    );
  for (const row of rows) taken.get(row.flightKey)?.add(row.designator);
  return taken;
}

/** The seats this offer holds (or has sold), whatever their expiry. */
export async function seatsOfOffer(db: DbOrTx, offerId: string): Promise<SeatChoice[]> {
  return db
    .select({
      travelerId: flightSeatHolds.travelerId,
      flightKey: flightSeatHolds.flightKey,
      designator: flightSeatHolds.designator,
    })
    .from(flightSeatHolds)
    .where(eq(flightSeatHolds.offerId, offerId));
}

const byKey = (a: SeatChoice, b: SeatChoice) =>
  a.flightKey.localeCompare(b.flightKey) || a.designator.localeCompare(b.designator);

/**
 * Makes this offer's holds exactly `wanted`, until `expiresAt`, inside the caller's transaction:
 * releases the seats it no longer wants, deletes lapsed holds of other offers on the wanted seats,
 * then inserts (or renews) one row per wanted seat. A seat another offer holds or has sold makes
 * the insert do nothing for it: that is a 409 naming the seat, and the caller's transaction rolls
 * back, so nothing changes. Seats are written in one order (flight, seat) so that two transactions
 * wanting the same seats queue instead of deadlocking.
 *
 * `mode: 'keep-available'` (re-pricing) drops the wanted seats that are taken instead of refusing,
 * and returns the seats it holds.
 */
export async function holdOfferSeats(
  tx: DbTx,
  offerId: string,
  wanted: SeatChoice[],
  expiresAt: Date,
  now: Date,
  mode: 'all-or-nothing' | 'keep-available' = 'all-or-nothing',
): Promise<SeatChoice[]> {
  const sorted = [...wanted].sort(byKey);
  const keep = new Set(sorted.map((seat) => `${seat.flightKey} ${seat.designator} ${seat.travelerId}`));
  const current = await seatsOfOffer(tx, offerId);
  const unwanted = current.filter(
    (seat) => !keep.has(`${seat.flightKey} ${seat.designator} ${seat.travelerId}`),
  );
  if (unwanted.length > 0)
    await tx.delete(flightSeatHolds).where(and(eq(flightSeatHolds.offerId, offerId), pairsOf(unwanted)));
  if (sorted.length === 0) return [];

  await tx
    .delete(flightSeatHolds)
    .where(
      and(
        pairsOf(sorted),
        ne(flightSeatHolds.offerId, offerId),
        eq(flightSeatHolds.status, 'held'),
        lte(flightSeatHolds.expiresAt, now),
      ),
    );
  const held: SeatChoice[] = [];
  for (const seat of sorted) {
    // One statement per seat: a multi-row insert would stop at the first refused row in some drivers'
    // error paths; here a refused seat is simply "no row returned".
    const rows = await tx
      .insert(flightSeatHolds)
      .values({ ...seat, offerId, status: 'held', expiresAt })
      .onConflictDoUpdate({
        target: [flightSeatHolds.flightKey, flightSeatHolds.designator],
        set: { expiresAt: sql`excluded.expires_at` },
        setWhere: sql`${flightSeatHolds.offerId} = excluded.offer_id AND ${flightSeatHolds.travelerId} = excluded.traveler_id AND ${flightSeatHolds.status} = 'held'`,
      })
      .returning({ designator: flightSeatHolds.designator });
    if (rows.length === 1) held.push(seat);
    else if (mode === 'all-or-nothing')
      throw new RequestRejected(409, seatTakenMessage(seat.flightKey, seat.designator));
  }
  return held;
}

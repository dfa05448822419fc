/**
 * How much of a flight one client may hold in open offers (ADR 022). An offer holds its party's places
 * for 20 minutes; without a limit one client could keep a cabin off sale by making offer after offer
 * (issue 21's attack held all 5 free seats of VA431 in 0.1 s). A client is the token subject or the
 * address the offer came from (null when unknown or exempt), so new guest tokens do not reset it.
 */
import { and, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { flightCabinClaims, flightOffers } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import type { DbTx } from '../db/database';
import type { CabinRef } from './cabin.rules';

export const CLIENT_HOLD_LIMIT_MESSAGE =
  'You already have seats on hold on this flight in another booking. Finish that booking, or wait until its hold ends (20 minutes after it started), then try again.';

export interface OfferHolder {
  owner: string;
  clientIp: string | null;
}

/**
 * One traveller, one basket: the places this owner's other open offers hold in these (locked) cabins
 * are given back when it makes a new offer on the same flights (going back to the results and choosing
 * again). An older offer that is still paid for takes its places again if they are free (orderCabinSeats).
 * Answers the released claims, so the caller can move the cabins' counters.
 */
export async function supersedeOwnHolds(tx: DbTx, cabins: CabinRef[], owner: string, offerId: string) {
  const theirs = await tx
    .select({ offerId: flightOffers.id })
    .from(flightOffers)
    .where(and(eq(flightOffers.owner, owner), eq(flightOffers.status, 'Open')));
  const others = theirs.map((row) => row.offerId).filter((id) => id !== offerId);
  if (others.length === 0) return [];
  return tx
    .delete(flightCabinClaims)
    .where(
      and(
        inArray(flightCabinClaims.offerId, others),
        eq(flightCabinClaims.status, 'held'),
        isNull(flightCabinClaims.orderId),
        or(
          ...cabins.map((cabin) =>
            and(eq(flightCabinClaims.flightKey, cabin.flightKey), eq(flightCabinClaims.cabin, cabin.cabin)),
          ),
        ),
      ),
    )
    .returning();
}

/**
 * 409 when the client's seats held in open offers on any of these flights, plus `seats`, would pass
 * `limit`. Runs after the cabins are locked, so one client's concurrent offers are counted one by one.
 */
export async function checkClientHolds(
  tx: DbTx,
  cabins: CabinRef[],
  holder: OfferHolder,
  seats: number,
  limit: number,
  now: Date,
): Promise<void> {
  const sameClient: SQL = holder.clientIp
    ? or(eq(flightOffers.owner, holder.owner), eq(flightOffers.clientIp, holder.clientIp))!
    : eq(flightOffers.owner, holder.owner);
  const rows = await tx
    .select({
      flightKey: flightCabinClaims.flightKey,
      seats: sql<number>`sum(${flightCabinClaims.seats})::int`,
    })
    .from(flightCabinClaims)
    .innerJoin(flightOffers, eq(flightOffers.id, flightCabinClaims.offerId))
    .where(
      and(
        inArray(
          flightCabinClaims.flightKey,
          cabins.map((cabin) => cabin.flightKey),
        ),
        eq(flightCabinClaims.status, 'held'),
        isNull(flightCabinClaims.orderId),
        gt(flightCabinClaims.expiresAt, now),
        sameClient,
      ),
    )
    .groupBy(flightCabinClaims.flightKey);
  if (rows.some((row) => Number(row.seats) + seats > limit))
    throw new RequestRejected(409, CLIENT_HOLD_LIMIT_MESSAGE);
}

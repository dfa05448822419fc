import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FlightSearchRequest } from '../../shared/contracts/flights';
import { OFFER_EXPIRED_MESSAGE, OFFER_NOT_FOUND_MESSAGE, type Offer } from '../../shared/contracts/offer';
import { flightOffers, flightSeatHolds } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import type { DbOrTx, DbTx } from '../db/database';
import type { Platform } from '../platform/platform';

/**
 * What other Booking API modules (orders, payments) may do with offers and their seat holds. Everything
 * that changes seats takes the caller's transaction, so an order and its seats commit or fail together.
 */

/** Public tokens' subjects start with it (account.service issues `guest:<uuid>`). */
const GUEST_SUBJECT_PREFIX = 'guest:';

/** An offer as stored, with what the order code needs besides the wire Offer. */
export interface StoredOffer {
  offer: Offer;
  offerId: string;
  /** The token subject that created the offer. */
  owner: string;
  siteId: string;
  /** Open until an order takes it. Expiry is not folded in: compare expiresAt with the clock. */
  status: 'Open' | 'Ordered';
  orderId: string | null;
  expiresAt: Date;
  /** The hold deadline of the re-pricing chain this offer belongs to (null: offers made before it). */
  holdUntil: Date | null;
  totalCents: number;
  /** The search the offer was priced from (re-pricing runs it again). */
  search: FlightSearchRequest;
}

type OfferRow = typeof flightOffers.$inferSelect;

function storedOfferOf(row: OfferRow): StoredOffer {
  const offer = row.data as Offer;
  return {
    offer: { ...offer, status: row.status },
    offerId: row.id,
    owner: row.owner,
    siteId: row.siteId,
    status: row.status,
    orderId: row.orderId,
    expiresAt: row.expiresAt,
    holdUntil: row.holdUntil,
    totalCents: row.totalCents,
    search: row.search as FlightSearchRequest,
  };
}

/**
 * The stored offer with its owner, site, status and expiry, or null when there is none. No owner or
 * expiry check: the caller decides (an order may finish for an offer that lapsed during payment).
 * `forUpdate` locks the row until the transaction ends (PostgreSQL), so two orders queue on it.
 */
export async function loadOfferForOrder(
  db: DbOrTx,
  offerId: string,
  options: { forUpdate?: boolean } = {},
): Promise<StoredOffer | null> {
  const query = db.select().from(flightOffers).where(eq(flightOffers.id, offerId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ? storedOfferOf(row) : null;
}

/**
 * The caller's offer, as OfferReview answers it. 404 when there is no such offer or it belongs to
 * another caller (the same answer, so ids cannot be probed); 410 with OFFER_EXPIRED_MESSAGE when an
 * Open offer has expired. An Ordered offer is returned whatever its expiry (status "Ordered").
 */
export async function loadOwnedOffer(platform: Platform, offerId: string, owner: string): Promise<Offer> {
  const stored = await loadOwnedStoredOffer(platform.database.db, offerId, owner);
  if (stored.status === 'Open' && isExpired(stored, platform.clock.now()))
    throw new RequestRejected(410, OFFER_EXPIRED_MESSAGE);
  return stored.offer;
}

/**
 * The stored offer of this caller, without the expiry check; 404 otherwise. An offer a guest created
 * may be used by whoever holds its id: a guest's public token is replaced when it is refreshed or
 * when the traveller signs in mid-booking, and the id (96 random bits, known only to the browser that
 * made it) is the capability. An offer an account created stays that account's.
 */
export async function loadOwnedStoredOffer(
  db: DbOrTx,
  offerId: string,
  owner: string,
  options: { forUpdate?: boolean } = {},
): Promise<StoredOffer> {
  const stored = await loadOfferForOrder(db, offerId, options);
  if (!stored || !mayUseOffer(stored.owner, owner)) throw new RequestRejected(404, OFFER_NOT_FOUND_MESSAGE);
  return stored;
}

export function mayUseOffer(offerOwner: string, caller: string): boolean {
  return offerOwner === caller || offerOwner.startsWith(GUEST_SUBJECT_PREFIX);
}

export function isExpired(stored: Pick<StoredOffer, 'expiresAt'>, now: Date): boolean {
  return stored.expiresAt.getTime() <= now.getTime();
}

/** "QF1" of the flight key "QF1-2026-12-21-SYD", for messages. */
export function flightNumberOf(flightKey: string): string {
  return flightKey.split('-')[0] ?? flightKey;
}

/** The message naming a seat someone else has: "Seat 7A on QF1 is no longer available". */
export function seatTakenMessage(flightKey: string, designator: string): string {
  return `Seat ${designator} on ${flightNumberOf(flightKey)} is no longer available`;
}

/**
 * Turns this offer's seat holds into sold seats of the order (no expiry from then on), inside the
 * caller's transaction. Throws RequestRejected(409) naming the first chosen seat that is no longer held
 * by this offer (another offer took it after this one's hold lapsed); the caller's transaction then
 * rolls back and nothing is sold.
 */
export async function sellOfferSeats(tx: DbTx, offerId: string, orderId: string): Promise<void> {
  const stored = await loadOfferForOrder(tx, offerId);
  if (!stored) throw new RequestRejected(404, OFFER_NOT_FOUND_MESSAGE);
  const sold = await tx
    .update(flightSeatHolds)
    .set({ status: 'sold', orderId, expiresAt: null })
    .where(and(eq(flightSeatHolds.offerId, offerId), inArray(flightSeatHolds.status, ['held', 'sold'])))
    .returning({ flightKey: flightSeatHolds.flightKey, designator: flightSeatHolds.designator });
  const have = new Set(sold.map((seat) => `${seat.flightKey} ${seat.designator}`));
  for (const seat of stored.offer.ancillaries.seats) {
    if (!have.has(`${seat.flightKey} ${seat.designator}`))
      throw new RequestRejected(409, seatTakenMessage(seat.flightKey, seat.designator));
  }
}

/**
 * Deletes every seat of this offer, held or sold, so the seats are free again (an order released or
 * failed, or an offer given up). Inside the caller's transaction.
 */
export async function releaseOfferSeats(tx: DbTx, offerId: string): Promise<void> {
  await tx.delete(flightSeatHolds).where(eq(flightSeatHolds.offerId, offerId));
}

/**
 * Marks the offer Ordered by this order, inside the caller's transaction. Throws RequestRejected(409)
 * when the offer is already ordered (a second order for the same offer) and 404 when it does not exist.
 */
export async function markOfferOrdered(tx: DbTx, offerId: string, orderId: string): Promise<void> {
  const updated = await tx
    .update(flightOffers)
    .set({ status: 'Ordered', orderId, updatedAt: sql`now()` })
    .where(and(eq(flightOffers.id, offerId), eq(flightOffers.status, 'Open')))
    .returning({ id: flightOffers.id });
  if (updated.length === 1) return;
  const exists = await tx
    .select({ id: flightOffers.id })
    .from(flightOffers)
    .where(eq(flightOffers.id, offerId));
  if (exists.length === 0) throw new RequestRejected(404, OFFER_NOT_FOUND_MESSAGE);
  throw new RequestRejected(409, OFFER_ALREADY_ORDERED_MESSAGE);
}

export const OFFER_ALREADY_ORDERED_MESSAGE = 'This offer has already been booked.';

/**
 * The cabin inventory in the database (ADR 022). Every write locks the cabins it touches (their rows
 * in flight_cabin_inventory, created on first use, always in one order so that concurrent bookings
 * queue instead of deadlocking), gives back the lapsed holds of those cabins, then checks and moves the
 * counters and the claims together, inside the caller's transaction. The reads, the claims' live sums,
 * are in cabin-counts.repo.ts.
 */
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { OFFER_ITINERARY_GONE } from '../../shared/contracts/offer';
import { flightCabinClaims, flightCabinInventory } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import type { DbOrTx, DbTx } from '../db/database';
import { cabinKeyOf, freeSeats, type CabinCount, type CabinRef } from './cabin.rules';
import { checkClientHolds, supersedeOwnHolds, type OfferHolder } from './offer-hold-limits';

const byCabin = (a: Pick<CabinRef, 'flightKey' | 'cabin'>, b: Pick<CabinRef, 'flightKey' | 'cabin'>) =>
  a.flightKey.localeCompare(b.flightKey) || a.cabin.localeCompare(b.cabin);

/**
 * Locks the cabins' rows (creating them first) in flight and cabin order, gives back their lapsed
 * holds, and answers their counters as they now stand.
 */
async function lockCabins(tx: DbTx, cabins: CabinRef[], now: Date): Promise<Map<string, CabinCount>> {
  if (cabins.length === 0) return new Map();
  const sorted = [...cabins].sort(byCabin);
  for (const cabin of sorted) {
    await tx
      .insert(flightCabinInventory)
      .values({
        flightKey: cabin.flightKey,
        cabin: cabin.cabin,
        capacity: cabin.capacity,
        departureDate: cabin.departureDate,
      })
      .onConflictDoNothing();
  }
  const counts = new Map<string, CabinCount>();
  for (const cabin of sorted) {
    const [row] = await tx
      .select({ sold: flightCabinInventory.sold, held: flightCabinInventory.held })
      .from(flightCabinInventory)
      .where(
        and(eq(flightCabinInventory.flightKey, cabin.flightKey), eq(flightCabinInventory.cabin, cabin.cabin)),
      )
      .for('update');
    counts.set(cabinKeyOf(cabin.flightKey, cabin.cabin), { sold: row!.sold, held: row!.held });
  }
  const lapsed = await tx
    .delete(flightCabinClaims)
    .where(
      and(
        or(
          ...sorted.map((cabin) =>
            and(eq(flightCabinClaims.flightKey, cabin.flightKey), eq(flightCabinClaims.cabin, cabin.cabin)),
          ),
        ),
        eq(flightCabinClaims.status, 'held'),
        lte(flightCabinClaims.expiresAt, now),
      ),
    )
    .returning();
  for (const claim of lapsed) {
    counts.get(cabinKeyOf(claim.flightKey, claim.cabin))!.held -= claim.seats;
    await moveCounters(tx, claim, { held: -claim.seats });
  }
  return counts;
}

async function moveCounters(
  tx: DbTx,
  cabin: Pick<CabinRef, 'flightKey'> & { cabin: string },
  by: { sold?: number; held?: number },
): Promise<void> {
  await tx
    .update(flightCabinInventory)
    .set({
      sold: sql`${flightCabinInventory.sold} + ${by.sold ?? 0}`,
      held: sql`${flightCabinInventory.held} + ${by.held ?? 0}`,
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(flightCabinInventory.flightKey, cabin.flightKey), eq(flightCabinInventory.cabin, cabin.cabin)),
    );
}

/** 409 with the spec's text: the itinerary cannot be sold to this party any more. */
const cabinSoldOut = () => new RequestRejected(409, OFFER_ITINERARY_GONE);

/**
 * Holds `seats` seats in each cabin for an offer until `expiresAt`, inside the caller's transaction;
 * 409 (OFFER_ITINERARY_GONE) when any cabin has fewer free seats, or (with `limit`) when the client
 * would hold more than its share of a flight, and then nothing is held. With `limit`, the owner's
 * other open offers on these cabins give their places back first (one basket per traveller).
 */
export async function holdCabinSeats(
  tx: DbTx,
  offerId: string,
  cabins: CabinRef[],
  seats: number,
  expiresAt: Date,
  now: Date,
  limit?: { holder: OfferHolder; seatsPerClientFlight: number },
): Promise<void> {
  if (seats <= 0) return;
  const counts = await lockCabins(tx, cabins, now);
  if (limit) {
    for (const claim of await supersedeOwnHolds(tx, cabins, limit.holder.owner, offerId)) {
      counts.get(cabinKeyOf(claim.flightKey, claim.cabin))!.held -= claim.seats;
      await moveCounters(tx, claim, { held: -claim.seats });
    }
    await checkClientHolds(tx, cabins, limit.holder, seats, limit.seatsPerClientFlight, now);
  }
  for (const cabin of cabins) {
    if (freeSeats(cabin, counts.get(cabinKeyOf(cabin.flightKey, cabin.cabin)), now) < seats)
      throw cabinSoldOut();
  }
  for (const cabin of cabins) {
    await tx.insert(flightCabinClaims).values({
      offerId,
      flightKey: cabin.flightKey,
      cabin: cabin.cabin,
      seats,
      status: 'held',
      expiresAt,
    });
    await moveCounters(tx, cabin, { held: seats });
  }
}

/**
 * Turns an offer's claims into an order's, inside the order's transaction: sold for good (`until`
 * null: paid by card) or held until the invoice's pay-by instant. A claim that lapsed meanwhile (the
 * offer expired during payment) is taken again if the seats are still free; 409 otherwise.
 */
export async function orderCabinSeats(
  tx: DbTx,
  offerId: string,
  orderId: string,
  cabins: CabinRef[],
  seats: number,
  until: Date | null,
  now: Date,
): Promise<void> {
  if (seats <= 0) return;
  const counts = await lockCabins(tx, cabins, now);
  const existing = await tx.select().from(flightCabinClaims).where(eq(flightCabinClaims.offerId, offerId));
  const claimOf = new Map(existing.map((claim) => [claim.flightKey, claim]));
  const status = until ? ('held' as const) : ('sold' as const);
  for (const cabin of cabins) {
    const claim = claimOf.get(cabin.flightKey);
    if (claim) {
      await tx
        .update(flightCabinClaims)
        .set({ status, orderId, expiresAt: until })
        .where(and(eq(flightCabinClaims.offerId, offerId), eq(flightCabinClaims.flightKey, cabin.flightKey)));
      if (claim.status !== status)
        await moveCounters(
          tx,
          cabin,
          status === 'sold' ? { held: -seats, sold: seats } : { sold: -seats, held: seats },
        );
      continue;
    }
    if (freeSeats(cabin, counts.get(cabinKeyOf(cabin.flightKey, cabin.cabin)), now) < seats)
      throw cabinSoldOut();
    await tx.insert(flightCabinClaims).values({
      offerId,
      flightKey: cabin.flightKey,
      cabin: cabin.cabin,
      seats,
      status,
      orderId,
      expiresAt: until,
    });
    await moveCounters(tx, cabin, status === 'sold' ? { sold: seats } : { held: seats });
  }
}

/** Gives back every seat an offer or its order holds or bought, inside the caller's transaction. */
export async function releaseCabinSeats(tx: DbTx, offerId: string, now: Date): Promise<void> {
  const claims = await tx.select().from(flightCabinClaims).where(eq(flightCabinClaims.offerId, offerId));
  if (claims.length === 0) return;
  const existing = await tx
    .select()
    .from(flightCabinInventory)
    .where(
      inArray(
        flightCabinInventory.flightKey,
        claims.map((claim) => claim.flightKey),
      ),
    );
  const cabins = existing
    .filter((row) => claims.some((claim) => claim.flightKey === row.flightKey && claim.cabin === row.cabin))
    .map((row) => ({ ...row, cabin: row.cabin as CabinRef['cabin'] }));
  await lockCabins(tx, cabins, now);
  const released = await tx
    .delete(flightCabinClaims)
    .where(eq(flightCabinClaims.offerId, offerId))
    .returning();
  for (const claim of released) {
    await moveCounters(tx, claim, claim.status === 'sold' ? { sold: -claim.seats } : { held: -claim.seats });
  }
}

/** The cabins with lapsed holds, for the purge job (each then swept in its own transaction). */
export async function cabinsWithLapsedHolds(db: DbOrTx, now: Date, limit = 200): Promise<CabinRef[]> {
  const rows = await db
    .selectDistinct({
      flightKey: flightCabinInventory.flightKey,
      cabin: flightCabinInventory.cabin,
      capacity: flightCabinInventory.capacity,
      departureDate: flightCabinInventory.departureDate,
    })
    .from(flightCabinClaims)
    .innerJoin(
      flightCabinInventory,
      and(
        eq(flightCabinInventory.flightKey, flightCabinClaims.flightKey),
        eq(flightCabinInventory.cabin, flightCabinClaims.cabin),
      ),
    )
    .where(and(eq(flightCabinClaims.status, 'held'), lte(flightCabinClaims.expiresAt, now)))
    .limit(limit);
  return rows.map((row) => ({ ...row, cabin: row.cabin as CabinRef['cabin'] }));
}

/** Gives back the lapsed holds of these cabins (the purge job; bookings do it as they go). */
export async function sweepLapsedHolds(tx: DbTx, cabins: CabinRef[], now: Date): Promise<void> {
  if (cabins.length > 0) await lockCabins(tx, cabins, now);
}

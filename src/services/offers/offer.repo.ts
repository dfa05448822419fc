import { eq, sql } from 'drizzle-orm';
import type { FlightSearchRequest } from '../../shared/contracts/flights';
import type { Offer } from '../../shared/contracts/offer';
import { flightOffers } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { RequestRejected } from '../http/envelope';
import type { Platform } from '../platform/platform';
import type { DbOrTx, DbTx } from '../db/database';
import { prefixedId } from '../platform/ids';

/** Offers in the database: written whole (the Offer as answered), read through offer-access.ts. */

export async function insertOffer(
  db: DbOrTx,
  owner: string,
  siteId: string,
  search: FlightSearchRequest,
  offer: Offer,
  holdUntil: Date,
  clientIp: string | null = null,
): Promise<void> {
  await db.insert(flightOffers).values({
    id: offer.offerId,
    owner,
    siteId,
    shoppingRspId: offer.shoppingRspId,
    search,
    data: offer,
    totalCents: offer.totalCents,
    expiresAt: new Date(offer.expiresAt),
    holdUntil,
    clientIp,
  });
}

/** Stores the re-priced offer (ancillaries, lines, totals); its expiry is the offer's own. */
export async function updateOffer(db: DbOrTx, offer: Offer): Promise<void> {
  await db
    .update(flightOffers)
    .set({
      data: offer,
      totalCents: offer.totalCents,
      updatedAt: sql`now()`,
      expiresAt: new Date(offer.expiresAt),
    })
    .where(eq(flightOffers.id, offer.offerId));
}

/** Ends an offer now (it was replaced by a re-priced one): it answers 410 from then on. */
export async function expireOffer(db: DbOrTx, offerId: string, now: Date): Promise<void> {
  await db
    .update(flightOffers)
    .set({ expiresAt: now, updatedAt: sql`now()` })
    .where(eq(flightOffers.id, offerId));
}

/** A new offer id: "off_" and 24 hex digits. */
export function newOfferId(platform: Platform): string {
  return prefixedId(platform.ids, 'off');
}

// PostgreSQL's answers to two transactions that wanted the same rows in crossing orders.
const RETRYABLE = new Set(['40P01', '40001']);

function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current !== 'object') return undefined;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs seat-changing work in one transaction. A deadlock, serialization failure or a unique index
 * refusing a row (a race another booking won) is a 409 asking to try again, never a 500; the
 * transaction has rolled back, so nothing changed.
 */
export async function inSeatTransaction<T>(platform: Platform, work: (tx: DbTx) => Promise<T>): Promise<T> {
  try {
    return await platform.database.db.transaction(work);
  } catch (error) {
    if (error instanceof RequestRejected) throw error;
    const state = sqlStateOf(error);
    if (isUniqueViolation(error) || (state && RETRYABLE.has(state)))
      throw new RequestRejected(409, 'The seats changed while you were choosing. Please try again.');
    throw error;
  }
}

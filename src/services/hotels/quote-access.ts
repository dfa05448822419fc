import { and, eq, sql } from 'drizzle-orm';
import { HOTEL_MESSAGES } from '../../shared/contracts/hotel';
import { type HotelQuote } from '../../shared/contracts/hotel-rooms';
import { hotelQuotes } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import { propertyById } from './inventory/properties';
import type { DbOrTx, DbTx } from '../db/database';
import { mayUseOffer } from '../offers/offer-access';

/**
 * What the hotel order module may do with price-checked quotes (PriceCheck/Process rows). Changes take
 * the caller's transaction, so an order and its quote commit or fail together.
 */

export interface StoredQuote {
  quoteId: string;
  /** The token subject that price-checked the room. */
  owner: string;
  siteId: string;
  /** Open until an order takes it. Expiry is not folded in: compare expiresAt with the clock. */
  status: 'Open' | 'Ordered';
  orderId: string | null;
  expiresAt: Date;
  totalCents: number;
  quote: HotelQuote;
  /** The property's phone number, for the stay a confirmation shows. */
  phone: string;
}

type QuoteRow = typeof hotelQuotes.$inferSelect;

function storedQuoteOf(row: QuoteRow): StoredQuote {
  const quote = row.data as HotelQuote;
  return {
    quoteId: row.id,
    owner: row.owner,
    siteId: row.siteId,
    status: row.status,
    orderId: row.orderId,
    expiresAt: row.expiresAt,
    totalCents: row.totalCents,
    quote: { ...quote, status: row.status },
    phone: propertyById(row.propertyId)?.phone ?? '',
  };
}

/**
 * The stored quote or null. No owner or expiry check: the caller decides. `forUpdate` locks the row until
 * the transaction ends (PostgreSQL), so two orders for one quote queue on it.
 */
async function loadQuoteForOrder(
  db: DbOrTx,
  quoteId: string,
  options: { forUpdate?: boolean } = {},
): Promise<StoredQuote | null> {
  const query = db.select().from(hotelQuotes).where(eq(hotelQuotes.id, quoteId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ? storedQuoteOf(row) : null;
}

/**
 * The caller's quote; 404 with HOTEL_MESSAGES.quoteNotFound when there is none or it is another
 * caller's (one answer, so ids cannot be probed). Same rule as flight offers: a quote a guest made may
 * be used by whoever holds its id (the guest's token changes on refresh or sign-in mid-booking).
 */
export async function loadOwnedQuote(db: DbOrTx, quoteId: string, owner: string): Promise<StoredQuote> {
  const stored = await loadQuoteForOrder(db, quoteId);
  if (!stored || !mayUseOffer(stored.owner, owner))
    throw new RequestRejected(404, HOTEL_MESSAGES.quoteNotFound);
  return stored;
}

/**
 * Inside the order's transaction: the caller's quote, read and locked `FOR UPDATE` until the transaction
 * ends, so concurrent orders of one quote queue and the order is written from the row as locked. 404 as
 * loadOwnedQuote when there is none of the caller's.
 */
export async function lockOwnedQuote(tx: DbTx, quoteId: string, owner: string): Promise<StoredQuote> {
  const stored = await loadQuoteForOrder(tx, quoteId, { forUpdate: true });
  if (!stored || !mayUseOffer(stored.owner, owner))
    throw new RequestRejected(404, HOTEL_MESSAGES.quoteNotFound);
  return stored;
}

/**
 * Marks the quote Ordered by this order inside the caller's transaction. 404 when it does not exist,
 * 409 when another order already took it.
 */
export async function markQuoteOrdered(tx: DbTx, quoteId: string, orderId: string): Promise<void> {
  const updated = await tx
    .update(hotelQuotes)
    .set({ status: 'Ordered', orderId, updatedAt: sql`now()` })
    .where(and(eq(hotelQuotes.id, quoteId), eq(hotelQuotes.status, 'Open')))
    .returning({ id: hotelQuotes.id });
  if (updated.length === 1) return;
  const exists = await tx.select({ id: hotelQuotes.id }).from(hotelQuotes).where(eq(hotelQuotes.id, quoteId));
  if (exists.length === 0) throw new RequestRejected(404, HOTEL_MESSAGES.quoteNotFound);
  throw new RequestRejected(409, QUOTE_ALREADY_ORDERED_MESSAGE);
}

export const QUOTE_ALREADY_ORDERED_MESSAGE = 'This room has already been booked.';

export function isQuoteExpired(quote: Pick<StoredQuote, 'expiresAt'>, now: Date): boolean {
  return quote.expiresAt.getTime() <= now.getTime();
}

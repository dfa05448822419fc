import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { changeRowUnderRequest } from './row-lock';

/** The priced rows an OrderCreate books from: a flight offer or a hotel quote. */
type PricedTable = 'flight_offers' | 'hotel_quotes';

/**
 * Runs an OrderCreate (`request`) while a second connection holds the priced row `id` and raises its
 * total by 15 dollars in both the column and the stored JSON, as an OfferReview adding a paid seat
 * does: the order must meet the row as changed. PostgreSQL only (see changeRowUnderRequest).
 */
export function raiseTotalUnderOrderCreate<T>(
  database: Database,
  table: PricedTable,
  id: string,
  request: () => Promise<T>,
): Promise<T> {
  const priced = sql.identifier(table);
  return changeRowUnderRequest(
    database,
    {
      lock: sql`SELECT id FROM ${priced} WHERE id = ${id} FOR UPDATE`,
      change: sql`UPDATE ${priced} SET total_cents = total_cents + 1500,
          data = jsonb_set(data, '{totalCents}', to_jsonb(total_cents + 1500))
        WHERE id = ${id}`,
      what: 'OrderCreate',
    },
    request,
  );
}

/** The orders booked from an offer or quote: none after a refused OrderCreate. */
export function ordersBookedFrom(database: Database, offerId: string): Promise<unknown[]> {
  return database.query(`SELECT id FROM orders WHERE offer_id = $1`, [offerId]);
}

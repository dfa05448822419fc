import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_CHANGED } from '../../lib/contracts/order';
import { hotelInvoiceOrder, openHotelBooking } from './hotel-order-test-kit';

/**
 * Issue 21: hotel OrderCreate wrote the order from the quote it read before its transaction. Here a
 * second connection holds the quote row and changes the quote's total while OrderCreate waits on its
 * lock: the order must be written from the row as locked (409 "price changed"), never from the old read.
 * PostgreSQL only: PGlite has one connection, so there is no window to hold open.
 */

let b: Awaited<ReturnType<typeof openHotelBooking>>;
beforeAll(async () => {
  b = await openHotelBooking();
});
afterAll(() => b.t.close());

async function waitForLockWaiter(): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const rows = await b.platform.database.query<{ waiting: number }>(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
    );
    if (rows[0]!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('OrderCreate never waited for the quote row');
}

describe.skipIf(!process.env.DATABASE_URL)(
  'hotel OrderCreate and a concurrent change of its quote (PostgreSQL)',
  () => {
    it('answers 409 "price changed" and books nothing when the quote changed while it waited', async () => {
      const { token, quote } = await b.guestWithQuote();
      const { db } = b.platform.database;

      let locked!: () => void;
      const rowLocked = new Promise<void>((resolve) => (locked = resolve));
      let release!: () => void;
      const mayCommit = new Promise<void>((resolve) => (release = resolve));
      const change = db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM hotel_quotes WHERE id = ${quote.quoteId} FOR UPDATE`);
        locked();
        await mayCommit;
        await tx.execute(
          sql`UPDATE hotel_quotes SET total_cents = total_cents + 1500,
            data = jsonb_set(data, '{totalCents}', to_jsonb(total_cents + 1500))
          WHERE id = ${quote.quoteId}`,
        );
      });
      await rowLocked;
      const order = b.hotelOrderCreate(token, hotelInvoiceOrder(quote));
      await waitForLockWaiter();
      release();
      await change;
      const answer = await order;
      expect([answer.status, answer.json.message]).toEqual([409, PRICE_CHANGED]);
      expect(
        await b.platform.database.query(`SELECT id FROM orders WHERE offer_id = $1`, [quote.quoteId]),
      ).toEqual([]);
    });
  },
);

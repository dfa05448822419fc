import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_CHANGED } from '../../lib/contracts/order';
import { cardOrder, openBooking } from './booking-test-kit';

/**
 * Issue 21: OrderCreate wrote the order from the offer it read before its transaction. On PostgreSQL
 * the window is real: an OfferReview (another seat, another total) can commit between that read and the
 * order's lock of the offer row. Here a second connection holds the offer row, changes the offer while
 * OrderCreate waits on its lock, and commits: the order must see the change (409), not book the old one.
 * PostgreSQL only: PGlite has one connection, so there is no window to hold open.
 */

type Booking = Awaited<ReturnType<typeof openBooking>>;
let b: Booking;

beforeAll(async () => {
  b = await openBooking();
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
  throw new Error('OrderCreate never waited for the offer row');
}

describe.skipIf(!process.env.DATABASE_URL)(
  'OrderCreate and a concurrent change of its offer (PostgreSQL)',
  () => {
    it('answers 409 "price changed" and books nothing when the offer changed while it waited', async () => {
      const { token, offer } = await b.guestWithOffer();
      const { json } = await b.authorised(token, offer);
      const { db } = b.platform.database;

      let locked!: () => void;
      const rowLocked = new Promise<void>((resolve) => (locked = resolve));
      let release!: () => void;
      const mayCommit = new Promise<void>((resolve) => (release = resolve));
      const review = db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM flight_offers WHERE id = ${offer.offerId} FOR UPDATE`);
        locked();
        await mayCommit;
        // What an OfferReview adding a paid seat writes: another total for the same offer.
        await tx.execute(
          sql`UPDATE flight_offers SET total_cents = total_cents + 1500,
              data = jsonb_set(data, '{totalCents}', to_jsonb(total_cents + 1500))
            WHERE id = ${offer.offerId}`,
        );
      });
      await rowLocked;
      const order = b.orderCreate(token, cardOrder(offer, json.data.paymentId, b.cardTotal(offer)));
      await waitForLockWaiter();
      release();
      await review;
      const answer = await order;
      expect(answer.status).toBe(409);
      expect(answer.json.message).toBe(PRICE_CHANGED);
      expect(
        await b.platform.database.query(`SELECT id FROM orders WHERE offer_id = $1`, [offer.offerId]),
      ).toEqual([]);
    });
  },
);

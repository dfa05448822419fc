import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRICE_CHANGED } from '../../shared/contracts/order';
import { changeRowUnderRequest } from '../test-kits/row-lock';
import { cardOrder, openBooking } from './booking-test-kit';
import { openPerFile } from '../test-kits/per-file';

/**
 * Issue 21: OrderCreate wrote the order from the offer it read before its transaction. On PostgreSQL
 * the window is real: an OfferReview (another seat, another total) can commit between that read and the
 * order's lock of the offer row. Here a second connection holds the offer row, changes the offer while
 * OrderCreate waits on its lock, and commits: the order must see the change (409), not book the old one.
 * PostgreSQL only: PGlite has one connection, so there is no window to hold open.
 */

const b = openPerFile(openBooking, (opened) => opened.t.close());

describe.skipIf(!process.env.DATABASE_URL)(
  'OrderCreate and a concurrent change of its offer (PostgreSQL)',
  () => {
    it('answers 409 "price changed" and books nothing when the offer changed while it waited', async () => {
      const { token, offer } = await b.guestWithOffer();
      const { json } = await b.authorised(token, offer);
      const answer = await changeRowUnderRequest(
        b.platform.database,
        {
          lock: sql`SELECT id FROM flight_offers WHERE id = ${offer.offerId} FOR UPDATE`,
          // What an OfferReview adding a paid seat writes: another total for the same offer.
          change: sql`UPDATE flight_offers SET total_cents = total_cents + 1500,
              data = jsonb_set(data, '{totalCents}', to_jsonb(total_cents + 1500))
            WHERE id = ${offer.offerId}`,
          what: 'OrderCreate',
        },
        () => b.orderCreate(token, cardOrder(offer, json.data.paymentId, b.cardTotal(offer))),
      );
      expect(answer.status).toBe(409);
      expect(answer.json.message).toBe(PRICE_CHANGED);
      expect(
        await b.platform.database.query(`SELECT id FROM orders WHERE offer_id = $1`, [offer.offerId]),
      ).toEqual([]);
    });
  },
);

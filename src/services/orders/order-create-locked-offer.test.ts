import { describe, expect, it } from 'vitest';
import { PRICE_CHANGED } from '../../shared/contracts/order';
import { ordersBookedFrom, raiseTotalUnderOrderCreate } from '../test-kits/raised-total';
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
      const answer = await raiseTotalUnderOrderCreate(
        b.platform.database,
        'flight_offers',
        offer.offerId,
        () => b.orderCreate(token, cardOrder(offer, json.data.paymentId, b.cardTotal(offer))),
      );
      expect(answer.status).toBe(409);
      expect(answer.json.message).toBe(PRICE_CHANGED);
      expect(await ordersBookedFrom(b.platform.database, offer.offerId)).toEqual([]);
    });
  },
);

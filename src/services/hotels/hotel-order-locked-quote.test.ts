import { describe, expect, it } from 'vitest';
import { PRICE_CHANGED } from '../../shared/contracts/order';
import { ordersBookedFrom, raiseTotalUnderOrderCreate } from '../test-kits/raised-total';
import { hotelInvoiceOrder, openHotelBooking } from './hotel-order-test-kit';
import { openPerFile } from '../test-kits/per-file';

/**
 * Issue 21: hotel OrderCreate wrote the order from the quote it read before its transaction. Here a
 * second connection holds the quote row and changes the quote's total while OrderCreate waits on its
 * lock: the order must be written from the row as locked (409 "price changed"), never from the old read.
 * PostgreSQL only: PGlite has one connection, so there is no window to hold open.
 */

const b = openPerFile(openHotelBooking, (opened) => opened.t.close());

describe.skipIf(!process.env.DATABASE_URL)(
  'hotel OrderCreate and a concurrent change of its quote (PostgreSQL)',
  () => {
    it('answers 409 "price changed" and books nothing when the quote changed while it waited', async () => {
      const { token, quote } = await b.guestWithQuote();
      const answer = await raiseTotalUnderOrderCreate(
        b.platform.database,
        'hotel_quotes',
        quote.quoteId,
        () => b.hotelOrderCreate(token, hotelInvoiceOrder(quote)),
      );
      expect([answer.status, answer.json.message]).toEqual([409, PRICE_CHANGED]);
      expect(await ordersBookedFrom(b.platform.database, quote.quoteId)).toEqual([]);
    });
  },
);

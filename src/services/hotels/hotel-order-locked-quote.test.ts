import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRICE_CHANGED } from '../../shared/contracts/order';
import { changeRowUnderRequest } from '../test-kits/row-lock';
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
      const answer = await changeRowUnderRequest(
        b.platform.database,
        {
          lock: sql`SELECT id FROM hotel_quotes WHERE id = ${quote.quoteId} FOR UPDATE`,
          change: sql`UPDATE hotel_quotes SET total_cents = total_cents + 1500,
            data = jsonb_set(data, '{totalCents}', to_jsonb(total_cents + 1500))
          WHERE id = ${quote.quoteId}`,
          what: 'OrderCreate',
        },
        () => b.hotelOrderCreate(token, hotelInvoiceOrder(quote)),
      );
      expect([answer.status, answer.json.message]).toEqual([409, PRICE_CHANGED]);
      expect(
        await b.platform.database.query(`SELECT id FROM orders WHERE offer_id = $1`, [quote.quoteId]),
      ).toEqual([]);
    });
  },
);

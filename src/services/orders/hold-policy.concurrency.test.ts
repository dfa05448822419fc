import { describe, expect, it } from 'vitest';
import type { Offer } from '../../shared/contracts/offer';
import type { HotelQuote } from '../../shared/contracts/hotel-rooms';
import type { Order } from '../../shared/contracts/order';
import { GUEST, hotelInvoiceOrder, openHotelBooking } from '../hotels/hotel-order-test-kit';
import { nightCapacity } from '../hotels/inventory/allotment';
import { sweepLapsedCabinHolds } from '../jobs/housekeeping-jobs';
import { cabinCounts, countOf } from '../test-kits/db-counts';
import { CONTACT, invoiceOrder, newKey } from './booking-test-kit';
import { reconcilePayments } from './reconcile';
import { HOLD_MESSAGES, shareOf } from './hold-policy.rules';
import { openPerFile } from '../test-kits/per-file';
import { onDatabase } from '../test-kits/database-kind';

/**
 * The unpaid-hold policy under concurrent OrderCreate (ADR 021): 20 invoice orders of one client at
 * once get exactly as many holds as the policy's defaults allow. On PGlite (one connection) the transactions
 * queue; with DATABASE_URL set they run truly concurrently on a PostgreSQL pool, where the buyer's
 * advisory locks keep two orders from both counting before either writes.
 */

const RACERS = 20;
const b = openPerFile(openHotelBooking, (opened) => opened.t.close());

const count = (query: string, params: unknown[] = []) => countOf(b.platform.database, query, params);

const accepted = (answers: { status: number }[]) => answers.filter((answer) => answer.status === 201).length;

describe(onDatabase('unpaid holds under concurrent OrderCreate'), () => {
  it(`gives one client ${RACERS} invoice orders on one flight at once: exactly 2 (per email)`, async () => {
    const racers: { token: string; offer: Offer }[] = [];
    for (let index = 0; index < RACERS; index += 1) racers.push(await b.guestWithOffer(1));
    const flightKey = racers[0]!.offer.journeys[0]!.flightKeys[0];
    for (const racer of racers) expect(racer.offer.journeys[0]!.flightKeys[0]).toBe(flightKey);

    const answers = await Promise.all(
      racers.map((racer) =>
        b.post<Order>('/Order/OrderCreate', invoiceOrder(racer.offer), racer.token, {
          'Idempotency-Key': newKey(),
          'X-Client-Ip': '203.0.113.50',
        }),
      ),
    );
    expect(accepted(answers)).toBe(2);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect([answer.status, answer.json.message]).toEqual([409, HOLD_MESSAGES.tooMany(2)]);
    }
    const email = CONTACT.email.toLowerCase();
    expect(
      await count(`SELECT count(*) AS n FROM orders WHERE status = 'Held' AND lower(contact_email) = $1`, [
        email,
      ]),
    ).toBe(2);
    expect(await count(`SELECT count(*) AS n FROM invoice_buyers WHERE email = $1`, [email])).toBe(2);

    // The cabin counts every hold (18 open offers and the 2 held orders), and is exact once they lapse.
    const cabin = () => cabinCounts(b.platform.database, flightKey!);
    expect(await cabin()).toEqual({ sold: 0, held: RACERS, claimed: RACERS });
    b.t.clock.advance(73 * 3_600_000);
    expect((await reconcilePayments(b.platform)).released).toBe(2);
    await sweepLapsedCabinHolds(b.platform);
    expect(await cabin()).toEqual({ sold: 0, held: 0, claimed: 0 });
  });

  it(`gives one client address ${RACERS} invoice orders under other emails at once: exactly 3`, async () => {
    const racers: { token: string; offer: Offer }[] = [];
    for (let index = 0; index < RACERS; index += 1) racers.push(await b.guestWithOffer(1));
    const answers = await Promise.all(
      racers.map((racer, index) =>
        b.post<Order>(
          '/Order/OrderCreate',
          { ...invoiceOrder(racer.offer), contact: { ...CONTACT, email: `racer.${index}@example.com` } },
          racer.token,
          { 'Idempotency-Key': newKey(), 'X-Client-Ip': '203.0.113.51' },
        ),
      ),
    );
    expect(accepted(answers)).toBe(3);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect([answer.status, answer.json.message]).toEqual([409, HOLD_MESSAGES.tooMany(3)]);
    }
    expect(await count(`SELECT count(*) AS n FROM invoice_buyers WHERE address = '203.0.113.51'`)).toBe(3);
  });

  it(`gives one client address ${RACERS} invoice orders of one room type at once: exactly what it allows`, async () => {
    const racers: { token: string; quote: HotelQuote }[] = [];
    for (let index = 0; index < RACERS; index += 1) racers.push(await b.guestWithQuote());
    const { property, room, stay } = racers[0]!.quote;
    const now = b.platform.clock.now();
    const capacities = racers[0]!.quote.rate.nightly.map(({ date }) =>
      nightCapacity(property.propertyId, room.roomTypeId, date, now),
    );
    // The buyer's share of the room type, unless the per-address limit (3) binds first.
    const share = Math.min(...capacities.map((capacity) => shareOf(capacity, 25, 1)));
    const allowed = Math.min(share, 3);
    const refusal = share < 3 ? HOLD_MESSAGES.roomShare(share) : HOLD_MESSAGES.tooMany(3);

    const answers = await Promise.all(
      racers.map((racer, index) =>
        b.hotelPost<Order>(
          '/Order/OrderCreate',
          {
            ...hotelInvoiceOrder(racer.quote),
            guest: { ...GUEST, contact: { ...GUEST.contact, email: `room.racer.${index}@example.com` } },
          },
          racer.token,
          { 'Idempotency-Key': newKey(), 'X-Client-Ip': '203.0.113.52' },
        ),
      ),
    );
    expect(accepted(answers)).toBe(allowed);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect([answer.status, answer.json.message]).toEqual([409, refusal]);
    }
    expect(
      await count(
        `SELECT count(*) AS n FROM hotel_room_sales WHERE property_id = $1 AND room_type_id = $2 AND night = $3`,
        [property.propertyId, room.roomTypeId, stay.checkInDate],
      ),
    ).toBe(allowed);
  });
});

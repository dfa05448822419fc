import { describe, expect, it } from 'vitest';
import type { HotelQuote } from '../../shared/contracts/hotel-rooms';
import { hotelRoomNights } from '../db/schema';
import { reconcilePayments } from '../orders/reconcile';
import { hotelCardOrder, openHotelBooking } from './hotel-order-test-kit';
import { nightCapacity } from './inventory/allotment';
import { openPerFile } from '../test-kits/per-file';
import { onDatabase } from '../test-kits/database-kind';

/**
 * No room is sold beyond its allotment, whatever the concurrency (ADR 016): many travellers, each with
 * an authorised card, order the last rooms of one type at once. On PGlite (one connection) the
 * transactions queue; with DATABASE_URL set they run truly concurrently on a PostgreSQL pool.
 */

const b = openPerFile(openHotelBooking, (opened) => opened.t.close());

const ROOMS_LEFT = 3;
const RACERS = 10;

/** Leaves exactly `left` rooms of the quote's type on every night of its stay. */
async function leaveRooms(quote: HotelQuote, left: number) {
  const { db } = b.platform.database;
  const now = b.platform.clock.now();
  for (const { date: night } of quote.rate.nightly) {
    const capacity = nightCapacity(quote.property.propertyId, quote.room.roomTypeId, night, now);
    expect(capacity).toBeGreaterThanOrEqual(left);
    const sold = capacity - left;
    await db
      .insert(hotelRoomNights)
      .values({ propertyId: quote.property.propertyId, roomTypeId: quote.room.roomTypeId, night, sold })
      .onConflictDoUpdate({
        target: [hotelRoomNights.propertyId, hotelRoomNights.roomTypeId, hotelRoomNights.night],
        set: { sold },
      });
  }
}

const count = async (query: string) => Number((await b.platform.database.query<{ n: string }>(query))[0]!.n);

describe(onDatabase('hotel rooms under concurrent OrderCreate'), () => {
  it(`sells exactly the ${ROOMS_LEFT} rooms left to ${RACERS} travellers, each sale paid, nothing else charged`, async () => {
    // Every traveller price-checks the same room type and authorises a card before the race.
    const racers = [];
    for (let index = 0; index < RACERS; index += 1) racers.push(await b.paidQuote());
    const { property, room } = racers[0]!.quote;
    for (const racer of racers) {
      expect(racer.quote.property.propertyId).toBe(property.propertyId);
      expect(racer.quote.room.roomTypeId).toBe(room.roomTypeId);
    }
    await leaveRooms(racers[0]!.quote, ROOMS_LEFT);

    const answers = await Promise.all(
      racers.map((racer) =>
        b.hotelOrderCreate(racer.token, hotelCardOrder(racer.quote, racer.paymentId, racer.total)),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(ROOMS_LEFT);
    expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - ROOMS_LEFT);
    for (const answer of answers.filter((a) => a.status === 201))
      expect(answer.json.data.status).toBe('Confirmed');

    // Never more sold than the allotment, on any night.
    const now = b.platform.clock.now();
    const nights = await b.platform.database.query<{ night: string; sold: number }>(
      `SELECT to_char(night, 'YYYY-MM-DD') AS night, sold FROM hotel_room_nights
        WHERE property_id = $1 AND room_type_id = $2`,
      [property.propertyId, room.roomTypeId],
    );
    for (const night of nights) {
      expect(night.sold).toBeLessThanOrEqual(
        nightCapacity(property.propertyId, room.roomTypeId, night.night, now),
      );
    }

    // Let the reconciler settle anything left, then: every order paid, every charge an order's.
    b.t.clock.advance(60 * 60_000);
    await reconcilePayments(b.platform);
    expect(
      await count(`SELECT count(*) AS n FROM orders o LEFT JOIN booking_payments p ON p.order_id = o.id
                    WHERE o.kind = 'hotel' AND o.payment_mode = 'MintPayment' AND p.id IS NULL`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM booking_payments
                    WHERE status = 'Captured' AND order_id IS NULL`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM booking_payments
                    WHERE offer_id LIKE 'hq_%' AND status = 'Authorised'`),
    ).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM hotel_room_sales`)).toBe(
      ROOMS_LEFT * racers[0]!.quote.rate.nightly.length,
    );
  });
});

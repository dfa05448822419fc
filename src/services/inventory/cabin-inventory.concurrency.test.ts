import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_ITINERARY_GONE, type Offer } from '../../shared/contracts/offer';
import { cardOrder, SITE, type openBooking } from '../orders/booking-test-kit';
import { openCabinBooking } from '../test-kits/open-services';
import type { cabinKit } from './cabin-test-kit';
import { onDatabase } from '../test-kits/database-kind';

/**
 * Issue 21: 50 travellers booking VA431's Business cabin at once, 6 seats left → exactly 6 orders. On
 * PGlite (one connection: transactions queue) and, with DATABASE_URL set, on PostgreSQL (a pool:
 * transactions truly concurrent, the cabin row lock is what serialises them).
 */

type Booking = Awaited<ReturnType<typeof openBooking>>;
let b: Booking;
let kit: ReturnType<typeof cabinKit>;

beforeAll(async () => ({ b, kit } = await openCabinBooking()));
afterAll(() => b.t.close());

const TRAVELLERS = 50;

describe(onDatabase(`cabin inventory under ${TRAVELLERS} concurrent bookings`), () => {
  it('sells exactly the 6 free seats, never one more', async () => {
    const searcher = await b.kit.publicToken();
    const { found, itinerary } = await kit.searchFlight(searcher);
    expect(itinerary!.brands[0]!.seatsLeft).toBe(6);
    const tokens = await Promise.all(Array.from({ length: TRAVELLERS }, () => b.kit.publicToken()));
    const choice = {
      siteId: SITE,
      shoppingRspId: found.shoppingRspId,
      journeys: [
        { pricedItineraryId: itinerary!.pricedItineraryId, brandIndex: itinerary!.brands[0]!.brandIndex },
      ],
    };
    const answers = await Promise.all(
      tokens.map((token) => b.kit.call<Offer>('/Offer/OfferCreate', choice, token)),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const winners = answers.flatMap((answer, index) =>
      answer.status === 200 ? [{ token: tokens[index]!, offer: answer.json.data }] : [],
    );
    expect(winners).toHaveLength(6);
    for (const loser of answers.filter((answer) => answer.status !== 200)) {
      expect(loser.status).toBe(409);
      expect(loser.json.message).toBe(OFFER_ITINERARY_GONE);
    }

    const orders = await Promise.all(
      winners.map(async ({ token, offer }) => {
        const { json } = await b.authorised(token, offer);
        return b.orderCreate(token, cardOrder(offer, json.data.paymentId, b.cardTotal(offer)));
      }),
    );
    expect(orders.map((order) => order.status)).toEqual(Array.from({ length: 6 }, () => 201));
    expect(await kit.cabin()).toEqual({
      row: { capacity: 12, sold: 6, held: 0 },
      claims: { sold: 6, held: 0 },
    });

    const more = await Promise.all(
      tokens.map((token) => b.kit.call<Offer>('/Offer/OfferCreate', choice, token)),
    );
    expect(more.every((answer) => answer.status === 409)).toBe(true);
    const [row] = await b.platform.database.query<{ travellers: number }>(
      `SELECT count(*)::int AS travellers FROM order_passengers p JOIN orders o ON o.id = p.order_id
        WHERE o.status NOT IN ('Released', 'Failed')`,
    );
    expect(row!.travellers).toBe(6);
  });
});

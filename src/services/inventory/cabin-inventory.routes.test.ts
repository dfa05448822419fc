import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_ITINERARY_GONE } from '../../shared/contracts/offer';
import { sweepLapsedCabinHolds } from '../jobs/housekeeping-jobs';
import { cardOrder, invoiceOrder, type openBooking } from '../orders/booking-test-kit';
import { openCabinBooking } from '../test-kits/open-services';
import { reconcilePayments } from '../orders/reconcile';
import { FLIGHT_KEY, type cabinKit } from './cabin-test-kit';

/**
 * Issue 21, hole 1: tickets were not counted against the cabin. VA431's Business cabin has 12 seats,
 * 6 of them free; one client put 107 travellers on it while search kept saying "6 seats left".
 */

type Booking = Awaited<ReturnType<typeof openBooking>>;
let b: Booking;
let kit: ReturnType<typeof cabinKit>;

// Each test starts on a fresh database: the cabin's 6 free seats are the starting point of each.
beforeAll(async () => ({ b, kit } = await openCabinBooking()));
afterAll(() => b.t.close());

const MINUTE = 60_000;

async function offerCount(): Promise<number> {
  const [row] = await b.platform.database.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM flight_offers`,
  );
  return row!.count;
}

async function reset() {
  await b.platform.database.query(`DELETE FROM flight_cabin_claims`);
  await b.platform.database.query(`DELETE FROM flight_cabin_inventory`);
}

describe('cabin inventory', () => {
  // Six offers, six card payments and six orders: real work that a busy CI machine stretched past the
  // default 20 s budget, so it has a budget of its own.
  it(
    'sells the free seats once: the next traveller gets the spec text, nothing is written, search stops offering it',
    { timeout: 60_000 },
    async () => {
      await reset();
      const token = await b.kit.publicToken();
      const { itinerary } = await kit.searchFlight(token);
      expect(itinerary!.brands[0]!.seatsLeft).toBe(6);

      // Six travellers, each in a session of their own (one session holds one basket per flight).
      const offers = [];
      for (let index = 0; index < 6; index += 1) {
        const traveller = await b.kit.publicToken();
        const answer = await kit.tryOffer(traveller);
        expect(answer.status, answer.message).toBe(200);
        offers.push({ token: traveller, offer: answer.offer! });
      }
      const before = await offerCount();
      const seventh = await kit.tryOffer(token);
      expect(seventh.status).toBe(404); // no longer in the results
      // A search made before the cabin filled up still names the flight: its offer is refused.
      const late = await b.kit.publicToken();
      const stale = await kit.searchFlight(late);
      expect(stale.itinerary).toBeUndefined();
      const after = await offerCount();
      expect(after).toBe(before);

      for (const { token: traveller, offer } of offers) {
        const { json } = await b.authorised(traveller, offer);
        const order = await b.orderCreate(
          traveller,
          cardOrder(offer, json.data.paymentId, b.cardTotal(offer)),
        );
        expect(order.status, order.json.message).toBe(201);
      }
      b.t.clock.advance(30 * MINUTE);
      expect((await kit.searchFlight(token)).itinerary).toBeUndefined();
      expect(await kit.cabin()).toEqual({
        row: { capacity: 12, sold: 6, held: 0 },
        claims: { sold: 6, held: 0 },
      });
    },
  );

  it('refuses an offer from a search made before the cabin filled, with the spec text', async () => {
    await reset();
    const token = await b.kit.publicToken();
    const early = await kit.searchFlight(token, 2);
    for (let index = 0; index < 3; index += 1)
      expect((await kit.tryOffer(await b.kit.publicToken(), 2)).status).toBe(200);
    const answer = await b.kit.call(
      '/Offer/OfferCreate',
      {
        siteId: 'ctg-au-web',
        shoppingRspId: early.found.shoppingRspId,
        journeys: [
          {
            pricedItineraryId: early.itinerary!.pricedItineraryId,
            brandIndex: early.itinerary!.brands[0]!.brandIndex,
          },
        ],
      },
      token,
    );
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe(OFFER_ITINERARY_GONE);
    b.t.clock.advance(21 * MINUTE);
  });

  it('counts holds in seats left; a lapsed hold comes back and the purge makes the counters exact', async () => {
    await reset();
    const token = await b.kit.publicToken();
    expect((await kit.tryOffer(token, 2)).status).toBe(200);
    expect((await kit.searchFlight(token)).itinerary!.brands[0]!.seatsLeft).toBe(4);
    b.t.clock.advance(21 * MINUTE);
    expect((await kit.searchFlight(token)).itinerary!.brands[0]!.seatsLeft).toBe(6);
    expect((await kit.cabin()).row).toEqual({ capacity: 12, sold: 0, held: 2 });
    await sweepLapsedCabinHolds(b.platform);
    expect(await kit.cabin()).toEqual({
      row: { capacity: 12, sold: 0, held: 0 },
      claims: { sold: 0, held: 0 },
    });
  });

  it("holds an invoice order's seats until its pay-by date, then gives them back", async () => {
    await reset();
    const token = await b.kit.publicToken();
    const { offer } = await kit.tryOffer(token, 2);
    const order = await b.orderCreate(token, invoiceOrder(offer!));
    expect(order.status, order.json.message).toBe(201);
    b.t.clock.advance(30 * MINUTE);
    expect(await kit.cabin()).toEqual({
      row: { capacity: 12, sold: 0, held: 2 },
      claims: { sold: 0, held: 2 },
    });
    expect((await kit.searchFlight(token)).itinerary!.brands[0]!.seatsLeft).toBe(4);
    b.t.clock.advance(73 * 60 * MINUTE);
    expect((await reconcilePayments(b.platform)).released).toBe(1);
    expect(await kit.cabin()).toEqual({
      row: { capacity: 12, sold: 0, held: 0 },
      claims: { sold: 0, held: 0 },
    });
  });

  it('re-pricing a live offer keeps its hold deadline; a lapsed one is a new hold', async () => {
    await reset();
    const token = await b.kit.publicToken();
    const { offer } = await kit.tryOffer(token);
    b.t.clock.advance(10 * MINUTE);
    const again = await b.kit.ok<{ offerId: string; expiresAt: string }>(
      '/Offer/OfferCreate',
      { siteId: 'ctg-au-web', fromOfferId: offer!.offerId },
      token,
    );
    expect(again.expiresAt).toBe(offer!.expiresAt);
    b.t.clock.advance(15 * MINUTE);
    const later = await b.kit.ok<{ offerId: string; expiresAt: string }>(
      '/Offer/OfferCreate',
      { siteId: 'ctg-au-web', fromOfferId: again.offerId },
      token,
    );
    expect(Date.parse(later.expiresAt)).toBe(b.t.clock.now().getTime() + 20 * MINUTE);
    expect((await kit.cabin()).claims).toEqual({ sold: 0, held: 1 });
    b.t.clock.advance(21 * MINUTE);
  });

  it("refuses a card order whose lapsed offer's seats others took, and keeps them when still free", async () => {
    await reset();
    const token = await b.kit.publicToken();
    const other = await b.kit.publicToken();
    const { offer: late } = await kit.tryOffer(token);
    const { offer: kept } = await kit.tryOffer(other);
    const latePayment = (await b.authorised(token, late!)).json.data.paymentId;
    const keptPayment = (await b.authorised(other, kept!)).json.data.paymentId;
    b.t.clock.advance(21 * MINUTE);
    for (let index = 0; index < 5; index += 1)
      expect((await kit.tryOffer(await b.kit.publicToken())).status).toBe(200);

    const first = await b.orderCreate(other, cardOrder(kept!, keptPayment, b.cardTotal(kept!)));
    expect(first.status, first.json.message).toBe(201);
    const refused = await b.orderCreate(token, cardOrder(late!, latePayment, b.cardTotal(late!)));
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(OFFER_ITINERARY_GONE);
    const rows = await b.platform.database.query(`SELECT id FROM orders WHERE offer_id = $1`, [
      late!.offerId,
    ]);
    expect(rows).toEqual([]);
    expect((await kit.cabin()).row).toEqual({ capacity: 12, sold: 1, held: 5 });
    b.t.clock.advance(21 * MINUTE);
  });

  it("shows other bookings' travellers without a seat as taken on the seat map", async () => {
    await reset();
    const mine = await b.kit.publicToken();
    const { offer } = await kit.tryOffer(mine);
    const before = await b.kit.seatMaps(mine, offer!.offerId);
    const free = (map: (typeof before)[number]) =>
      map.seatMap!.rows.flatMap((row) => row.seats).filter((seat) => seat.available).length;
    expect(free(before[0]!)).toBe(6);
    const others = await b.kit.publicToken();
    expect((await kit.tryOffer(others, 3)).status).toBe(200);
    const after = await b.kit.seatMaps(mine, offer!.offerId);
    expect(after[0]!.flightKey).toBe(FLIGHT_KEY);
    expect(free(after[0]!)).toBe(3);
    b.t.clock.advance(21 * MINUTE);
  });

  it('keeps a seat the offer holds at the back of the cabin when others book without seats', async () => {
    await reset();
    const mine = await b.kit.publicToken();
    const { offer } = await kit.tryOffer(mine);
    const [map] = await b.kit.seatMaps(mine, offer!.offerId);
    const last = b.kit.freeSeats(map!).at(-1)!;
    const seat = { travelerId: 'T1', flightKey: FLIGHT_KEY, designator: last.designator };
    await b.kit.ok('/Offer/OfferReview', { offerId: offer!.offerId, ancillaries: { seats: [seat] } }, mine);
    expect((await kit.tryOffer(await b.kit.publicToken(), 3)).status).toBe(200);
    // The payment step reviews the offer again with what it holds: its seat is still its own.
    const again = await b.kit.call('/Offer/OfferReview', { offerId: offer!.offerId }, mine);
    expect(again.status, again.json.message).toBe(200);
    b.t.clock.advance(21 * MINUTE);
  });
});

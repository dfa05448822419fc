import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_ITINERARY_GONE, OFFER_NOT_FOUND_MESSAGE, type Offer } from '../../shared/contracts/offer';
import { SESSION_EXPIRED_MESSAGE } from '../flight-search/flights.service';
import { createTestServices, type TestServices } from '../testing/test-platform';
import { centsOf } from './ancillary.rules';
import { kitFor, SITE } from './offer-test-kit';
import { OFFER_HOLD_MINUTES } from '../flights/fare.rules';

let t: TestServices;
let kit: ReturnType<typeof kitFor>;
let token: string;

beforeAll(async () => {
  // Guest tokens outlive the month the re-pricing test moves the clock by.
  t = await createTestServices({ PUBLIC_TOKEN_TTL_SECONDS: String(90 * 86_400) });
  kit = kitFor(t);
  token = await kit.publicToken();
});
afterAll(() => t.close());

describe('POST /Offer/OfferCreate', () => {
  it('prices the chosen fare from the server session in cents, for every traveller', async () => {
    const { offer, chosen, shoppingRspId } = await kit.offerFor(token);
    const brand = chosen[0]!.brands[0]!;
    expect(offer.offerId).toMatch(/^off_[0-9a-f]{24}$/);
    expect(offer.shoppingRspId).toBe(shoppingRspId);
    expect(offer.status).toBe('Open');
    expect(Date.parse(offer.expiresAt) - t.clock.now().getTime()).toBe(OFFER_HOLD_MINUTES * 60_000);
    expect(offer.passengers).toEqual([
      { travelerId: 'T1', passengerType: 'Adult' },
      { travelerId: 'T2', passengerType: 'Adult' },
      { travelerId: 'T3', passengerType: 'Children' },
      { travelerId: 'T4', passengerType: 'Infants' },
    ]);
    // The engine's total in dollars, as cents: the lines add up to it exactly.
    expect(offer.fareCents).toBe(centsOf(brand.total));
    expect(offer.totalCents).toBe(offer.lines.reduce((sum, line) => sum + line.amountCents, 0));
    expect(offer.lines.every((line) => Number.isInteger(line.amountCents))).toBe(true);
    expect(offer.journeys[0]!.flightKeys).toEqual([`${chosen[0]!.segments[0]!.flightNumber}-2026-12-15-SYD`]);
    expect(offer.catalogue.baggage.map((band) => band.bandId)).toEqual(['bag-10kg', 'bag-20kg', 'bag-32kg']);
    expect(offer.catalogue.meals).toContainEqual({
      code: 'VGML',
      name: 'Vegetarian vegan meal',
      priceCents: 0,
    });
    expect(offer).toMatchObject({ firstTravelDate: '2026-12-15', international: false, ancillariesCents: 0 });
  });

  it('makes a return offer: both journeys, a map per flight, bands per journey', async () => {
    const found = await kit.search(token, {
      journeys: [
        { depCode: 'SYD', depCodeType: 'A', arrCode: 'MEL', arrCodeType: 'A', depDate: '2026-12-15' },
        { depCode: 'MEL', depCodeType: 'A', arrCode: 'SYD', arrCodeType: 'A', depDate: '2026-12-20' },
      ],
    });
    const { offer } = await kit.offerFor(token, found);
    expect(offer.tripType).toBe('RoundTrip');
    expect(offer.journeys.map((journey) => journey.journeyIndex)).toEqual([0, 1]);
    expect(offer.lastTravelDate).toBe('2026-12-20');
    expect(offer.catalogue.baggage.filter((band) => band.journeyIndex === 1)).toHaveLength(3);
    const maps = await kit.seatMaps(token, offer.offerId);
    expect(maps.map((map) => map.flightKey)).toEqual(offer.journeys.flatMap((journey) => journey.flightKeys));
    expect(maps.map((map) => map.journeyIndex)).toEqual(
      offer.journeys.flatMap((journey) => journey.flightKeys.map(() => journey.journeyIndex)),
    );
  });

  it('serves a signed-in traveller too, whose offer no guest can use', async () => {
    const account = await kit.accountToken('offers@example.com');
    const { offer } = await kit.offerFor(account);
    expect((await kit.call('/Offer/SeatMap', { offerId: offer.offerId }, account)).status).toBe(200);
    const guest = await kit.call('/Offer/OfferReview', { offerId: offer.offerId }, token);
    expect([guest.status, guest.json.message]).toEqual([404, OFFER_NOT_FOUND_MESSAGE]);
  });

  it('ignores prices sent by the browser', async () => {
    const { shoppingRspId, journeys } = await kit.search(token);
    const itinerary = journeys[0]![0]!;
    const offer = await kit.ok<Offer>(
      '/Offer/OfferCreate',
      {
        siteId: SITE,
        shoppingRspId,
        journeys: [
          {
            pricedItineraryId: itinerary.pricedItineraryId,
            brandIndex: itinerary.brands[0]!.brandIndex,
            total: 1,
          },
        ],
        totalCents: 1,
      },
      token,
    );
    expect(offer.fareCents).toBe(centsOf(itinerary.brands[0]!.total));
  });

  it.each([
    [{}, 'siteId'],
    [{ siteId: SITE, shoppingRspId: 'nope', journeys: [] }, 'shoppingRspId is not a valid id'],
    [{ siteId: SITE, shoppingRspId: crypto.randomUUID(), journeys: [] }, 'Choose a fare for every journey'],
    [
      {
        siteId: SITE,
        shoppingRspId: crypto.randomUUID(),
        journeys: [{ pricedItineraryId: 'x', brandIndex: 0 }],
      },
      'pricedItineraryId is not valid',
    ],
    [{ siteId: SITE, fromOfferId: 'off_1' }, 'fromOfferId is not a valid offer id'],
  ])('answers 400 with a clear message to %j', async (body, message) => {
    const answer = await kit.call('/Offer/OfferCreate', body, token);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain(message);
  });

  it('answers 403 for another site, 401 without a token', async () => {
    const body = {
      siteId: 'other-site',
      shoppingRspId: crypto.randomUUID(),
      journeys: [{ pricedItineraryId: 'J0-0123456789ab', brandIndex: 0 }],
    };
    expect((await kit.call('/Offer/OfferCreate', body, token)).status).toBe(403);
    expect((await kit.call('/Offer/OfferCreate', body, 'not-a-token')).status).toBe(401);
  });

  it('answers 410 when the search session is gone, 404 when the itinerary is not in it', async () => {
    const body = {
      siteId: SITE,
      shoppingRspId: crypto.randomUUID(),
      journeys: [{ pricedItineraryId: 'J0-0123456789ab', brandIndex: 0 }],
    };
    const gone = await kit.call('/Offer/OfferCreate', body, token);
    expect([gone.status, gone.json.message]).toEqual([410, SESSION_EXPIRED_MESSAGE]);
    const { shoppingRspId } = await kit.search(token);
    const missing = await kit.call('/Offer/OfferCreate', { ...body, shoppingRspId }, token);
    expect([missing.status, missing.json.message]).toEqual([404, OFFER_ITINERARY_GONE]);
  });

  it('answers 400 when the journeys do not match the search', async () => {
    const { shoppingRspId, journeys } = await kit.search(token);
    const id = journeys[0]![0]!.pricedItineraryId;
    const two = await kit.call(
      '/Offer/OfferCreate',
      {
        siteId: SITE,
        shoppingRspId,
        journeys: [
          { pricedItineraryId: id, brandIndex: 0 },
          { pricedItineraryId: id, brandIndex: 0 },
        ],
      },
      token,
    );
    expect(two.status).toBe(400);
    expect(two.json.message).toContain('This search has 1 journey(s)');
  });

  it('re-prices an expired offer for the same flights and brand, keeping seats, bags and meals', async () => {
    const { offer } = await kit.offerFor(token);
    const [map] = await kit.seatMaps(token, offer.offerId);
    const seat = kit.freeSeats(map!)[0]!;
    const ancillaries = {
      seats: [{ travelerId: 'T1', flightKey: map!.flightKey, designator: seat.designator }],
      bags: [{ travelerId: 'T2', journeyIndex: 0, bandId: 'bag-20kg' }],
      meals: [{ travelerId: 'T3', mealCode: 'CHML' }],
    };
    await kit.ok<Offer>('/Offer/OfferReview', { offerId: offer.offerId, ancillaries }, token);
    t.clock.advance((OFFER_HOLD_MINUTES + 1) * 60_000);

    const repriced = await kit.ok<Offer>(
      '/Offer/OfferCreate',
      { siteId: SITE, fromOfferId: offer.offerId },
      token,
    );
    expect(repriced.offerId).not.toBe(offer.offerId);
    expect(repriced.journeys[0]!.flightKeys).toEqual(offer.journeys[0]!.flightKeys);
    expect(repriced.journeys[0]!.brand.code).toBe(offer.journeys[0]!.brand.code);
    expect(repriced.ancillaries).toEqual(ancillaries);
    expect(repriced.lines.map((line) => line.kind)).toEqual(expect.arrayContaining(['seat', 'bag', 'meal']));
    expect(Date.parse(repriced.expiresAt) - t.clock.now().getTime()).toBe(OFFER_HOLD_MINUTES * 60_000);
    const [after] = await kit.seatMaps(token, repriced.offerId);
    const held = after!
      .seatMap!.rows.flatMap((row) => row.seats)
      .find((s) => s.designator === seat.designator);
    expect(held?.heldByTraveler).toBe('T1');
  });

  it('answers 404 when another caller re-prices an account’s offer, or when the flights are gone', async () => {
    const account = await kit.accountToken('reprice-owner@example.com');
    const { offer } = await kit.offerFor(account);
    const other = await kit.publicToken();
    const foreign = await kit.call('/Offer/OfferCreate', { siteId: SITE, fromOfferId: offer.offerId }, other);
    expect([foreign.status, foreign.json.message]).toEqual([404, OFFER_NOT_FOUND_MESSAGE]);
    // A month later the flight has left: nothing to re-price (a guest's offer: the account's session
    // would have expired by then).
    const { offer: guestOffer } = await kit.offerFor(token);
    t.clock.advance(40 * 24 * 3_600_000);
    const gone = await kit.call(
      '/Offer/OfferCreate',
      { siteId: SITE, fromOfferId: guestOffer.offerId },
      token,
    );
    expect([gone.status, gone.json.message]).toEqual([404, OFFER_ITINERARY_GONE]);
  });
});

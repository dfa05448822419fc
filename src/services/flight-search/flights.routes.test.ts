import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PricedItinerary, SearchResponse } from '../../shared/contracts/flights';
import { openGuestServices } from '../test-kits/open-services';
import type { TestServices } from '../testing/test-platform';
import { flightSearchCalls, returnSearch, SITE } from './flight-search-test-kit';

// The Search and GetResult routes for one return search: journeys, paging, filters and fare rules.
let t: TestServices;
let token: string;

beforeAll(async () => ({ t, token } = await openGuestServices(SITE)));
afterAll(() => t.close());

const { booking, searchOk, results } = flightSearchCalls(() => ({ t, token }));

describe('POST /AirShopping/Search and /AirShopping/GetResult', () => {
  let search: SearchResponse;
  beforeAll(async () => {
    search = await searchOk(returnSearch());
  });

  it('answers a return search with a shopping response id and both journeys', () => {
    expect(search.shoppingRspId).toMatch(/^[0-9a-f-]{36}$/);
    expect(search.tripType).toBe('RoundTrip');
    expect(search.journeys.map((j) => [j.depCode, j.arrCode, j.totalItineraries > 10])).toEqual([
      ['SYD', 'LON', true],
      ['LON', 'SYD', true],
    ]);
    expect(Date.parse(search.expiresAt) - t.clock.now().getTime()).toBe(30 * 60 * 1000);
  });

  it("answers each journey's lowest fare, the one GetResult's unfiltered facets give", async () => {
    for (const journey of search.journeys) {
      const page = await results(search.shoppingRspId, { journeyIndex: journey.journeyIndex, pageSize: 1 });
      expect(journey.lowestFare).toEqual({ amount: page.journey.facets.price.min, currency: 'AUD' });
      const cheapest = await results(search.shoppingRspId, {
        journeyIndex: journey.journeyIndex,
        pageSize: 1,
        sortBy: 'cheapest',
      });
      expect(journey.lowestFare?.amount).toBe(cheapest.journey.itineraries[0]!.lowestPrice);
    }
  });

  it('pages the outbound journey with realistic itineraries through real hubs in local times', async () => {
    const page = await results(search.shoppingRspId, { pageSize: 20 });
    expect(page.journey.itineraries).toHaveLength(20);
    expect(page.totalPages).toBe(Math.ceil(page.journey.totalItineraries / 20));
    for (const itinerary of page.journey.itineraries) {
      const first = itinerary.segments[0]!;
      const last = itinerary.segments[itinerary.segments.length - 1]!;
      expect(first.departure.code).toBe('SYD');
      expect(last.arrival.cityCode).toBe('LON');
      expect(itinerary.stops).toBeLessThanOrEqual(2);
      // Sydney is on daylight time (UTC+11) in December, London on GMT.
      expect(first.departure.time).toMatch(/^2026-12-15T\d{2}:\d{2}:00\+11:00$/);
      expect(last.arrival.time).toMatch(/\+00:00$/);
      expect(Date.parse(first.departure.time)).toBe(Date.parse(first.departure.utc));
      for (const layover of itinerary.layovers) {
        expect(layover.durationMinutes).toBeGreaterThanOrEqual(60);
        expect(layover.durationMinutes).toBeLessThanOrEqual(24 * 60);
      }
      expect(itinerary.brands.length).toBeGreaterThanOrEqual(1);
      for (const brand of itinerary.brands) {
        expect(brand.seatsLeft).toBeLessThanOrEqual(9);
        expect(brand.total).toBeCloseTo(brand.baseFareTotal + brand.taxTotal, 2);
        expect(brand.taxTotal).toBeGreaterThan(0);
      }
    }
    const hubs = new Set(page.journey.facets.layoverAirports.map((l) => l.code));
    expect([...hubs].some((hub) => ['SIN', 'DXB', 'HKG', 'DOH', 'AUH', 'BKK', 'KUL'].includes(hub))).toBe(
      true,
    );

    const second = await results(search.shoppingRspId, { pageSize: 20, pageNumber: 2 });
    const firstIds = new Set(page.journey.itineraries.map((i) => i.pricedItineraryId));
    expect(second.journey.itineraries.some((i) => firstIds.has(i.pricedItineraryId))).toBe(false);
  });

  it.each([
    ['cheapest', (a: PricedItinerary, b: PricedItinerary) => a.lowestPrice <= b.lowestPrice],
    ['fastest', (a: PricedItinerary, b: PricedItinerary) => a.totalDurationMinutes <= b.totalDurationMinutes],
    [
      'earliest',
      (a: PricedItinerary, b: PricedItinerary) =>
        a.segments[0]!.departure.utc <= b.segments[0]!.departure.utc,
    ],
    [
      'latest',
      (a: PricedItinerary, b: PricedItinerary) =>
        a.segments[0]!.departure.utc >= b.segments[0]!.departure.utc,
    ],
  ])('sorts by %s', async (sortBy, inOrder) => {
    const page = await results(search.shoppingRspId, { sortBy, pageSize: 200 });
    const list = page.journey.itineraries;
    for (let index = 1; index < list.length; index += 1)
      expect(inOrder(list[index - 1]!, list[index]!)).toBe(true);
  });

  it('filters by stops, airline, departure band and price', async () => {
    const all = await results(search.shoppingRspId, { pageSize: 200 });
    const oneStop = await results(search.shoppingRspId, { pageSize: 200, filters: { stops: [1] } });
    expect(oneStop.journey.itineraries.every((i) => i.stops === 1)).toBe(true);
    expect(oneStop.journey.totalItineraries).toBe(
      all.journey.itineraries.filter((i) => i.stops === 1).length,
    );
    const airline = all.journey.facets.airlines[0]!.code;
    const byAirline = await results(search.shoppingRspId, {
      pageSize: 200,
      filters: { airlines: [airline] },
    });
    expect(
      byAirline.journey.itineraries.every((i) => i.segments.some((s) => s.airline.code === airline)),
    ).toBe(true);
    const evening = await results(search.shoppingRspId, {
      pageSize: 200,
      filters: { departureBands: ['evening'] },
    });
    for (const itinerary of evening.journey.itineraries) {
      const hour = Number(itinerary.segments[0]!.departure.time.slice(11, 13));
      expect(hour >= 17 && hour < 21).toBe(true);
    }
    const cap = all.journey.facets.price.min + 1;
    const cheap = await results(search.shoppingRspId, { pageSize: 200, filters: { maxPrice: cap } });
    expect(cheap.journey.itineraries.length).toBeGreaterThan(0);
    expect(cheap.journey.itineraries.every((i) => i.lowestPrice <= cap)).toBe(true);
  });

  it('returns the inbound journey by its index', async () => {
    const page = await results(search.shoppingRspId, { journeyIndex: 1, pageSize: 5 });
    expect(page.journey.itineraries[0]!.segments[0]!.departure.cityCode).toBe('LON');
    expect(page.journey.itineraries[0]!.pricedItineraryId).toMatch(/^J1-/);
  });

  it('gives fare rules for an itinerary, and for one brand', async () => {
    const page = await results(search.shoppingRspId, { pageSize: 1 });
    const itinerary = page.journey.itineraries[0]!;
    const response = await booking('/Offer/FareRule', {
      shoppingRspId: search.shoppingRspId,
      pricedItineraryId: itinerary.pricedItineraryId,
    });
    const json = (await response.json()) as {
      data: { fareRuleGroups: { brandName: string; rules: { category: string }[] }[] };
    };
    expect(response.status).toBe(200);
    expect(json.data.fareRuleGroups.map((group) => group.brandName)).toEqual(
      itinerary.brands.map((brand) => brand.name),
    );
    expect(json.data.fareRuleGroups[0]!.rules.map((rule) => rule.category)).toContain('Cancellation');
    const one = await booking('/Offer/FareRule', {
      shoppingRspId: search.shoppingRspId,
      pricedItineraryId: itinerary.pricedItineraryId,
      brandIndex: itinerary.brands[0]!.brandIndex,
    });
    expect(((await one.json()) as { data: { fareRuleGroups: unknown[] } }).data.fareRuleGroups).toHaveLength(
      1,
    );
  });

  it('answers an unknown itinerary with 404 and an unknown session with 410', async () => {
    const unknownItinerary = await booking('/Offer/FareRule', {
      shoppingRspId: search.shoppingRspId,
      pricedItineraryId: 'J0-000000000000',
    });
    expect(unknownItinerary.status).toBe(404);
    const unknownSession = await booking('/AirShopping/GetResult', {
      shoppingRspId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownSession.status).toBe(410);
    expect(await unknownSession.json()).toMatchObject({
      status: 'Failed',
      message: 'Your last session has expired. Please restart your booking from the beginning.',
    });
  });
});

import type { PricedItinerary, SearchResponse, GetResultResponse } from '../../shared/contracts/flights';
import type { Offer, OfferSeatMap } from '../../shared/contracts/offer';
import type { Seat } from '../../shared/contracts/seat-map';
import type { TestServices } from '../testing/test-platform';
import { bearerCalls } from '../test-kits/bearer-calls';
import { testAccountToken, testPublicToken } from '../testing/test-tokens';

/** Shared steps of the offer route tests: tokens, a search, an offer, free seats. */

export const SITE = 'ctg-au-web';

/** One journey's pick for OfferCreate: an itinerary and one of its fare brands. */
export interface ChosenFare {
  item: PricedItinerary;
  brand: { brandIndex: number };
}

export function kitFor(t: TestServices) {
  const publicToken = (siteId = SITE) => testPublicToken(t, siteId);
  const accountToken = async (email: string) => (await testAccountToken(t, email, SITE)).token;
  const { call, ok } = bearerCalls(t.services.booking);

  /** A search and the itineraries of each journey. */
  const search = async (bearer: string, overrides: Record<string, unknown> = {}) => {
    const response = await ok<SearchResponse>(
      '/AirShopping/Search',
      {
        siteId: SITE,
        journeys: [
          { depCode: 'SYD', depCodeType: 'A', arrCode: 'MEL', arrCodeType: 'A', depDate: '2026-12-15' },
        ],
        passengerInfos: [
          { passengerType: 'Adult', count: 2 },
          { passengerType: 'Children', count: 1 },
          { passengerType: 'Infants', count: 1 },
        ],
        cabinClass: 'Economy',
        ...overrides,
      },
      bearer,
    );
    const journeys: PricedItinerary[][] = [];
    for (const journey of response.journeys) {
      const page = await ok<GetResultResponse>(
        '/AirShopping/GetResult',
        { shoppingRspId: response.shoppingRspId, journeyIndex: journey.journeyIndex, pageSize: 200 },
        bearer,
      );
      journeys.push(page.journey.itineraries);
    }
    return { shoppingRspId: response.shoppingRspId, journeys };
  };

  /** An offer (OfferCreate) of the chosen itinerary and fare brand of each journey of a search. */
  const offerOf = (bearer: string, shoppingRspId: string, chosen: ChosenFare[]) =>
    ok<Offer>(
      '/Offer/OfferCreate',
      {
        siteId: SITE,
        shoppingRspId,
        journeys: chosen.map(({ item, brand }) => ({
          pricedItineraryId: item.pricedItineraryId,
          brandIndex: brand.brandIndex,
        })),
      },
      bearer,
    );

  /** An offer of the first direct itinerary with a paid-seat brand (brand 0) of each journey. */
  const offerFor = async (bearer: string, found?: Awaited<ReturnType<typeof search>>) => {
    const { shoppingRspId, journeys } = found ?? (await search(bearer));
    const chosen = journeys.map(
      (list) =>
        list.find((item) => item.stops === 0 && item.brands.some((b) => b.brandIndex === 0)) ?? list[0]!,
    );
    const offer = await offerOf(
      bearer,
      shoppingRspId,
      chosen.map((item) => ({ item, brand: item.brands[0]! })),
    );
    return { offer, chosen, shoppingRspId };
  };

  const seatMaps = (bearer: string, offerId: string) =>
    ok<OfferSeatMap[]>('/Offer/SeatMap', { offerId }, bearer);

  /** Free seats of a map, without exit-row restrictions, in map order. */
  const freeSeats = (map: OfferSeatMap): Seat[] =>
    map
      .seatMap!.rows.flatMap((row) => row.seats)
      .filter((seat) => seat.available && !seat.restrictions && !seat.heldByTraveler);

  return { publicToken, accountToken, call, ok, search, offerOf, offerFor, seatMaps, freeSeats };
}

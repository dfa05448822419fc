/**
 * Helpers of the cabin inventory tests: a Business search of VA431 SYD–MEL on 25 Jan 2027 (12 seats,
 * 6 free on the test clock: the flight of issue 21's attack), offers of a party on it, and the cabin's
 * counters beside the sums of its claims.
 */
import type { PricedItinerary } from '../../shared/contracts/flights';
import type { Offer } from '../../shared/contracts/offer';
import { openBooking, SITE } from '../orders/booking-test-kit';

const FLIGHT = 'VA431';
const DATE = '2027-01-25';
export const FLIGHT_KEY = `${FLIGHT}-${DATE}-SYD`;

type Booking = Awaited<ReturnType<typeof openBooking>>;

export function cabinKit(b: Booking) {
  /** The direct VA431 itinerary of a Business search for `adults`, or undefined when not offered. */
  const searchFlight = async (token: string, adults = 1) => {
    const found = await b.kit.search(token, {
      journeys: [{ depCode: 'SYD', depCodeType: 'A', arrCode: 'MEL', arrCodeType: 'A', depDate: DATE }],
      passengerInfos: [{ passengerType: 'Adult', count: adults }],
      cabinClass: 'Business',
    });
    const itinerary = found.journeys[0]!.find(
      (item: PricedItinerary) => item.stops === 0 && item.segments[0]!.flightNumber === FLIGHT,
    );
    return { found, itinerary };
  };

  /** OfferCreate for VA431 from a fresh search; the raw answer (200, or 409 when the cabin is full). */
  const tryOffer = async (token: string, adults = 1) => {
    const { found, itinerary } = await searchFlight(token, adults);
    if (!itinerary) return { status: 404, offer: undefined, message: 'not in the results' };
    const answer = await b.kit.call<Offer>(
      '/Offer/OfferCreate',
      {
        siteId: SITE,
        shoppingRspId: found.shoppingRspId,
        journeys: [
          { pricedItineraryId: itinerary.pricedItineraryId, brandIndex: itinerary.brands[0]!.brandIndex },
        ],
      },
      token,
    );
    return {
      status: answer.status,
      offer: answer.status === 200 ? answer.json.data : undefined,
      message: answer.json.message,
    };
  };

  /** The cabin's counters and the sums of its claims (live holds only), which must agree. */
  const cabin = async () => {
    const [row] = await b.platform.database.query<{ capacity: number; sold: number; held: number }>(
      `SELECT capacity, sold, held FROM flight_cabin_inventory WHERE flight_key = $1 AND cabin = 'Business'`,
      [FLIGHT_KEY],
    );
    const [claims] = await b.platform.database.query<{ sold: number; held: number }>(
      `SELECT coalesce(sum(seats) FILTER (WHERE status = 'sold'), 0)::int AS sold,
              coalesce(sum(seats) FILTER (WHERE status = 'held'), 0)::int AS held
         FROM flight_cabin_claims WHERE flight_key = $1 AND cabin = 'Business'`,
      [FLIGHT_KEY],
    );
    return { row, claims };
  };

  return { searchFlight, tryOffer, cabin };
}

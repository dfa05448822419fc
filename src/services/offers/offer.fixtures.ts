import type { FareBrand, PricedItinerary, Segment } from '../../shared/contracts/flights';
import type { OfferJourney } from '../../shared/contracts/offer';
import { offerJourneyOf } from './offer.rules';

/** A small priced journey for the pure offer tests (the engine's shapes, hand-made figures). */

const place = (code: string, cityName: string, countryCode: string, time: string, utc: string) => ({
  code,
  name: `${cityName} Airport`,
  cityCode: code,
  cityName,
  countryCode,
  countryName: countryCode,
  timeZone: 'Australia/Sydney',
  time,
  utc,
  terminal: null,
});

export function segmentOf(overrides: Partial<Segment> = {}): Segment {
  return {
    airline: { code: 'QF', name: 'Qantas', alliance: 'oneworld' },
    flightNumber: 'QF401',
    aircraft: { code: '738', name: 'Boeing 737-800' },
    departure: place('SYD', 'Sydney', 'AU', '2026-12-15T08:00:00+11:00', '2026-12-14T21:00:00.000Z'),
    arrival: place('MEL', 'Melbourne', 'AU', '2026-12-15T09:35:00+11:00', '2026-12-14T22:35:00.000Z'),
    durationMinutes: 95,
    distanceKm: 705,
    cabinClass: 'Economy',
    isMixedCabin: false,
    seatProduct: null,
    ...overrides,
  };
}

export function brandOfFixture(overrides: Partial<FareBrand> = {}): FareBrand {
  return {
    brandIndex: 0,
    code: 'ECOLITE',
    name: 'Economy Saver',
    cabinClass: 'Economy',
    refund: { condition: 'NotRefundable', fee: null },
    exchange: { condition: 'NotAllowed', fee: null },
    baggage: { checkedPieces: 0, checkedKgPerPiece: 0, cabinKg: 7 },
    seatSelection: { included: false, fee: 35 },
    meals: 'Snack',
    lounge: false,
    priority: false,
    seatsLeft: 9,
    prices: [
      {
        passengerType: 'Adult',
        count: 2,
        baseFare: 100.1,
        taxes: [
          { code: 'AU', name: 'Passenger charge', amount: 20.05 },
          { code: 'WY', name: 'Security', amount: 5.15 },
        ],
        totalPerPassenger: 125.3,
      },
      {
        passengerType: 'Children',
        count: 1,
        baseFare: 75.08,
        taxes: [{ code: 'AU', name: 'Passenger charge', amount: 20.05 }],
        totalPerPassenger: 95.13,
      },
      { passengerType: 'Infants', count: 1, baseFare: 10.01, taxes: [], totalPerPassenger: 10.01 },
    ],
    baseFareTotal: 285.29,
    taxTotal: 70.45,
    total: 355.74,
    currency: 'AUD',
    ...overrides,
  };
}

export function itineraryOf(segments: Segment[] = [segmentOf()], brand = brandOfFixture()): PricedItinerary {
  return {
    pricedItineraryId: 'J0-0123456789ab',
    journeyIndex: 0,
    segments,
    layovers: [],
    stops: segments.length - 1,
    totalDurationMinutes: 95,
    validatingAirline: 'QF',
    brands: [brand],
    lowestPrice: brand.total,
    offerExpiresAt: '2026-11-21T00:30:00.000Z',
  };
}

export function journeyOf(segments?: Segment[], brand = brandOfFixture()): OfferJourney {
  return offerJourneyOf(0, itineraryOf(segments, brand), brand);
}

/** London Heathrow as a segment's arrival: the long-haul end the language tests name in script. */
export function heathrowArrival(overrides: Partial<Segment['arrival']> = {}): Segment['arrival'] {
  return {
    ...segmentOf().arrival,
    code: 'LHR',
    name: 'Heathrow Airport',
    cityCode: 'LON',
    cityName: 'London',
    countryCode: 'GB',
    ...overrides,
  };
}

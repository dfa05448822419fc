import * as v from 'valibot';
import type { CabinClass, ExchangeCondition, RefundCondition } from '../domain/fare-conditions';

/**
 * Response types of the Booking API's flight endpoints (spec §7), apart from the request schemas in
 * flights.ts so each file stays one thing.
 */

export interface Place {
  code: string;
  name: string;
  cityCode: string;
  cityName: string;
  countryCode: string;
  countryName: string;
  timeZone: string;
}

export interface Segment {
  /** Marketing and operating carrier (the same here: no codeshares are generated). */
  airline: { code: string; name: string; alliance: string | null };
  flightNumber: string;
  aircraft: { code: string; name: string };
  departure: Place & { time: string; utc: string; terminal: string | null };
  arrival: Place & { time: string; utc: string; terminal: string | null };
  durationMinutes: number;
  distanceKm: number;
  cabinClass: CabinClass;
  /** Set when the requested cabin is not sold on this flight and a lower one is booked instead. */
  isMixedCabin: boolean;
  /** The seat of the booked cabin on this airline's aircraft; null when the product layer does not know it. */
  seatProduct: SeatProduct | null;
  /**
   * Wi-Fi, in-seat power and on-demand entertainment on this airline's aircraft in the booked cabin (product
   * layer, src/services/data/airline-amenities.ts); null when the layer knows none of them. Absent from
   * results a session stored before the amenities existed.
   */
  amenities?: SegmentAmenities | null;
}

/** What a flight offers on board; each field is null where it is not known (the screens then say nothing). */
export interface SegmentAmenities {
  wifi: 'none' | 'paid' | 'free' | null;
  /** A mains socket (which may come with USB), USB charging only, or no power at the seat. */
  power: 'none' | 'usb' | 'outlet' | null;
  /** Films and shows on a screen in the seat back, streamed to the traveller's own device, or neither. */
  entertainment: 'none' | 'seatback' | 'streaming' | null;
}

/**
 * A cabin's seat as the airline sells it (curated product layer, src/services/data/airline-products.json):
 * "Lie-flat · direct aisle access · 1-2-1".
 */
export interface SeatProduct {
  /** The airline's name for the seat or cabin where it is well known ("Business Suite"), else null. */
  name: string | null;
  /** The seat becomes a fully flat bed. */
  lieFlat: boolean;
  /** Every seat reaches the aisle without stepping over a neighbour. */
  directAisleAccess: boolean;
  /** Seats across, window to window, by block ("1-2-1", "2-2-2", "3-3-3"). */
  layout: string;
}

export interface Layover {
  airport: string;
  cityName: string;
  durationMinutes: number;
  changeOfAirport: boolean;
  /**
   * What the traveller should know of this connection, most serious first (layover-warnings.rules.ts).
   * Absent from results a session stored before the warnings existed.
   */
  warnings?: LayoverWarning[];
}

/** A night in the airport, over 6 hours, within 30 minutes of the minimum connection time, another airport. */
export type LayoverWarning = 'overnight' | 'long' | 'short' | 'changeOfAirport';

interface Tax {
  code: string;
  name: string;
  amount: number;
}

export interface PassengerPrice {
  passengerType: 'Adult' | 'Children' | 'Infants';
  count: number;
  baseFare: number;
  taxes: Tax[];
  totalPerPassenger: number;
}

export interface FareBrand {
  brandIndex: number;
  code: string;
  name: string;
  cabinClass: CabinClass;
  refund: { condition: RefundCondition; fee: number | null };
  exchange: { condition: ExchangeCondition; fee: number | null };
  baggage: { checkedPieces: number; checkedKgPerPiece: number; cabinKg: number };
  seatSelection: { included: boolean; fee: number | null };
  meals: string;
  lounge: boolean;
  priority: boolean;
  seatsLeft: number;
  prices: PassengerPrice[];
  baseFareTotal: number;
  taxTotal: number;
  total: number;
  currency: 'AUD';
}

export interface PricedItinerary {
  pricedItineraryId: string;
  journeyIndex: number;
  segments: Segment[];
  layovers: Layover[];
  stops: number;
  totalDurationMinutes: number;
  validatingAirline: string;
  brands: FareBrand[];
  lowestPrice: number;
  /** When the prices stop being guaranteed (30 minutes after the search). */
  offerExpiresAt: string;
  /** CO2e per traveller (GetResult sets it; absent elsewhere). */
  emissions?: ItineraryEmissions;
}

/**
 * Estimated well-to-wake CO2e of one traveller over the itinerary's flights in their booked cabins, after
 * Google's Travel Impact Model (docs/flights-engine.md "Emissions"), whole kg.
 */
interface ItineraryEmissions {
  co2eKg: number;
  /** The median of the search's itineraries (the journey's, whatever the filters). */
  typicalKg: number;
  /** At least 10% below typical: the "Lower emissions" label and filter. */
  lower: boolean;
}

export interface JourneyFacets {
  airlines: { code: string; name: string; lowestPrice: number }[];
  stops: { stops: number; count: number; lowestPrice: number }[];
  price: { min: number; max: number };
  durationMinutes: { min: number; max: number };
  layoverAirports: { code: string; cityName: string; count: number }[];
  /** How many itineraries have a lie-flat / direct-aisle seat on every flight (for the product filters). */
  seatProducts: { lieFlat: number; directAisleAccess: number };
  /** How many itineraries are labelled "Lower emissions" (absent where emissions are not estimated). */
  lowerEmissions?: number;
}

export interface JourneyResult {
  journeyIndex: number;
  depCode: string;
  arrCode: string;
  depDate: string;
  totalItineraries: number;
  /** Of the whole journey, whatever the filters (the filter panel's choices and ranges). */
  facets: JourneyFacets;
  /** The cheapest price and shortest time of the itineraries passing the filters (the sort chips); null if none. */
  matching: { lowestPrice: number; shortestDurationMinutes: number } | null;
  itineraries: PricedItinerary[];
}

/**
 * /AirShopping/Search's answer: the session and, per journey, how many itineraries it found and the
 * lowest fare among them, so a trip price can be shown without asking GetResult for each later journey.
 */
export const SearchResponseSchema = v.object({
  shoppingRspId: v.string(),
  tripType: v.picklist(['OneWay', 'RoundTrip', 'MultiSegment']),
  expiresAt: v.string(),
  journeys: v.array(
    v.object({
      journeyIndex: v.number(),
      depCode: v.string(),
      arrCode: v.string(),
      depDate: v.string(),
      totalItineraries: v.number(),
      /**
       * The lowest `lowestPrice` of the journey's sellable itineraries (what GetResult's
       * `facets.price.min` says with no filters), in the same unit; null when none is sold.
       */
      lowestFare: v.nullable(v.object({ amount: v.number(), currency: v.literal('AUD') })),
    }),
  ),
  /** Asked for with the request's firstPage: that journey's first page, as GetResult answers it. */
  firstPage: v.optional(
    v.looseObject({
      shoppingRspId: v.string(),
      pageNumber: v.literal(1),
      pageSize: v.number(),
      totalPages: v.number(),
      journey: v.looseObject({ journeyIndex: v.number(), itineraries: v.array(v.unknown()) }),
    }),
  ),
});
/** Search's answer; its firstPage is exactly a GetResult answer (GetResultResponse). */
export type SearchResponse = Omit<v.InferOutput<typeof SearchResponseSchema>, 'firstPage'> & {
  firstPage?: GetResultResponse;
};

export interface GetResultResponse {
  shoppingRspId: string;
  tripType: SearchResponse['tripType'];
  expiresAt: string;
  pageNumber: number;
  pageSize: number;
  totalPages: number;
  journey: JourneyResult;
}

export interface FlexibleDateCell {
  depDate: string;
  retDate: string | null;
  /** The trip's lowest total for the party on these dates: the sum of `journeyLowest`, null if any is. */
  lowestPrice: number | null;
  /**
   * The lowest fare of each journey on its date (outbound, then return), as a search of those dates
   * prices it; null where nothing is sold (or, for a pair returning before it leaves, both null).
   */
  journeyLowest: (number | null)[];
}

export interface FareRuleGroup {
  brandIndex: number;
  brandName: string;
  rules: { category: string; text: string }[];
}

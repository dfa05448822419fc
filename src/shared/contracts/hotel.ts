import * as v from 'valibot';
import { IsoDateSchema, SiteIdSchema } from './flights';

/**
 * Wire contracts of the Hotel API (spec §3 "Hotel", §7 /AutoComplete, /Availability/Search,
 * /Availability/GetResult, /HotelDetail/Get, /PriceCheck/Process; /Order/OrderCreate is in
 * hotel-order.ts). Requests are valibot schemas the service re-validates; responses are types. Money is
 * whole AUD cents; dates a person books are local calendar dates (YYYY-MM-DD) at the property.
 */

/** Spec §8 "Hotel" texts; the two with an ellipsis in the spec keep its words and finish the sentence. */
export const HOTEL_MESSAGES = {
  searchTimeout: 'Search timeout! Please try again later.',
  roomGone: 'The selected room is no longer available. Please choose another room.',
  sessionExpired: 'Your hotel search has expired. Please search again to see current rooms and prices.',
  noRooms: 'No rooms are available for the selected dates.',
  noHotels: 'No hotels match your search. Try other dates, a nearby area or fewer filters.',
  checkInPast: 'Check-in cannot be in the past',
  checkOutOrder: 'Check-out must be after check-in',
  tooManyNights: 'A stay can be at most 30 nights',
  tooFarAhead: 'Check-in can be at most 359 days from today',
  locationRequired: 'Please choose where you want to stay',
  quoteExpired: 'This room price has expired. Check the price again to continue.',
  quoteNotFound: 'We could not find this room price. Please choose the room again.',
} as const;

/** Spec §9 limits and defaults. */
export const HOTEL_LIMITS = {
  pageSize: 30,
  maxPageSize: 60,
  maxNights: 30,
  maxDaysAhead: 359,
  maxAdults: 6,
  maxChildren: 4,
  maxGuests: 8,
  /** Minutes a price check (quote) stays bookable. */
  quoteMinutes: 20,
} as const;

/** Spec §3 amenities, as codes with the labels people read. */
export const HOTEL_AMENITIES = {
  balcony: 'Balcony',
  'hair-dryer': 'Hair dryer',
  ironing: 'Ironing',
  'free-parking': 'Free Parking',
  'free-wifi': 'Free Wifi',
  'room-service': 'Room Service',
  'bar-lounge': 'Bar Lounge',
  gym: 'Gym / Fitness',
  restaurant: 'Restaurant',
  spa: 'Spa',
  'swimming-pool': 'Swimming Pool',
  tv: 'TV',
  shower: 'Shower',
  'city-view': 'City view',
  'air-conditioning': 'Air conditioning',
  smoking: 'Smoking',
} as const;
export type HotelAmenity = keyof typeof HOTEL_AMENITIES;
export const HOTEL_AMENITY_CODES = Object.keys(HOTEL_AMENITIES) as HotelAmenity[];

/** Spec §9: the results page's amenity filters, in this order (the shorter set). */
export const HOTEL_AMENITY_FILTERS = [
  'free-parking',
  'free-wifi',
  'room-service',
  'bar-lounge',
  'gym',
  'restaurant',
  'spa',
  'swimming-pool',
] as const satisfies readonly HotelAmenity[];

export const HOTEL_LOCATION_TYPES = ['City', 'Airport', 'Property'] as const;
export type HotelLocationType = (typeof HOTEL_LOCATION_TYPES)[number];

export const BOARD_TYPES = ['RoomOnly', 'Breakfast'] as const;
export type BoardType = (typeof BOARD_TYPES)[number];
export const BOARD_LABELS: Record<BoardType, string> = {
  RoomOnly: 'Room only',
  Breakfast: 'Breakfast included',
};

export const HOTEL_SORTS = ['price', 'stars', 'reviewScore', 'distance'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];

export const HotelIdSchema = (name: string, pattern: RegExp) =>
  v.pipe(v.string(`${name} is required`), v.regex(pattern, `${name} is not valid`));

/** A property: `htl_` then the city code and a number, e.g. htl_MEL_014. */
export const PropertyIdSchema = HotelIdSchema('propertyId', /^htl_[A-Z]{3}_\d{3}$/);
/** The search session: Availability/Search answers it as searchKey; detail and price check call it shoppingRspId. */
const SearchKeySchema = v.pipe(v.string('searchKey is required'), v.uuid('searchKey is not valid'));
export const ShoppingRspIdSchema = v.pipe(
  v.string('shoppingRspId is required'),
  v.uuid('shoppingRspId is not valid'),
);
export const QuoteIdSchema = HotelIdSchema('quoteId', /^hq_[0-9a-f]{24}$/);

// ---------------------------------------------------------------- AutoComplete

export const HotelAutoCompleteRequestSchema = v.object({
  siteId: SiteIdSchema,
  query: v.pipe(
    v.string('query is required'),
    v.trim(),
    v.minLength(2, 'Type at least 2 letters'),
    v.maxLength(60, 'query is at most 60 characters'),
  ),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)), 10),
});
export type HotelAutoCompleteRequest = v.InferOutput<typeof HotelAutoCompleteRequestSchema>;

/** One suggestion: a city, an airport ("near the airport") or a property. */
export interface HotelPlace {
  /** City or airport IATA code, or a propertyId. */
  code: string;
  locationType: HotelLocationType;
  name: string;
  /** What a person reads under the name: "Victoria, Australia", "Airport · Melbourne", "Hotel · Sydney". */
  detail: string;
  countryCode: string;
  cityCode: string;
  latitude: number;
  longitude: number;
}

export interface HotelAutoComplete {
  places: HotelPlace[];
}

// ---------------------------------------------------------------- Availability/Search

const PaxesSchema = v.pipe(
  v.object({
    numberOfAdt: v.optional(
      v.pipe(
        v.number(),
        v.integer(),
        v.minValue(1, 'At least 1 adult'),
        v.maxValue(HOTEL_LIMITS.maxAdults, `At most ${HOTEL_LIMITS.maxAdults} adults`),
      ),
      1,
    ),
    numberOfCnn: v.optional(
      v.pipe(
        v.number(),
        v.integer(),
        v.minValue(0),
        v.maxValue(HOTEL_LIMITS.maxChildren, `At most ${HOTEL_LIMITS.maxChildren} children`),
      ),
      0,
    ),
    /** Children's ages on check-in (0-17), one per child when given. */
    paxesInfo: v.optional(
      v.array(v.object({ age: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(17)) })),
      [],
    ),
  }),
  v.check(
    (p) => p.paxesInfo.length === 0 || p.paxesInfo.length === p.numberOfCnn,
    'paxesInfo: give one age for each child',
  ),
);

/**
 * The search. Date rules that need today (past, 359 days ahead) are checked by the service with its
 * clock; the form checks them too (lib/validation/hotel-search-form.ts).
 */
export const HotelSearchRequestSchema = v.pipe(
  v.object({
    siteId: SiteIdSchema,
    checkInDate: IsoDateSchema,
    checkOutDate: IsoDateSchema,
    location: v.pipe(
      v.string(HOTEL_MESSAGES.locationRequired),
      v.trim(),
      v.minLength(1, HOTEL_MESSAGES.locationRequired),
      v.maxLength(20),
    ),
    locationType: v.picklist(HOTEL_LOCATION_TYPES, 'locationType must be City, Airport or Property'),
    latitude: v.optional(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
    longitude: v.optional(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
    paxes: v.optional(PaxesSchema, { numberOfAdt: 1, numberOfCnn: 0, paxesInfo: [] }),
  }),
  v.check((s) => s.checkOutDate > s.checkInDate, HOTEL_MESSAGES.checkOutOrder),
);
export type HotelSearchRequest = v.InferOutput<typeof HotelSearchRequestSchema>;

/** What the search was for, echoed by every later answer of the session. */
export interface HotelStayQuery {
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  adults: number;
  children: number;
  location: {
    code: string;
    locationType: HotelLocationType;
    name: string;
    latitude: number;
    longitude: number;
  };
}

export interface HotelSearchStarted {
  searchKey: string;
  /** When the session lapses; later calls then answer 410 with HOTEL_MESSAGES.sessionExpired. */
  expiresAt: string;
  totalCount: number;
  stay: HotelStayQuery;
}

// ---------------------------------------------------------------- Availability/GetResult

const HotelFilterSchema = v.object({
  amenities: v.optional(v.pipe(v.array(v.picklist(HOTEL_AMENITY_CODES)), v.maxLength(16)), []),
  /** Bounds of the lowest rate's price per night (what the cards lead with), inclusive. */
  minPriceCents: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  maxPriceCents: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** Star ratings to keep (3, 4, 5); empty keeps all. */
  stars: v.optional(v.pipe(v.array(v.picklist([3, 4, 5])), v.maxLength(3)), []),
  board: v.optional(v.pipe(v.array(v.picklist(BOARD_TYPES)), v.maxLength(2)), []),
  freeCancellation: v.optional(v.boolean(), false),
  /** Part of a property's name. */
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60)), ''),
});
export type HotelFilter = v.InferOutput<typeof HotelFilterSchema>;

/** Spec §3 "Availability request": siteId, searchKey, filterBy, pageSize, pageNumber, sortBy, sortDirection. */
export const HotelResultRequestSchema = v.object({
  siteId: SiteIdSchema,
  searchKey: SearchKeySchema,
  filterBy: v.optional(HotelFilterSchema, {}),
  pageSize: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(HOTEL_LIMITS.maxPageSize)),
    HOTEL_LIMITS.pageSize,
  ),
  pageNumber: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 1),
  sortBy: v.optional(
    v.picklist(HOTEL_SORTS, 'sortBy must be price, stars, reviewScore or distance'),
    'price',
  ),
  sortDirection: v.optional(v.picklist(['asc', 'desc'], "sortDirection must be 'asc' or 'desc'"), 'asc'),
});
export type HotelResultRequest = v.InferOutput<typeof HotelResultRequestSchema>;

export interface HotelImage {
  /** A site path of original SVG art (public/hotel-art/... or an /api route), never a remote URL. */
  src: string;
  alt: string;
}

export interface PropertySummary {
  propertyId: string;
  name: string;
  /** "Hotel", "Boutique hotel", "Resort", "Serviced apartments", "Airport hotel". */
  propertyType: string;
  starRating: 3 | 4 | 5;
  /** 0-10 with one decimal. */
  reviewScore: number;
  reviewCount: number;
  address: { line: string; suburb: string; city: string; countryCode: string; countryName: string };
  latitude: number;
  longitude: number;
  distanceFromCentreKm: number;
  airportCode: string;
  distanceFromAirportKm: number;
  amenities: HotelAmenity[];
  image: HotelImage;
  /** The cheapest rate of the stay for the party. */
  lowestRate: { nightlyCents: number; totalCents: number; board: BoardType; refundable: boolean };
  /** Rooms left at the lowest rate when few (≤ 5), else null. */
  roomsLeft: number | null;
}

export interface HotelResultPage {
  searchKey: string;
  shoppingRspId: string;
  stay: HotelStayQuery;
  /** After filters. */
  totalCount: number;
  /** Before filters. */
  unfilteredCount: number;
  pageNumber: number;
  pageSize: number;
  pageCount: number;
  sortBy: HotelSort;
  sortDirection: 'asc' | 'desc';
  properties: PropertySummary[];
  /** Over the unfiltered results, to draw the filters. */
  facets: {
    /** The lowest rates' prices per night, cheapest and dearest property. */
    priceCents: { min: number; max: number };
    amenities: Partial<Record<HotelAmenity, number>>;
    stars: Partial<Record<'3' | '4' | '5', number>>;
  };
}

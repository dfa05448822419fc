import * as v from 'valibot';
import { CABIN_CLASSES } from '../domain/fare-conditions';
import { checkPassengerCounts, countPassengers, PASSENGER_TYPES } from '../domain/passengers';

/**
 * Wire contracts of the Booking API's flight endpoints (spec §3 "Flight search request", §7). Requests are
 * valibot schemas (the service re-validates everything); responses are the types the service answers with.
 */

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const IsoDateSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are sent as YYYY-MM-DD'),
  v.check(isRealDate, 'Not a calendar date'),
);

export const SiteIdSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'siteId is required'),
  v.maxLength(64),
);

/** A place code: an airport (A) or a city (C) IATA code. */
export const CODE_TYPES = ['A', 'C'] as const;
export type CodeType = (typeof CODE_TYPES)[number];

const JourneySchema = v.object({
  depCode: v.pipe(
    v.string(),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z]{3}$/, 'depCode must be a 3-letter IATA code'),
  ),
  depCodeType: v.optional(v.picklist(CODE_TYPES, 'depCodeType must be A (airport) or C (city)'), 'C'),
  arrCode: v.pipe(
    v.string(),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z]{3}$/, 'arrCode must be a 3-letter IATA code'),
  ),
  arrCodeType: v.optional(v.picklist(CODE_TYPES, 'arrCodeType must be A (airport) or C (city)'), 'C'),
  depDate: IsoDateSchema,
});
export type Journey = v.InferOutput<typeof JourneySchema>;

export const PassengerInfoSchema = v.object({
  passengerType: v.picklist(PASSENGER_TYPES, 'passengerType must be Adult, Children or Infants'),
  count: v.pipe(v.number(), v.integer('count must be a whole number'), v.minValue(0), v.maxValue(9)),
});

const DEFAULT_PASSENGER_INFOS = [
  { passengerType: 'Adult' as const, count: 1 },
  { passengerType: 'Children' as const, count: 0 },
  { passengerType: 'Infants' as const, count: 0 },
];

export const PassengerInfosSchema = v.pipe(
  v.optional(v.array(PassengerInfoSchema), DEFAULT_PASSENGER_INFOS),
  v.maxLength(3),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = checkPassengerCounts(countPassengers(dataset.value));
    if (problem) addIssue({ message: problem });
  }),
);

/** preferredAirline is sent joined by commas (spec §3); the service reads it into a list of codes. */
const PreferredAirlineSchema = v.pipe(
  v.optional(v.union([v.string(), v.array(v.string())]), ''),
  v.transform((value) =>
    (Array.isArray(value) ? value : value.split(','))
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
  ),
  v.check(
    (codes) => codes.every((code) => /^[A-Z0-9]{2}$/.test(code)),
    'preferredAirline lists 2-character airline codes',
  ),
  v.maxLength(10),
);

/** A frequent-flyer number: the programme's airline code, then the member number ("QF 1234567"). */
export const FrequentFlyerNumberSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.regex(
    /^[A-Z0-9]{2}[\s-]?[A-Z0-9]{4,16}$/,
    'frequentFlyerNumber starts with the airline code, e.g. QF 1234567',
  ),
);

/** A search's journeys, one to six (a return is two). Shared by searches and price trackers. */
export const SearchJourneysSchema = v.pipe(
  v.array(JourneySchema, 'journeys must be a list'),
  v.minLength(1, 'At least one journey is needed'),
  v.maxLength(6, 'At most 6 journeys can be searched together'),
);

export const SearchCabinSchema = v.optional(
  v.picklist(CABIN_CLASSES, 'cabinClass must be Economy, PremiumEconomy, Business or First'),
  'Business',
);

/** What is wrong with the journeys' order: a journey back to where it leaves, or one before the last. */
export function journeyOrderIssues(
  journeys: readonly { depCode: string; arrCode: string; depDate: string }[],
): string[] {
  return journeys.flatMap((journey, index) => {
    const previous = journeys[index - 1];
    return [
      ...(journey.depCode === journey.arrCode
        ? [`Journey ${index + 1} leaves from and goes to the same place`]
        : []),
      ...(previous && journey.depDate < previous.depDate
        ? [`Journey ${index + 1} departs before journey ${index}`]
        : []),
    ];
  });
}

const flightSearchEntries = {
  siteId: SiteIdSchema,
  fareType: v.optional(v.literal('RegularFare', 'fareType must be RegularFare'), 'RegularFare'),
  /** 0 one-way, 1 return, 2 multi-city; inferred from the journeys when absent. */
  type: v.optional(v.picklist([0, 1, 2], 'type must be 0 (one-way), 1 (return) or 2 (multi-city)')),
  journeys: SearchJourneysSchema,
  passengerInfos: PassengerInfosSchema,
  cabinClass: SearchCabinSchema,
  isDirectFlightOnly: v.optional(v.boolean(), false),
  isFreeCheckInBaggageOnly: v.optional(v.boolean(), false),
  isFreeSeatSelectionOnly: v.optional(v.boolean(), false),
  isFlightFromFrequentFlyerOnly: v.optional(v.boolean(), false),
  preferredAirline: PreferredAirlineSchema,
  frequentFlyerNumber: v.optional(v.nullable(v.string())),
  searchTime: v.optional(v.string()),
};
type FlightSearchFields = v.InferOutput<v.ObjectSchema<typeof flightSearchEntries, undefined>>;

/** What is wrong with a search beyond its fields' own rules: the journeys' order, the trip type, FF. */
function searchIssues(request: FlightSearchFields): string[] {
  const issues = journeyOrderIssues(request.journeys);
  if (request.type === 1 && request.journeys.length !== 2) issues.push('A return search sends two journeys');
  if (request.isFlightFromFrequentFlyerOnly && !request.frequentFlyerNumber?.trim()) {
    issues.push('frequentFlyerNumber is required when isFlightFromFrequentFlyerOnly is on');
  }
  if (request.isFlightFromFrequentFlyerOnly && request.frequentFlyerNumber) {
    const parsed = v.safeParse(FrequentFlyerNumberSchema, request.frequentFlyerNumber);
    if (!parsed.success) issues.push(parsed.issues[0].message);
  }
  return issues;
}

export const FlightSearchRequestSchema = v.pipe(
  v.object(flightSearchEntries),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const message of searchIssues(dataset.value)) addIssue({ message });
  }),
);
export type FlightSearchRequest = v.InferOutput<typeof FlightSearchRequestSchema>;
export type FlightSearchInput = v.InferInput<typeof FlightSearchRequestSchema>;

const SORT_ORDERS = ['best', 'cheapest', 'fastest', 'earliest', 'latest'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Which page of a journey's results: the journey, its sort and filters, and how many to a page. */
const resultPageEntries = {
  journeyIndex: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(5)), 0),
  pageSize: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200, 'pageSize is at most 200')),
    50,
  ),
  sortBy: v.optional(
    v.picklist(SORT_ORDERS, 'sortBy must be best, cheapest, fastest, earliest or latest'),
    'best',
  ),
  filters: v.optional(
    v.object({
      stops: v.optional(v.array(v.picklist([0, 1, 2]))),
      airlines: v.optional(v.array(v.pipe(v.string(), v.regex(/^[A-Z0-9]{2}$/)))),
      maxPrice: v.optional(v.pipe(v.number(), v.minValue(0))),
      maxDurationMinutes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
      departureBands: v.optional(v.array(v.picklist(['early', 'morning', 'afternoon', 'evening', 'night']))),
      arrivalBands: v.optional(v.array(v.picklist(['early', 'morning', 'afternoon', 'evening', 'night']))),
      layoverAirports: v.optional(v.array(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)))),
      /** Only itineraries whose every flight in the booked cabin has a lie-flat seat. */
      lieFlatOnly: v.optional(v.boolean('lieFlatOnly must be true or false')),
      /** Only itineraries whose every flight in the booked cabin gives each seat direct aisle access. */
      directAisleOnly: v.optional(v.boolean('directAisleOnly must be true or false')),
      /** Only itineraries labelled "Lower emissions" (CO2e at least 10% below the search's median). */
      lowerEmissionsOnly: v.optional(v.boolean('lowerEmissionsOnly must be true or false')),
    }),
    {},
  ),
};

export const GetResultRequestSchema = v.object({
  shoppingRspId: v.pipe(v.string(), v.uuid('shoppingRspId is not a valid id')),
  journeyIndex: resultPageEntries.journeyIndex,
  pageNumber: v.optional(
    v.pipe(v.number(), v.integer('pageNumber must be a whole number'), v.minValue(1)),
    1,
  ),
  pageSize: resultPageEntries.pageSize,
  sortBy: resultPageEntries.sortBy,
  filters: resultPageEntries.filters,
});
export type GetResultRequest = v.InferOutput<typeof GetResultRequestSchema>;
/** A journey's first page as Search can answer it with the search (firstPage). */
export type ResultPageRequest = Omit<GetResultRequest, 'shoppingRspId' | 'pageNumber'>;

/**
 * /AirShopping/Search: a flight search and, with firstPage, the first page of one of its journeys in the
 * same answer, as GetResult would give it (the results page then needs one call on load, not two).
 */
export const SearchRequestSchema = v.pipe(
  v.object({
    ...flightSearchEntries,
    firstPage: v.optional(v.object(resultPageEntries, 'firstPage must be an object')),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const message of searchIssues(dataset.value)) addIssue({ message });
    const asked = dataset.value.firstPage?.journeyIndex ?? 0;
    if (asked >= dataset.value.journeys.length) {
      addIssue({ message: `firstPage.journeyIndex ${asked} is not one of the searched journeys` });
    }
  }),
);
export type SearchInput = v.InferInput<typeof SearchRequestSchema>;

export const SiteRequestSchema = v.object({ siteId: SiteIdSchema });

export const FareRuleRequestSchema = v.object({
  shoppingRspId: v.pipe(v.string(), v.uuid('shoppingRspId is not a valid id')),
  pricedItineraryId: v.pipe(v.string(), v.regex(/^J\d-[0-9a-f]{12}$/, 'pricedItineraryId is not valid')),
  brandIndex: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2))),
});

export * from './flight-results';

import type { CodeType } from '../../shared/contracts/flights';
import { CABIN_CLASSES, DEFAULT_CABIN, type CabinClass } from '../../shared/domain/fare-conditions';
import { DEFAULT_PASSENGERS, type PassengerCounts } from '../../shared/domain/passengers';

/**
 * Flight search criteria (spec §3) as the search form edits them, $flightSearch keeps them and the
 * results URL carries them. Field names are the spec's.
 */

/** Spec §4: one-way 0, return 1 (the default), multi-city 2 (the Booking API's `type`). */
export type SearchType = 0 | 1 | 2;
export const ONE_WAY: SearchType = 0;
export const RETURN: SearchType = 1;
export const MULTI_CITY: SearchType = 2;

/** Multi-city: at least three legs (spec §5); the Booking API searches at most six journeys together. */
export const MIN_MULTI_CITY_LEGS = 3;
export const MAX_MULTI_CITY_LEGS = 6;
export const MAX_PREFERRED_AIRLINES = 10;

/** An airport (A) or a city with all its airports (C), with the name the form shows. */
export interface SearchPlace {
  code: string;
  codeType: CodeType;
  /** "Sydney", "London (all airports)", "London Heathrow Airport": shown, never sent. */
  name: string;
}

export interface SearchLeg {
  dep: SearchPlace | null;
  arr: SearchPlace | null;
  /** YYYY-MM-DD, or '' until chosen. */
  depDate: string;
}

export interface FlightSearchCriteria {
  type: SearchType;
  dep: SearchPlace | null;
  arr: SearchPlace | null;
  depDate: string;
  retDate: string;
  /** The legs of a multi-city trip (kept while another trip type is shown). */
  journeys: SearchLeg[];
  cabinClass: CabinClass;
  passengerInfos: PassengerCounts;
  isDirectFlightOnly: boolean;
  isFreeCheckInBaggageOnly: boolean;
  isFreeSeatSelectionOnly: boolean;
  isFlightFromFrequentFlyerOnly: boolean;
  /** Airline codes; sent joined by commas. */
  preferredAirline: string[];
  frequentFlyerNumber: string;
}

export const emptyLeg = (): SearchLeg => ({ dep: null, arr: null, depDate: '' });

export function defaultCriteria(): FlightSearchCriteria {
  return {
    type: RETURN,
    dep: null,
    arr: null,
    depDate: '',
    retDate: '',
    journeys: Array.from({ length: MIN_MULTI_CITY_LEGS }, emptyLeg),
    cabinClass: DEFAULT_CABIN,
    passengerInfos: { ...DEFAULT_PASSENGERS },
    isDirectFlightOnly: false,
    isFreeCheckInBaggageOnly: false,
    isFreeSeatSelectionOnly: false,
    isFlightFromFrequentFlyerOnly: false,
    preferredAirline: [],
    frequentFlyerNumber: '',
  };
}

/** The legs a search flies: out (and back) for one-way and return, every filled leg for multi-city. */
export function legsOf(criteria: FlightSearchCriteria): SearchLeg[] {
  if (criteria.type === MULTI_CITY) {
    return criteria.journeys.filter((leg) => leg.dep || leg.arr || leg.depDate);
  }
  const out: SearchLeg = { dep: criteria.dep, arr: criteria.arr, depDate: criteria.depDate };
  if (criteria.type === ONE_WAY) return [out];
  return [out, { dep: criteria.arr, arr: criteria.dep, depDate: criteria.retDate }];
}

// ---------------------------------------------------------------- URL

/**
 * Query parameter names. They are also the names of the home form's inputs, so the form submits the
 * same URL (GET /flight/result) before its script has loaded.
 */
export const QUERY = {
  trip: 'trip',
  from: 'from',
  fromType: 'fromType',
  to: 'to',
  toType: 'toType',
  depart: 'depart',
  return: 'return',
  adults: 'adults',
  children: 'children',
  infants: 'infants',
  cabin: 'cabin',
  direct: 'direct',
  freeBags: 'freeBags',
  freeSeats: 'freeSeats',
  ffOnly: 'ffOnly',
  ffNumber: 'ffNumber',
  airlines: 'airlines',
} as const;

export const TRIP_PARAM: Record<SearchType, string> = { 0: 'oneway', 1: 'return', 2: 'multicity' };

/** The trip type of a `trip` parameter (or of the form's trip radio); anything else is a return. */
export function tripFromParam(value: string | null): SearchType {
  if (value === 'oneway' || value === '0') return ONE_WAY;
  if (value === 'multicity' || value === '2') return MULTI_CITY;
  return RETURN;
}

const PLACE_CODE = /^[A-Z]{3}$/;

/**
 * A place as the URL or an unscripted form sends it: a code (its name unknown until looked up), or the
 * text the traveller typed (code '' and the text as name), for the server to resolve.
 */
function placeFromParam(
  value: string | null | undefined,
  type: string | null | undefined,
): SearchPlace | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const upper = text.toUpperCase();
  const codeType: CodeType = type === 'A' ? 'A' : 'C';
  if (PLACE_CODE.test(upper)) return { code: upper, codeType, name: '' };
  return { code: '', codeType, name: text.slice(0, 64) };
}

function countParam(value: string | null, fallback: number): number {
  if (value === null || value.trim() === '') return fallback;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 && number <= 9 ? number : Number.NaN;
}

const isOn = (value: string | null) => value === '1' || value === 'on' || value === 'true';

/** Reads criteria from a results URL (or an unscripted form submission). Validation is the schema's. */
export function criteriaFromQuery(params: URLSearchParams): FlightSearchCriteria {
  const criteria = defaultCriteria();
  criteria.type = tripFromParam(params.get(QUERY.trip));
  const froms = params.getAll(QUERY.from);
  const fromTypes = params.getAll(QUERY.fromType);
  const tos = params.getAll(QUERY.to);
  const toTypes = params.getAll(QUERY.toType);
  const departs = params.getAll(QUERY.depart);
  const dateOf = (value: string | undefined) => (value ?? '').trim();
  if (criteria.type === MULTI_CITY) {
    const count = Math.min(Math.max(froms.length, tos.length, departs.length), MAX_MULTI_CITY_LEGS);
    const legs = Array.from({ length: count }, (_, index) => ({
      dep: placeFromParam(froms[index], fromTypes[index]),
      arr: placeFromParam(tos[index], toTypes[index]),
      depDate: dateOf(departs[index]),
    }));
    while (legs.length < MIN_MULTI_CITY_LEGS) legs.push(emptyLeg());
    criteria.journeys = legs;
  } else {
    criteria.dep = placeFromParam(froms[0], fromTypes[0]);
    criteria.arr = placeFromParam(tos[0], toTypes[0]);
    criteria.depDate = dateOf(departs[0]);
    if (criteria.type === RETURN) criteria.retDate = dateOf(params.get(QUERY.return) ?? undefined);
  }
  criteria.passengerInfos = {
    adult: countParam(params.get(QUERY.adults), DEFAULT_PASSENGERS.adult),
    children: countParam(params.get(QUERY.children), DEFAULT_PASSENGERS.children),
    infants: countParam(params.get(QUERY.infants), DEFAULT_PASSENGERS.infants),
  };
  const cabin = params.get(QUERY.cabin);
  criteria.cabinClass = CABIN_CLASSES.find((item) => item === cabin) ?? DEFAULT_CABIN;
  criteria.isDirectFlightOnly = isOn(params.get(QUERY.direct));
  criteria.isFreeCheckInBaggageOnly = isOn(params.get(QUERY.freeBags));
  criteria.isFreeSeatSelectionOnly = isOn(params.get(QUERY.freeSeats));
  criteria.isFlightFromFrequentFlyerOnly = isOn(params.get(QUERY.ffOnly));
  criteria.frequentFlyerNumber = (params.get(QUERY.ffNumber) ?? '').trim().slice(0, 24);
  criteria.preferredAirline = [
    ...new Set(
      params
        .getAll(QUERY.airlines)
        .flatMap((value) => value.split(/[\s,]+/))
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
  return criteria;
}

/**
 * The canonical results URL query of a search: stable order, defaults left out, so the same search
 * always gives the same URL (shareable, and the key that tells a new search from a revisit).
 */
export function criteriaToQuery(criteria: FlightSearchCriteria): URLSearchParams {
  const params = new URLSearchParams();
  params.set(QUERY.trip, TRIP_PARAM[criteria.type]);
  const legs =
    criteria.type === MULTI_CITY
      ? legsOf(criteria)
      : [{ dep: criteria.dep, arr: criteria.arr, depDate: criteria.depDate }];
  for (const leg of legs) {
    // A place typed but not chosen from the suggestions goes as its text, for the results page to look up.
    params.append(QUERY.from, leg.dep ? leg.dep.code || leg.dep.name : '');
    params.append(QUERY.fromType, leg.dep?.codeType ?? 'C');
    params.append(QUERY.to, leg.arr ? leg.arr.code || leg.arr.name : '');
    params.append(QUERY.toType, leg.arr?.codeType ?? 'C');
    params.append(QUERY.depart, leg.depDate);
  }
  if (criteria.type === RETURN) params.set(QUERY.return, criteria.retDate);
  const { adult, children, infants } = criteria.passengerInfos;
  params.set(QUERY.adults, String(adult));
  if (children) params.set(QUERY.children, String(children));
  if (infants) params.set(QUERY.infants, String(infants));
  params.set(QUERY.cabin, criteria.cabinClass);
  if (criteria.isDirectFlightOnly) params.set(QUERY.direct, '1');
  if (criteria.isFreeCheckInBaggageOnly) params.set(QUERY.freeBags, '1');
  if (criteria.isFreeSeatSelectionOnly) params.set(QUERY.freeSeats, '1');
  if (criteria.isFlightFromFrequentFlyerOnly) {
    params.set(QUERY.ffOnly, '1');
    params.set(QUERY.ffNumber, criteria.frequentFlyerNumber.trim());
  }
  if (criteria.preferredAirline.length) params.set(QUERY.airlines, criteria.preferredAirline.join(','));
  return params;
}

/** The key that identifies a search (spec §4: a new search resets the offer state). */
export function searchKeyOf(criteria: FlightSearchCriteria): string {
  return criteriaToQuery(criteria).toString();
}

/** The /flight/result URL of a search. */
export function resultUrlOf(criteria: FlightSearchCriteria): string {
  return `/flight/result?${criteriaToQuery(criteria).toString()}`;
}

/** True when every place of the search is a resolved code (nothing typed and left for the server). */
export function hasResolvedPlaces(criteria: FlightSearchCriteria): boolean {
  return legsOf(criteria).every((leg) => Boolean(leg.dep?.code) && Boolean(leg.arr?.code));
}

import * as v from 'valibot';
import { CABIN_CLASSES } from '../../shared/domain/fare-conditions';
import { checkPassengerCounts } from '../../shared/domain/passengers';
import { isIsoDate } from '../../lib/dates';
import {
  MAX_MULTI_CITY_LEGS,
  MAX_PREFERRED_AIRLINES,
  MIN_MULTI_CITY_LEGS,
  MULTI_CITY,
  ONE_WAY,
  legsOf,
  type FlightSearchCriteria,
  type SearchLeg,
} from './search-criteria';

/** The flight search form's texts: the spec's (§5) word for word, then ours. */
export const SEARCH_MESSAGES = {
  flyFromAndTo: 'Please fill in fly from and fly to',
  allRequired: 'Please fill in all the required fields',
  oneWayRequired: 'Please fill in fly from, fly to and departing on',
  // The spec quotes the start of this text ('Please ensure you enter at least three legs...').
  multiCityLegs: 'Please ensure you enter at least three legs for a multi-city trip.',
  // Spelt as the spec spells it.
  returnDates: 'Please fill in depature and return date',
  selectDate: 'Please select a date',
  // Ours.
  samePlace: 'Fly from and fly to must be different places',
  invalidDate: 'Please choose your dates from the calendar',
  returnBeforeDeparture: 'Your return date must be on or after your departure date',
  legsOutOfOrder: 'Each flight must depart on or after the flight before it',
  frequentFlyerNumber:
    'Please enter your frequent flyer number, starting with the airline code (e.g. QF 1234567)',
  airlineCode: 'Preferred airlines are 2-character airline codes',
  tooManyAirlines: `Choose at most ${MAX_PREFERRED_AIRLINES} preferred airlines`,
  unknownPlace: (text: string) => `We couldn't find an airport or city matching "${text}"`,
} as const;

export interface SearchProblem {
  message: string;
  /** Fields to mark, as "dep" for the one-way/return row or "journeys.1.arr" for a multi-city leg. */
  fields: string[];
}

const FREQUENT_FLYER = /^[A-Z0-9]{2}[\s-]?[A-Z0-9]{4,16}$/i;
const hasPlace = (place: SearchLeg['dep']) => Boolean(place && (place.code || place.name));

function missingFields(leg: SearchLeg, prefix: string): string[] {
  const fields: string[] = [];
  if (!hasPlace(leg.dep)) fields.push(`${prefix}dep`);
  if (!hasPlace(leg.arr)) fields.push(`${prefix}arr`);
  if (!leg.depDate) fields.push(`${prefix}depDate`);
  return fields;
}

function checkPlacesAndDates(criteria: FlightSearchCriteria): SearchProblem | null {
  if (criteria.type === MULTI_CITY) {
    const filled = criteria.journeys
      .map((leg, index) => ({ leg, index }))
      .filter(({ leg }) => hasPlace(leg.dep) || hasPlace(leg.arr) || leg.depDate);
    const partial = filled.flatMap(({ leg, index }) => missingFields(leg, `journeys.${index}.`));
    if (partial.length) return { message: SEARCH_MESSAGES.allRequired, fields: partial };
    if (filled.length < MIN_MULTI_CITY_LEGS) {
      const empty = criteria.journeys
        .map((_, index) => index)
        .filter((index) => !filled.some((item) => item.index === index))
        .slice(0, MIN_MULTI_CITY_LEGS - filled.length)
        .flatMap((index) => [`journeys.${index}.dep`, `journeys.${index}.arr`, `journeys.${index}.depDate`]);
      return { message: SEARCH_MESSAGES.multiCityLegs, fields: empty };
    }
    if (filled.length > MAX_MULTI_CITY_LEGS) return { message: SEARCH_MESSAGES.allRequired, fields: [] };
    return null;
  }
  const places = missingFields({ dep: criteria.dep, arr: criteria.arr, depDate: 'x' }, '');
  if (criteria.type === ONE_WAY) {
    const missing = [...places, ...(criteria.depDate ? [] : ['depDate'])];
    return missing.length ? { message: SEARCH_MESSAGES.oneWayRequired, fields: missing } : null;
  }
  if (places.length) return { message: SEARCH_MESSAGES.flyFromAndTo, fields: places };
  const dates = [...(criteria.depDate ? [] : ['depDate']), ...(criteria.retDate ? [] : ['retDate'])];
  return dates.length ? { message: SEARCH_MESSAGES.returnDates, fields: dates } : null;
}

function fieldPrefix(criteria: FlightSearchCriteria, legIndex: number): string {
  if (criteria.type === MULTI_CITY) {
    const filled = criteria.journeys
      .map((leg, index) => ({ leg, index }))
      .filter(({ leg }) => hasPlace(leg.dep) || hasPlace(leg.arr) || leg.depDate);
    return `journeys.${filled[legIndex]?.index ?? legIndex}.`;
  }
  return '';
}

/**
 * The first problem of a search, or null when it can be searched. Empty fields first (the spec's
 * messages, by trip type), then dates, places, passengers and the options.
 */
export function checkSearch(criteria: FlightSearchCriteria): SearchProblem | null {
  const missing = checkPlacesAndDates(criteria);
  if (missing) return missing;
  const legs = legsOf(criteria);
  for (const [index, leg] of legs.entries()) {
    const prefix = fieldPrefix(criteria, index);
    if (!isIsoDate(leg.depDate)) {
      const field = criteria.type === 1 && index === 1 ? 'retDate' : `${prefix}depDate`;
      return { message: SEARCH_MESSAGES.invalidDate, fields: [field] };
    }
    const dep = leg.dep!;
    const arr = leg.arr!;
    const same = dep.code ? dep.code === arr.code : dep.name.toLowerCase() === arr.name.toLowerCase();
    if (same) {
      return { message: SEARCH_MESSAGES.samePlace, fields: [`${prefix}dep`, `${prefix}arr`] };
    }
    const previous = legs[index - 1];
    if (previous && leg.depDate < previous.depDate) {
      if (criteria.type === 1) return { message: SEARCH_MESSAGES.returnBeforeDeparture, fields: ['retDate'] };
      return { message: SEARCH_MESSAGES.legsOutOfOrder, fields: [`${prefix}depDate`] };
    }
  }
  const passengers = checkPassengerCounts(criteria.passengerInfos);
  if (passengers) return { message: passengers, fields: ['passengers'] };
  if (criteria.isFlightFromFrequentFlyerOnly && !FREQUENT_FLYER.test(criteria.frequentFlyerNumber.trim())) {
    return { message: SEARCH_MESSAGES.frequentFlyerNumber, fields: ['frequentFlyerNumber'] };
  }
  if (criteria.preferredAirline.length > MAX_PREFERRED_AIRLINES) {
    return { message: SEARCH_MESSAGES.tooManyAirlines, fields: ['airlines'] };
  }
  if (!criteria.preferredAirline.every((code) => /^[A-Z0-9]{2}$/.test(code))) {
    return { message: SEARCH_MESSAGES.airlineCode, fields: ['airlines'] };
  }
  return null;
}

const PlaceSchema = v.nullable(
  v.object({
    code: v.string(),
    codeType: v.picklist(['A', 'C']),
    name: v.string(),
  }),
);

const Count = v.custom<number>((value) => typeof value === 'number');

const LegSchema = v.object({ dep: PlaceSchema, arr: PlaceSchema, depDate: v.string() });

/**
 * The one schema of the flight search form (TanStack Form validates with it on submit; the results page
 * validates its URL with it on the server). Its issues carry no path: the form shows one message, as
 * the spec's texts cover several fields at once; checkSearch names the fields to mark.
 */
export const FlightSearchSchema = v.pipe(
  v.object({
    type: v.picklist([0, 1, 2]),
    dep: PlaceSchema,
    arr: PlaceSchema,
    depDate: v.string(),
    retDate: v.string(),
    journeys: v.pipe(v.array(LegSchema), v.maxLength(MAX_MULTI_CITY_LEGS)),
    cabinClass: v.picklist(CABIN_CLASSES),
    // Any number, even NaN from a bad URL: the passenger rule explains what is wrong with it.
    passengerInfos: v.object({ adult: Count, children: Count, infants: Count }),
    isDirectFlightOnly: v.boolean(),
    isFreeCheckInBaggageOnly: v.boolean(),
    isFreeSeatSelectionOnly: v.boolean(),
    isFlightFromFrequentFlyerOnly: v.boolean(),
    preferredAirline: v.array(v.string()),
    frequentFlyerNumber: v.string(),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = checkSearch(dataset.value as FlightSearchCriteria);
    if (problem) addIssue({ message: problem.message });
  }),
);

/** The message of the first issue of a search, or null. */
export function searchProblemMessage(criteria: unknown): string | null {
  const result = v.safeParse(FlightSearchSchema, criteria);
  return result.success ? null : (result.issues[0]?.message ?? SEARCH_MESSAGES.allRequired);
}

import type { FlightSearchInput } from '../../shared/contracts/flights';

import { legsOf, RETURN, type FlightSearchCriteria } from './search-criteria';

/**
 * The spec's search request (spec §3 "Flight search request"): journeys out and back for a return, one
 * per leg for multi-city; frequentFlyerNumber only when frequent-flyer-only is on; airlines joined by
 * commas. Call it with valid criteria (the search schema's output).
 */
export function toSearchRequest(
  criteria: FlightSearchCriteria,
  siteId: string,
  searchTime: Date = new Date(),
): FlightSearchInput {
  const journeys = legsOf(criteria).map((leg) => ({
    depCode: leg.dep?.code ?? '',
    depCodeType: leg.dep?.codeType ?? 'C',
    arrCode: leg.arr?.code ?? '',
    arrCodeType: leg.arr?.codeType ?? 'C',
    depDate: leg.depDate,
  }));
  const { adult, children, infants } = criteria.passengerInfos;
  return {
    siteId,
    fareType: 'RegularFare',
    type: criteria.type,
    journeys,
    passengerInfos: [
      { passengerType: 'Adult', count: adult },
      { passengerType: 'Children', count: children },
      { passengerType: 'Infants', count: infants },
    ],
    cabinClass: criteria.cabinClass,
    isDirectFlightOnly: criteria.isDirectFlightOnly,
    isFreeCheckInBaggageOnly: criteria.isFreeCheckInBaggageOnly,
    isFreeSeatSelectionOnly: criteria.isFreeSeatSelectionOnly,
    isFlightFromFrequentFlyerOnly: criteria.isFlightFromFrequentFlyerOnly,
    preferredAirline: criteria.preferredAirline.join(','),
    ...(criteria.isFlightFromFrequentFlyerOnly
      ? { frequentFlyerNumber: criteria.frequentFlyerNumber.trim() }
      : {}),
    searchTime: searchTime.toISOString(),
  };
}

/** The same search on other dates (the flexible-date strip): out and, for a return, back. */
export function withDates(
  criteria: FlightSearchCriteria,
  depDate: string,
  retDate?: string,
): FlightSearchCriteria {
  return { ...criteria, depDate, retDate: criteria.type === RETURN && retDate ? retDate : criteria.retDate };
}

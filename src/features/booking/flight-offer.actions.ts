import type { PricedItinerary, SearchResponse, FareRuleGroup } from '../../shared/contracts/flights';
import { travelersFor, type PassengerCounts } from '../../shared/domain/passengers';
import { $flightOffer, initialFlightOffer, type FlightOfferState } from './flight-offer.store';

/** The actions on $flightOffer of the results and detail screens, and the pure transitions behind them. */

/**
 * Spec §4: a new search resets the offer id, shopping response id, priced itinerary id, ancillaries,
 * shortlist flag and search key (and with them the selection made from the old results). Searching the
 * same criteria again keeps the state, so returning to the results keeps the selection.
 */
export function startSearchState(
  state: FlightOfferState,
  searchKey: string,
  passengers: PassengerCounts,
): FlightOfferState {
  if (state.searchKey === searchKey) return state;
  return {
    ...initialFlightOffer(),
    searchDateRange: state.searchDateRange,
    currencySymbol: state.currencySymbol,
    decimalPlaces: state.decimalPlaces,
    searchKey,
    travelers: travelersFor(passengers),
  };
}

/** A fresh shopping response: its id and expiry; any selection from an older response is dropped. */
export function shoppingResponseState(
  state: FlightOfferState,
  response: Pick<SearchResponse, 'shoppingRspId' | 'expiresAt' | 'tripType'>,
): FlightOfferState {
  return {
    ...state,
    shoppingRspId: response.shoppingRspId,
    expiresAt: response.expiresAt,
    tripType: response.tripType,
    offerId: null,
    offerData: null,
    selectedPItin: [],
    scheduleGroupJourneys: [],
    pricedItineraryId: [],
    fareRuleGroups: [],
    passengerAncillaries: { seats: [], bags: [], meals: [] },
    bookingStep: 1,
    isShortlisted: false,
    shortlistedIds: [],
  };
}

/** The fare chosen for one journey; the choices of later journeys are dropped (they are chosen next). */
export function selectJourneyState(
  state: FlightOfferState,
  journeyIndex: number,
  itinerary: PricedItinerary,
  brandIndex: number,
): FlightOfferState {
  const brand = itinerary.brands.find((item) => item.brandIndex === brandIndex) ?? itinerary.brands[0]!;
  const keep = <T>(list: T[]) => list.slice(0, journeyIndex);
  return {
    ...state,
    offerId: null,
    offerData: null,
    fareRuleGroups: [],
    passengerAncillaries: { seats: [], bags: [], meals: [] },
    bookingStep: 1,
    isShortlisted: state.shortlistedIds.includes(itinerary.pricedItineraryId),
    selectedPItin: [...keep(state.selectedPItin), itinerary],
    pricedItineraryId: [...keep(state.pricedItineraryId), itinerary.pricedItineraryId],
    scheduleGroupJourneys: [
      ...keep(state.scheduleGroupJourneys),
      {
        scheduleGroupJourneyIndex: journeyIndex,
        pricedItineraryId: itinerary.pricedItineraryId,
        brandIndex: brand.brandIndex,
        brand,
      },
    ],
    referenceData: withReferenceData(state.referenceData, [itinerary]),
  };
}

/** Goes back to choosing a journey: its choice and the later ones are dropped. */
export function clearSelectionState(state: FlightOfferState, fromJourney: number): FlightOfferState {
  return {
    ...state,
    offerId: null,
    offerData: null,
    fareRuleGroups: [],
    isShortlisted: false,
    selectedPItin: state.selectedPItin.slice(0, fromJourney),
    pricedItineraryId: state.pricedItineraryId.slice(0, fromJourney),
    scheduleGroupJourneys: state.scheduleGroupJourneys.slice(0, fromJourney),
  };
}

function withReferenceData(
  reference: FlightOfferState['referenceData'],
  itineraries: PricedItinerary[],
): FlightOfferState['referenceData'] {
  const places = { ...reference.places };
  const airlines = { ...reference.airlines };
  for (const itinerary of itineraries) {
    for (const segment of itinerary.segments) {
      airlines[segment.airline.code] = segment.airline.name;
      for (const end of [segment.departure, segment.arrival]) {
        places[end.code] = {
          name: end.name,
          cityName: end.cityName,
          countryName: end.countryName,
          timeZone: end.timeZone,
        };
      }
    }
  }
  return { places, airlines };
}

export function shortlistedState(state: FlightOfferState, pricedItineraryId: string): FlightOfferState {
  const shortlistedIds = state.shortlistedIds.includes(pricedItineraryId)
    ? state.shortlistedIds
    : [...state.shortlistedIds, pricedItineraryId];
  return {
    ...state,
    shortlistedIds,
    isShortlisted: state.isShortlisted || state.pricedItineraryId.includes(pricedItineraryId),
  };
}

/** The search's prices are still guaranteed (its session still answers). */
export function isOfferLive(state: FlightOfferState, now: Date = new Date()): boolean {
  return Boolean(state.shoppingRspId && state.expiresAt && Date.parse(state.expiresAt) > now.getTime());
}

// ---------------------------------------------------------------- actions

/** Starts (or resumes) the offer state of a search; true when it was a new search. */
export function startFlightSearch(searchKey: string, passengers: PassengerCounts): boolean {
  const current = $flightOffer.get();
  const next = startSearchState(current, searchKey, passengers);
  if (next !== current) $flightOffer.set(next);
  return next !== current;
}

export function setShoppingResponse(
  response: Pick<SearchResponse, 'shoppingRspId' | 'expiresAt' | 'tripType'>,
) {
  $flightOffer.set(shoppingResponseState($flightOffer.get(), response));
}

export function selectJourney(journeyIndex: number, itinerary: PricedItinerary, brandIndex: number) {
  $flightOffer.set(selectJourneyState($flightOffer.get(), journeyIndex, itinerary, brandIndex));
}

export function clearSelection(fromJourney: number) {
  $flightOffer.set(clearSelectionState($flightOffer.get(), fromJourney));
}

export function rememberReferenceData(itineraries: PricedItinerary[]) {
  const state = $flightOffer.get();
  $flightOffer.set({ ...state, referenceData: withReferenceData(state.referenceData, itineraries) });
}

export function setFareRuleGroups(fareRuleGroups: FareRuleGroup[]) {
  $flightOffer.set({ ...$flightOffer.get(), fareRuleGroups });
}

export function markShortlisted(pricedItineraryId: string) {
  $flightOffer.set(shortlistedState($flightOffer.get(), pricedItineraryId));
}

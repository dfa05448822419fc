import './session-storage';
import { persistentAtom } from '@nanostores/persistent';
import type { FareBrand, FareRuleGroup, PricedItinerary, SearchResponse } from '../contracts/flights';
import { DEFAULT_CURRENCY_SYMBOL, DEFAULT_DECIMAL_PLACES } from '../domain/money';
import type { PassengerCounts, PassengerType } from '../domain/passengers';
import type { SearchDateRange } from '../flights/booking-client';

/**
 * $flightOffer: the flight offer state of this browser tab (spec §3 "Flight offer state"), from the
 * search through the fare choice. The booking issue continues from it: OfferCreate takes
 * shoppingRspId + pricedItineraryId (one per journey) + the brand of each journey
 * (scheduleGroupJourneys), and fills offerId, offerData, travelers' details, passengerAncillaries and
 * paymentInfo. A new search resets it (spec §4).
 */
export interface ScheduleGroupJourney {
  /** The journey: 0 the outbound (or first leg), 1 the return (or second leg)... */
  scheduleGroupJourneyIndex: number;
  pricedItineraryId: string;
  brandIndex: number;
  brand: FareBrand;
}

export interface PlaceReference {
  name: string;
  cityName: string;
  countryName: string;
  timeZone: string;
}

export interface FlightOfferState {
  /** The canonical query of the search this state belongs to (criteriaToQuery). */
  searchKey: string | null;
  shoppingRspId: string | null;
  tripType: SearchResponse['tripType'] | null;
  /** When the search's prices stop being guaranteed (the offer expiry, 30 minutes after the search). */
  expiresAt: string | null;
  /** The chosen itinerary of each journey, in journey order. */
  selectedPItin: PricedItinerary[];
  /** The fare brand chosen for each journey. */
  scheduleGroupJourneys: ScheduleGroupJourney[];
  /** The priced itinerary of each journey, in journey order. */
  pricedItineraryId: string[];
  /** Set by OfferCreate (booking issue). */
  offerId: string | null;
  /** Names of the airports and airlines the results showed, by code. */
  referenceData: { places: Record<string, PlaceReference>; airlines: Record<string, string> };
  /** The created offer as OfferCreate/OfferReview return it (booking issue). */
  offerData: unknown;
  /** One entry per traveller of the search; the booking issue adds their details. */
  travelers: { travelerId: string; passengerType: PassengerType }[];
  passengerAncillaries: unknown[];
  /** The fare rules last shown for the selection. */
  fareRuleGroups: FareRuleGroup[];
  /** The current selection is in the shortlist. */
  isShortlisted: boolean;
  /** Itineraries of this search added to the shortlist (their buttons stay "Shortlisted"). */
  shortlistedIds: string[];
  searchDateRange: SearchDateRange | null;
  paymentInfo: { ccPayload: string | null };
  currencySymbol: string;
  decimalPlaces: number;
}

export const FLIGHT_OFFER_KEY = 'ctg:flightOffer';

export function initialFlightOffer(): FlightOfferState {
  return {
    searchKey: null,
    shoppingRspId: null,
    tripType: null,
    expiresAt: null,
    selectedPItin: [],
    scheduleGroupJourneys: [],
    pricedItineraryId: [],
    offerId: null,
    referenceData: { places: {}, airlines: {} },
    offerData: null,
    travelers: [],
    passengerAncillaries: [],
    fareRuleGroups: [],
    isShortlisted: false,
    shortlistedIds: [],
    searchDateRange: null,
    paymentInfo: { ccPayload: null },
    currencySymbol: DEFAULT_CURRENCY_SYMBOL,
    decimalPlaces: DEFAULT_DECIMAL_PLACES,
  };
}

// ---------------------------------------------------------------- pure transitions

/** One traveller entry per passenger of the search (T1, T2...), adults first. */
export function travelersFor(counts: PassengerCounts): FlightOfferState['travelers'] {
  const types: PassengerType[] = [
    ...Array.from({ length: counts.adult }, () => 'Adult' as const),
    ...Array.from({ length: counts.children }, () => 'Children' as const),
    ...Array.from({ length: counts.infants }, () => 'Infants' as const),
  ];
  return types.map((passengerType, index) => ({ travelerId: `T${index + 1}`, passengerType }));
}

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
    passengerAncillaries: [],
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
    passengerAncillaries: [],
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

export function withReferenceData(
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

export function decodeFlightOffer(encoded: string): FlightOfferState {
  try {
    const saved = JSON.parse(encoded) as Partial<FlightOfferState> | null;
    return saved && typeof saved === 'object' ? { ...initialFlightOffer(), ...saved } : initialFlightOffer();
  } catch {
    return initialFlightOffer();
  }
}

// ---------------------------------------------------------------- the store and its actions

export const $flightOffer = persistentAtom<FlightOfferState>(FLIGHT_OFFER_KEY, initialFlightOffer(), {
  encode: JSON.stringify,
  decode: decodeFlightOffer,
});

/** Starts (or resumes) the offer state of a search; true when it was a new search. */
export function startFlightSearch(searchKey: string, passengers: PassengerCounts): boolean {
  const current = $flightOffer.get();
  const next = startSearchState(current, searchKey, passengers);
  if (next !== current) $flightOffer.set(next);
  return next !== current;
}

export function setShoppingResponse(response: Pick<SearchResponse, 'shoppingRspId' | 'expiresAt' | 'tripType'>) {
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

export function setSearchDateRange(searchDateRange: SearchDateRange) {
  $flightOffer.set({ ...$flightOffer.get(), searchDateRange });
}

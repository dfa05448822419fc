import '../../lib/session-storage';
import { persistentAtom } from '@nanostores/persistent';
import type {
  FareBrand,
  FareRuleGroup,
  PricedItinerary,
  SearchResponse,
} from '../../shared/contracts/flights';
import type { Ancillaries, Offer } from '../../shared/contracts/offer';
import type { PassengerType } from '../../shared/domain/passengers';
import type { SearchDateRange } from '../../shared/contracts/booking-utilities';

/**
 * $flightOffer: the flight offer state of this browser tab (spec §3 "Flight offer state"), from the
 * search through the fare choice. The booking issue continues from it: OfferCreate takes
 * shoppingRspId + pricedItineraryId (one per journey) + the brand of each journey
 * (scheduleGroupJourneys), and fills offerId, offerData, travelers' details, passengerAncillaries and
 * paymentInfo. A new search resets it (spec §4). Its transitions and the results' actions are in
 * flight-offer.actions.ts (kept apart so the home page's search form loads only this part).
 */
interface ScheduleGroupJourney {
  /** The journey: 0 the outbound (or first leg), 1 the return (or second leg)... */
  scheduleGroupJourneyIndex: number;
  pricedItineraryId: string;
  brandIndex: number;
  brand: FareBrand;
}

interface PlaceReference {
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
  /** The offer as OfferCreate/OfferReview last returned it (prices, expiry, catalogue, held seats). */
  offerData: Offer | null;
  /** One entry per traveller of the search, with the details entered on the booking's first step. */
  travelers: BookingTraveler[];
  /** The contact of the booking (its second step). */
  contact: BookingContact | null;
  /** Seats, bags and meals chosen, as OfferReview takes them (the offer answers what it holds). */
  passengerAncillaries: Ancillaries;
  /** The /flight/book step shown (1 passengers ... 6 review; spec: bookingSteps start at 1). */
  bookingStep: number;
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

/** A traveller's passenger form as entered (strings as typed; the schema parses them at each step). */
export interface PassengerDetails {
  title: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  nationality: string;
  passportNumber: string;
  passportIssueDate: string;
  passportExpiryDate: string;
  passportCountry: string;
  frequentFlyerAirline: string;
  frequentFlyerNumber: string;
}

export interface BookingTraveler {
  travelerId: string;
  passengerType: PassengerType;
  /** Null until the traveller's form was first saved. */
  details?: PassengerDetails | null;
}

export interface BookingContact {
  email: string;
  mobileCountry: string;
  /** Optional: a contact saved before the area had its own field has none. */
  mobileArea?: string;
  mobileNumber: string;
}

const FLIGHT_OFFER_KEY = 'ctg:flightOffer';
// Spec §9 defaults (as shared/domain/money's DEFAULT_CURRENCY_SYMBOL and DEFAULT_DECIMAL_PLACES, which a
// test keeps equal); not imported, so the home page's script does not carry the money formatting.
const CURRENCY_SYMBOL = '$';
const DECIMAL_PLACES = 2;

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
    contact: null,
    passengerAncillaries: { seats: [], bags: [], meals: [] },
    bookingStep: 1,
    fareRuleGroups: [],
    isShortlisted: false,
    shortlistedIds: [],
    searchDateRange: null,
    paymentInfo: { ccPayload: null },
    currencySymbol: CURRENCY_SYMBOL,
    decimalPlaces: DECIMAL_PLACES,
  };
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

export function setSearchDateRange(searchDateRange: SearchDateRange) {
  $flightOffer.set({ ...$flightOffer.get(), searchDateRange });
}

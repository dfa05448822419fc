/**
 * The Booking API's browser-reachable endpoints (spec §7), reached through /api/booking/<path> with the
 * bearer by the spec's rule. See ./endpoint.ts for what an entry holds.
 */
import type { InferInput } from 'valibot';
import type {
  Airline,
  CabinOption,
  CodeName,
  PassengerTitle,
  PlaceSuggestion,
  SearchDateRange,
  ShortlistEntry,
} from './booking-utilities';
import type { DocumentRequestInput, OrderDocument } from './documents';
import type { Endpoint } from './endpoint';
import type { LowestFareCalendarRequestSchema, LowestFareCalendarResponse } from './flight-calendar';
import type { FareRuleGroup, FlexibleDateCell, GetResultResponse, SearchResponse } from './flight-results';
import type {
  FareRuleRequestSchema,
  FlightSearchInput,
  SearchInput,
  GetResultRequest,
  SiteRequestSchema,
} from './flights';
import type { Offer, OfferCreateBody, OfferReviewRequest, OfferSeatMap } from './offer';
import type { OrderClaimAnswer, OrderClaimRequest } from './order-claim';
import type { PriceTrackerCreated, PriceTrackerCreateInput } from './price-tracking';
import type {
  CardSurcharge,
  CartEvent,
  CardScheme,
  Order,
  OrderCreateRequest,
  PaymentChallenge,
  PaymentGatewayInfo,
  PreAuth,
  TripList,
} from './order';

type Body = Record<string, unknown>;
type SiteRequest = InferInput<typeof SiteRequestSchema>;

const get = { service: 'booking', method: 'GET', auth: 'auto' } as const;
const post = { service: 'booking', method: 'POST', auth: 'auto' } as const;
/** The few Booking endpoints a guest's public token cannot call: the service asks for the account token. */
const accountPost = { ...post, auth: 'account' } as const;

export const utilitiesGetCountries: Endpoint<Body, CodeName[]> = { ...get, path: '/Utilities/GetCountries' };
export const utilitiesGetAirlines: Endpoint<Body, Airline[]> = { ...get, path: '/Utilities/GetAirlines' };
export const utilitiesFlightAutoSuggestion: Endpoint<Body, PlaceSuggestion[]> = {
  ...get,
  path: '/Utilities/FlightAutoSuggestion',
};
export const utilitiesPreferredCountries: Endpoint<Body> = { ...get, path: '/Utilities/PreferredCountries' };
export const utilitiesGetSeatPreferenceOptions: Endpoint<Body, CodeName[]> = {
  ...get,
  path: '/Utilities/GetSeatPreferenceOptions',
};
export const utilitiesGetMealPreferenceOptions: Endpoint<Body, CodeName[]> = {
  ...get,
  path: '/Utilities/GetMealPreferenceOptions',
};
export const utilitiesGetAirlinesWithSettings: Endpoint<Body> = {
  ...post,
  path: '/Utilities/GetAirlinesWithSettings',
};
export const utilitiesCabin: Endpoint<SiteRequest, CabinOption[]> = { ...post, path: '/Utilities/Cabin' };
export const utilitiesSearchDateRange: Endpoint<SiteRequest, SearchDateRange> = {
  ...post,
  path: '/Utilities/SearchDateRange',
};
export const utilitiesCheckBookingRestriction: Endpoint<Body> = {
  ...post,
  path: '/Utilities/CheckBookingRestriction',
};
export const utilitiesAgencyPriorityAirlines: Endpoint<Body> = {
  ...post,
  path: '/Utilities/AgencyPriorityAirlines',
};
export const utilitiesPassengerTitle: Endpoint<SiteRequest, PassengerTitle[]> = {
  ...post,
  path: '/Utilities/PassengerTitle',
};

export const shortlistList: Endpoint<SiteRequest> = { ...post, path: '/ShortlistedFlight/List' };
export const shortlistSearch: Endpoint<Body> = { ...post, path: '/ShortlistedFlight/Search' };
export const shortlistImportFromGuest: Endpoint<Body> = {
  ...accountPost,
  path: '/ShortlistedFlight/ImportFromGuest',
};
export const shortlistDelete: Endpoint<Body> = { ...post, path: '/ShortlistedFlight/Delete' };
export const shortlistAdd: Endpoint<Body, ShortlistEntry> = { ...post, path: '/ShortlistedFlight/Add' };

/** Price tracking (issue 25): a guest sends an email to confirm; an account holder's goes to the account. */
export const priceTrackerCreate: Endpoint<PriceTrackerCreateInput, PriceTrackerCreated> = {
  ...post,
  path: '/PriceTracker/Create',
};

export const airShoppingFlexibleDateSearch: Endpoint<FlightSearchInput, { cells: FlexibleDateCell[] }> = {
  ...post,
  path: '/AirShopping/FlexibleDateSearch',
};
export const airShoppingLowestFareCalendar: Endpoint<
  InferInput<typeof LowestFareCalendarRequestSchema>,
  LowestFareCalendarResponse
> = { ...post, path: '/AirShopping/LowestFareCalendar' };
export const airShoppingSearch: Endpoint<SearchInput, SearchResponse> = {
  ...post,
  path: '/AirShopping/Search',
};
export const airShoppingGetResult: Endpoint<
  Partial<GetResultRequest> & { shoppingRspId: string },
  GetResultResponse
> = { ...post, path: '/AirShopping/GetResult' };
export const airShoppingRecentSearches: Endpoint<Body> = { ...post, path: '/AirShopping/RecentSearches' };

export const offerCreate: Endpoint<OfferCreateBody, Offer> = { ...post, path: '/Offer/OfferCreate' };
export const offerReview: Endpoint<OfferReviewRequest, Offer> = { ...post, path: '/Offer/OfferReview' };
export const offerSeatMap: Endpoint<{ offerId: string }, OfferSeatMap[]> = {
  ...post,
  path: '/Offer/SeatMap',
};
export const offerFareRule: Endpoint<
  InferInput<typeof FareRuleRequestSchema>,
  { fareRuleGroups: FareRuleGroup[] }
> = { ...post, path: '/Offer/FareRule' };

export const orderCreate: Endpoint<OrderCreateRequest | Body, Order> = {
  ...post,
  path: '/Order/OrderCreate',
};
export const orderList: Endpoint<SiteRequest, TripList> = { ...accountPost, path: '/Order/List' };
export const orderRetrieve: Endpoint<{ orderId: string }, Order> = { ...post, path: '/Order/Retrieve' };
/** Ours (issue 21): adds a guest booking to the signed-in owner of its contact email. */
export const orderClaim: Endpoint<OrderClaimRequest, OrderClaimAnswer> = {
  ...accountPost,
  path: '/Order/Claim',
};

export const paymentGatewayInfo: Endpoint<{ siteId: string; offerId: string }, PaymentGatewayInfo> = {
  ...post,
  path: '/Payment/PaymentGatewayInfo',
};
export const paymentCardSurcharge: Endpoint<{ offerId: string; scheme: CardScheme }, CardSurcharge> = {
  ...post,
  path: '/Payment/CardSurcharge',
};
export const paymentPreAuth: Endpoint<
  { offerId: string; cardToken: string; confirmedTotalCents: number; scheme: CardScheme },
  PreAuth
> = { ...post, path: '/Payment/PreAuth' };
export const paymentCheckPreAuthStatus: Endpoint<{ paymentId: string }, PreAuth> = {
  ...post,
  path: '/Payment/CheckPreAuthStatus',
};
// Ours, beyond the spec's list: the 3-D Secure challenge page reads and answers the challenge through
// the Booking API, so the gateway's secret key never reaches the browser.
export const paymentGetChallenge: Endpoint<{ paymentId: string }, PaymentChallenge> = {
  ...post,
  path: '/Payment/GetChallenge',
};
export const paymentAnswerChallenge: Endpoint<
  { paymentId: string; outcome: 'complete' | 'cancel' },
  PreAuth
> = { ...post, path: '/Payment/AnswerChallenge' };

export const cartProcessCart: Endpoint<{ offerId: string; event: CartEvent }> = {
  ...post,
  path: '/Cart/ProcessCart',
};

// Ours (issue 23): an order's itinerary receipt and tax invoice, as data for the page and as a PDF.
// The PDF is a file, not an envelope: the browser reaches it through /api/booking/Document/Pdf
// (src/pages/api/booking/Document/Pdf.ts), which passes the bytes through.
export const documentView: Endpoint<DocumentRequestInput, OrderDocument> = {
  ...post,
  path: '/Document/View',
};
export const documentPdf: Endpoint<DocumentRequestInput> = { ...get, path: '/Document/Pdf' };

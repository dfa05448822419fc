import * as v from 'valibot';
import type { FareBrand, PricedItinerary } from './flights';
import { SiteIdSchema } from './flights';
import type { PassengerType } from '../domain/passengers';
import type { SeatMap } from './seat-map';
import { MEAL_CODES } from '../validation/fields';

/**
 * Wire contracts of the Booking API's offer calls (spec §7 /Offer/OfferCreate, /Offer/OfferReview,
 * /Offer/SeatMap): the priced offer a traveller books, its ancillaries (seats, bags, meals) and their
 * holds. Money is whole cents (AUD) from here on; the search results' dollar amounts stay as they were.
 */

export const OFFER_ITINERARY_GONE =
  'Your selected itinerary is no more available. Please choose another flight from the results.';
/** An Open offer past its expiresAt (410): the booking screens offer to re-price it. */
export const OFFER_EXPIRED_MESSAGE = 'This offer has expired. Refresh the price to continue.';
/** No such offer for this caller (404): unknown ids and other callers' offers answer alike. */
export const OFFER_NOT_FOUND_MESSAGE = 'We could not find this offer. Please start your booking again.';

const ShoppingRspIdSchema = v.pipe(v.string(), v.uuid('shoppingRspId is not a valid id'));
const PricedItineraryIdSchema = v.pipe(
  v.string('pricedItineraryId is required'),
  v.regex(/^J\d-[0-9a-f]{12}$/, 'pricedItineraryId is not valid'),
);
export const OfferIdSchema = v.pipe(
  v.string('offerId is required'),
  v.regex(/^off_[0-9a-f]{24}$/, 'offerId is not a valid offer id'),
);
const TravelerIdSchema = v.pipe(v.string(), v.regex(/^T[1-9]$/, 'travelerId must be T1 to T9'));
const JourneyIndexSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(5));

/** OfferCreate: the fares chosen from one search, one per journey in journey order. */
export const OfferCreateRequestSchema = v.object({
  siteId: SiteIdSchema,
  shoppingRspId: ShoppingRspIdSchema,
  journeys: v.pipe(
    v.array(
      v.object({
        pricedItineraryId: PricedItineraryIdSchema,
        brandIndex: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2)),
      }),
    ),
    v.minLength(1, 'Choose a fare for every journey'),
    v.maxLength(6, 'At most 6 journeys'),
  ),
});
export type OfferCreateRequest = v.InferOutput<typeof OfferCreateRequestSchema>;

/**
 * OfferCreate's other body: re-prices an offer (usually an expired one) for the same flights and brands
 * by running the engine again, keeping the ancillaries that are still available.
 */
export const OfferRepriceRequestSchema = v.object({
  siteId: SiteIdSchema,
  fromOfferId: v.pipe(
    v.string('fromOfferId is required'),
    v.regex(/^off_[0-9a-f]{24}$/, 'fromOfferId is not a valid offer id'),
  ),
});

/** Either body of OfferCreate: fares from a search, or an earlier offer to re-price. */
export const OfferCreateBodySchema = v.union(
  [OfferRepriceRequestSchema, OfferCreateRequestSchema],
  'Send shoppingRspId and journeys, or fromOfferId',
);
export type OfferCreateBody = v.InferOutput<typeof OfferCreateBodySchema>;

/** A seat chosen for one traveller on one flight (flightKey as seat-map.rules' flightKeyOf). */
const SeatChoiceSchema = v.object({
  travelerId: TravelerIdSchema,
  flightKey: v.pipe(v.string(), v.maxLength(80)),
  designator: v.pipe(v.string(), v.regex(/^\d{1,2}[A-K]$/, 'A seat is a row and a letter, e.g. 7A')),
});
export type SeatChoice = v.InferOutput<typeof SeatChoiceSchema>;

/** Extra checked baggage bought for one traveller on one journey: a band id from the offer's catalogue. */
const BagChoiceSchema = v.object({
  travelerId: TravelerIdSchema,
  journeyIndex: JourneyIndexSchema,
  bandId: v.pipe(v.string(), v.regex(/^bag-\d{1,3}kg$/, 'bandId is not a baggage band')),
});

/** A meal request (IATA SSR code) for one traveller on every flight of the booking. */
const MealChoiceSchema = v.object({
  travelerId: TravelerIdSchema,
  mealCode: v.picklist(MEAL_CODES, 'mealCode is not a meal code'),
});
export type MealChoice = v.InferOutput<typeof MealChoiceSchema>;

const AncillariesSchema = v.object({
  seats: v.optional(v.pipe(v.array(SeatChoiceSchema), v.maxLength(60)), []),
  bags: v.optional(v.pipe(v.array(BagChoiceSchema), v.maxLength(60)), []),
  meals: v.optional(v.pipe(v.array(MealChoiceSchema), v.maxLength(9)), []),
});
export type Ancillaries = v.InferOutput<typeof AncillariesSchema>;

/**
 * OfferReview: re-prices the offer from the engine (never from the browser) with the traveller's
 * ancillaries, holds the chosen seats for the offer (releasing seats it no longer wants) and answers the
 * offer with its total. A seat taken meanwhile answers 409 naming it; nothing else changes then.
 */
export const OfferReviewRequestSchema = v.object({
  offerId: OfferIdSchema,
  ancillaries: v.optional(AncillariesSchema),
});
export type OfferReviewRequest = v.InferOutput<typeof OfferReviewRequestSchema>;

/** SeatMap: the seat maps of every flight of the offer (seats held by this offer show as its own). */
export const SeatMapRequestSchema = v.object({ offerId: OfferIdSchema });

/**
 * One flight of the offer in the SeatMap answer. `seatMap` null means there is no map ("Seat map is
 * unavailable.", `message`); a map with `selectable` false says why in its `reason` (a brand without
 * seat selection: "Seat selection not available"). Seats this offer holds carry `heldByTraveler`.
 */
export interface OfferSeatMap {
  flightKey: string;
  journeyIndex: number;
  segmentIndex: number;
  flightNumber: string;
  seatMap: SeatMap | null;
  message: string | null;
}

/** One extra-baggage band of a journey: weight and price per traveller. */
export interface BaggageBand {
  bandId: string;
  journeyIndex: number;
  extraKg: number;
  priceCents: number;
}

/** The ancillaries an offer can carry, priced by the engine for its flights and brands. */
export interface AncillaryCatalogue {
  baggage: BaggageBand[];
  /** Meal codes offered (IATA SSR), with their names; included in business fares (price 0). */
  meals: { code: string; name: string; priceCents: number }[];
}

export interface OfferPassenger {
  travelerId: string;
  passengerType: PassengerType;
}

export interface OfferJourney {
  journeyIndex: number;
  pricedItineraryId: string;
  itinerary: PricedItinerary;
  brand: FareBrand;
  /** flightKeyOf of each segment, in segment order: the keys seat choices use. */
  flightKeys: string[];
}

/**
 * What a price line prices, so a screen can word the line in the reader's language; `label` is the
 * English wording (emails, staff screens, and lines stored before this existed, which lack it).
 */
export interface PriceLineSubject {
  /** Fare, taxes and bag lines: the journey priced. */
  journeyIndex?: number;
  /** Fare lines: the fare brand's name ("Business Saver"), a name that stays as the airline writes it. */
  brand?: string;
  /** Seat lines: the seat and the flight number. */
  seat?: string;
  flight?: string;
  /** Bag lines: the extra kilograms. */
  extraKg?: number;
  /** Meal lines: the meal's IATA code. */
  mealCode?: string;
}

export interface PriceLine {
  /** e.g. "fare", "taxes", "seat", "bag", "meal"; "room" on hotel orders' lines (ADR 016). */
  kind: 'fare' | 'taxes' | 'seat' | 'bag' | 'meal' | 'room';
  label: string;
  subject?: PriceLineSubject;
  travelerId: string | null;
  amountCents: number;
}

/** The priced offer as OfferCreate and OfferReview return it. */
export interface Offer {
  offerId: string;
  shoppingRspId: string;
  tripType: 'OneWay' | 'RoundTrip' | 'MultiSegment';
  status: 'Open' | 'Ordered' | 'Expired';
  /** The prices are guaranteed until then (ISO instant); the booking screens count down to it. */
  expiresAt: string;
  /** When the engine priced the fares (the search, or the re-pricing): seat maps use its load factor. */
  pricedAt: string;
  currency: 'AUD';
  passengers: OfferPassenger[];
  journeys: OfferJourney[];
  catalogue: AncillaryCatalogue;
  ancillaries: Ancillaries;
  /** Every line of the price; totalCents is their sum. */
  lines: PriceLine[];
  fareCents: number;
  ancillariesCents: number;
  totalCents: number;
  /** OfferReview: the fare differs from the one the traveller last saw (then show the new total). */
  priceChanged: boolean;
  /** First and last travel dates (YYYY-MM-DD, local), for age and passport rules. */
  firstTravelDate: string;
  lastTravelDate: string;
  /** Any flight leaves or arrives outside Australia: passports must last 6 months past the return. */
  international: boolean;
}

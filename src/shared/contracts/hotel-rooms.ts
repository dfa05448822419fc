import * as v from 'valibot';
import { SiteIdSchema } from './flights';
import {
  HotelIdSchema,
  PropertyIdSchema,
  ShoppingRspIdSchema,
  type BoardType,
  type HotelAmenity,
  type HotelImage,
  type HotelStayQuery,
  type PropertySummary,
} from './hotel';

/**
 * Wire contracts of a property's rooms (spec §7 /HotelDetail/Get) and the price check of one of its
 * rates (/PriceCheck/Process); the shopping calls before them are in hotel.ts.
 */

const RoomTypeIdSchema = HotelIdSchema('roomTypeId', /^rm\d$/);
/** A rate of a room type: room, board and refundability, e.g. rm2-BB-FLEX. */
const RateIdSchema = HotelIdSchema('rateId', /^rm\d-(RO|BB)-(FLEX|NRF)$/);

// ---------------------------------------------------------------- HotelDetail/Get

export const HotelDetailRequestSchema = v.object({
  siteId: SiteIdSchema,
  shoppingRspId: ShoppingRspIdSchema,
  propertyId: PropertyIdSchema,
});
export type HotelDetailRequest = v.InferOutput<typeof HotelDetailRequestSchema>;

export interface CancellationStep {
  /** Until this instant (ISO, UTC) the penalty applies; null for the last step (until check-in). */
  until: string | null;
  penaltyCents: number;
  /** Formatted for people in the property's time zone, e.g. "Free cancellation until 2 pm, Fri 4 Dec". */
  label: string;
}

export interface RoomRate {
  rateId: string;
  board: BoardType;
  refundable: boolean;
  /** Free cancellation until this instant (ISO); null when non-refundable. */
  freeCancellationUntil: string | null;
  cancellation: CancellationStep[];
  /** What the rate includes, for people: "Breakfast for 2", "Free cancellation until ...", "Pay now". */
  includes: string[];
  nightly: { date: string; cents: number }[];
  totalCents: number;
  /** GST and city taxes included in totalCents. */
  taxesCents: number;
  payment: 'PayNow';
}

export interface RoomOffer {
  roomTypeId: string;
  name: string;
  bedType: string;
  sizeSqm: number;
  view: string;
  maxOccupancy: number;
  amenities: HotelAmenity[];
  description: string;
  image: HotelImage;
  /** Rooms of this type free on every night of the stay. */
  roomsLeft: number;
  rates: RoomRate[];
}

export interface PropertyDetail extends PropertySummary {
  description: string[];
  images: HotelImage[];
  /** Local times at the property, HH:mm. */
  checkInTime: string;
  checkOutTime: string;
  timeZone: string;
  policies: string[];
  phone: string;
}

export interface HotelDetail {
  shoppingRspId: string;
  stay: HotelStayQuery;
  property: PropertyDetail;
  /** Room types that fit the party and have a room on every night; empty shows HOTEL_MESSAGES.noRooms. */
  rooms: RoomOffer[];
}

// ---------------------------------------------------------------- PriceCheck/Process

export const PriceCheckRequestSchema = v.object({
  siteId: SiteIdSchema,
  shoppingRspId: ShoppingRspIdSchema,
  propertyId: PropertyIdSchema,
  roomTypeId: RoomTypeIdSchema,
  rateId: RateIdSchema,
});
export type PriceCheckRequest = v.InferOutput<typeof PriceCheckRequestSchema>;

/**
 * The priced room a traveller books: checked against current availability and prices. 409 with
 * HOTEL_MESSAGES.roomGone when the room sold out. Not a hold: the order takes the room.
 */
export interface HotelQuote {
  quoteId: string;
  status: 'Open' | 'Ordered';
  expiresAt: string;
  stay: HotelStayQuery;
  property: PropertySummary & { checkInTime: string; checkOutTime: string; timeZone: string };
  room: Omit<RoomOffer, 'rates'>;
  rate: RoomRate;
  totalCents: number;
  /** The rate's total when the detail page showed it changed by the time of the check. */
  priceChanged: boolean;
  previousTotalCents: number;
}

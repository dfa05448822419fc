import * as v from 'valibot';
import { freeText } from '../domain/free-text';
import { SiteIdSchema } from './flights';
import { QuoteIdSchema, type BoardType, type HotelImage } from './hotel';
import { type CancellationStep } from './hotel-rooms';
import { PAYMENT_MODES } from './payment-mode';
import { BookingConsentSchema } from '../validation/booking-forms';
import { ContactFormSchema } from '../validation/booking-contact-form';
import { form, personName, TitleSchema } from '../validation/fields';

/**
 * The Hotel API's /Order/OrderCreate (spec §4 hotel flow, steps 1-3): the lead guest, special requests,
 * the §5 agreement and the payment of a price-checked quote. Payments are the Booking API's /Payment/*
 * calls with the quote id as their offerId (ADR 016); the order joins the one order model (kind hotel).
 */

/** A note for the hotel, not a letter: it is passed on verbatim in our email (issue 21). */
export const SPECIAL_REQUESTS_MAX = 250;
export const SPECIAL_REQUESTS_MAX_LINES = 5;

/** Step 1, "Guest details": who checks in, how the hotel reaches them, and what they ask for. */
export const HotelGuestFormSchema = form({
  title: TitleSchema,
  firstName: personName('First name'),
  lastName: personName('Last name'),
  contact: ContactFormSchema,
  specialRequests: freeText({
    max: SPECIAL_REQUESTS_MAX,
    maxLines: SPECIAL_REQUESTS_MAX_LINES,
    tooLong: `Special requests can be at most ${SPECIAL_REQUESTS_MAX} characters`,
    tooManyLines: `Special requests can be at most ${SPECIAL_REQUESTS_MAX_LINES} lines`,
  }),
});
export type HotelGuestForm = v.InferOutput<typeof HotelGuestFormSchema>;
export type HotelGuestFormInput = v.InferInput<typeof HotelGuestFormSchema>;

export const HotelOrderCreateRequestSchema = v.object({
  siteId: SiteIdSchema,
  quoteId: QuoteIdSchema,
  paymentMode: v.picklist(PAYMENT_MODES, 'paymentMode must be MintPayment or Invoice'),
  /** Required with MintPayment: an authorised PreAuth whose offerId is this quote. */
  paymentId: v.optional(
    v.pipe(
      v.string('paymentId is required'),
      v.regex(/^pay_[0-9a-f]{24}$/, 'paymentId is not a valid payment id'),
    ),
  ),
  guest: HotelGuestFormSchema,
  consent: BookingConsentSchema,
  confirmedTotalCents: v.pipe(v.number(), v.integer('Give the amount in whole cents'), v.minValue(0)),
});
export type HotelOrderCreateRequest = v.InferOutput<typeof HotelOrderCreateRequestSchema>;

/** A hotel order's stay, as Order.stay answers it (null on flight orders). */
export interface HotelStay {
  propertyId: string;
  propertyName: string;
  starRating: number;
  address: string;
  city: string;
  countryCode: string;
  phone: string;
  timeZone: string;
  image: HotelImage;
  checkInDate: string;
  checkOutDate: string;
  checkInTime: string;
  checkOutTime: string;
  nights: number;
  adults: number;
  children: number;
  roomName: string;
  bedType: string;
  board: BoardType;
  refundable: boolean;
  freeCancellationUntil: string | null;
  cancellation: CancellationStep[];
  leadGuest: { title: string; firstName: string; lastName: string };
  specialRequests: string;
}

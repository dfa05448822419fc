import * as v from 'valibot';
import { SiteIdSchema } from './flights';
import type { HotelStay } from './hotel-order';
import type { OrderChangePayment } from './order-change-payment';
import { PAYMENT_MODES, type PaymentMode } from './payment-mode';
import { OfferIdSchema, type Ancillaries, type OfferJourney, type PriceLine } from './offer';
import { ContactFormSchema } from '../validation/booking-contact-form';
import { BookingConsentSchema, PassengerFormSchema } from '../validation/booking-forms';

/**
 * Wire contracts of the Booking API's payment, order and cart calls (spec §7 /Payment/*, /Order/*,
 * /Cart/ProcessCart) and of the trips the dashboard lists. Money is whole cents (AUD). Card numbers
 * and CCVs never appear here: the browser gives them to the gateway's tokenisation endpoint and the
 * Booking API sees a token, the scheme and the last 4 digits.
 */

// The spec §8 texts and the idempotency header live in payment-texts.ts (no schemas, for the browser).
export { NO_PAYMENT_METHOD, PAYMENT_FAILED, PAYMENT_TIMEOUT, PRICE_CHANGED } from './payment-texts';

export { type PaymentMode };

// The schemes live in card-schemes.ts (with their names); re-exported for the order contract's readers.
import { CARD_SCHEMES, type CardScheme } from './card-schemes';
export { CARD_SCHEMES, type CardScheme };

/** Spec §4 cart events. */
const CART_EVENTS = ['PaymentInfo', 'PaymentProcessing', 'CompletedPage'] as const;
export type CartEvent = (typeof CART_EVENTS)[number];

const PaymentIdSchema = v.pipe(
  v.string('paymentId is required'),
  v.regex(/^pay_[0-9a-f]{24}$/, 'paymentId is not a valid payment id'),
);
const CentsSchema = v.pipe(
  v.number('Give the amount in cents'),
  v.integer('Give the amount in whole cents'),
  v.minValue(0),
  v.maxValue(99_999_999),
);

/**
 * What a payment pays for: a flight offer (off_…) or a price-checked hotel room (the Hotel API's quote,
 * hq_…). The payment calls take either as offerId (ADR 016).
 */
const PayableIdSchema = v.pipe(
  v.string('offerId is required'),
  v.regex(/^(off|hq)_[0-9a-f]{24}$/, 'offerId is not a valid offer id'),
);

/**
 * What the cardholder's statement line and the gateway's dashboard call a payment of this payable. It
 * reads the id's prefix, as the schema above does, because a payment is re-sent to the gateway from its
 * stored row alone (reconciliation) and the re-send must match the first request.
 */
export const paymentDescriptionOf = (payableId: string): string =>
  payableId.startsWith('hq_') ? `Hotel room ${payableId}` : `Offer ${payableId}`;

export const PaymentGatewayInfoRequestSchema = v.object({ siteId: SiteIdSchema, offerId: PayableIdSchema });

export type PaymentMethod =
  | {
      paymentMode: 'MintPayment';
      label: string;
      /** Where the browser posts the card (hosted fields): a same-origin path or the gateway's origin. */
      tokenUrl: string;
      publishableKey: string;
      schemes: CardScheme[];
    }
  | {
      paymentMode: 'Invoice';
      label: string;
      feeCents: 0;
      /** Days the order is held for payment by BPAY or EFT. */
      payWithinDays: number;
      /** False when this offer or quote cannot be paid by invoice; then `unavailableReason` says why. */
      available: boolean;
      /** The reason for people (e.g. the trip begins too soon for a bank payment to clear), or null. */
      unavailableReason: string | null;
    };

export interface PaymentGatewayInfo {
  methods: PaymentMethod[];
}

export const CardSurchargeRequestSchema = v.object({
  offerId: PayableIdSchema,
  scheme: v.picklist(CARD_SCHEMES, 'scheme is not a card scheme we know'),
});

export interface CardSurcharge {
  scheme: CardScheme;
  /** Basis points: 120 is 1.2 %. */
  rateBasisPoints: number;
  capCents: number | null;
  surchargeCents: number;
  /** The offer's total before and with the surcharge. */
  totalCents: number;
  totalWithSurchargeCents: number;
}

/** PreAuth: authorises (never captures) the confirmed total plus surcharge on a gateway card token. */
export const PreAuthRequestSchema = v.object({
  offerId: PayableIdSchema,
  cardToken: v.pipe(
    v.string('cardToken is required'),
    v.regex(/^tok_[\w-]{8,64}$/, 'cardToken is not valid'),
  ),
  /** The total (with surcharge) the traveller saw and confirmed; a different total stops with a re-price. */
  confirmedTotalCents: CentsSchema,
  /**
   * The scheme the tokenisation answered (its surcharge is in the confirmed total). Optional: without it
   * the schemes whose surcharge explains the total are accepted; the card's real scheme is checked
   * against the total after authorising either way (a mismatch is voided at once, 409).
   */
  scheme: v.optional(v.picklist(CARD_SCHEMES, 'scheme is not a card scheme we know')),
});

/** The 3-D Secure challenge of a payment: what /flight/payment-auth shows, and the cardholder's answer. */
export const PaymentChallengeRequestSchema = v.object({ paymentId: PaymentIdSchema });
export const PaymentChallengeAnswerSchema = v.object({
  paymentId: PaymentIdSchema,
  outcome: v.picklist(['complete', 'cancel'], "outcome must be 'complete' or 'cancel'"),
});

export interface PaymentChallenge {
  paymentId: string;
  status: 'awaiting_cardholder' | 'completed' | 'cancelled';
  amountCents: number;
  scheme: string;
  last4: string;
  title: string;
  prompt: string;
  actions: { outcome: 'complete' | 'cancel'; label: string }[];
}

export type PreAuthStatus = 'Authorised' | 'ChallengeRequired' | 'Pending' | 'Declined' | 'TimedOut';

export interface PreAuth {
  paymentId: string;
  status: PreAuthStatus;
  /** ChallengeRequired: the 3-D Secure page to show on /flight/payment-auth. */
  challengeUrl: string | null;
  amountCents: number;
  scheme: CardScheme;
  last4: string;
  message: string;
}

export const CheckPreAuthStatusRequestSchema = v.object({ paymentId: PaymentIdSchema });

export const OrderCreateRequestSchema = v.object({
  siteId: SiteIdSchema,
  offerId: OfferIdSchema,
  paymentMode: v.picklist(PAYMENT_MODES, 'paymentMode must be MintPayment or Invoice'),
  /** Required with MintPayment: an authorised PreAuth of this offer. */
  paymentId: v.optional(PaymentIdSchema),
  passengers: v.pipe(v.array(PassengerFormSchema), v.minLength(1), v.maxLength(9)),
  contact: ContactFormSchema,
  consent: BookingConsentSchema,
  confirmedTotalCents: CentsSchema,
});
export type OrderCreateRequest = v.InferOutput<typeof OrderCreateRequestSchema>;

/** Every state an order can be in and the moves between them: ADR 024 (services/orders/order-state.rules.ts). */
export const ORDER_STATUSES = [
  'Held',
  'Authorised',
  'Confirmed',
  'Ticketed',
  'Released',
  'Failed',
  'ChangePending',
  'Cancelled',
  'Refunded',
  'PartlyRefunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

interface OrderPassenger {
  travelerId: string;
  passengerType: 'Adult' | 'Children' | 'Infants';
  title: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  /** Last 3 characters only ("•••••123"); the number is stored encrypted. */
  passportMasked: string;
  frequentFlyer: { airlineCode: string; membershipNumber: string } | null;
  /** 13 digits, once ticketed. */
  ticketNumber: string | null;
  /** When a date change re-issued the ticket (ADR 026): the number it replaces and when (ISO instant). */
  ticketReissue?: { replaces: string; reissuedAt: string } | null;
}

export interface InvoiceDetails {
  bpayBillerCode: string;
  /** Customer reference number with its Luhn check digit. */
  customerReference: string;
  eft: { accountName: string; bsb: string; accountNumber: string; reference: string };
  /** Pay by (ISO instant); the order is released after it if unpaid. */
  payBy: string;
  amountCents: number;
}

export interface OrderPayment {
  paymentMode: PaymentMode;
  scheme: CardScheme | null;
  last4: string | null;
  amountCents: number;
  surchargeCents: number;
  status: 'Authorised' | 'Captured' | 'Voided' | 'AwaitingPayment' | 'Released';
}

export interface Order {
  orderId: string;
  /** A flight order has journeys and passengers; a hotel order has its stay (and neither of those). */
  kind: 'flight' | 'hotel';
  stay: HotelStay | null;
  /** 6-character PNR. */
  bookingReference: string;
  status: OrderStatus;
  createdAt: string;
  contact: { email: string; mobileNumber: string };
  journeys: OfferJourney[];
  passengers: OrderPassenger[];
  ancillaries: Ancillaries;
  lines: PriceLine[];
  totalCents: number;
  payment: OrderPayment;
  invoice: InvoiceDetails | null;
  /**
   * The reservation-system ("Sabre") profile of the account that booked it; null for a guest or an
   * unlinked account. Every order the Booking API answers carries it (optional for the fixtures).
   */
  reservationProfileId?: string | null;
  /** The card payments of date changes (ADR 026), oldest first; Order/Retrieve answers them when any. */
  changePayments?: OrderChangePayment[];
}

export const OrderRetrieveRequestSchema = v.object({
  orderId: v.pipe(v.string('orderId is required'), v.regex(/^ord_[0-9a-f]{24}$/, 'orderId is not valid')),
  /** A guest's order access token (POST /Order/AccessVerify), for reading a booking they did not make here. */
  accessToken: v.optional(
    v.pipe(
      v.string('accessToken must be text'),
      v.regex(/^oat\.[\w.-]{10,200}$/, 'accessToken is not a valid order access token'),
    ),
  ),
});

export const OrderListRequestSchema = v.object({ siteId: SiteIdSchema });

export interface TripSummary {
  orderId: string;
  kind: 'flight' | 'hotel';
  bookingReference: string;
  status: OrderStatus;
  /**
   * A flight's first departure and last arrival on the airports' clocks, with their offsets
   * ("2027-02-20T08:55:00+11:00"), so the card's dates are the traveller's; a stay's are UTC instants.
   */
  firstDeparture: string;
  lastArrival: string;
  route: string;
  passengerCount: number;
  totalCents: number;
  /**
   * A hotel order's stay as the property reads it (the instants above are UTC, which can be another
   * calendar day there); absent or null on flight orders.
   */
  stay?: { propertyName: string; checkInDate: string; checkOutDate: string; nights: number } | null;
}

export interface TripList {
  upcoming: TripSummary[];
  previous: TripSummary[];
}

export const ProcessCartRequestSchema = v.object({
  offerId: OfferIdSchema,
  event: v.picklist(CART_EVENTS, 'event must be PaymentInfo, PaymentProcessing or CompletedPage'),
});

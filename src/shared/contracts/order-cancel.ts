import * as v from 'valibot';
import { WholeNumberSchema } from './answer-numbers';
import { SiteIdSchema } from './flights';
import { ORDER_ACCESS_ENTRIES, confirmedCentsSchema } from './order-access';

/**
 * Wire contracts of cancel and refund (issue 23, ADR 024), the same on the Booking API (flight orders)
 * and the Hotel API (hotel orders): a quote first (read-only), then the cancellation under an
 * `Idempotency-Key`. Money is whole cents with its currency. A guest proves a booking with a one-time
 * code sent to its contact email and then holds a short-lived order access token.
 */

const BookingReferenceSchema = v.pipe(
  v.string('bookingReference is required'),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z2-9]{6}$/, 'The booking reference has 6 letters and digits'),
);

const LastNameSchema = v.pipe(
  v.string('lastName is required'),
  v.trim(),
  v.minLength(1, 'Enter the last name on the booking'),
  v.maxLength(60, 'The last name can be at most 60 characters'),
);

export const CancelQuoteRequestSchema = v.object({ ...ORDER_ACCESS_ENTRIES });
export type CancelQuoteRequest = v.InferOutput<typeof CancelQuoteRequestSchema>;

export const CancelRequestSchema = v.object({
  ...ORDER_ACCESS_ENTRIES,
  /**
   * The refund the traveller saw in the quote and confirmed. When the quote has changed since (a
   * cancellation deadline passed), the cancel is refused with 409 and a new quote must be confirmed.
   */
  confirmedRefundCents: confirmedCentsSchema('confirmedRefundCents'),
});
export type CancelRequest = v.InferOutput<typeof CancelRequestSchema>;

/** Why the money comes back as it does (ADR 024). */
const CANCELLATION_BASES = [
  'Refundable',
  'RefundableWithFee',
  'NotRefundable',
  'HotelTimeline',
  'InvoiceUnpaid',
] as const;
export type CancellationBasis = (typeof CANCELLATION_BASES)[number];

const CancellationLineSchema = v.object({
  /** fare, taxes, seat, bag, meal, room, surcharge (the card surcharge). */
  kind: v.string(),
  label: v.string(),
  /** The passenger of the line (T1, T2, ...); null for a room or the order as a whole. */
  travelerId: v.nullable(v.string()),
  paidCents: WholeNumberSchema,
  refundCents: WholeNumberSchema,
  keptCents: WholeNumberSchema,
  /** Why the kept part is kept, for people; empty when nothing is kept. */
  reason: v.string(),
});
export type CancellationLine = v.InferOutput<typeof CancellationLineSchema>;

export const CancellationQuoteSchema = v.object({
  orderId: v.string(),
  bookingReference: v.string(),
  kind: v.picklist(['flight', 'hotel']),
  /** False when the order cannot be cancelled now; `refusal` then says why. */
  cancellable: v.boolean(),
  refusal: v.nullable(v.string()),
  basis: v.nullable(v.picklist(CANCELLATION_BASES)),
  currency: v.literal('AUD'),
  paidCents: WholeNumberSchema,
  refundCents: WholeNumberSchema,
  keptCents: WholeNumberSchema,
  lines: v.array(CancellationLineSchema),
  /** How the refund is paid: to the card (last 4) or nothing to pay back (an unpaid invoice). */
  refundTo: v.nullable(v.object({ scheme: v.nullable(v.string()), last4: v.nullable(v.string()) })),
  /**
   * How money due back is paid: to the card, or by bank transfer to the account a BPAY or EFT payment
   * came from (within BANK_REFUND_BUSINESS_DAYS, shared/contracts/bank-refund.ts). Absent when nothing
   * comes back.
   */
  refundBy: v.optional(v.picklist(['card', 'bank-transfer'])),
  /** The quote holds until this instant (the next cancellation deadline, or departure/check-in). */
  validUntil: v.nullable(v.string()),
});
export type CancellationQuote = v.InferOutput<typeof CancellationQuoteSchema>;

export const CancellationSchema = v.object({
  orderId: v.string(),
  bookingReference: v.string(),
  /** The order's state after the cancellation: Cancelled, Refunded, PartlyRefunded or Released. */
  orderStatus: v.string(),
  /** Completed, or RefundPending while the gateway has not answered (a retry of the cancel finishes it). */
  status: v.picklist(['RefundPending', 'Completed']),
  basis: v.picklist(CANCELLATION_BASES),
  currency: v.literal('AUD'),
  paidCents: WholeNumberSchema,
  refundCents: WholeNumberSchema,
  keptCents: WholeNumberSchema,
  lines: v.array(CancellationLineSchema),
  creditNoteNumber: v.nullable(v.string()),
  gatewayRefundId: v.nullable(v.string()),
  cancelledAt: v.string(),
  /**
   * A bank-paid order's refund, owed by bank transfer until an agent records paying it (`status` then
   * Completed); absent for card refunds.
   */
  bankRefund: v.optional(
    v.object({
      status: v.picklist(['Owed', 'Paid']),
      owedCents: WholeNumberSchema,
      withinBusinessDays: v.number(),
      paidOn: v.nullable(v.string()),
    }),
  ),
});
export type Cancellation = v.InferOutput<typeof CancellationSchema>;

export const OrderLookupRequestSchema = v.object({
  siteId: SiteIdSchema,
  bookingReference: BookingReferenceSchema,
  lastName: LastNameSchema,
});

/** A code was sent to the booking's contact email (404 when no booking has that reference and name). */
export const OrderLookupAnswerSchema = v.object({
  sent: v.literal(true),
  /** The contact email, masked (o***a@example.com), so the traveller knows where to look. */
  maskedEmail: v.string(),
  expiresInSeconds: v.number(),
});
export type OrderLookupAnswer = v.InferOutput<typeof OrderLookupAnswerSchema>;

export const OrderAccessVerifyRequestSchema = v.object({
  bookingReference: BookingReferenceSchema,
  lastName: LastNameSchema,
  code: v.pipe(v.string('code is required'), v.trim(), v.regex(/^\d{6}$/, 'The code has 6 digits')),
});

export const OrderAccessSchema = v.object({
  orderId: v.string(),
  /** Which API manages it: flight orders the Booking API, hotel orders the Hotel API. */
  kind: v.picklist(['flight', 'hotel']),
  bookingReference: v.string(),
  accessToken: v.string(),
  expiresInSeconds: v.number(),
});
export type OrderAccess = v.InferOutput<typeof OrderAccessSchema>;

export const ORDER_CANCEL_MESSAGES = {
  notFound: 'We could not find this booking.',
  changed: 'The refund has changed since you saw it. Please review the new quote and confirm again.',
  badCode: 'That code is not right or has expired. Request a new code and try again.',
  tooManyCodes: 'Too many wrong codes. Request a new code.',
} as const;

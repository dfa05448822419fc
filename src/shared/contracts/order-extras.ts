import * as v from 'valibot';
import { WholeNumberSchema } from './answer-numbers';
import { CARD_SCHEMES } from './order';
import { ORDER_ACCESS_ENTRIES } from './order-access';
import { AppliedSeatCreditSchema, SeatCreditSchema } from './seat-credit';

/**
 * Wire contracts of extras after booking (issue 23, ADR 027): extra checked baggage and seats added to a
 * paid flight order until 24 hours before the departure they belong to, paid by card. The options are
 * read-only; the purchase takes an `Idempotency-Key`. Money is whole cents (AUD).
 */

/** Extras close this many hours before the first departure they affect (a journey's or a flight's). */
export const EXTRAS_CUTOFF_HOURS = 24;

export const ORDER_EXTRAS_MESSAGES = {
  notFound: 'We could not find this booking.',
  notPaid: 'Extras can be added to a paid booking only.',
  closed: `Extras can be added until ${EXTRAS_CUTOFF_HOURS} hours before departure.`,
  journeyClosed: `This journey departs in less than ${EXTRAS_CUTOFF_HOURS} hours: extras can no longer be added.`,
  nothingChosen: 'Choose at least one bag or seat.',
  priceChanged: 'The price of these extras has changed. Check the new total and pay again.',
  declined: 'Your card was declined. Nothing was charged. Try another card.',
  noAnswer: 'Your card issuer did not answer. Nothing was charged. Try again in a moment.',
  cardUnavailable: 'Card payment is not available.',
  cardRequired: 'Enter a card to pay for these extras.',
  attemptEnded: 'This payment attempt has ended and nothing was charged. Please try again.',
} as const;

const TravelerIdSchema = v.pipe(
  v.string('travelerId is required'),
  v.regex(/^T[1-9]$/, 'travelerId must be T1 to T9'),
);

const ExtraBagSchema = v.object({
  travelerId: TravelerIdSchema,
  journeyIndex: v.pipe(v.number('journeyIndex must be a number'), v.integer(), v.minValue(0), v.maxValue(5)),
  bandId: v.pipe(v.string('bandId is required'), v.regex(/^bag-\d{1,3}kg$/, 'bandId is not a baggage band')),
});

const ExtraSeatSchema = v.object({
  travelerId: TravelerIdSchema,
  flightKey: v.pipe(v.string('flightKey is required'), v.minLength(1), v.maxLength(80)),
  designator: v.pipe(
    v.string('designator is required'),
    v.regex(/^\d{1,2}[A-K]$/, 'A seat is a row and a letter, e.g. 7A'),
  ),
});
export type ExtraSeat = v.InferOutput<typeof ExtraSeatSchema>;

const ExtrasSelectionSchema = v.object({
  bags: v.optional(v.pipe(v.array(ExtraBagSchema, 'bags must be a list'), v.maxLength(54)), []),
  seats: v.optional(v.pipe(v.array(ExtraSeatSchema, 'seats must be a list'), v.maxLength(54)), []),
});
export type ExtrasSelection = v.InferOutput<typeof ExtrasSelectionSchema>;

/** ExtrasOptions: what can still be added; with `selection`, also its price per card scheme. */
export const ExtrasOptionsRequestSchema = v.object({
  ...ORDER_ACCESS_ENTRIES,
  selection: v.optional(ExtrasSelectionSchema),
});
export type ExtrasOptionsRequest = v.InferOutput<typeof ExtrasOptionsRequestSchema>;

/** Extras: buys the selection with a card token from the gateway's tokenisation (never card data). */
export const ExtrasPurchaseRequestSchema = v.object({
  ...ORDER_ACCESS_ENTRIES,
  bags: ExtrasSelectionSchema.entries.bags,
  seats: ExtrasSelectionSchema.entries.seats,
  /** Required unless the extras cost nothing (seats the fare includes). */
  cardToken: v.optional(
    v.pipe(v.string('cardToken must be text'), v.regex(/^tok_[\w-]{8,64}$/, 'cardToken is not valid')),
  ),
  scheme: v.optional(v.picklist(CARD_SCHEMES, 'scheme is not a card scheme we know')),
  /** The total with the card surcharge the traveller confirmed; another total answers 409. */
  confirmedTotalCents: v.pipe(
    v.number('confirmedTotalCents must be a number'),
    v.integer('confirmedTotalCents must be whole cents'),
    v.minValue(0, 'confirmedTotalCents cannot be negative'),
  ),
});
export type ExtrasPurchaseRequest = v.InferOutput<typeof ExtrasPurchaseRequestSchema>;

const ExtraLineSchema = v.object({
  kind: v.picklist(['bag', 'seat']),
  label: v.string(),
  travelerId: v.string(),
  amountCents: WholeNumberSchema,
});
export type ExtraLine = v.InferOutput<typeof ExtraLineSchema>;

const SeatOptionSchema = v.object({
  designator: v.string(),
  position: v.string(),
  /** Seat characteristic codes (shared/contracts/seat-map.ts SEAT_CHARACTERISTICS). */
  characteristics: v.array(v.string()),
  /** Who may not sit there (exit rows: NoChildren, NoInfants). */
  restrictions: v.array(v.string()),
  /** 0 when the fare includes seat selection. */
  priceCents: WholeNumberSchema,
});

export const ExtrasOptionsSchema = v.object({
  orderId: v.string(),
  bookingReference: v.string(),
  /** False when nothing can be added now; `reason` says why. */
  available: v.boolean(),
  reason: v.nullable(v.string()),
  cutoffHours: v.number(),
  journeys: v.array(
    v.object({
      journeyIndex: v.number(),
      route: v.string(),
      /** Extras for this journey close then (ISO instant): 24 hours before its first departure. */
      closesAt: v.string(),
      open: v.boolean(),
      reason: v.nullable(v.string()),
      bags: v.array(
        v.object({
          travelerId: v.string(),
          /** The band already bought (at booking or after), else null; one band per journey. */
          currentKg: v.nullable(v.number()),
          bands: v.array(
            v.object({ bandId: v.string(), extraKg: v.number(), priceCents: WholeNumberSchema }),
          ),
        }),
      ),
      flights: v.array(
        v.object({
          flightKey: v.string(),
          flightNumber: v.string(),
          closesAt: v.string(),
          open: v.boolean(),
          /** Why seats cannot be chosen on this flight (no map, no seat selection on the fare), else null. */
          message: v.nullable(v.string()),
          travellers: v.array(v.object({ travelerId: v.string(), seat: v.nullable(v.string()) })),
          freeSeats: v.array(SeatOptionSchema),
        }),
      ),
    }),
  ),
  passengers: v.array(v.object({ travelerId: v.string(), name: v.string(), passengerType: v.string() })),
  /** The selection priced, when one was sent: lines, total, and the total per card scheme. */
  quote: v.nullable(
    v.object({
      lines: v.array(ExtraLineSchema),
      totalCents: WholeNumberSchema,
      byScheme: v.array(
        v.object({
          scheme: v.string(),
          surchargeCents: WholeNumberSchema,
          totalWithSurchargeCents: WholeNumberSchema,
        }),
      ),
      /** Seat credits from a date change taken by the chosen seats (the lines are what is charged). */
      credits: v.array(AppliedSeatCreditSchema),
    }),
  ),
  /** Unused seat credits from date changes: a seat to choose again on the moved journey. */
  seatCredits: v.array(SeatCreditSchema),
  /** Where the browser tokenises the card (the gateway's public path) and its publishable key. */
  card: v.nullable(v.object({ tokenUrl: v.string(), publishableKey: v.string() })),
  purchases: v.array(
    v.object({
      purchaseId: v.string(),
      status: v.picklist(['Authorised', 'Paid']),
      lines: v.array(ExtraLineSchema),
      amountCents: WholeNumberSchema,
      surchargeCents: WholeNumberSchema,
      scheme: v.nullable(v.string()),
      last4: v.nullable(v.string()),
      createdAt: v.string(),
    }),
  ),
});
export type ExtrasOptions = v.InferOutput<typeof ExtrasOptionsSchema>;
export type ExtrasPurchase = ExtrasOptions['purchases'][number];

export const ExtrasPurchaseSchema = ExtrasOptionsSchema.entries.purchases.item;

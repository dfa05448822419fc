import * as v from 'valibot';
import { WholeNumberSchema } from './answer-numbers';
import { IsoDateSchema } from './flights';
import { CARD_SCHEMES } from './order';
import { ORDER_ACCESS_ENTRIES, confirmedCentsSchema } from './order-access';

/**
 * Wire contracts of date changes of flight orders (issue 23, ADR 026), on the Booking API: the
 * alternatives for a new date of one journey (read-only), a quote for one of them that holds its
 * price and places for a short time, then the change under an `Idempotency-Key`. Money is whole cents.
 * Who may call them is the same as for cancelling (ADR 024): the owner, the claiming account, or a
 * guest with an order access token.
 */

const JourneyIndexSchema = v.pipe(
  v.number('journeyIndex must be a number'),
  v.integer('journeyIndex must be a whole number'),
  v.minValue(0, 'journeyIndex cannot be negative'),
  v.maxValue(5, 'journeyIndex is at most 5'),
);

/** "QF1-2026-12-21-SYD": flight number, local departure date, departure airport (flightKeyOf). */
const FlightKeySchema = v.pipe(
  v.string('flightKeys lists flight keys'),
  v.regex(
    /^[A-Z0-9]{2}\d{1,4}-\d{4}-\d{2}-\d{2}-[A-Z]{3}$/,
    'flightKeys lists flight keys such as QF1-2026-12-21-SYD',
  ),
);

export const ChangeOptionsRequestSchema = v.object({
  ...ORDER_ACCESS_ENTRIES,
  journeyIndex: JourneyIndexSchema,
  /**
   * The new local departure date of the journey; the answer also lists the 3 days either side. Without
   * it, only whether the journey can be changed (no flights are looked for).
   */
  date: v.optional(IsoDateSchema),
});
export type ChangeOptionsRequest = v.InferOutput<typeof ChangeOptionsRequestSchema>;

export const ChangeQuoteRequestSchema = v.object({
  ...ORDER_ACCESS_ENTRIES,
  journeyIndex: JourneyIndexSchema,
  /** The chosen alternative's flights, in order, as ChangeOptions listed them. */
  flightKeys: v.pipe(
    v.array(FlightKeySchema, 'flightKeys must be a list'),
    v.minLength(1, 'flightKeys names at least one flight'),
    v.maxLength(4, 'flightKeys names at most 4 flights'),
  ),
});
export type ChangeQuoteRequest = v.InferOutput<typeof ChangeQuoteRequestSchema>;

export const ChangeRequestSchema = v.object({
  ...ORDER_ACCESS_ENTRIES,
  /** The quote from ChangeQuote. */
  quoteId: v.pipe(v.string('quoteId is required'), v.regex(/^off_[\w-]{6,64}$/, 'quoteId is not valid')),
  /** The quote's totalCents the traveller confirmed; a price that changed since answers 409. */
  confirmedTotalCents: confirmedCentsSchema('confirmedTotalCents'),
  /**
   * When the total is above 0: a card token from the gateway's tokenise endpoint and its scheme (the
   * card surcharge is the scheme's, as quoted in `byScheme`), as extras after booking take them.
   */
  cardToken: v.optional(
    v.pipe(v.string('cardToken must be text'), v.regex(/^tok_[\w-]{8,64}$/, 'cardToken is not valid')),
  ),
  scheme: v.optional(v.picklist(CARD_SCHEMES, 'scheme is not a card scheme we know')),
});
export type ChangeRequest = v.InferOutput<typeof ChangeRequestSchema>;

/** What a change costs (ADR 026): never negative; what the new fare is cheaper by is forfeited. */
const ChangeFiguresSchema = v.object({
  fareDifferenceCents: WholeNumberSchema,
  taxesDifferenceCents: WholeNumberSchema,
  changeFeeCents: WholeNumberSchema,
  /** The old journey's fare and taxes above the new ones': kept under the fare rules, not refunded. */
  forfeitedCents: WholeNumberSchema,
  totalCents: WholeNumberSchema,
});
export type ChangeFigures = v.InferOutput<typeof ChangeFiguresSchema>;

const FlightLegSchema = v.object({
  flightNumber: v.string(),
  from: v.string(),
  to: v.string(),
  /** Local times at the airports, "YYYY-MM-DDTHH:mm". */
  departs: v.string(),
  arrives: v.string(),
});

const ChangeOptionSchema = v.object({
  flightKeys: v.array(v.string()),
  legs: v.array(FlightLegSchema),
  stops: WholeNumberSchema,
  durationMinutes: WholeNumberSchema,
  figures: ChangeFiguresSchema,
  /** True when the change can be confirmed online: nothing to pay, or card payment available. */
  confirmableOnline: v.boolean(),
});
export type ChangeOption = v.InferOutput<typeof ChangeOptionSchema>;

export const ChangeOptionsSchema = v.object({
  orderId: v.string(),
  journeyIndex: WholeNumberSchema,
  date: v.nullable(v.string()),
  /** False with `refusal` (for people) when this order or journey cannot be changed. */
  changeable: v.boolean(),
  refusal: v.nullable(v.string()),
  /** The 3 days either side of `date` and `date` itself, with how many alternatives each has. */
  dates: v.array(v.object({ date: v.string(), options: WholeNumberSchema })),
  options: v.array(ChangeOptionSchema),
  /** The phone number a change with something to pay is made by (ADR 026). */
  supportPhone: v.string(),
});
export type ChangeOptions = v.InferOutput<typeof ChangeOptionsSchema>;

export const ChangeQuoteSchema = v.object({
  quoteId: v.string(),
  orderId: v.string(),
  journeyIndex: WholeNumberSchema,
  option: ChangeOptionSchema,
  /** The price and the places are held until then (ISO instant). */
  expiresAt: v.string(),
  /** How many chosen seats on the journey's old flights are given back (to be chosen again). */
  seatsReleased: WholeNumberSchema,
  confirmable: v.boolean(),
  refusal: v.nullable(v.string()),
  /** The total per card scheme with its card surcharge (empty when there is nothing to pay). */
  byScheme: v.array(
    v.object({
      scheme: v.string(),
      surchargeCents: WholeNumberSchema,
      totalWithSurchargeCents: WholeNumberSchema,
    }),
  ),
  /** Where the browser tokenises the card (the card never reaches us); null without card payment. */
  card: v.nullable(v.object({ tokenUrl: v.string(), publishableKey: v.string() })),
});
export type ChangeQuote = v.InferOutput<typeof ChangeQuoteSchema>;

export const OrderChangeSchema = v.object({
  changeId: v.string(),
  orderId: v.string(),
  bookingReference: v.string(),
  journeyIndex: WholeNumberSchema,
  fromDeparture: v.string(),
  toDeparture: v.string(),
  figures: ChangeFiguresSchema,
  seatsReleased: WholeNumberSchema,
  changedAt: v.string(),
  /** The card charged for a change with something to pay (total with surcharge), or null. */
  payment: v.nullable(
    v.object({
      scheme: v.string(),
      last4: v.string(),
      surchargeCents: WholeNumberSchema,
      chargedCents: WholeNumberSchema,
      status: v.picklist(['Authorised', 'Paid']),
    }),
  ),
});
export type OrderChange = v.InferOutput<typeof OrderChangeSchema>;

/** The services' refusals, for people (shown as given by the trip page). */
export const ORDER_CHANGE_MESSAGES = {
  notExchangeable: 'The fare of this journey does not allow changes.',
  departed: 'This journey has already departed, so it can no longer be changed.',
  notPaid: 'This booking is held and not paid yet: pay for it before changing dates.',
  cancelled: 'This booking is cancelled, so it cannot be changed.',
  notFlight: 'Only flight bookings can have their dates changed here.',
  inProgress: 'This booking is still being paid for. Try again in a minute.',
  noJourney: 'This booking has no such journey.',
  laterJourney: 'That date is not before the next journey of this trip: choose an earlier date.',
  earlierJourney: 'That date is not after the previous journey of this trip: choose a later date.',
  pastDate: 'That date has passed or is too close: choose a later date.',
  optionGone: 'Those flights are no longer on sale for this change. Choose another option.',
  quoteGone: 'This change quote has expired or was already used. Look for options again.',
  changed: 'The price of this change has changed. Check the new quote and confirm again.',
  cardRequired: 'Enter a card to pay for this change.',
  payByPhone: (phone: string) =>
    `A change with something to pay (a fare difference, taxes or a change fee) needs our team: call ${phone}. Changes with nothing to pay can be made here.`,
} as const;

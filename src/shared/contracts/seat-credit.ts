import * as v from 'valibot';
import { WholeNumberSchema } from './answer-numbers';

/**
 * Seat credits after a date change (issue 23, ADR 027 amended 2026-11-28): a seat a traveller had paid
 * for on a journey the change moved carries over as a credit for choosing a seat again on that journey.
 * Money is whole cents (AUD).
 */

/** An unused credit: who, which journey, how much, and the journey's flights as they now stand. */
export const SeatCreditSchema = v.object({
  travelerId: v.string(),
  journeyIndex: v.number(),
  /** What the released seats of this traveller on this journey were paid (0 when the fare included them). */
  creditCents: WholeNumberSchema,
  flights: v.array(
    v.object({
      flightKey: v.string(),
      flightNumber: v.string(),
      /** Seats on this flight can still be chosen (before the 24-hour cut-off). */
      open: v.boolean(),
      /** The seat the traveller has on it now, else null. */
      seat: v.nullable(v.string()),
    }),
  ),
});
export type SeatCredit = v.InferOutput<typeof SeatCreditSchema>;

/** How a quote used the credits: per seat chosen, its price, the credit it took and what is charged. */
export const AppliedSeatCreditSchema = v.object({
  travelerId: v.string(),
  flightKey: v.string(),
  designator: v.string(),
  priceCents: WholeNumberSchema,
  creditCents: WholeNumberSchema,
  chargedCents: WholeNumberSchema,
});
export type AppliedSeatCredit = v.InferOutput<typeof AppliedSeatCreditSchema>;

export const SEAT_CREDIT_MESSAGES = {
  used: 'The seat credit of this journey was already used. Check the new total and try again.',
} as const;

/**
 * The trip page's "Change dates" flow (issue 23, ADR 026) between its plain forms: the quote the
 * traveller asked for travels from the quote handler back to the page in an HttpOnly cookie (for this
 * order only; the service re-checks every figure when the change is confirmed), and so does the
 * change made.
 */
import type { ChangeQuote, OrderChange } from '../../shared/contracts/order-change';

export const CHANGE_QUOTE_COOKIE = 'ctg_change_quote';
export const CHANGE_OUTCOME_COOKIE = 'ctg_change_outcome';

/** The quote read back for this order only; anything else (another order, a damaged value) is none. */
export function readChangeQuote(value: string | undefined, orderId: string): ChangeQuote | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as ChangeQuote;
    if (parsed.orderId !== orderId || typeof parsed.quoteId !== 'string') return null;
    if (!Number.isInteger(parsed.option?.figures?.totalCents) || !Array.isArray(parsed.option.legs))
      return null;
    return parsed;
  } catch {
    return null;
  }
}

export interface ChangeOutcome {
  orderId: string;
  toDeparture: string;
  seatsReleased: number;
  /** What the card was charged for the change (with its surcharge), when there was something to pay. */
  payment: { chargedCents: number; last4: string } | null;
}

export function changeOutcomeOf(change: OrderChange): ChangeOutcome {
  return {
    orderId: change.orderId,
    toDeparture: change.toDeparture,
    seatsReleased: change.seatsReleased,
    payment: change.payment
      ? { chargedCents: change.payment.chargedCents, last4: change.payment.last4 }
      : null,
  };
}

function paymentOf(value: unknown): ChangeOutcome['payment'] {
  const payment = value as { chargedCents?: unknown; last4?: unknown } | null | undefined;
  if (!payment || !Number.isInteger(payment.chargedCents) || typeof payment.last4 !== 'string') return null;
  return { chargedCents: payment.chargedCents as number, last4: payment.last4.slice(0, 4) };
}

export function readChangeOutcome(value: string | undefined, orderId: string): ChangeOutcome | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<ChangeOutcome>;
    if (parsed.orderId !== orderId || typeof parsed.toDeparture !== 'string') return null;
    return {
      orderId,
      toDeparture: parsed.toDeparture,
      seatsReleased: Number.isInteger(parsed.seatsReleased) ? parsed.seatsReleased! : 0,
      payment: paymentOf(parsed.payment),
    };
  } catch {
    return null;
  }
}

/** A refusal of the last change step, as the service worded it, for the next page view only. */
export const CHANGE_NOTICE_COOKIE = 'ctg_change_notice';

import '../../lib/session-storage';
import { persistentAtom } from '@nanostores/persistent';
import type { PaymentMode } from '../../shared/contracts/order';
import { newIdempotencyKey } from './idempotency';

/**
 * $payment: where the payment of each flight offer or hotel quote stands, keyed by its id, in this tab's
 * sessionStorage. A reload during processing resumes from the stored paymentId (polling) instead of
 * paying twice, and the keys make every retry of one attempt the same call. Never the card number,
 * the CCV or the card token: only what the Booking API answered.
 */
type PaymentStage =
  /** Nothing sent yet, or the last attempt failed and the form is open for another card. */
  | 'idle'
  /** Pay pressed: tokenising, PreAuth or polling. */
  | 'processing'
  /** Waiting for the traveller on /flight/payment-auth. */
  | 'challenge'
  /** OrderCreate sent (card authorised, or invoice chosen). */
  | 'ordering'
  | 'ordered';

/**
 * What the end of an attempt is known to mean for the traveller's money: `not-charged` when the
 * service answered TimedOut (it voided the authorisation: nothing is captured); `no-order` when the
 * browser stopped waiting on its own (no order was made, the payment's fate is the service's to tell);
 * `interrupted` when a reload lost the attempt before PreAuth answered (the card must be entered again).
 */
export type FailureNote = 'not-charged' | 'no-order' | 'interrupted';

export interface PaymentProgress {
  paymentMode: PaymentMode | null;
  stage: PaymentStage;
  /** Counts attempts: a new card after a decline is a new attempt with a new key. */
  attempt: number;
  preAuthKey: string | null;
  paymentId: string | null;
  challengeUrl: string | null;
  /** When Pay was pressed (epoch ms): the wait limit counts from it, across a reload. */
  startedAt: number | null;
  /** The total (with any surcharge) the traveller confirmed. */
  confirmedTotalCents: number | null;
  orderKey: string | null;
  /** What the order key was made for (the paymentId, or "Invoice"): another payment needs another key. */
  orderKeyFor: string | null;
  orderId: string | null;
  bookingReference: string | null;
  /** The text to show when the payment page is back after a failed attempt. */
  failure: string | null;
  failureNote: FailureNote | null;
}

export type PaymentState = Record<string, PaymentProgress>;

// The key predates hotel payments: kept so a payment under way in a tab across a deploy still resumes.
const PAYMENT_KEY = 'ctg:flightPayment';

function initialProgress(): PaymentProgress {
  return {
    paymentMode: null,
    stage: 'idle',
    attempt: 0,
    preAuthKey: null,
    paymentId: null,
    challengeUrl: null,
    startedAt: null,
    confirmedTotalCents: null,
    orderKey: null,
    orderKeyFor: null,
    orderId: null,
    bookingReference: null,
    failure: null,
    failureNote: null,
  };
}

function decode(encoded: string): PaymentState {
  try {
    const saved = JSON.parse(encoded) as unknown;
    return saved && typeof saved === 'object' && !Array.isArray(saved) ? (saved as PaymentState) : {};
  } catch {
    return {};
  }
}

export const $payment = persistentAtom<PaymentState>(
  PAYMENT_KEY,
  {},
  {
    encode: JSON.stringify,
    decode,
  },
);

export function progressOf(offerId: string, state = $payment.get()): PaymentProgress {
  return { ...initialProgress(), ...state[offerId] };
}

function update(offerId: string, change: Partial<PaymentProgress>): PaymentProgress {
  const next = { ...progressOf(offerId), ...change };
  $payment.set({ ...$payment.get(), [offerId]: next });
  return next;
}

/** Pay pressed with a card: a new attempt, with its own PreAuth key. */
export function beginCardAttempt(offerId: string, confirmedTotalCents: number, now: number): PaymentProgress {
  const current = progressOf(offerId);
  return update(offerId, {
    paymentMode: 'MintPayment',
    stage: 'processing',
    attempt: current.attempt + 1,
    preAuthKey: newIdempotencyKey('pay'),
    paymentId: null,
    challengeUrl: null,
    startedAt: now,
    confirmedTotalCents,
    failure: null,
    failureNote: null,
  });
}

export function recordPreAuth(offerId: string, paymentId: string, challengeUrl: string | null) {
  return update(offerId, {
    paymentId,
    challengeUrl,
    stage: challengeUrl ? 'challenge' : 'processing',
  });
}

/** Ready to create the order: its key is made once and kept, so a resent OrderCreate replays. */
export function beginOrder(offerId: string, paymentMode: PaymentMode, confirmedTotalCents: number) {
  const current = progressOf(offerId);
  const keyFor = paymentMode === 'Invoice' ? 'Invoice' : current.paymentId;
  const reuse = current.orderKey !== null && current.orderKeyFor === keyFor;
  return update(offerId, {
    paymentMode,
    stage: 'ordering',
    confirmedTotalCents,
    orderKey: reuse ? current.orderKey : newIdempotencyKey('ord'),
    orderKeyFor: keyFor,
    failure: null,
    failureNote: null,
  });
}

export function recordOrder(offerId: string, orderId: string, bookingReference: string) {
  return update(offerId, { stage: 'ordered', orderId, bookingReference, failure: null, failureNote: null });
}

/** The attempt ended without a payment (declined, cancelled, timed out): the form opens again. */
export function failAttempt(offerId: string, failure: string, failureNote: FailureNote | null = null) {
  return update(offerId, {
    stage: 'idle',
    paymentId: null,
    challengeUrl: null,
    startedAt: null,
    failure,
    failureNote,
  });
}

/** The offer whose order is `orderId`, if this tab paid for it. */
export function offerIdOfOrder(orderId: string, state = $payment.get()): string | undefined {
  return Object.entries(state).find(([, progress]) => progress.orderId === orderId)?.[0];
}

/**
 * The payment contract's plain values (spec §8 texts, the idempotency header), apart from its schemas in
 * order.ts: browser code that needs only these does not bundle the order schemas, whose contact rule
 * brings libphonenumber-js's metadata (about 120 KB of script) onto the payment page. order.ts
 * re-exports them for its other readers.
 */

/** Spec §8 payment texts, word for word. */
export const PAYMENT_FAILED = 'Payment failed';
export const PAYMENT_TIMEOUT =
  "Your payment couldn't be processed within the expected time limit. Please try again.";
export const NO_PAYMENT_METHOD = 'No payment method available';
/** The total the traveller confirmed is not the offer's total (with the card's surcharge): re-price. */
export const PRICE_CHANGED =
  'The price has changed since you confirmed it. Please review the new total and confirm again.';

/** Every Payment and Order call that changes something takes an `Idempotency-Key` header (8-64 chars). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

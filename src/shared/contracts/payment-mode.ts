// Its own module because both order requests use it: the hotel order's contract (hotel-order.ts) reads
// it without importing order.ts, whose Order answer names the hotel stay.
/** Spec §4 payment modes. */
export const PAYMENT_MODES = ['MintPayment', 'Invoice'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

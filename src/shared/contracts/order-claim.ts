/**
 * Adding a guest booking to an account (issue 21): the confirmation email of a guest order carries a
 * signed link; the signed-in owner of the order's contact email follows it, and the order joins their
 * trips. Shared by the site's landing form and the Booking API's /Order/Claim, which re-validates it.
 */
import * as v from 'valibot';

export const ORDER_CLAIM_MESSAGES = {
  badLink: 'This link is not valid. Open it again from your booking confirmation email.',
  signIn: 'Sign in to add this booking to your account.',
  notYourEmail:
    'This booking was made with another email address. Sign in with the account of the email address the confirmation was sent to, then open the link again.',
  unverified: 'Confirm your email address first, then open the link again.',
  otherAccount: 'This booking has already been added to another account.',
  added: 'The booking is now in your trips.',
} as const;

/** "ord_<24 hex>.<64 hex>": the order id and the signature of it with its contact email. */
export const ORDER_CLAIM_TOKEN = /^ord_[0-9a-f]{24}\.[0-9a-f]{64}$/;

export const OrderClaimRequestSchema = v.object({
  token: v.pipe(
    v.string(ORDER_CLAIM_MESSAGES.badLink),
    v.regex(ORDER_CLAIM_TOKEN, ORDER_CLAIM_MESSAGES.badLink),
  ),
});
export type OrderClaimRequest = v.InferOutput<typeof OrderClaimRequestSchema>;

export const OrderClaimAnswerSchema = v.object({
  orderId: v.string(),
  bookingReference: v.string(),
  /** True when the order already was the caller's (booked or claimed before): nothing changed. */
  alreadyYours: v.boolean(),
});
export type OrderClaimAnswer = v.InferOutput<typeof OrderClaimAnswerSchema>;

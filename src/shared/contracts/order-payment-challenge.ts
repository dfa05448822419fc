import * as v from 'valibot';
import { ExtrasPurchaseSchema } from './order-extras';
import { OrderChangeSchema } from './order-change';
import { ORDER_ACCESS_ENTRIES } from './order-access';

/**
 * Wire contracts of 3-D Secure on the trip page (issue 23; ADR 027 and ADR 026 amended 2026-11-28):
 * /Order/Extras and /Order/Change answer 202 with `challenge` when the card asks for verification;
 * the site shows the challenge (/Order/PaymentChallenge), posts the cardholder's answer
 * (/Order/PaymentChallengeAnswer) and its return page reads the outcome (/Order/PaymentChallengeComplete).
 */

export const PAYMENT_CHALLENGE_MESSAGES = {
  notFound: 'We could not find this payment verification.',
  failed: 'Your bank did not confirm the payment. Nothing was charged and your booking has not changed.',
  expired: 'The time to confirm this payment ran out. Nothing was charged and your booking has not changed.',
} as const;

const PAYMENT_CHALLENGE_KINDS = ['extras', 'change'] as const;
export type PaymentChallengeKind = (typeof PAYMENT_CHALLENGE_KINDS)[number];

const ChallengeIdSchema = v.pipe(
  v.string('challengeId is required'),
  v.regex(/^pch_[0-9a-f]{24}$/, 'challengeId is not valid'),
);

/** Which challenge, for whom: the order, the guest's access token when a guest, the challenge. */
export const PaymentChallengeRequestSchema = v.object({
  ...ORDER_ACCESS_ENTRIES,
  challengeId: ChallengeIdSchema,
});
export type PaymentChallengeRequest = v.InferOutput<typeof PaymentChallengeRequestSchema>;

export const PaymentChallengeAnswerRequestSchema = v.object({
  ...PaymentChallengeRequestSchema.entries,
  outcome: v.picklist(['complete', 'cancel'], 'outcome must be complete or cancel'),
});
export type PaymentChallengeAnswerRequest = v.InferOutput<typeof PaymentChallengeAnswerRequestSchema>;

/** The 202 answer of /Order/Extras or /Order/Change when the card asks for 3-D Secure. */
export const PaymentChallengeStartSchema = v.object({
  challenge: v.object({
    challengeId: v.string(),
    kind: v.picklist(PAYMENT_CHALLENGE_KINDS),
    /** When the pending purchase or change lapses (ISO instant): the change's quote expiry. */
    expiresAt: v.string(),
  }),
});
export type PaymentChallengeStart = v.InferOutput<typeof PaymentChallengeStartSchema>;

const StatusSchema = v.picklist(['Pending', 'Completed', 'Failed', 'Expired']);

/** What the site shows the cardholder, in the gateway's words, and the state of the challenge. */
export const PaymentChallengeViewSchema = v.object({
  challengeId: v.string(),
  kind: v.picklist(PAYMENT_CHALLENGE_KINDS),
  status: StatusSchema,
  amountCents: v.number(),
  scheme: v.string(),
  last4: v.string(),
  title: v.string(),
  prompt: v.string(),
  actions: v.array(v.object({ outcome: v.picklist(['complete', 'cancel']), label: v.string() })),
  expiresAt: v.string(),
});
export type PaymentChallengeView = v.InferOutput<typeof PaymentChallengeViewSchema>;

/**
 * The outcome: Completed with the purchase or the change (as a card without a challenge answers);
 * Failed or Expired with `message` (nothing charged, nothing changed); Pending while unanswered.
 */
export const PaymentChallengeOutcomeSchema = v.object({
  challengeId: v.string(),
  kind: v.picklist(PAYMENT_CHALLENGE_KINDS),
  status: StatusSchema,
  message: v.nullable(v.string()),
  purchase: v.nullable(ExtrasPurchaseSchema),
  change: v.nullable(OrderChangeSchema),
});
export type PaymentChallengeOutcome = v.InferOutput<typeof PaymentChallengeOutcomeSchema>;

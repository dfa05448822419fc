/**
 * 3-D Secure on the trip page (issue 23; ADR 027 and ADR 026 amended 2026-11-28): the paths of the
 * challenge page and of the return page that completes it, and the notice the trip page shows after a
 * challenge that did not end in a purchase or change. Every path here is built from checked ids and
 * still goes through the one redirect guard (safeReturnPath) where it is used.
 */
import {
  PAYMENT_CHALLENGE_MESSAGES,
  type PaymentChallengeKind,
  type PaymentChallengeOutcome,
} from '../../shared/contracts/order-payment-challenge';

export type Audience = 'guest' | 'owner';

export const CHALLENGE_ID = /^pch_[0-9a-f]{24}$/;
export const ORDER_ID = /^ord_[0-9a-f]{24}$/;

export const audienceOf = (value: string | null | undefined): Audience =>
  value === 'owner' ? 'owner' : 'guest';

const query = (challengeId: string, audience: Audience) =>
  new URLSearchParams({ challenge: challengeId, audience }).toString();

/** The page that shows the bank's challenge. */
export const challengePath = (orderId: string, challengeId: string, audience: Audience) =>
  `/trips/${orderId}/verify-payment?${query(challengeId, audience)}`;

/** The return page: completes the purchase or change, then back to the trip. */
export const returnPath = (orderId: string, challengeId: string, audience: Audience) =>
  `/trips/${orderId}/payment-return?${query(challengeId, audience)}`;

/** The trip section a kind of payment belongs to. */
export const sectionOf = (kind: PaymentChallengeKind) => (kind === 'extras' ? 'add-extras' : 'change-dates');

const PAYMENT_NOTICES = ['failed', 'expired', 'refused'] as const;
export type PaymentNotice = (typeof PAYMENT_NOTICES)[number];

/** What the trip page says after a challenge that did not end in a sale: bank said no, time ran out, refused. */
export function noticeOf(outcome: Pick<PaymentChallengeOutcome, 'status' | 'message'>): PaymentNotice {
  if (outcome.status === 'Expired') return 'expired';
  return outcome.message === PAYMENT_CHALLENGE_MESSAGES.failed ? 'failed' : 'refused';
}

export function readNotice(
  params: URLSearchParams,
): { notice: PaymentNotice; kind: PaymentChallengeKind } | null {
  const notice = PAYMENT_NOTICES.find((code) => code === params.get('payment'));
  const kind = params.get('for') === 'change' ? 'change' : params.get('for') === 'extras' ? 'extras' : null;
  return notice && kind ? { notice, kind } : null;
}

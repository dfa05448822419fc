/**
 * The 3-D Secure challenge of a payment, through the Booking API: /flight/payment-auth shows what the
 * gateway describes and sends the cardholder's answer back here, so the browser never holds the
 * gateway's secret key and the page keeps the site's design (ADR 011).
 */
import type { PaymentChallenge, PreAuth } from '../../shared/contracts/order';
import { RequestRejected } from '../http/envelope';
import type { Platform } from '../platform/platform';
import { GatewayError, gatewayClient } from './gateway-client';
import type { ChallengeView } from './gateway/gateway.schema';
import { changesFromGateway, ownedPayment, toPreAuth, updatePayment, type PaymentRow } from './payment.repo';
import { voidOlderHolds } from './payment-holds';
import { refreshPayment } from './payment.service';

const NO_CHALLENGE = 'This payment has no verification to complete';

async function challengedPayment(platform: Platform, owner: string, paymentId: string): Promise<PaymentRow> {
  const row = await ownedPayment(platform.database.db, paymentId, owner);
  if (!row.challengeId) throw new RequestRejected(404, NO_CHALLENGE);
  return row;
}

function gatewayFailure(error: unknown): never {
  if (error instanceof GatewayError && error.status === 409) throw new RequestRejected(409, error.message);
  if (error instanceof GatewayError && error.status === 404) throw new RequestRejected(404, NO_CHALLENGE);
  throw new RequestRejected(502, 'The payment service is unavailable. Please try again in a moment.');
}

/** What a challenge page shows of the gateway's challenge: the amount, the card and the questions. */
export function challengeShown(challenge: ChallengeView) {
  return {
    amountCents: challenge.amount,
    scheme: challenge.card.scheme,
    last4: challenge.card.last4,
    title: challenge.title,
    prompt: challenge.prompt,
    actions: challenge.actions,
  };
}

export async function getPaymentChallenge(
  platform: Platform,
  owner: string,
  paymentId: string,
): Promise<PaymentChallenge> {
  const row = await challengedPayment(platform, owner, paymentId);
  const challenge = await gatewayClient(platform).getChallenge(row.challengeId!).catch(gatewayFailure);
  return {
    paymentId: row.id,
    status: challenge.status,
    ...challengeShown(challenge),
  };
}

/** The cardholder's answer; a payment past its time limit is voided instead (TimedOut). */
export async function answerPaymentChallenge(
  platform: Platform,
  owner: string,
  paymentId: string,
  outcome: 'complete' | 'cancel',
): Promise<PreAuth> {
  const row = await refreshPayment(platform, await challengedPayment(platform, owner, paymentId));
  if (row.status !== 'ChallengeRequired') return toPreAuth(row);
  const auth = await gatewayClient(platform).answerChallenge(row.challengeId!, outcome).catch(gatewayFailure);
  const now = platform.clock.now();
  const updated = await updatePayment(
    platform.database.db,
    row.id,
    changesFromGateway(auth, row, platform.config.payments, now),
  );
  await voidOlderHolds(platform, updated);
  return toPreAuth(updated);
}

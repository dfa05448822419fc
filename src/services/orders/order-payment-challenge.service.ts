/**
 * 3-D Secure for extras after booking and date changes (issue 23; ADR 027 and ADR 026 amended
 * 2026-11-28). The site shows the gateway's challenge, posts the cardholder's answer here and its return
 * page asks for the outcome. Completing replays the kept request under its own Idempotency-Key, so an
 * approved card buys the extras or makes the change exactly as a card without a challenge does (one
 * transaction, then the capture); a refused, failed or lapsed one voids the authorisation and changes
 * nothing. The outcome is written once on the challenge, so a reload answers it again and moves nothing.
 */
import { eq } from 'drizzle-orm';
import type { ChangeRequest } from '../../shared/contracts/order-change';
import type { ExtrasPurchaseRequest } from '../../shared/contracts/order-extras';
import {
  PAYMENT_CHALLENGE_MESSAGES,
  type PaymentChallengeAnswerRequest,
  type PaymentChallengeOutcome,
  type PaymentChallengeRequest,
  type PaymentChallengeView,
} from '../../shared/contracts/order-payment-challenge';
import type { TokenClaims } from '../http/token-claims';
import { orderChangePayments, orderExtraPurchases } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import { GatewayError, gatewayClient } from '../payments/gateway-client';
import { challengeShown } from '../payments/payment-challenge.service';
import type { Platform } from '../platform/platform';
import { withPayment } from './order-change-payment';
import { findChangeById, toOrderChange } from './order-change.repo';
import { changeOrder } from './order-change.service';
import { voidQuietly } from './order-extras-payment';
import { toPurchase } from './order-extras.repo';
import { purchaseExtras } from './order-extras.service';
import { loadManageableOrder } from './order-manage-access';
import { findChallenge, finishChallenge, type ChallengeRow } from './order-payment-challenge';

const UNAVAILABLE = 'The payment service is unavailable. Please try again in a moment.';

/** The challenge of this order, started by this caller; 404 for anyone else. */
async function ownedChallenge(
  platform: Platform,
  claims: TokenClaims,
  input: PaymentChallengeRequest,
): Promise<ChallengeRow> {
  await loadManageableOrder(platform, claims, input.orderId, input.accessToken, 'flight');
  const row = await findChallenge(platform.database.db, input.challengeId);
  if (!row || row.orderId !== input.orderId || row.owner !== claims.sub)
    throw new RequestRejected(404, PAYMENT_CHALLENGE_MESSAGES.notFound);
  return row;
}

function gatewayFailure(error: unknown): never {
  if (error instanceof GatewayError && error.status === 404)
    throw new RequestRejected(404, PAYMENT_CHALLENGE_MESSAGES.notFound);
  throw new RequestRejected(502, UNAVAILABLE);
}

export async function viewPaymentChallenge(
  platform: Platform,
  claims: TokenClaims,
  input: PaymentChallengeRequest,
): Promise<PaymentChallengeView> {
  const row = await ownedChallenge(platform, claims, input);
  const challenge = await gatewayClient(platform).getChallenge(row.gatewayChallengeId).catch(gatewayFailure);
  return {
    challengeId: row.id,
    kind: row.kind,
    status: row.status,
    ...challengeShown(challenge),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The cardholder's answer to the gateway, then the outcome (an answer given before replays it). */
export async function answerPaymentChallenge(
  platform: Platform,
  claims: TokenClaims,
  input: PaymentChallengeAnswerRequest,
): Promise<PaymentChallengeOutcome> {
  const row = await ownedChallenge(platform, claims, input);
  if (row.status === 'Pending' && row.expiresAt > platform.clock.now()) {
    try {
      await gatewayClient(platform).answerChallenge(row.gatewayChallengeId, input.outcome);
    } catch (error) {
      // 409: the challenge was answered otherwise already; the authorisation's state decides.
      if (!(error instanceof GatewayError && error.status === 409)) gatewayFailure(error);
    }
  }
  return completeChallenge(platform, claims, row, input.accessToken);
}

/** The outcome, completing the purchase or change when the challenge was passed and not yet used. */
export async function completePaymentChallenge(
  platform: Platform,
  claims: TokenClaims,
  input: PaymentChallengeRequest,
): Promise<PaymentChallengeOutcome> {
  const row = await ownedChallenge(platform, claims, input);
  return completeChallenge(platform, claims, row, input.accessToken);
}

async function completeChallenge(
  platform: Platform,
  claims: TokenClaims,
  row: ChallengeRow,
  accessToken: string | undefined,
): Promise<PaymentChallengeOutcome> {
  const { db } = platform.database;
  if (row.status !== 'Pending') return outcomeOf(platform, row);
  const now = platform.clock.now();
  if (row.expiresAt <= now) {
    await voidQuietly(platform, row.authorisationId);
    const failure = PAYMENT_CHALLENGE_MESSAGES.expired;
    return outcomeOf(platform, await finishChallenge(db, row.id, { status: 'Expired', failure }, now));
  }
  const auth = await gatewayClient(platform).get(row.authorisationId).catch(gatewayFailure);
  if (auth.status === 'requires_action') return outcomeOf(platform, row);
  if (auth.status !== 'approved' && auth.status !== 'captured') {
    if (auth.status === 'pending') await voidQuietly(platform, row.authorisationId);
    const failure = PAYMENT_CHALLENGE_MESSAGES.failed;
    return outcomeOf(platform, await finishChallenge(db, row.id, { status: 'Failed', failure }, now));
  }
  const request = { ...(row.request as object), ...(accessToken ? { accessToken } : {}) };
  try {
    const resultId =
      row.kind === 'extras'
        ? (await purchaseExtras(platform, claims, row.idempotencyKey, request as ExtrasPurchaseRequest))
            .purchase.purchaseId
        : (await changeOrder(platform, claims, row.idempotencyKey, request as ChangeRequest)).change.changeId;
    return outcomeOf(platform, await finishChallenge(db, row.id, { status: 'Completed', resultId }, now));
  } catch (error) {
    // A gateway or server failure leaves it Pending: the return page's reload tries again.
    if (!(error instanceof RequestRejected) || error.statusCode >= 500) throw error;
    if (!(await authorisationSold(platform, row.authorisationId)))
      await voidQuietly(platform, row.authorisationId);
    const done = await finishChallenge(db, row.id, { status: 'Failed', failure: error.message }, now);
    return outcomeOf(platform, done);
  }
}

/** Whether a committed purchase or change holds the authorisation (then it is never voided). */
async function authorisationSold(platform: Platform, authorisationId: string): Promise<boolean> {
  const { db } = platform.database;
  const [purchase] = await db
    .select({ id: orderExtraPurchases.id })
    .from(orderExtraPurchases)
    .where(eq(orderExtraPurchases.authorisationId, authorisationId));
  const [change] = await db
    .select({ id: orderChangePayments.changeId })
    .from(orderChangePayments)
    .where(eq(orderChangePayments.authorisationId, authorisationId));
  return Boolean(purchase ?? change);
}

async function outcomeOf(platform: Platform, row: ChallengeRow): Promise<PaymentChallengeOutcome> {
  const { db } = platform.database;
  const answer = {
    challengeId: row.id,
    kind: row.kind,
    status: row.status,
    message: row.failure,
    purchase: null,
    change: null,
  };
  if (row.status !== 'Completed' || !row.resultId) return answer;
  if (row.kind === 'extras') {
    const [bought] = await db
      .select()
      .from(orderExtraPurchases)
      .where(eq(orderExtraPurchases.id, row.resultId));
    return { ...answer, purchase: toPurchase(bought!) };
  }
  const change = (await findChangeById(db, row.resultId))!;
  return { ...answer, change: await withPayment(db, await toOrderChange(db, change)) };
}

import { Hono } from 'hono';
import {
  CardSurchargeRequestSchema,
  CheckPreAuthStatusRequestSchema,
  PaymentChallengeAnswerSchema,
  PaymentChallengeRequestSchema,
  PaymentGatewayInfoRequestSchema,
  PreAuthRequestSchema,
} from '../../shared/contracts/order';
import { GUEST_OR_ACCOUNT, requireToken } from '../auth/require-token';
import { checkSite } from '../http/site-check';
import type { ServiceEnv } from '../http/app-factory';
import { success } from '../http/envelope';
import { describeRoute } from '../http/openapi';
import { readJsonBody } from '../http/validate';
import { createdOrReplayed, readIdempotencyKey } from '../http/idempotency-key';
import type { Payables } from '../payables/payable-port';
import type { Platform } from '../platform/platform';
import { clientAddressOf } from '../security/card-testing';
import { answerPaymentChallenge, getPaymentChallenge } from './payment-challenge.service';
import { cardSurcharge, checkPreAuthStatus, paymentGatewayInfo, preAuth } from './payment.service';
import {
  paymentAnswerChallenge,
  paymentCardSurcharge,
  paymentCheckPreAuthStatus,
  paymentGatewayInfo as paymentGatewayInfoEndpoint,
  paymentGetChallenge,
  paymentPreAuth,
} from '../../shared/contracts/endpoints-booking';
import { serveEndpoint } from '../http/endpoint-routes';

const IDEMPOTENT =
  'Requires an `Idempotency-Key` header (8-64 characters, one per attempt): the same key with the same ' +
  'body answers the first result again (`Idempotent-Replayed: true`), with another body 409.';
const CARD_TESTING =
  ' Against card testing: 429 past PREAUTH_PER_IP calls per client address per PREAUTH_WINDOW_SECONDS ' +
  '(default 10 per 10 minutes) or PREAUTH_PER_OFFER attempts on one offer (default 6); 409 once the ' +
  'offer has OFFER_DECLINE_LIMIT declined payments (default 3) or the card has CARD_DECLINE_LIMIT ' +
  'declines within CARD_DECLINE_WINDOW_SECONDS (default 3 an hour). A replay is not a new attempt. ' +
  "An authorisation voids the offer's older authorised payments that no order took.";

// offerId is a flight offer (off_…) or a hotel quote (hq_…, ADR 016). 404: no such offer, quote or
// payment of the caller; 409: state or price conflict; 410: the offer or quote expired.
const docs = {
  info: describeRoute({
    summary:
      'The payment methods for a flight offer or hotel quote (offerId off_… or hq_…): card and invoice',
    auth: GUEST_OR_ACCOUNT,
    body: PaymentGatewayInfoRequestSchema,
    errors: [403, 404, 410],
  }),
  surcharge: describeRoute({
    summary: "The card surcharge of a scheme on the offer's total (percentage with a cap, integer cents)",
    auth: GUEST_OR_ACCOUNT,
    body: CardSurchargeRequestSchema,
    errors: [404, 410],
  }),
  preAuth: describeRoute({
    summary: 'Authorise (never capture) the confirmed total on a card token',
    description: IDEMPOTENT + CARD_TESTING,
    auth: GUEST_OR_ACCOUNT,
    body: PreAuthRequestSchema,
    idempotencyKey: true,
    success: [200, 201],
    errors: [404, 409, 410, 502],
  }),
  status: describeRoute({
    summary: 'Poll a pre-authorisation; past its time limit it is voided and answers TimedOut',
    auth: GUEST_OR_ACCOUNT,
    body: CheckPreAuthStatusRequestSchema,
    errors: [404, 502],
  }),
  challenge: describeRoute({
    summary: 'The 3-D Secure challenge of a payment, for /flight/payment-auth',
    auth: GUEST_OR_ACCOUNT,
    body: PaymentChallengeRequestSchema,
    errors: [404, 502],
  }),
  answer: describeRoute({
    summary: "The cardholder's answer to the 3-D Secure challenge (complete or cancel)",
    auth: GUEST_OR_ACCOUNT,
    body: PaymentChallengeAnswerSchema,
    errors: [404, 409, 502],
  }),
};

/** Booking API: /Payment/* (spec §7), for guests and account holders. */
export function paymentRoutes(platform: Platform, payables: Payables): Hono<ServiceEnv> {
  const app = new Hono<ServiceEnv>();
  const guard = requireToken(platform, ['public', 'account']);

  serveEndpoint(app, paymentGatewayInfoEndpoint, docs.info, guard, async (c) => {
    const input = await readJsonBody(c, PaymentGatewayInfoRequestSchema);
    checkSite(c, input.siteId);
    const info = await paymentGatewayInfo(platform, payables, c.get('claims').sub, input.offerId);
    return success(c, info, info.methods.length ? '' : 'No payment method available');
  });

  serveEndpoint(app, paymentCardSurcharge, docs.surcharge, guard, async (c) => {
    const input = await readJsonBody(c, CardSurchargeRequestSchema);
    return success(c, await cardSurcharge(platform, payables, c.get('claims').sub, input));
  });

  serveEndpoint(app, paymentPreAuth, docs.preAuth, guard, async (c) => {
    const key = readIdempotencyKey(c);
    const input = await readJsonBody(c, PreAuthRequestSchema);
    const { answer, replayed } = await platform.metrics.timeStep('payment_authorise', () =>
      preAuth(platform, payables, c.get('claims').sub, key, input, clientAddressOf(c)),
    );
    return createdOrReplayed(c, answer, replayed, answer.message);
  });

  serveEndpoint(app, paymentCheckPreAuthStatus, docs.status, guard, async (c) => {
    const { paymentId } = await readJsonBody(c, CheckPreAuthStatusRequestSchema);
    const answer = await checkPreAuthStatus(platform, c.get('claims').sub, paymentId);
    return success(c, answer, answer.message);
  });

  serveEndpoint(app, paymentGetChallenge, docs.challenge, guard, async (c) => {
    const { paymentId } = await readJsonBody(c, PaymentChallengeRequestSchema);
    return success(c, await getPaymentChallenge(platform, c.get('claims').sub, paymentId));
  });

  serveEndpoint(app, paymentAnswerChallenge, docs.answer, guard, async (c) => {
    const input = await readJsonBody(c, PaymentChallengeAnswerSchema);
    const answer = await answerPaymentChallenge(
      platform,
      c.get('claims').sub,
      input.paymentId,
      input.outcome,
    );
    return success(c, answer, answer.message);
  });

  return app;
}

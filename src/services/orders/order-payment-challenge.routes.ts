import { Hono } from 'hono';
import {
  PaymentChallengeAnswerRequestSchema,
  PaymentChallengeOutcomeSchema,
  PaymentChallengeRequestSchema,
  PaymentChallengeViewSchema,
} from '../../shared/contracts/order-payment-challenge';
import { requireToken } from '../auth/require-token';
import type { ServiceEnv } from '../http/app-factory';
import { success } from '../http/envelope';
import { describeRoute } from '../http/openapi';
import { readJsonBody } from '../http/validate';
import type { Platform } from '../platform/platform';
import {
  answerPaymentChallenge,
  completePaymentChallenge,
  viewPaymentChallenge,
} from './order-payment-challenge.service';

const ACCESS =
  'For the caller that started the payment (/Order/Extras or /Order/Change answered 202 with ' +
  "`challenge`), with the order's `accessToken` when a guest. 404 for anyone else.";
const OUTCOME =
  '`Completed` with `purchase` or `change`, exactly as /Order/Extras or /Order/Change answer a card ' +
  'without a challenge (one transaction, then the capture); `Failed` or `Expired` with `message` when ' +
  'the bank did not confirm, the purchase or change was refused or the quote lapsed (the authorisation ' +
  'voided: nothing charged, nothing changed); `Pending` while the challenge is unanswered. Idempotent by ' +
  'construction: the outcome is recorded once on the challenge and answered again on every later call, ' +
  'and the purchase or change is made under the Idempotency-Key of the request that started it.';

const docs = {
  view: describeRoute({
    summary: "A trip-page payment's 3-D Secure challenge, as the gateway describes it (read-only)",
    description: `${ACCESS} The title, prompt and actions the site shows the cardholder, and the state.`,
    auth: ['public', 'account'],
    body: PaymentChallengeRequestSchema,
    data: PaymentChallengeViewSchema,
    errors: [404],
  }),
  answer: describeRoute({
    summary: "The cardholder's answer to a trip-page payment's 3-D Secure challenge, then its outcome",
    description: `${ACCESS} \`complete\` or \`cancel\` is sent to the gateway, then: ${OUTCOME}`,
    auth: ['public', 'account'],
    body: PaymentChallengeAnswerRequestSchema,
    data: PaymentChallengeOutcomeSchema,
    errors: [404],
  }),
  complete: describeRoute({
    summary: "The outcome of a trip-page payment's 3-D Secure challenge (the site's return page)",
    description: `${ACCESS} ${OUTCOME}`,
    auth: ['public', 'account'],
    body: PaymentChallengeRequestSchema,
    data: PaymentChallengeOutcomeSchema,
    errors: [404],
  }),
};

/** Booking API: 3-D Secure of extras after booking and date changes (ADR 027, ADR 026). */
export function orderPaymentChallengeRoutes(platform: Platform): Hono<ServiceEnv> {
  const app = new Hono<ServiceEnv>();
  const guard = requireToken(platform, ['public', 'account']);

  app.post('/Order/PaymentChallenge', docs.view, guard, async (c) => {
    const input = await readJsonBody(c, PaymentChallengeRequestSchema);
    c.header('Cache-Control', 'no-store');
    return success(c, await viewPaymentChallenge(platform, c.get('claims'), input));
  });

  app.post('/Order/PaymentChallengeAnswer', docs.answer, guard, async (c) => {
    const input = await readJsonBody(c, PaymentChallengeAnswerRequestSchema);
    c.header('Cache-Control', 'no-store');
    return success(c, await answerPaymentChallenge(platform, c.get('claims'), input));
  });

  app.post('/Order/PaymentChallengeComplete', docs.complete, guard, async (c) => {
    const input = await readJsonBody(c, PaymentChallengeRequestSchema);
    c.header('Cache-Control', 'no-store');
    return success(c, await completePaymentChallenge(platform, c.get('claims'), input));
  });

  return app;
}

import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { tripPath } from '../../../features/trips/manage-booking';
import { returnPath } from '../../../features/trips/payment-challenge';
import {
  PaymentChallengeAnswerRequestSchema,
  type PaymentChallengeOutcome,
} from '../../../shared/contracts/order-payment-challenge';
import { safeReturnPath } from '../../../shared/content/safe-link';
import { back, readForm, text } from '../session/_account-forms';
import { callManage, readOrderForm } from './_manage';

/**
 * The challenge page's "Confirm payment" and "Cancel payment" (ADR 027 and ADR 026 amended
 * 2026-11-28): POST /Order/PaymentChallengeAnswer, which gives the gateway the cardholder's answer and
 * completes the purchase or change when it was passed; then the return page, which reads the outcome
 * (a reload of it answers the same outcome and moves nothing).
 */
export const POST: APIRoute = async (context) => {
  const form = await readForm(context.request);
  const { audience, orderId, order } = readOrderForm(context, form);
  const parsed = v.safeParse(PaymentChallengeAnswerRequestSchema, {
    ...order,
    challengeId: text(form, 'challengeId') ?? '',
    outcome: text(form, 'outcome') ?? '',
  });
  if (!parsed.success) return context.redirect(audience === 'owner' ? '/dashboard' : '/trips/find', 303);
  const { challengeId } = parsed.output;
  const answered = await callManage<PaymentChallengeOutcome>(context, 'booking', {
    method: 'POST',
    path: '/Order/PaymentChallengeAnswer',
    body: parsed.output,
  });
  if (!answered.ok)
    return back(context, safeReturnPath(tripPath(orderId, audience), context.url.origin), answered.message);
  return context.redirect(
    safeReturnPath(returnPath(orderId, challengeId, audience), context.url.origin),
    303,
  );
};

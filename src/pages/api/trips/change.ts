import type { APIRoute } from 'astro';
import * as v from 'valibot';
import {
  CHANGE_NOTICE_COOKIE,
  CHANGE_OUTCOME_COOKIE,
  CHANGE_QUOTE_COOKIE,
  changeOutcomeOf,
} from '../../../features/trips/change-dates';
import { tripPath } from '../../../features/trips/manage-booking';
import { ChangeRequestSchema, type OrderChange } from '../../../shared/contracts/order-change';
import { safeReturnPath } from '../../../shared/content/safe-link';
import type { PaymentChallengeStart } from '../../../shared/contracts/order-payment-challenge';
import { keepShortCookie, readForm, text } from '../session/_account-forms';
import { callManage, cardFieldsOf, readOrderForm, redirectToChallenge } from './_manage';

/**
 * The "Confirm the change" and "Pay and change" buttons: POST /Order/Change with the total the traveller saw and the page's
 * Idempotency-Key, so a double press or a resubmitted form changes once and a changed price is refused
 * rather than silently applied. Then back to the trip, which shows the new flights.
 */
export const POST: APIRoute = async (context) => {
  const form = await readForm(context.request);
  const { audience, order, idempotencyKey: key } = readOrderForm(context, form);
  const parsed = v.safeParse(ChangeRequestSchema, {
    ...order,
    quoteId: text(form, 'quoteId') ?? '',
    confirmedTotalCents: Number(text(form, 'confirmedTotalCents') ?? 'x'),
    // A change with something to pay.
    ...cardFieldsOf(form),
  });
  if (!parsed.success || !key) return context.redirect('/trips/find', 303);
  const back = safeReturnPath(
    `${tripPath(parsed.output.orderId, audience)}#change-dates`,
    context.url.origin,
  );
  const outcome = await callManage<OrderChange | PaymentChallengeStart>(context, 'booking', {
    method: 'POST',
    path: '/Order/Change',
    body: parsed.output,
    headers: { 'Idempotency-Key': key },
  });
  context.cookies.delete(CHANGE_QUOTE_COOKIE, { path: '/' });
  if (outcome.ok && 'challenge' in outcome.data) {
    // The bank's challenge first; its return page completes the change (ADR 026).
    return redirectToChallenge(context, parsed.output.orderId, outcome.data.challenge.challengeId, audience);
  }
  if (!outcome.ok) {
    keepShortCookie(context, CHANGE_NOTICE_COOKIE, outcome.message.slice(0, 300), 60);
    return context.redirect(back, 303);
  }
  // The challenge's answer returned above: what is left is the change.
  keepShortCookie(
    context,
    CHANGE_OUTCOME_COOKIE,
    JSON.stringify(changeOutcomeOf(outcome.data as OrderChange)),
    300,
  );
  return context.redirect(back, 303);
};

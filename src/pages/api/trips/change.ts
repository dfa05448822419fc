import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { cookieOptions } from '../../../lib/api/cookies';
import {
  CHANGE_NOTICE_COOKIE,
  CHANGE_OUTCOME_COOKIE,
  CHANGE_QUOTE_COOKIE,
  changeOutcomeOf,
} from '../../../lib/trips/change-dates';
import { accessTokenFor, ORDER_ACCESS_COOKIE, tripPath } from '../../../lib/trips/manage-booking';
import { ChangeRequestSchema, type OrderChange } from '../../../shared/contracts/order-change';
import { safeReturnPath } from '../../../shared/content/safe-link';
import type { PaymentChallengeStart } from '../../../shared/contracts/order-payment-challenge';
import { challengePath } from '../../../lib/trips/payment-challenge';
import { readForm, text } from '../session/_account-forms';
import { callManage } from './_manage';

const KEY = /^[A-Za-z0-9.:_-]{8,64}$/;

/**
 * The "Confirm the change" and "Pay and change" buttons: POST /Order/Change with the total the traveller saw and the page's
 * Idempotency-Key, so a double press or a resubmitted form changes once and a changed price is refused
 * rather than silently applied. Then back to the trip, which shows the new flights.
 */
export const POST: APIRoute = async (context) => {
  const form = await readForm(context.request);
  const audience = text(form, 'audience') === 'owner' ? 'owner' : 'guest';
  const orderId = text(form, 'orderId') ?? '';
  const key = text(form, 'idempotencyKey') ?? '';
  const accessToken = accessTokenFor(context.cookies.get(ORDER_ACCESS_COOKIE)?.value, orderId);
  const parsed = v.safeParse(ChangeRequestSchema, {
    orderId,
    ...(accessToken ? { accessToken } : {}),
    quoteId: text(form, 'quoteId') ?? '',
    confirmedTotalCents: Number(text(form, 'confirmedTotalCents') ?? 'x'),
    // A change with something to pay: the card token the page script made at the gateway.
    ...(text(form, 'cardToken') ? { cardToken: text(form, 'cardToken') } : {}),
    ...(text(form, 'scheme') ? { scheme: text(form, 'scheme') } : {}),
  });
  if (!parsed.success || !KEY.test(key)) return context.redirect('/trips/find', 303);
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
    // 3-D Secure: the bank's challenge first; its return page completes the change (ADR 026).
    const challenge = challengePath(parsed.output.orderId, outcome.data.challenge.challengeId, audience);
    return context.redirect(safeReturnPath(challenge, context.url.origin), 303);
  }
  if (!outcome.ok) {
    context.cookies.set(
      CHANGE_NOTICE_COOKIE,
      outcome.message.slice(0, 300),
      cookieOptions(context.url, { httpOnly: true, maxAgeSeconds: 60 }),
    );
    return context.redirect(back, 303);
  }
  context.cookies.set(
    CHANGE_OUTCOME_COOKIE,
    // The challenge's answer returned above: what is left is the change.
    JSON.stringify(changeOutcomeOf(outcome.data as OrderChange)),
    cookieOptions(context.url, { httpOnly: true, maxAgeSeconds: 300 }),
  );
  return context.redirect(back, 303);
};

import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { cookieOptions } from '../../../lib/api/cookies';
import { setFlash } from '../../../lib/api/flash';
import { CHANGE_OUTCOME_COOKIE, changeOutcomeOf } from '../../../features/trips/change-dates';
import { guestAccessToken, tripPath } from '../../../features/trips/manage-booking';
import { audienceOf, challengePath, noticeOf, sectionOf } from '../../../features/trips/payment-challenge';
import {
  PaymentChallengeRequestSchema,
  type PaymentChallengeOutcome,
} from '../../../shared/contracts/order-payment-challenge';
import { safeReturnPath } from '../../../shared/content/safe-link';
import { callManage } from '../../api/trips/_manage';

/**
 * Where a trip-page payment returns after its 3-D Secure challenge (ADR 027 and ADR 026 amended
 * 2026-11-28): POST /Order/PaymentChallengeComplete, which completes the purchase or change once the
 * challenge was passed and otherwise answers the outcome recorded on it, so loading this again changes
 * nothing more. Then the trip: the extras added or the change made, or the notice that nothing was
 * charged; an unanswered challenge goes back to its page.
 */
export const GET: APIRoute = async (context) => {
  const { params, url, cookies } = context;
  const audience = audienceOf(url.searchParams.get('audience'));
  const orderId = params.orderId ?? '';
  const accessToken = guestAccessToken(cookies, orderId);
  const parsed = v.safeParse(PaymentChallengeRequestSchema, {
    orderId,
    ...(accessToken ? { accessToken } : {}),
    challengeId: url.searchParams.get('challenge') ?? '',
  });
  if (!parsed.success) return context.redirect(audience === 'owner' ? '/dashboard' : '/trips/find', 303);
  const trip = tripPath(orderId, audience);
  const go = (path: string) => context.redirect(safeReturnPath(path, url.origin), 303);
  const completed = await callManage<PaymentChallengeOutcome>(context, 'booking', {
    method: 'POST',
    path: '/Order/PaymentChallengeComplete',
    body: parsed.output,
  });
  if (!completed.ok) {
    setFlash(cookies, url, completed.message);
    return go(trip);
  }
  const outcome = completed.data;
  const section = sectionOf(outcome.kind);
  if (outcome.status === 'Pending') return go(challengePath(orderId, outcome.challengeId, audience));
  if (outcome.status !== 'Completed') {
    const query = new URLSearchParams({ payment: noticeOf(outcome), for: outcome.kind });
    return go(`${trip}?${query}#${section}`);
  }
  if (outcome.change) {
    cookies.set(
      CHANGE_OUTCOME_COOKIE,
      JSON.stringify(changeOutcomeOf(outcome.change)),
      cookieOptions(url, { httpOnly: true, maxAgeSeconds: 300 }),
    );
    return go(`${trip}#${section}`);
  }
  return go(`${trip}?extras=added#${section}`);
};

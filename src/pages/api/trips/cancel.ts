import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { cookieOptions } from '../../../lib/api/cookies';
import { setFlash } from '../../../lib/api/flash';
import {
  accessTokenFor,
  CANCEL_OUTCOME_COOKIE,
  cancelOutcomeOf,
  ORDER_ACCESS_COOKIE,
  tripPath,
} from '../../../lib/trips/manage-booking';
import { CancelRequestSchema, type Cancellation } from '../../../shared/contracts/order-cancel';
import { safeReturnPath } from '../../../shared/content/safe-link';
import { readForm, text } from '../session/_account-forms';
import { callManage } from './_manage';

const KEY = /^[A-Za-z0-9.:_-]{8,64}$/;

/**
 * The trip page's "Cancel booking" button: POST /Order/Cancel (Booking API for flights, Hotel API for
 * stays) with the refund the traveller saw and the page's Idempotency-Key, so a double press or a
 * resubmitted form cancels once. The guest's access token comes from its cookie; an owner's account
 * token is the bearer. Then back to the trip, which shows the new status and the refund.
 */
export const POST: APIRoute = async (context) => {
  const form = await readForm(context.request);
  const audience = text(form, 'audience') === 'owner' ? 'owner' : 'guest';
  const kind = text(form, 'kind') === 'hotel' ? 'hotel' : 'flight';
  const orderId = text(form, 'orderId') ?? '';
  const key = text(form, 'idempotencyKey') ?? '';
  const accessToken = accessTokenFor(context.cookies.get(ORDER_ACCESS_COOKIE)?.value, orderId);
  const parsed = v.safeParse(CancelRequestSchema, {
    orderId,
    ...(accessToken ? { accessToken } : {}),
    confirmedRefundCents: Number(text(form, 'confirmedRefundCents') ?? 'x'),
  });
  if (!parsed.success || !KEY.test(key)) return context.redirect('/trips/find', 303);
  // Every redirect target goes through the one guard (docs/principles.md), built paths too.
  const back = safeReturnPath(tripPath(parsed.output.orderId, audience), context.url.origin);
  const outcome = await callManage<Cancellation>(context, kind === 'hotel' ? 'hotel' : 'booking', {
    method: 'POST',
    path: '/Order/Cancel',
    body: parsed.output,
    headers: { 'Idempotency-Key': key },
  });
  if (!outcome.ok) {
    setFlash(context.cookies, context.url, outcome.message);
    return context.redirect(back, 303);
  }
  context.cookies.set(
    CANCEL_OUTCOME_COOKIE,
    JSON.stringify(cancelOutcomeOf(outcome.data)),
    cookieOptions(context.url, { httpOnly: true, maxAgeSeconds: 300 }),
  );
  return context.redirect(back, 303);
};

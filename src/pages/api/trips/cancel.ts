import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { CANCEL_OUTCOME_COOKIE, cancelOutcomeOf, tripPath } from '../../../features/trips/manage-booking';
import { CancelRequestSchema, type Cancellation } from '../../../shared/contracts/order-cancel';
import { safeReturnPath } from '../../../shared/content/safe-link';
import { back, keepShortCookie, readForm, text } from '../session/_account-forms';
import { callManage, readOrderForm } from './_manage';

/**
 * The trip page's "Cancel booking" button: POST /Order/Cancel (Booking API for flights, Hotel API for
 * stays) with the refund the traveller saw and the page's Idempotency-Key, so a double press or a
 * resubmitted form cancels once. The guest's access token comes from its cookie; an owner's account
 * token is the bearer. Then back to the trip, which shows the new status and the refund.
 */
export const POST: APIRoute = async (context) => {
  const form = await readForm(context.request);
  const { audience, order, idempotencyKey: key } = readOrderForm(context, form);
  const kind = text(form, 'kind') === 'hotel' ? 'hotel' : 'flight';
  const parsed = v.safeParse(CancelRequestSchema, {
    ...order,
    confirmedRefundCents: Number(text(form, 'confirmedRefundCents') ?? 'x'),
  });
  if (!parsed.success || !key) return context.redirect('/trips/find', 303);
  // Every redirect target goes through the one guard (docs/principles.md), built paths too.
  const tripPage = safeReturnPath(tripPath(parsed.output.orderId, audience), context.url.origin);
  const outcome = await callManage<Cancellation>(context, kind === 'hotel' ? 'hotel' : 'booking', {
    method: 'POST',
    path: '/Order/Cancel',
    body: parsed.output,
    headers: { 'Idempotency-Key': key },
  });
  if (!outcome.ok) return back(context, tripPage, outcome.message);
  keepShortCookie(context, CANCEL_OUTCOME_COOKIE, JSON.stringify(cancelOutcomeOf(outcome.data)), 300);
  return context.redirect(tripPage, 303);
};

import type { APIRoute } from 'astro';
import * as v from 'valibot';
import {
  isEmptySelection,
  problemOf,
  selectionFrom,
  selectionParams,
} from '../../../features/trips/extras-form';
import { tripPath } from '../../../features/trips/manage-booking';
import { ExtrasPurchaseRequestSchema, type ExtrasPurchase } from '../../../shared/contracts/order-extras';
import { safeReturnPath } from '../../../shared/content/safe-link';
import type { PaymentChallengeStart } from '../../../shared/contracts/order-payment-challenge';
import { readForm, text } from '../session/_account-forms';
import { callManage, cardFieldsOf, readOrderForm, redirectToChallenge } from './_manage';

/**
 * The trip page's "Pay" for extras (ADR 027): POST /Order/Extras with the chosen bags and seats, the
 * gateway's card token (the browser tokenised the card; no card field has a name, so none is posted
 * here), the total the traveller saw for that card and the page's Idempotency-Key. Back to the trip:
 * added, or the review again with the reason as a code the page words.
 */
export const POST: APIRoute = async (context) => {
  const form = await readForm(context.request);
  const { audience, order, idempotencyKey: key } = readOrderForm(context, form);
  const selection = selectionFrom(form);
  const parsed = v.safeParse(ExtrasPurchaseRequestSchema, {
    ...order,
    ...selection,
    ...cardFieldsOf(form),
    confirmedTotalCents: Number(text(form, 'confirmedTotalCents') ?? 'x'),
  });
  if (!parsed.success || !key || isEmptySelection(selection))
    return context.redirect(audience === 'owner' ? '/dashboard' : '/trips/find', 303);
  const trip = tripPath(parsed.output.orderId, audience);
  const outcome = await callManage<ExtrasPurchase | PaymentChallengeStart>(context, 'booking', {
    method: 'POST',
    path: '/Order/Extras',
    body: parsed.output,
    headers: { 'Idempotency-Key': key },
  });
  if (outcome.ok && 'challenge' in outcome.data) {
    // The bank's challenge first; its return page completes the purchase (ADR 027).
    return redirectToChallenge(context, parsed.output.orderId, outcome.data.challenge.challengeId, audience);
  }
  const params = outcome.ok ? new URLSearchParams() : selectionParams(selection);
  if (outcome.ok) params.set('extras', 'added');
  else {
    params.set('extras', 'review');
    params.set('problem', problemOf(outcome.status, outcome.message));
  }
  // Every redirect target goes through the one guard (docs/principles.md), built paths too.
  return context.redirect(safeReturnPath(`${trip}?${params}#add-extras`, context.url.origin), 303);
};

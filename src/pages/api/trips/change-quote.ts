import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { CHANGE_NOTICE_COOKIE, CHANGE_QUOTE_COOKIE } from '../../../features/trips/change-dates';
import { tripPath } from '../../../features/trips/manage-booking';
import { ChangeQuoteRequestSchema, type ChangeQuote } from '../../../shared/contracts/order-change';
import { safeReturnPath } from '../../../shared/content/safe-link';
import { keepShortCookie, readForm, text } from '../session/_account-forms';
import { callManage, readOrderForm } from './_manage';

/**
 * The "Choose these flights" button of the trip page's "Change dates" section: POST /Order/ChangeQuote,
 * which holds the flights' price and places for a short time, then back to the trip, which shows the
 * quote from a short-lived HttpOnly cookie with its confirm button.
 */
export const POST: APIRoute = async (context) => {
  const form = await readForm(context.request);
  const { audience, order } = readOrderForm(context, form);
  const parsed = v.safeParse(ChangeQuoteRequestSchema, {
    ...order,
    journeyIndex: Number(text(form, 'journeyIndex') ?? 'x'),
    flightKeys: (text(form, 'flightKeys') ?? '').split(' ').filter(Boolean),
  });
  if (!parsed.success) return context.redirect('/trips/find', 303);
  const back = safeReturnPath(
    `${tripPath(parsed.output.orderId, audience)}#change-dates`,
    context.url.origin,
  );
  const outcome = await callManage<ChangeQuote>(context, 'booking', {
    method: 'POST',
    path: '/Order/ChangeQuote',
    body: parsed.output,
  });
  if (outcome.ok) keepShortCookie(context, CHANGE_QUOTE_COOKIE, JSON.stringify(outcome.data), 20 * 60);
  else keepShortCookie(context, CHANGE_NOTICE_COOKIE, outcome.message.slice(0, 300), 60);
  return context.redirect(back, 303);
};

import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { cookieOptions } from '../../../lib/api/cookies';
import { CHANGE_NOTICE_COOKIE, CHANGE_QUOTE_COOKIE } from '../../../lib/trips/change-dates';
import { accessTokenFor, ORDER_ACCESS_COOKIE, tripPath } from '../../../lib/trips/manage-booking';
import { ChangeQuoteRequestSchema, type ChangeQuote } from '../../../shared/contracts/order-change';
import { safeReturnPath } from '../../../shared/content/safe-link';
import { readForm, text } from '../session/_account-forms';
import { callManage } from './_manage';

/**
 * The "Choose these flights" button of the trip page's "Change dates" section: POST /Order/ChangeQuote,
 * which holds the flights' price and places for a short time, then back to the trip, which shows the
 * quote from a short-lived HttpOnly cookie with its confirm button.
 */
export const POST: APIRoute = async (context) => {
  const form = await readForm(context.request);
  const audience = text(form, 'audience') === 'owner' ? 'owner' : 'guest';
  const orderId = text(form, 'orderId') ?? '';
  const accessToken = accessTokenFor(context.cookies.get(ORDER_ACCESS_COOKIE)?.value, orderId);
  const parsed = v.safeParse(ChangeQuoteRequestSchema, {
    orderId,
    ...(accessToken ? { accessToken } : {}),
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
  if (!outcome.ok) {
    context.cookies.set(
      CHANGE_NOTICE_COOKIE,
      outcome.message.slice(0, 300),
      cookieOptions(context.url, { httpOnly: true, maxAgeSeconds: 60 }),
    );
    return context.redirect(back, 303);
  }
  context.cookies.set(
    CHANGE_QUOTE_COOKIE,
    JSON.stringify(outcome.data),
    cookieOptions(context.url, { httpOnly: true, maxAgeSeconds: 20 * 60 }),
  );
  return context.redirect(back, 303);
};

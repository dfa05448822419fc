import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { cookieOptions } from '../../../lib/api/cookies';
import { siteConfig } from '../../../lib/config.server';
import { ORDER_LOOKUP_COOKIE, type LookupState } from '../../../features/trips/manage-booking';
import { OrderLookupRequestSchema, type OrderLookupAnswer } from '../../../shared/contracts/order-cancel';
import { back, readForm, text } from '../session/_account-forms';
import { callManage } from './_manage';

/**
 * Manage booking, step 1 (/trips/find): the booking reference and last name; the Booking API emails a
 * one-time code to the booking's contact address. The reference and name wait in a short HttpOnly
 * cookie for the code step, so the surname never sits in a URL.
 */
export const POST: APIRoute = async (context) => {
  const form = await readForm(context.request);
  const parsed = v.safeParse(OrderLookupRequestSchema, {
    siteId: siteConfig.siteId,
    bookingReference: text(form, 'bookingReference') ?? '',
    lastName: text(form, 'lastName') ?? '',
  });
  if (!parsed.success) return back(context, '/trips/find', parsed.issues[0].message);
  const outcome = await callManage<OrderLookupAnswer>(context, 'booking', {
    method: 'POST',
    path: '/Order/Lookup',
    body: parsed.output,
  });
  if (!outcome.ok) return back(context, '/trips/find', outcome.message);
  const state: LookupState = {
    bookingReference: parsed.output.bookingReference,
    lastName: parsed.output.lastName,
    maskedEmail: outcome.data.maskedEmail,
  };
  context.cookies.set(
    ORDER_LOOKUP_COOKIE,
    JSON.stringify(state),
    cookieOptions(context.url, { httpOnly: true, maxAgeSeconds: outcome.data.expiresInSeconds }),
  );
  return context.redirect('/trips/find?step=code', 303);
};

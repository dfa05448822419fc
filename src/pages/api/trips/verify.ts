import type { APIRoute } from 'astro';
import { safeReturnPath } from '../../../shared/content/safe-link';
import * as v from 'valibot';
import { cookieOptions } from '../../../lib/api/cookies';
import {
  ORDER_ACCESS_COOKIE,
  ORDER_LOOKUP_COOKIE,
  readLookupState,
  tripPath,
} from '../../../features/trips/manage-booking';
import { OrderAccessVerifyRequestSchema, type OrderAccess } from '../../../shared/contracts/order-cancel';
import { back, readForm, text } from '../session/_account-forms';
import { callManage } from './_manage';

/**
 * Manage booking, step 2: the emailed code. The order access token it earns is kept in an HttpOnly
 * cookie for its 30 minutes (never in the URL), and the guest lands on the trip.
 */
export const POST: APIRoute = async (context) => {
  const lookup = readLookupState(context.cookies.get(ORDER_LOOKUP_COOKIE)?.value);
  if (!lookup) return context.redirect('/trips/find', 303);
  const form = await readForm(context.request);
  const parsed = v.safeParse(OrderAccessVerifyRequestSchema, {
    bookingReference: lookup.bookingReference,
    lastName: lookup.lastName,
    code: text(form, 'code') ?? '',
  });
  const retry = (message: string) => back(context, '/trips/find?step=code', message);
  if (!parsed.success) return retry(parsed.issues[0].message);
  const outcome = await callManage<OrderAccess>(context, 'booking', {
    method: 'POST',
    path: '/Order/AccessVerify',
    body: parsed.output,
  });
  if (!outcome.ok) return retry(outcome.message);
  context.cookies.set(
    ORDER_ACCESS_COOKIE,
    outcome.data.accessToken,
    cookieOptions(context.url, { httpOnly: true, maxAgeSeconds: outcome.data.expiresInSeconds }),
  );
  context.cookies.delete(ORDER_LOOKUP_COOKIE, { path: '/' });
  // The order id comes from the service: the one redirect guard still checks the path.
  return context.redirect(safeReturnPath(tripPath(outcome.data.orderId, 'guest'), context.url.origin), 303);
};

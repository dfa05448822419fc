import type { APIContext } from 'astro';
import { ApiError } from '../../../lib/api/envelope';
import { callService, type ServiceCall } from '../../../lib/api/service-client';
import { ServiceUnavailableError } from '../../../lib/api/transport';
import { guestAccessToken } from '../../../features/trips/manage-booking';
import { audienceOf, challengePath, type Audience } from '../../../features/trips/payment-challenge';
import { safeReturnPath } from '../../../shared/content/safe-link';
import { text, UNAVAILABLE } from '../session/_account-forms';

export type ManageOutcome<T> = { ok: true; data: T } | { ok: false; message: string; status: number };

/**
 * One Booking or Hotel API call of manage booking; refusals come back as their message, which the page
 * shows as given (the services word them for travellers: "That code is not right or has expired...").
 */
export async function callManage<T>(
  context: Pick<APIContext, 'locals'>,
  service: 'booking' | 'hotel',
  call: ServiceCall,
): Promise<ManageOutcome<T>> {
  try {
    const outcome = await callService<T>(context.locals.scope, service, call);
    if (outcome.kind !== 'ok') return { ok: false, message: UNAVAILABLE, status: 502 };
    return { ok: true, data: outcome.data };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, message: error.message, status: error.httpStatus };
    if (error instanceof ServiceUnavailableError) return { ok: false, message: UNAVAILABLE, status: 502 };
    throw error;
  }
}

/** The Idempotency-Key a manage-booking page puts in its form; anything else is refused. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9.:_-]{8,64}$/;

/**
 * What every manage-booking form posts first: who is asking (the trip's owner or a guest), the order,
 * the start of the request body (the order and the guest's access token, from its HttpOnly cookie when
 * it is this order's) and the page's Idempotency-Key when it is a valid one.
 */
export function readOrderForm(context: Pick<APIContext, 'cookies'>, form: FormData) {
  const audience = audienceOf(text(form, 'audience'));
  const orderId = text(form, 'orderId') ?? '';
  const key = text(form, 'idempotencyKey') ?? '';
  const accessToken = guestAccessToken(context.cookies, orderId);
  return {
    audience,
    orderId,
    order: { orderId, ...(accessToken ? { accessToken } : {}) },
    idempotencyKey: IDEMPOTENCY_KEY.test(key) ? key : undefined,
  };
}

/** Where a payment is due: the card token and scheme the page script made at the gateway. */
export function cardFieldsOf(form: FormData) {
  return {
    ...(text(form, 'cardToken') ? { cardToken: text(form, 'cardToken') } : {}),
    ...(text(form, 'scheme') ? { scheme: text(form, 'scheme') } : {}),
  };
}

/** 3-D Secure: to the bank's challenge page first; its return page completes what was asked. */
export function redirectToChallenge(
  context: Pick<APIContext, 'redirect' | 'url'>,
  orderId: string,
  challengeId: string,
  audience: Audience,
): Response {
  const challenge = challengePath(orderId, challengeId, audience);
  return context.redirect(safeReturnPath(challenge, context.url.origin), 303);
}

/**
 * The payment screens' calls: the Booking API through the same-origin BFF (/api/booking/<Path>), with
 * the attempt's Idempotency-Key where the call changes something, and the gateway's tokenisation
 * endpoint, the only place the card number and CCV are sent (hosted-fields style, publishable key).
 */
import { ApiError, DEFAULT_ERROR_MESSAGE, readServiceAnswer } from '../../lib/api/envelope';
import { callEndpoint, dataOrThrow, type EndpointCallOptions } from '../../lib/api/browser-client';
import type { Endpoint } from '../../shared/contracts/endpoint';
import {
  cartProcessCart,
  orderCreate,
  paymentAnswerChallenge,
  paymentCardSurcharge,
  paymentCheckPreAuthStatus,
  paymentGatewayInfo,
  paymentGetChallenge,
  paymentPreAuth,
} from '../../shared/contracts/endpoints-booking';
import type { CardScheme, CartEvent, OrderCreateRequest } from '../../shared/contracts/order';
import { IDEMPOTENCY_HEADER } from '../../shared/contracts/payment-texts';
import { cardDigits, type CardForm } from './card-rules';

/**
 * One Booking API call through the browser client. Every failure throws ApiError: a swallowed 502 and a
 * network failure are lost answers (status 502, 0) that the caller may resend with the same key.
 */
async function post<Request, Response>(
  endpoint: Endpoint<Request, Response>,
  body: Request,
  idempotencyKey?: string,
): Promise<Response> {
  const options: EndpointCallOptions = idempotencyKey
    ? { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }
    : {};
  return dataOrThrow(await callEndpoint(endpoint, body, options));
}

/** True when the call may be resent with the same key (no answer, or the service was unreachable). */
export function isLostAnswer(error: unknown): boolean {
  return error instanceof ApiError && (error.httpStatus === 0 || error.httpStatus >= 502);
}

export const getPaymentGatewayInfo = (siteId: string, offerId: string) =>
  post(paymentGatewayInfo, { siteId, offerId });

export const getCardSurcharge = (offerId: string, scheme: CardScheme) =>
  post(paymentCardSurcharge, { offerId, scheme });

export const preAuthorise = (
  body: { offerId: string; cardToken: string; confirmedTotalCents: number; scheme: CardScheme },
  idempotencyKey: string,
) => post(paymentPreAuth, body, idempotencyKey);

export const checkPreAuthStatus = (paymentId: string) => post(paymentCheckPreAuthStatus, { paymentId });

export const createOrder = (body: OrderCreateRequest | Record<string, unknown>, idempotencyKey: string) =>
  post(orderCreate, body, idempotencyKey);

/**
 * Cart events are best effort: analytics must never stop a booking. They belong to the flight cart
 * (ProcessCart takes flight offers), so a hotel quote (hq_…) sends none.
 */
export async function sendCartEvent(offerId: string, event: CartEvent): Promise<void> {
  if (!offerId.startsWith('off_')) return;
  try {
    await post(cartProcessCart, { offerId, event });
  } catch {
    // ignored on purpose
  }
}

export interface CardToken {
  token: string;
  last4: string;
  scheme: CardScheme;
}

/**
 * Sends the card to the gateway's tokenisation endpoint and answers its token. The gateway's refusal
 * text (it never quotes the card) becomes the ApiError message.
 */
export async function tokeniseCard(
  tokenUrl: string,
  publishableKey: string,
  card: CardForm,
): Promise<CardToken> {
  let response: Response;
  try {
    response = await fetch(tokenUrl, {
      method: 'POST',
      // The gateway may be another origin (PAYMENT_GATEWAY_URL): no cookies go there.
      credentials: 'omit',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${publishableKey}`,
      },
      body: JSON.stringify({
        cardNumber: cardDigits(card.cardNumber),
        expiryMonth: Number(card.expiryMonth),
        expiryYear: Number(card.expiryYear),
        ccv: card.ccv.trim(),
        name: card.cardName.trim(),
      }),
    });
  } catch {
    throw new ApiError(DEFAULT_ERROR_MESSAGE, 0);
  }
  const outcome = await readServiceAnswer<CardToken>(response, { authenticated: false });
  if (outcome.kind !== 'ok' || typeof outcome.data?.token !== 'string') {
    throw new ApiError(DEFAULT_ERROR_MESSAGE, 502);
  }
  return outcome.data;
}

export const getPaymentChallenge = (paymentId: string) => post(paymentGetChallenge, { paymentId });

export const answerPaymentChallenge = (paymentId: string, outcome: 'complete' | 'cancel') =>
  post(paymentAnswerChallenge, { paymentId, outcome });

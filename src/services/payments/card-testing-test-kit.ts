/**
 * Helpers of the card-testing tests: the booking kit's services, with tokenisation and PreAuth sent
 * from a given client address (as the site forwards it), and counts of what was written.
 */
import type { Offer } from '../../shared/contracts/offer';
import type { PreAuth } from '../../shared/contracts/order';

import { newKey, openBooking, VISA } from '../orders/booking-test-kit';
import type { Cache } from '../platform/cache';
import { createRedisCache } from '../platform/cache';
import type { Platform } from '../platform/platform';
import { forwardTokenRequest, PUBLIC_TOKENS_PATH } from './public-tokens';

type Booking = Awaited<ReturnType<typeof openBooking>>;

export interface CardTestingKit extends Booking {
  /** The browser's tokenisation through the site's public path, from `ip`: the raw answer. */
  tokeniseFrom(
    ip: string,
    card?: string,
  ): Promise<{ status: number; message: string; token: string | undefined }>;
  /** PreAuth of the offer's card total on a fresh token of `card`, both from `ip`. */
  payFrom(
    ip: string,
    token: string,
    offer: Offer,
    card?: string,
    key?: string,
  ): Promise<{ status: number; message: string; data: PreAuth; replay: () => Promise<number> }>;
  count(sql: string): Promise<number>;
}

export async function openCardTesting(
  env: Record<string, string> = {},
  cache?: Cache,
): Promise<CardTestingKit> {
  const booking = await openBooking(
    env,
    cache ? (platform: Platform): Platform => ({ ...platform, cache }) : undefined,
  );
  const { platform, root } = booking;

  const tokeniseFrom = async (ip: string, card = VISA) => {
    const browser = new Request(`http://site.test${PUBLIC_TOKENS_PATH}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${platform.config.paymentGatewayPublishableKey}`,
        // A browser's own claim is never passed on: the site names the address.
        'X-Client-Ip': '192.0.2.250',
      },
      body: JSON.stringify({ cardNumber: card, expiryMonth: 12, expiryYear: 2030, ccv: '123', name: 'A B' }),
    });
    const response = await forwardTokenRequest(browser, async (request) => root.fetch(request), ip);
    const json = (await response.json()) as { message: string; data: { token?: string } | null };
    return { status: response.status, message: json.message, token: json.data?.token };
  };

  const payFrom = async (ip: string, token: string, offer: Offer, card = VISA, key = newKey()) => {
    const { token: cardToken } = await tokeniseFrom(ip, card);
    const send = () =>
      booking.post<PreAuth>(
        '/Payment/PreAuth',
        { offerId: offer.offerId, cardToken, confirmedTotalCents: booking.cardTotal(offer) },
        token,
        { 'Idempotency-Key': key, 'X-Client-Ip': ip },
      );
    const answer = await send();
    const replay = async () => (await send()).status;
    return { status: answer.status, message: answer.json.message, data: answer.json.data, replay };
  };

  const count = async (sql: string) =>
    Number((await platform.database.query<{ n: string | number }>(sql))[0]!.n);

  return { ...booking, tokeniseFrom, payFrom, count };
}

/** A Redis cache with a prefix of its own when REDIS_URL is set (the shared rate-limit counters). */
export function sharedCacheFor(name: string): Cache | undefined {
  const url = process.env.REDIS_URL;
  return url ? createRedisCache(url, `ctg-test:${name}:${process.pid}:${Date.now()}:`) : undefined;
}

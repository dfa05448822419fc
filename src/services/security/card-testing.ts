/**
 * Defences against card testing (issue 21, docs/security-sale.md "Card testing"): a script that tokenises
 * stolen card numbers and authorises them one after another to learn which are live. Per client
 * address: tokenisations and PreAuth calls are rate limited. Per offer: a few attempts, and no card at
 * all once it has collected a few declines. Per card (the gateway's fingerprint): a few declines an
 * hour (gateway-velocity.ts). Every refusal is counted by reason (card_testing_refusals_total).
 */
import { and, count, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { bookingPayments } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import { readClientIp } from '../http/client-ip';
import { consumeRateLimit, type RateLimitRule } from '../http/rate-limit';
import type { CardTestingRefusal } from '../metrics/service-metrics';
import type { Platform } from '../platform/platform';

export const TOO_MANY_CARD_ATTEMPTS =
  'Too many card attempts from your connection. Please wait 10 minutes and try again, or call us to book.';
export const TOO_MANY_OFFER_ATTEMPTS =
  'Too many card attempts on this booking. Please search again for a new fare, or call us to book.';
export const OFFER_DECLINES_EXCEEDED =
  'This booking has had too many declined cards and takes no more card payments. Please search again for a new fare, or call us to book.';

/** Requests with no client address at all come from inside (tests, benches); they have no bucket. */
const UNKNOWN_ADDRESS = 'unknown';

/**
 * The caller's address: the one the site forwarded, else (a browser posting straight to a gateway run
 * on its own, PAYMENT_GATEWAY_URL) the socket's peer; 'unknown' only for in-process calls.
 */
export function clientAddressOf(c: Context): string {
  const forwarded = readClientIp(c);
  if (forwarded !== UNKNOWN_ADDRESS) return forwarded;
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? UNKNOWN_ADDRESS;
}

/** The rules of the current configuration (PaymentConfig.cardTesting). */
function cardTestingRules(platform: Platform) {
  const limits = platform.config.payments.cardTesting;
  return {
    tokensPerIp: {
      name: 'card-tokens-ip',
      limit: limits.tokensPerIp,
      windowSeconds: limits.tokensWindowSeconds,
    },
    preAuthPerIp: {
      name: 'preauth-ip',
      limit: limits.preAuthPerIp,
      windowSeconds: limits.preAuthWindowSeconds,
    },
    // Offers expire within hours; a day outlives every offer.
    preAuthPerOffer: { name: 'preauth-offer', limit: limits.preAuthPerOffer, windowSeconds: 86_400 },
  } satisfies Record<string, RateLimitRule>;
}

/** Counts a refusal and throws it. */
function refuse(
  platform: Platform,
  reason: CardTestingRefusal,
  statusCode: 409 | 429,
  message: string,
): never {
  platform.metrics.countCardTestingRefusal(reason);
  platform.log.warn({ reason }, 'card-testing defence refused a card attempt');
  throw new RequestRejected(statusCode, message);
}

/**
 * Counts one attempt of `rule` from `address`, refusing it (429) past the limit. Addresses in
 * RATE_LIMIT_EXEMPT_IPS (the e2e suite's loopback) and requests with no address skip this limit.
 */
async function limitAddress(
  platform: Platform,
  rule: RateLimitRule,
  address: string,
  reason: CardTestingRefusal,
): Promise<void> {
  if (address === UNKNOWN_ADDRESS || platform.config.rateLimitExemptIps.includes(address)) return;
  if (!(await consumeRateLimit(platform.cache, rule, address.toLowerCase()))) {
    refuse(platform, reason, 429, TOO_MANY_CARD_ATTEMPTS);
  }
}

/** Before a card is read: tokenisations per client address. */
export function limitTokenisation(platform: Platform, address: string): Promise<void> {
  return limitAddress(platform, cardTestingRules(platform).tokensPerIp, address, 'tokens_per_ip');
}

/** Before anything of a PreAuth is read or written: PreAuth calls per client address. */
export function limitPreAuthAddress(platform: Platform, address: string): Promise<void> {
  return limitAddress(platform, cardTestingRules(platform).preAuthPerIp, address, 'preauth_per_ip');
}

/** Declined payments of an offer (or hotel quote): the Booking API's own record. */
async function offerDeclines(platform: Platform, offerId: string): Promise<number> {
  const [row] = await platform.database.db
    .select({ n: count() })
    .from(bookingPayments)
    .where(and(eq(bookingPayments.offerId, offerId), eq(bookingPayments.status, 'Declined')));
  return Number(row?.n ?? 0);
}

/**
 * Once the offer is known to be the caller's and open: an offer with too many declines takes no more
 * cards (409), and each offer takes a few attempts (429), whatever the address.
 */
export async function limitPreAuthOffer(platform: Platform, offerId: string): Promise<void> {
  if ((await offerDeclines(platform, offerId)) >= platform.config.payments.cardTesting.offerDeclineLimit) {
    refuse(platform, 'offer_declines', 409, OFFER_DECLINES_EXCEEDED);
  }
  if (!(await consumeRateLimit(platform.cache, cardTestingRules(platform).preAuthPerOffer, offerId))) {
    refuse(platform, 'preauth_per_offer', 429, TOO_MANY_OFFER_ATTEMPTS);
  }
}

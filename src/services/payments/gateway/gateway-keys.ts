import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { platformSettings } from '../../db/schema';
import { RequestRejected } from '../../http/envelope';
import type { Platform } from '../../platform/platform';

/** The gateway's API keys: the secret key authorises payments, the publishable key only tokenises. */
export interface GatewayKeys {
  secretKey: string;
  publishableKey: string;
}

type KeyKind = 'secret' | 'publishable';

/** The caller's key as the gateway records it: never the key itself, only a stable id of it. */
export interface CallerKey {
  kind: KeyKind;
  keyId: string;
}

const SECRET_KEY_SETTING = 'payment_gateway_secret_key';

/**
 * The keys from configuration; without PAYMENT_GATEWAY_SECRET_KEY, a secret key generated once and kept
 * in platform_settings, so every instance sharing the database (and the in-process Booking API, which
 * calls this too) uses the same one.
 */
export async function resolveGatewayKeys(platform: Platform): Promise<GatewayKeys> {
  const publishableKey = platform.config.paymentGatewayPublishableKey;
  const configured = platform.config.paymentGatewaySecretKey;
  if (configured) return { secretKey: configured, publishableKey };
  const { db } = platform.database;
  await db
    .insert(platformSettings)
    .values({ key: SECRET_KEY_SETTING, value: `sk_test_${platform.ids.secret(24)}` })
    .onConflictDoNothing();
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.key, SECRET_KEY_SETTING));
  if (!row) throw new Error('the payment gateway secret key could not be stored');
  return { secretKey: row.value, publishableKey };
}

/** A key's id: a short hash, so rows and idempotency scopes name the key without holding it. */
function keyIdOf(key: string): string {
  return `key_${createHash('sha256').update(key).digest('hex').slice(0, 20)}`;
}

function sameKey(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** The bearer key of an Authorization header, if any. */
export function readBearer(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/** Which of the gateway's keys a presented key is; a 401 when it is none of them. */
export function identifyKey(keys: GatewayKeys, presented: string | undefined): CallerKey {
  if (!presented) {
    throw new RequestRejected(401, 'Give your API key as "Authorization: Bearer <key>"');
  }
  if (sameKey(presented, keys.secretKey)) return { kind: 'secret', keyId: keyIdOf(keys.secretKey) };
  if (sameKey(presented, keys.publishableKey)) {
    return { kind: 'publishable', keyId: keyIdOf(keys.publishableKey) };
  }
  throw new RequestRejected(401, 'The API key is not valid');
}

/**
 * A card fingerprint: HMAC of the card number under a key derived from the gateway's secret key, so the
 * same card gives the same fingerprint while the fingerprint cannot be reversed by trying numbers.
 */
export function fingerprintOf(keys: GatewayKeys, cardNumber: string): string {
  const fingerprintKey = createHmac('sha256', keys.secretKey).update('card-fingerprint').digest();
  return `fp_${createHmac('sha256', fingerprintKey).update(cardNumber).digest('base64url').slice(0, 24)}`;
}

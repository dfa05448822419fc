/**
 * Who may quote and cancel an order (issue 23, ADR 024), decided in this one function so staff roles
 * (issue 24) are added in one place: the order's owner (the token subject that booked it, guest or
 * account), the account that claimed it (order-claim.service.ts), or a guest holding a short-lived
 * order access token, which proves the contact email received a one-time code for this very order
 * (order-lookup.service.ts). Anyone else is told the order does not exist (404), never that it does.
 */
import { ORDER_CANCEL_MESSAGES } from '../../shared/contracts/order-cancel';
import type { TokenClaims } from '../http/token-claims';
import { RequestRejected } from '../http/envelope';
import type { DbOrTx } from '../db/database';
import type { Platform } from '../platform/platform';
import { hashSecret, sameHex } from '../security/secrets';
import { loadOrderRecord, type OrderRecord } from './order.repo';

const PURPOSE = 'order-access';
/** Long enough to read a quote and confirm it; short because it stands in for a signed-in owner. */
export const ORDER_ACCESS_TTL_SECONDS = 30 * 60;

const signatureOf = (platform: Platform, orderId: string, expires: number) =>
  hashSecret(platform, PURPOSE, `${orderId}\u0000${expires}`);

/** `oat.<orderId>.<expiry, seconds since the epoch>.<HMAC>`. */
export function issueOrderAccessToken(platform: Platform, orderId: string): string {
  const expires = Math.floor(platform.clock.now().getTime() / 1000) + ORDER_ACCESS_TTL_SECONDS;
  return `oat.${orderId}.${expires}.${signatureOf(platform, orderId, expires)}`;
}

/** True when `token` was issued for `orderId` and has not expired. */
function orderAccessTokenValid(platform: Platform, token: string, orderId: string): boolean {
  const [prefix, tokenOrder, expiresText, signature] = token.split('.');
  if (prefix !== 'oat' || tokenOrder !== orderId || !expiresText || !signature) return false;
  const expires = Number(expiresText);
  if (!Number.isInteger(expires) || expires * 1000 <= platform.clock.now().getTime()) return false;
  return sameHex(signature, signatureOf(platform, orderId, expires));
}

/**
 * The rule of `loadManageableOrder` as the OpenAPI descriptions of its routes state it. `verifyApi`
 * names the API of /Order/AccessVerify for routes that another API serves as well.
 */
export function manageAccessDoc(verifyApi?: string): string {
  const verify = verifyApi ? `POST /Order/AccessVerify (${verifyApi})` : 'POST /Order/AccessVerify';
  return (
    "For the order's owner (the token that booked it, or the account that claimed it), or with " +
    `\`accessToken\` from ${verify}. 404 for anyone else.`
  );
}

/**
 * The order if the caller may manage it (quote, cancel), else 404. `kind` is the API asked: flight
 * orders are managed on the Booking API, hotel orders on the Hotel API.
 */
export async function loadManageableOrder(
  platform: Platform,
  claims: TokenClaims,
  orderId: string,
  accessToken: string | undefined,
  kind: 'flight' | 'hotel',
  db: DbOrTx = platform.database.db,
): Promise<OrderRecord> {
  const record = await loadOrderRecord(db, orderId);
  const allowed =
    record !== null &&
    record.order.kind === kind &&
    (record.order.owner === claims.sub ||
      record.order.claimedByAccount === claims.sub ||
      (accessToken !== undefined && orderAccessTokenValid(platform, accessToken, orderId)));
  if (!allowed) throw new RequestRejected(404, ORDER_CANCEL_MESSAGES.notFound);
  return record;
}

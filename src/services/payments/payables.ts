/**
 * What a payment pays for (ADR 016): a flight offer or a price-checked hotel room, reached through the
 * orders' payable port (orders/payable-port.ts). The Booking API's /Payment/* calls take either as
 * offerId; they see only what both have in common.
 */
import { RequestRejected } from '../http/envelope';
import type { Payable, Payables } from '../payables/payable-port';
import type { Platform } from '../platform/platform';

/**
 * The caller's payable as the payment screens may still show it: 410 when an Open one has expired (an
 * Ordered one is answered whatever its expiry, as OfferReview does).
 */
export async function loadShownPayable(
  platform: Platform,
  payables: Payables,
  id: string,
  owner: string,
): Promise<Payable> {
  const source = payables.sourceOf(id);
  const payable = await source.loadOwned(platform.database.db, id, owner);
  if (payable.status === 'Open' && source.isExpired(payable, platform.clock.now()))
    throw new RequestRejected(410, source.expiredMessage);
  return payable;
}

/** The caller's payable that may be paid now: Open (409 otherwise) and not expired (410). */
export async function loadOpenPayable(
  platform: Platform,
  payables: Payables,
  id: string,
  owner: string,
): Promise<Payable> {
  const source = payables.sourceOf(id);
  const payable = await source.loadOwned(platform.database.db, id, owner);
  if (payable.status === 'Ordered') throw new RequestRejected(409, source.alreadyOrderedMessage);
  if (source.isExpired(payable, platform.clock.now())) throw new RequestRejected(410, source.expiredMessage);
  return payable;
}

/**
 * What a payment pays for (ADR 016): a flight offer or a price-checked hotel room, reached through the
 * orders' payable port (orders/payable-port.ts). The Booking API's /Payment/* calls take either as
 * offerId; they see only what both have in common.
 */
import { RequestRejected } from '../http/envelope';
import type { Payable, PayableSource, Payables } from '../payables/payable-port';
import type { Platform } from '../platform/platform';

type PayableLoader = (platform: Platform, payables: Payables, id: string, owner: string) => Promise<Payable>;

/** Loads the caller's payable from its source and refuses it unless `check` (the call's rule) passes. */
function payableLoader(
  check: (payable: Payable, source: PayableSource, platform: Platform) => void,
): PayableLoader {
  return async (platform, payables, id, owner) => {
    const source = payables.sourceOf(id);
    const payable = await source.loadOwned(platform.database.db, id, owner);
    check(payable, source, platform);
    return payable;
  };
}

/**
 * The caller's payable as the payment screens may still show it: 410 when an Open one has expired (an
 * Ordered one is answered whatever its expiry, as OfferReview does).
 */
export const loadShownPayable = payableLoader((payable, source, platform) => {
  if (payable.status === 'Open' && source.isExpired(payable, platform.clock.now()))
    throw new RequestRejected(410, source.expiredMessage);
});

/** The caller's payable that may be paid now: Open (409 otherwise) and not expired (410). */
export const loadOpenPayable = payableLoader((payable, source, platform) => {
  if (payable.status === 'Ordered') throw new RequestRejected(409, source.alreadyOrderedMessage);
  if (source.isExpired(payable, platform.clock.now())) throw new RequestRejected(410, source.expiredMessage);
});

/**
 * What a payment pays for (ADR 016): a flight offer (off_…) or a price-checked hotel room (hq_…). The
 * Booking API's /Payment/* calls take either as offerId; they see only what both have in common: an
 * owner, a total, an Open/Ordered status, an expiry and when the trip or the stay begins.
 */
import { HOTEL_MESSAGES } from '../../lib/contracts/hotel';
import { OFFER_EXPIRED_MESSAGE } from '../../lib/contracts/offer';
import { RequestRejected } from '../http/envelope';
import { quoteStayTimes, stayInstants } from '../hotels/hotel-order-stay';
import {
  isQuoteExpired,
  loadOwnedQuote,
  QUOTE_ALREADY_ORDERED_MESSAGE,
  type StoredQuote,
} from '../hotels/quote-access';
import {
  isExpired,
  loadOwnedStoredOffer,
  OFFER_ALREADY_ORDERED_MESSAGE,
  type DbOrTx,
  type StoredOffer,
} from '../offers/offer-access';
import type { Platform } from '../platform/platform';

export type PayableKind = 'flight' | 'hotel';

export interface Payable {
  id: string;
  kind: PayableKind;
  status: 'Open' | 'Ordered';
  expiresAt: Date;
  totalCents: number;
  /** When what is paid for begins (first departure, check-in): invoices are due 24 hours before. */
  startsAt: Date;
}

export const payableKindOf = (id: string): PayableKind => (id.startsWith('hq_') ? 'hotel' : 'flight');

export function offerPayable(stored: StoredOffer): Payable {
  const segments = stored.offer.journeys.flatMap((journey) => journey.itinerary.segments);
  return {
    id: stored.offerId,
    kind: 'flight',
    status: stored.status,
    expiresAt: stored.expiresAt,
    totalCents: stored.totalCents,
    startsAt: new Date(segments[0]!.departure.utc),
  };
}

export function quotePayable(stored: StoredQuote): Payable {
  return {
    id: stored.quoteId,
    kind: 'hotel',
    status: stored.status,
    expiresAt: stored.expiresAt,
    totalCents: stored.totalCents,
    startsAt: stayInstants(quoteStayTimes(stored.quote)).checkIn,
  };
}

/** The caller's offer or quote, whatever its status and expiry; 404 when there is none of theirs. */
export async function loadOwnedPayable(db: DbOrTx, id: string, owner: string): Promise<Payable> {
  return payableKindOf(id) === 'hotel'
    ? quotePayable(await loadOwnedQuote(db, id, owner))
    : offerPayable(await loadOwnedStoredOffer(db, id, owner));
}

export function isPayableExpired(payable: Payable, now: Date): boolean {
  return payable.kind === 'hotel'
    ? isQuoteExpired({ expiresAt: payable.expiresAt }, now)
    : isExpired(payable, now);
}

export function alreadyOrderedMessage(kind: PayableKind): string {
  return kind === 'hotel' ? QUOTE_ALREADY_ORDERED_MESSAGE : OFFER_ALREADY_ORDERED_MESSAGE;
}

export function expiredMessage(kind: PayableKind): string {
  return kind === 'hotel' ? HOTEL_MESSAGES.quoteExpired : OFFER_EXPIRED_MESSAGE;
}

/**
 * The caller's payable as the payment screens may still show it: 410 when an Open one has expired (an
 * Ordered one is answered whatever its expiry, as OfferReview does).
 */
export async function loadShownPayable(platform: Platform, id: string, owner: string): Promise<Payable> {
  const payable = await loadOwnedPayable(platform.database.db, id, owner);
  if (payable.status === 'Open' && isPayableExpired(payable, platform.clock.now()))
    throw new RequestRejected(410, expiredMessage(payable.kind));
  return payable;
}

/** The caller's payable that may be paid now: Open (409 otherwise) and not expired (410). */
export async function loadOpenPayable(platform: Platform, id: string, owner: string): Promise<Payable> {
  const payable = await loadOwnedPayable(platform.database.db, id, owner);
  if (payable.status === 'Ordered') throw new RequestRejected(409, alreadyOrderedMessage(payable.kind));
  if (isPayableExpired(payable, platform.clock.now()))
    throw new RequestRejected(410, expiredMessage(payable.kind));
  return payable;
}

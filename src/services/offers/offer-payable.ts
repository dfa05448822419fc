/** Flight offers as payables (ADR 016): the flight side of the orders' payable port. */
import { OFFER_EXPIRED_MESSAGE } from '../../shared/contracts/offer';
import type { Payable, PayableSource } from '../payables/payable-port';
import {
  isExpired,
  loadOwnedStoredOffer,
  OFFER_ALREADY_ORDERED_MESSAGE,
  type StoredOffer,
} from './offer-access';

const OFFER_ID_PREFIX = 'off_';

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

export const offerPayables: PayableSource = {
  kind: 'flight',
  owns: (id) => id.startsWith(OFFER_ID_PREFIX),
  loadOwned: async (db, id, owner) => offerPayable(await loadOwnedStoredOffer(db, id, owner)),
  isExpired: (payable, now) => isExpired(payable, now),
  alreadyOrderedMessage: OFFER_ALREADY_ORDERED_MESSAGE,
  expiredMessage: OFFER_EXPIRED_MESSAGE,
};

import {
  OFFER_EXPIRED_MESSAGE,
  type Offer,
  type OfferReviewRequest,
  type OfferSeatMap,
} from '../../shared/contracts/offer';
import { RequestRejected } from '../http/envelope';
import { readCabinCounts } from '../inventory/cabin-counts.repo';
import type { Platform } from '../platform/platform';
import {
  isExpired,
  loadOwnedStoredOffer,
  OFFER_ALREADY_ORDERED_MESSAGE,
  type StoredOffer,
} from './offer-access';
import { checkOfferSeats, offerSeatMaps } from './offer-seat-maps';
import { inSeatTransaction, updateOffer } from './offer.repo';
import { assembleOffer, checkAncillaryChoices, partsOf } from './offer.rules';
import { holdOfferSeats, seatsOfOffer, seatsTakenByOthers } from './seat-holds.repo';

/** OfferReview and SeatMap: the offer's ancillaries priced and its seats held; its flights' seat maps. */

function requireOpen(stored: StoredOffer, now: Date): void {
  if (stored.status === 'Ordered') throw new RequestRejected(409, OFFER_ALREADY_ORDERED_MESSAGE);
  if (isExpired(stored, now)) throw new RequestRejected(410, OFFER_EXPIRED_MESSAGE);
}

const flightKeysOf = (offer: Offer) => offer.journeys.flatMap((journey) => journey.flightKeys);

/**
 * Prices the offer with the traveller's ancillaries (the fare as stored: OfferCreate priced it from the
 * engine; seats by the brand's seat terms; bags from the catalogue; meals free), checks every choice,
 * and holds the chosen seats for the offer while releasing the ones it no longer wants, in one
 * transaction. A seat someone else has answers 409 naming it and changes nothing. Without
 * `ancillaries`, the offer's current ones are checked and held again.
 */
export async function reviewOffer(
  platform: Platform,
  owner: string,
  request: OfferReviewRequest,
): Promise<Offer> {
  const db = platform.database.db;
  const now = platform.clock.now();
  const stored = await loadOwnedStoredOffer(db, request.offerId, owner);
  requireOpen(stored, now);
  const offer = stored.offer;
  const ancillaries = request.ancillaries ?? offer.ancillaries;
  const problem = checkAncillaryChoices(offer, ancillaries);
  if (problem) throw new RequestRejected(400, problem);

  const [taken, counts] = await Promise.all([
    seatsTakenByOthers(db, flightKeysOf(offer), [offer.offerId], now),
    readCabinCounts(db, flightKeysOf(offer), now, [offer.offerId]),
  ]);
  const maps = offerSeatMaps(offer, taken, [], counts, ancillaries.seats);
  const check = checkOfferSeats(offer, maps, ancillaries.seats);
  if (!check.ok) throw new RequestRejected(check.status, check.message);
  const reviewed = assembleOffer(partsOf(offer), ancillaries, check.priceOf, false);

  return inSeatTransaction(platform, async (tx) => {
    // Locked so that a concurrent order or review of the same offer waits for this one.
    const current = await loadOwnedStoredOffer(tx, request.offerId, owner, { forUpdate: true });
    requireOpen(current, now);
    await holdOfferSeats(tx, offer.offerId, ancillaries.seats, new Date(offer.expiresAt), now);
    await updateOffer(tx, reviewed);
    return reviewed;
  });
}

/**
 * The seat maps of the offer's flights: seats others hold or bought are unavailable, seats this offer
 * holds carry their traveller. 410 when the offer has expired (its holds are gone then).
 */
export async function seatMapsOfOffer(
  platform: Platform,
  owner: string,
  offerId: string,
): Promise<OfferSeatMap[]> {
  const db = platform.database.db;
  const now = platform.clock.now();
  const stored = await loadOwnedStoredOffer(db, offerId, owner);
  if (stored.status === 'Open' && isExpired(stored, now))
    throw new RequestRejected(410, OFFER_EXPIRED_MESSAGE);
  const [taken, own, counts] = await Promise.all([
    seatsTakenByOthers(db, flightKeysOf(stored.offer), [offerId], now),
    seatsOfOffer(db, offerId),
    readCabinCounts(db, flightKeysOf(stored.offer), now, [offerId]),
  ]);
  return offerSeatMaps(stored.offer, taken, own, counts);
}

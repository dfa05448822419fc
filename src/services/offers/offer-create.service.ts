import type { PricedItinerary } from '../../shared/contracts/flights';
import {
  OFFER_ITINERARY_GONE,
  OFFER_NOT_FOUND_MESSAGE,
  type Offer,
  type OfferCreateRequest,
  type OfferJourney,
} from '../../shared/contracts/offer';
import { countPassengers } from '../../shared/domain/passengers';
import { runSearch, SESSION_EXPIRED_MESSAGE } from '../flight-search/flights.service';
import type { Inventory } from '../flights/inventory';
import { OFFER_HOLD_MINUTES } from '../flights/fare.rules';
import { loadSearchSession } from '../flight-search/session.repo';
import { RequestRejected } from '../http/envelope';
import type { Platform } from '../platform/platform';
import { catalogueOfJourneys } from './ancillary.rules';
import { loadOwnedStoredOffer, OFFER_ALREADY_ORDERED_MESSAGE, releaseOfferSeats } from './offer-access';
import { checkOfferSeats, offerSeatMaps } from './offer-seat-maps';
import { expireOffer, inSeatTransaction, insertOffer, newOfferId, updateOffer } from './offer.repo';
import {
  assembleOffer,
  brandOf,
  carriedAncillaries,
  flightSignatureOf,
  offerJourneyOf,
  passengersOf,
  type OfferParts,
} from './offer.rules';
import { holdOfferSeats, seatsTakenByOthers } from './seat-holds.repo';
import { readCabinCounts } from '../inventory/cabin-counts.repo';
import { holdCabinSeats, releaseCabinSeats } from '../inventory/cabin.repo';
import { cabinsOfOffer, seatedCount } from '../inventory/cabin.rules';

/** OfferCreate: an offer from a live search session, or a re-priced copy of an earlier offer. */

/** The per-client hold limit of an offer made by this owner from this address. */
const clientLimit = (platform: Platform, owner: string, clientIp: string | null) => ({
  holder: { owner, clientIp },
  seatsPerClientFlight: platform.config.offerHolds.seatsPerClientFlight,
});

const expiryFrom = (now: Date) => new Date(now.getTime() + OFFER_HOLD_MINUTES * 60_000);

function partsFor(
  platform: Platform,
  journeys: OfferJourney[],
  base: Pick<OfferParts, 'shoppingRspId' | 'tripType' | 'passengers' | 'pricedAt'>,
  expiresAt = expiryFrom(platform.clock.now()),
): OfferParts {
  return {
    ...base,
    offerId: newOfferId(platform),
    journeys,
    catalogue: catalogueOfJourneys(journeys),
    expiresAt,
  };
}

/**
 * Prices the chosen fares from the server's search session (the browser sends ids, never prices) and
 * stores the offer for its owner. 410 when the session is gone, 404 when an itinerary is not in it,
 * 400 when the choices do not match the search's journeys or brands.
 */
export async function createOffer(
  platform: Platform,
  owner: string,
  request: OfferCreateRequest,
  clientIp: string | null = null,
): Promise<Offer> {
  const session = await loadSearchSession(platform, request.shoppingRspId);
  if (!session) throw new RequestRejected(410, SESSION_EXPIRED_MESSAGE);
  if (session.siteId !== request.siteId)
    throw new RequestRejected(400, 'This search was made on another site');
  if (request.journeys.length !== session.journeys.length) {
    throw new RequestRejected(
      400,
      `This search has ${session.journeys.length} journey(s): choose one fare for each, in order`,
    );
  }
  const journeys = request.journeys.map((choice, journeyIndex) => {
    if (!choice.pricedItineraryId.startsWith(`J${journeyIndex}-`))
      throw new RequestRejected(
        400,
        `journeys.${journeyIndex}: that itinerary is not of journey ${journeyIndex + 1}`,
      );
    const itinerary = session.journeys[journeyIndex]!.itineraries.find(
      (item) => item.pricedItineraryId === choice.pricedItineraryId,
    );
    if (!itinerary) throw new RequestRejected(404, OFFER_ITINERARY_GONE);
    const brand = brandOf(itinerary, choice.brandIndex);
    if (!brand)
      throw new RequestRejected(
        400,
        `journeys.${journeyIndex}: fare brand ${choice.brandIndex} is not sold on this flight`,
      );
    return offerJourneyOf(journeyIndex, itinerary, brand);
  });
  const parts = partsFor(platform, journeys, {
    shoppingRspId: session.shoppingRspId,
    tripType: session.tripType,
    passengers: passengersOf(countPassengers(session.request.passengerInfos)),
    pricedAt: new Date(session.searchedAt),
  });
  const offer = assembleOffer(parts, { seats: [], bags: [], meals: [] }, () => null);
  // The offer and its cabin places are one fact: a cabin without room for the party makes no offer.
  await inSeatTransaction(platform, async (tx) => {
    await insertOffer(tx, owner, request.siteId, session.request, offer, parts.expiresAt, clientIp);
    await holdCabinSeats(
      tx,
      offer.offerId,
      cabinsOfOffer(offer),
      seatedCount(offer.passengers),
      parts.expiresAt,
      platform.clock.now(),
      clientLimit(platform, owner, clientIp),
    );
  });
  return offer;
}

/**
 * Re-prices an offer (usually one that expired): runs the engine again for the same search, finds the
 * same flights (flight numbers and departure instants) and brands, and makes a new offer from them,
 * keeping the old offer's seats, bags and meals that are still available (its seat holds move to the
 * new offer). The old offer ends at once. 404 when the offer is not the caller's or the flights or
 * brands are no longer sold; 409 when it was already ordered.
 */
export async function repriceOffer(
  platform: Platform,
  inventory: Inventory,
  owner: string,
  siteId: string,
  fromOfferId: string,
  clientIp: string | null = null,
): Promise<Offer> {
  const old = await loadOwnedStoredOffer(platform.database.db, fromOfferId, owner);
  if (old.siteId !== siteId) throw new RequestRejected(404, OFFER_NOT_FOUND_MESSAGE);
  if (old.status === 'Ordered') throw new RequestRejected(409, OFFER_ALREADY_ORDERED_MESSAGE);
  const now = platform.clock.now();
  const results = runSearch(inventory, old.search, now);
  const journeys = old.offer.journeys.map((journey) => {
    const wanted = flightSignatureOf(journey.itinerary);
    const itinerary = (results[journey.journeyIndex] ?? []).find(
      (item: PricedItinerary) => flightSignatureOf(item) === wanted,
    );
    const brand = itinerary && brandOf(itinerary, journey.brand.brandIndex);
    if (!itinerary || !brand) throw new RequestRejected(404, OFFER_ITINERARY_GONE);
    return offerJourneyOf(journey.journeyIndex, itinerary, brand);
  });
  // A live offer's hold deadline carries over (re-pricing never extends a hold); a lapsed one's seats
  // were free for anyone, so its re-priced offer is a new hold, counted against the cabin like any.
  const holdUntil = old.holdUntil && old.holdUntil > now ? old.holdUntil : expiryFrom(now);
  const parts = partsFor(
    platform,
    journeys,
    {
      shoppingRspId: old.offer.shoppingRspId,
      tripType: old.offer.tripType,
      passengers: old.offer.passengers,
      pricedAt: now,
    },
    holdUntil,
  );
  const fresh = assembleOffer(parts, { seats: [], bags: [], meals: [] }, () => null);
  const carried = carriedAncillaries(fresh, old.offer.ancillaries);
  const flightKeys = journeys.flatMap((journey) => journey.flightKeys);
  const [taken, counts] = await Promise.all([
    seatsTakenByOthers(platform.database.db, flightKeys, [fromOfferId], now),
    readCabinCounts(platform.database.db, flightKeys, now, [fromOfferId]),
  ]);
  const maps = offerSeatMaps(fresh, taken, [], counts, carried.seats);
  // Seats checked one by one: a seat another booking took is dropped, the others kept.
  const seats = carried.seats.filter((seat) => checkOfferSeats(fresh, maps, [seat]).ok);
  const check = checkOfferSeats(fresh, maps, seats);
  const priceOf = check.ok ? check.priceOf : () => null;

  return inSeatTransaction(platform, async (tx) => {
    await insertOffer(tx, owner, siteId, old.search, fresh, holdUntil, clientIp);
    // The old offer's holds are released first so that its seats can move to the new offer.
    await releaseOfferSeats(tx, fromOfferId);
    await releaseCabinSeats(tx, fromOfferId, now);
    await expireOffer(tx, fromOfferId, now);
    await holdCabinSeats(
      tx,
      fresh.offerId,
      cabinsOfOffer(fresh),
      seatedCount(fresh.passengers),
      parts.expiresAt,
      now,
      clientLimit(platform, owner, clientIp),
    );
    const held = await holdOfferSeats(tx, fresh.offerId, seats, parts.expiresAt, now, 'keep-available');
    const offer = assembleOffer(
      parts,
      { ...carried, seats: held },
      priceOf,
      fresh.fareCents !== old.offer.fareCents,
    );
    await updateOffer(tx, offer);
    return offer;
  });
}

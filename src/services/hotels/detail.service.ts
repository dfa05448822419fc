import { HOTEL_LIMITS, HOTEL_MESSAGES } from '../../shared/contracts/hotel';
import {
  type HotelDetail,
  type HotelDetailRequest,
  type HotelQuote,
  type PriceCheckRequest,
  type PropertyDetail,
} from '../../shared/contracts/hotel-rooms';
import { hotelQuotes } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import type { Platform } from '../platform/platform';
import { propertyById } from './inventory/properties';
import {
  ALL_RATE_KINDS,
  lowestRateOf,
  rateIdOf,
  roomOffersFor,
  type StayContext,
} from './inventory/stay-offers';
import type { Property } from './inventory/types';
import { stayContextOf, summaryOf } from './results.service';
import { loadHotelSession, type HotelSession } from './search-session.repo';

/** HotelDetail/Get and PriceCheck/Process: a property of a live search, priced for its party now. */

const NOT_IN_SEARCH = 'This hotel is not part of your search. Please search again.';

async function propertyOfSession(
  platform: Platform,
  owner: string,
  request: { siteId: string; shoppingRspId: string; propertyId: string },
): Promise<{ session: HotelSession; property: Property }> {
  const session = await loadHotelSession(platform, request.shoppingRspId, owner, request.siteId);
  const property = propertyById(request.propertyId);
  if (!property || property.cityCode !== session.cityCode) throw new RequestRejected(404, NOT_IN_SEARCH);
  return { session, property };
}

function detailOf(property: Property, context: StayContext): PropertyDetail {
  const lowest = lowestRateOf(property, context, ALL_RATE_KINDS);
  // A sold-out property still shows its facts; its "from" price is then the cheapest room's base.
  const summary = summaryOf(
    property,
    lowest ?? {
      nightlyCents: property.rooms[0]!.baseNightlyCents,
      totalCents: property.rooms[0]!.baseNightlyCents,
      board: 'RoomOnly',
      refundable: false,
      roomsLeft: 0,
    },
  );
  return {
    ...summary,
    description: property.description,
    images: property.images,
    checkInTime: property.checkInTime,
    checkOutTime: property.checkOutTime,
    timeZone: property.timeZone,
    policies: property.policies,
    phone: property.phone,
  };
}

export async function getHotelDetail(
  platform: Platform,
  owner: string,
  request: HotelDetailRequest,
): Promise<HotelDetail> {
  const { session, property } = await propertyOfSession(platform, owner, request);
  const context = await stayContextOf(platform, session, [property.propertyId]);
  return {
    shoppingRspId: session.id,
    stay: session.stay,
    property: detailOf(property, context),
    rooms: roomOffersFor(property, context),
  };
}

/** A quote id: `hq_` and 24 hex digits (96 random bits). */
function newQuoteId(platform: Platform): string {
  const hex = Buffer.from(platform.ids.secret(12), 'base64url').toString('hex').padEnd(24, '0');
  return `hq_${hex.slice(0, 24)}`;
}

export async function priceCheck(
  platform: Platform,
  owner: string,
  request: PriceCheckRequest,
): Promise<HotelQuote> {
  const { session, property } = await propertyOfSession(platform, owner, request);
  if (!request.rateId.startsWith(`${request.roomTypeId}-`))
    throw new RequestRejected(400, 'rateId does not belong to roomTypeId');
  const context = await stayContextOf(platform, session, [property.propertyId]);
  const room = roomOffersFor(property, context).find((offer) => offer.roomTypeId === request.roomTypeId);
  const rate = room?.rates.find((candidate) => candidate.rateId === request.rateId);
  if (!room || !rate) {
    const exists = property.rooms.some((candidate) => candidate.roomTypeId === request.roomTypeId);
    if (!exists) throw new RequestRejected(404, NOT_IN_SEARCH);
    throw new RequestRejected(409, HOTEL_MESSAGES.roomGone);
  }
  // What the detail page showed: the same rate priced at the time of the search.
  const shown = roomOffersFor(property, { ...context, now: session.createdAt }, ALL_RATE_KINDS)
    .find((offer) => offer.roomTypeId === request.roomTypeId)
    ?.rates.find((candidate) => candidate.rateId === rateIdOf(room.roomTypeId, rate));
  const previousTotalCents = shown?.totalCents ?? rate.totalCents;
  const now = platform.clock.now();
  const { rates: _rates, ...roomWithoutRates } = room;
  const detail = detailOf(property, context);
  const quote: HotelQuote = {
    quoteId: newQuoteId(platform),
    status: 'Open',
    expiresAt: new Date(now.getTime() + HOTEL_LIMITS.quoteMinutes * 60_000).toISOString(),
    stay: session.stay,
    property: {
      ...summaryOf(property, {
        nightlyCents: Math.round(rate.totalCents / rate.nightly.length),
        totalCents: rate.totalCents,
        board: rate.board,
        refundable: rate.refundable,
        roomsLeft: room.roomsLeft,
      }),
      checkInTime: detail.checkInTime,
      checkOutTime: detail.checkOutTime,
      timeZone: detail.timeZone,
    },
    room: roomWithoutRates,
    rate,
    totalCents: rate.totalCents,
    priceChanged: previousTotalCents !== rate.totalCents,
    previousTotalCents,
  };
  await platform.database.db.insert(hotelQuotes).values({
    id: quote.quoteId,
    owner,
    siteId: request.siteId,
    shoppingRspId: session.id,
    propertyId: property.propertyId,
    roomTypeId: room.roomTypeId,
    rateId: rate.rateId,
    status: 'Open',
    data: quote,
    totalCents: quote.totalCents,
    createdAt: now,
    updatedAt: now,
    expiresAt: new Date(quote.expiresAt),
  });
  return quote;
}

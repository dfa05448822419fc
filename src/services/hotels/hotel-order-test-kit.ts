/**
 * Helpers of the hotel order tests, on top of the booking test kit (gateway, tokens, card PreAuth): a
 * quote made as the site makes one (Availability/Search → HotelDetail/Get → PriceCheck/Process on the
 * Hotel API), the guest form, and OrderCreate bodies for a card or an invoice.
 */
import { expect } from 'vitest';
import type { HotelSearchStarted } from '../../shared/contracts/hotel';
import type { HotelDetail, HotelQuote, RoomOffer } from '../../shared/contracts/hotel-rooms';
import type { Order, PreAuth } from '../../shared/contracts/order';
import { CONSENT, CONTACT, newKey, openBooking, SITE, VISA, type Answer } from '../orders/booking-test-kit';

export interface StaySearch {
  location: string;
  checkInDate: string;
  checkOutDate: string;
  adults: number;
}

/** Three nights in Melbourne, three weeks after the test clock's 21 Nov 2026. */
export const MELBOURNE: StaySearch = {
  location: 'MEL',
  checkInDate: '2026-12-14',
  checkOutDate: '2026-12-17',
  adults: 2,
};

export const GUEST = {
  title: 'Ms',
  firstName: 'Alex',
  lastName: 'Traveller',
  contact: CONTACT,
  specialRequests: 'A quiet room on a high floor, please',
};

export async function openHotelBooking(env: Record<string, string> = {}) {
  const b = await openBooking(env);

  const hotelPost = b.postTo('hotel');
  const hotelOk = async <T>(path: string, body: unknown, bearer: string): Promise<T> => {
    const answer = await hotelPost<T>(path, body, bearer);
    expect(answer.status, `${path}: ${answer.json.message}`).toBe(200);
    return answer.json.data;
  };

  /** The search session and the detail (rooms and rates) of its first property, or of `propertyId`. */
  const detailOf = async (token: string, search: StaySearch = MELBOURNE, propertyId?: string) => {
    const started = await hotelOk<HotelSearchStarted>(
      '/Availability/Search',
      {
        siteId: SITE,
        checkInDate: search.checkInDate,
        checkOutDate: search.checkOutDate,
        location: search.location,
        locationType: 'City',
        paxes: { numberOfAdt: search.adults, numberOfCnn: 0 },
      },
      token,
    );
    const page = await hotelOk<{ properties: { propertyId: string }[] }>(
      '/Availability/GetResult',
      { siteId: SITE, searchKey: started.searchKey },
      token,
    );
    if (!propertyId) expect(page.properties.length).toBeGreaterThan(0);
    return hotelOk<HotelDetail>(
      '/HotelDetail/Get',
      {
        siteId: SITE,
        shoppingRspId: started.searchKey,
        propertyId: propertyId ?? page.properties[0]!.propertyId,
      },
      token,
    );
  };

  /** Price-checks a rate of a room of the detail (the first room and rate unless told). */
  const priceCheck = (token: string, detail: HotelDetail, room?: RoomOffer, rateId?: string) => {
    const chosen = room ?? detail.rooms[0]!;
    return hotelPost<HotelQuote>(
      '/PriceCheck/Process',
      {
        siteId: SITE,
        shoppingRspId: detail.shoppingRspId,
        propertyId: detail.property.propertyId,
        roomTypeId: chosen.roomTypeId,
        rateId: rateId ?? chosen.rates[0]!.rateId,
      },
      token,
    );
  };

  /** A guest token and a fresh quote for the first room of the first Melbourne property. */
  const guestWithQuote = async (search: StaySearch = MELBOURNE) => {
    const token = await b.kit.publicToken();
    const detail = await detailOf(token, search);
    const checked = await priceCheck(token, detail);
    expect(checked.status, checked.json.message).toBe(200);
    return { token, detail, quote: checked.json.data };
  };

  const cardTotal = (quote: HotelQuote) => b.cardTotal(quote);

  /** Tokenises `card` and pre-authorises the quote's card total on it (the Booking API's PreAuth). */
  const authorised = async (token: string, quote: HotelQuote, card = VISA) => {
    const { token: cardToken } = await b.tokenise(card);
    return b.preAuth(token, { offerId: quote.quoteId, cardToken, confirmedTotalCents: cardTotal(quote) });
  };

  /** A quote with an Authorised PreAuth of its card total. */
  const paidQuote = async (search: StaySearch = MELBOURNE) => {
    const guest = await guestWithQuote(search);
    const pre: Answer<PreAuth> = await authorised(guest.token, guest.quote);
    expect(pre.json.data.status, pre.json.message).toBe('Authorised');
    return { ...guest, paymentId: pre.json.data.paymentId, total: cardTotal(guest.quote) };
  };

  const hotelOrderCreate = (token: string, body: Record<string, unknown>, key: string | null = newKey()) =>
    hotelPost<Order>('/Order/OrderCreate', body, token, key === null ? {} : { 'Idempotency-Key': key });

  return {
    ...b,
    hotelPost,
    hotelOk,
    detailOf,
    priceCheck,
    guestWithQuote,
    hotelCardTotal: cardTotal,
    authorisedQuote: authorised,
    paidQuote,
    hotelOrderCreate,
  };
}

/** The OrderCreate body of a card booking of `quote`. */
export function hotelCardOrder(quote: HotelQuote, paymentId: string, confirmedTotalCents: number) {
  return {
    siteId: SITE,
    quoteId: quote.quoteId,
    paymentMode: 'MintPayment',
    paymentId,
    guest: GUEST,
    consent: CONSENT,
    confirmedTotalCents,
  };
}

export function hotelInvoiceOrder(quote: HotelQuote) {
  return {
    siteId: SITE,
    quoteId: quote.quoteId,
    paymentMode: 'Invoice',
    guest: GUEST,
    consent: CONSENT,
    confirmedTotalCents: quote.totalCents,
  };
}

/**
 * The other travellers of the load scenario: content browsers (home, insights and an article, deals and
 * a deal, the site search) and hotel bookers (the hotel search island's calls through
 * /api/Hotel/RequestService: autocomplete, availability, results, detail, price check, then the card
 * payment and the Hotel API's OrderCreate with its Idempotency-Key). The hotel result and detail pages
 * are for signed-in travellers (spec §2) and send guests to /account, so these guests make the calls
 * the islands make and open the pages a guest can open.
 */
import { Browser, JourneyError } from './browser';
import {
  SITE_ID,
  abandons,
  dateIn,
  newKey,
  page,
  payByCard,
  pick,
  step,
  think,
  type Journey,
} from './journey-kit';

const links = (html: string, section: string) =>
  [
    ...new Set([...html.matchAll(new RegExp(`href="/${section}/([a-z0-9-]+)"`, 'g'))].map((m) => m[1]!)),
  ].filter((slug) => !['tag', 'news', 'reviews', 'enquiry'].includes(slug));

export async function contentBrowsing(journey: Journey): Promise<void> {
  const kind = 'content';
  await step(journey, 'home', () => page(journey, 'home', '/'));
  await think(journey);
  const insights = await step(journey, 'content', () => page(journey, 'content', '/insights'));
  if (abandons(journey, kind, 'insights')) return;
  await think(journey);
  const articles = links(insights, 'insights');
  if (articles.length)
    await step(journey, 'content', () => page(journey, 'content', `/insights/${pick(articles)}`));
  await think(journey);
  const deals = await step(journey, 'content', () => page(journey, 'content', '/deals'));
  if (abandons(journey, kind, 'deals')) return;
  await think(journey);
  const dealSlugs = links(deals, 'deals');
  if (dealSlugs.length)
    await step(journey, 'content', () => page(journey, 'content', `/deals/${pick(dealSlugs)}`));
  await think(journey);
  await step(journey, 'content', () =>
    page(journey, 'content', `/search?q=${pick(['business class', 'lounge', 'tokyo', 'london'])}`),
  );
  journey.recorder.counter(`journey.${kind}.done`);
}

interface Property {
  propertyId: string;
}
interface RoomOffer {
  roomTypeId: string;
  roomsLeft: number;
  rates: { rateId: string }[];
}

export async function hotelBooking(journey: Journey): Promise<void> {
  const { browser, recorder } = journey;
  const kind = 'hotel';
  const hotel = async <T>(url: string, data: unknown, headers: Record<string, string> = {}) =>
    browser.api<T>('/api/Hotel/RequestService', { apiConfig: { method: 'POST', url, data } }, headers);
  // Three nights in Melbourne on one of two weeks: bookers meet on the same room-nights.
  const start = pick([40, 47]);
  const stay = { checkInDate: dateIn(start), checkOutDate: dateIn(start + 3) };

  await step(journey, 'home', () => page(journey, 'home', '/'));
  await think(journey);

  const found = await step(journey, 'hotel_search', async () => {
    Browser.must('hotel_search', await hotel('/AutoComplete', { siteId: SITE_ID, query: 'melb' }));
    const search = Browser.must(
      'hotel_search',
      await hotel<{ searchKey: string }>('/Availability/Search', {
        siteId: SITE_ID,
        ...stay,
        location: 'MEL',
        locationType: 'City',
        paxes: { numberOfAdt: 1 },
      }),
    );
    const results = Browser.must(
      'hotel_search',
      await hotel<{ properties: Property[] }>('/Availability/GetResult', {
        siteId: SITE_ID,
        searchKey: search.searchKey,
      }),
    );
    const property = results.properties.slice(0, 3)[
      Math.floor(Math.random() * Math.min(3, results.properties.length))
    ];
    if (!property) throw new JourneyError('hotel_search', 200, 'no property');
    const detail = Browser.must(
      'hotel_search',
      await hotel<{ rooms: RoomOffer[] }>('/HotelDetail/Get', {
        siteId: SITE_ID,
        shoppingRspId: search.searchKey,
        propertyId: property.propertyId,
      }),
    );
    return { searchKey: search.searchKey, property, rooms: detail.rooms };
  });
  if (abandons(journey, kind, 'hotel_search')) return;
  await think(journey);

  const room = found.rooms.find((candidate) => candidate.roomsLeft > 0 && candidate.rates.length);
  if (!room) {
    recorder.counter(`journey.${kind}.sold_out`);
    return;
  }
  const order = await step(journey, 'hotel_book', async () => {
    const quote = await hotel<{ quoteId: string; totalCents: number }>('/PriceCheck/Process', {
      siteId: SITE_ID,
      shoppingRspId: found.searchKey,
      propertyId: found.property.propertyId,
      roomTypeId: room.roomTypeId,
      rateId: room.rates[0]!.rateId,
    });
    // Sold out between the detail and the check (spec §8 "roomGone"): a real answer, not an error.
    if (quote.status === 409) return null;
    const { quoteId } = Browser.must('hotel_book', quote);
    const payment = await payByCard(journey, quoteId, Math.random() < 0.2 ? 'threeDSecure' : 'card');
    const key = newKey('ord');
    const body = {
      apiConfig: {
        method: 'POST',
        url: '/Order/OrderCreate',
        data: {
          siteId: SITE_ID,
          quoteId,
          paymentMode: 'MintPayment',
          paymentId: payment.paymentId,
          guest: {
            title: 'Mr',
            firstName: 'Oliver',
            lastName: 'Nguyen',
            contact: {
              email: `load-${journey.id}@example.com`,
              mobile: { mobileCountry: 'AU', mobileNumber: '0412 345 678' },
            },
            specialRequests: '',
          },
          consent: { termsAccepted: true, detailsConfirmed: true },
          confirmedTotalCents: payment.amountCents,
        },
      },
    };
    const made = await browser.idempotent<{ orderId: string }>(
      'hotel_order',
      '/api/Hotel/RequestService',
      body,
      key,
    );
    if (made.status === 409) return null;
    return Browser.must('hotel_book', made);
  });
  if (!order) {
    recorder.counter(`journey.${kind}.room_gone`);
    return;
  }
  recorder.counter(`journey.${kind}.booked`);
  await step(journey, 'confirmation', () =>
    browser.api('/api/booking/Order/Retrieve', { orderId: order.orderId }).then((answer) => {
      Browser.must('confirmation', answer);
    }),
  );
}

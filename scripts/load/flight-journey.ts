/**
 * A traveller booking a flight through the site as the browser does (pages, then the islands' calls to
 * the same-origin BFF): home → search → results (GetResult, sometimes a second page) → detail → offer →
 * passengers → seat → payment (card, 3-D Secure, declined then approved, or invoice) → confirmation.
 * Some leave at every step. Everyone flies SYD–MEL on one of two dates and takes the first direct
 * flight, so bookings meet on the same seat maps: seat contention is part of the load.
 */
import { Browser, JourneyError } from './browser';
import { offerCreateBody, orderCreateBody, searchBody } from '../shared/booking-driver';
import {
  abandons,
  bookingCall,
  choosePayment,
  dateIn,
  newKey,
  page,
  payByCard,
  pick,
  step,
  think,
  type Journey,
} from './journey-kit';

interface Itinerary {
  pricedItineraryId: string;
  stops: number;
  brands: { brandIndex: number }[];
}
interface SeatRow {
  seats: { designator: string; available: boolean; restrictions?: string[] }[];
}
interface OfferSeatMap {
  flightKey: string;
  seatMap: { selectable: boolean; rows: SeatRow[] } | null;
}
interface Offer {
  offerId: string;
  totalCents: number;
}

/** Two dates a month out: enough bookings on each flight for seats to be contended. */
const DATES = [30, 31];

/** Picks a free seat near the front, where travellers cluster, and holds it; another if it was taken. */
async function chooseSeat(journey: Journey, offerId: string): Promise<void> {
  const api = (path: string, body: unknown) => journey.browser.api<unknown>(`/api/booking${path}`, body);
  const maps = Browser.must('seat', await api('/Offer/SeatMap', { offerId })) as OfferSeatMap[];
  const map = maps.find((candidate) => candidate.seatMap?.selectable);
  if (!map?.seatMap) {
    // The fare gives no seat choice (or the cabin is full): the traveller goes on without one.
    journey.recorder.counter('seat.not_offered');
    return;
  }
  const free = map.seatMap.rows
    .flatMap((row) => row.seats)
    .filter((seat) => seat.available && !seat.restrictions?.length)
    .slice(0, 12);
  if (!free.length) {
    // Every seat of the cabin is chosen already: booking without a seat is what the site offers then.
    journey.recorder.counter('seat.none_free');
    return;
  }
  for (let tries = 0; tries < 3 && free.length; tries += 1) {
    const [seat] = free.splice(Math.floor(Math.random() * free.length), 1);
    const review = await api('/Offer/OfferReview', {
      offerId,
      ancillaries: { seats: [{ travelerId: 'T1', flightKey: map.flightKey, designator: seat!.designator }] },
    });
    if (review.status === 200 && review.outcome === 'Success') return;
    // Someone else held it between the map and the click: the traveller picks another (a 409).
    if (review.status !== 409) Browser.must('seat', review);
    journey.recorder.counter('seat.taken_retry');
  }
  journey.recorder.counter('seat.gave_up');
}

export async function flightBooking(journey: Journey): Promise<void> {
  const { browser, recorder } = journey;
  const call = bookingCall(journey);
  const kind = 'flight';
  const depart = dateIn(pick(DATES));
  const query = `trip=oneway&from=SYD&fromType=A&to=MEL&toType=A&depart=${depart}&adults=1&cabin=Economy`;

  await step(journey, 'home', () => page(journey, 'home', '/'));
  if (abandons(journey, kind, 'home')) return;
  await think(journey);

  const shoppingRspId = await step(journey, 'search', async () => {
    const search = await call<{ shoppingRspId: string }>(
      'search',
      '/AirShopping/Search',
      searchBody({ depDate: depart }),
    );
    return search.shoppingRspId;
  });

  const itinerary = await step(journey, 'results', async () => {
    await page(journey, 'results', `/flight/result?${query}`);
    const results = (pageNumber: number) =>
      browser.api<{ journey: { itineraries: Itinerary[] } }>('/api/booking/AirShopping/GetResult', {
        shoppingRspId,
        pageNumber,
      });
    const first = Browser.must('results', await results(1));
    // A third of travellers page on before choosing (the results list's "show more").
    if (Math.random() < 0.33) Browser.must('results', await results(2));
    const direct = first.journey.itineraries.find((item) => item.stops === 0);
    if (!direct) throw new JourneyError('results', 200, 'no direct flight');
    return direct;
  });
  if (abandons(journey, kind, 'results')) return;
  await think(journey);

  const pickParam = `${itinerary.pricedItineraryId}.${itinerary.brands[0]!.brandIndex}`;
  await step(journey, 'detail', () =>
    page(journey, 'detail', `/flight/detail?${query}&rsp=${shoppingRspId}&pick=${pickParam}`),
  );
  if (abandons(journey, kind, 'detail')) return;
  await think(journey);

  const offer = await step(journey, 'offer', async () => {
    const created = await call<Offer>(
      'offer',
      '/Offer/OfferCreate',
      offerCreateBody(shoppingRspId, {
        pricedItineraryId: itinerary.pricedItineraryId,
        brandIndex: itinerary.brands[0]!.brandIndex,
      }),
    );
    return call<Offer>('offer', '/Offer/OfferReview', { offerId: created.offerId });
  });
  if (abandons(journey, kind, 'offer')) return;
  await think(journey);

  await step(journey, 'passengers', async () => {
    await page(journey, 'passengers', '/flight/book');
    Browser.must('passengers', await browser.api('/api/booking/Utilities/GetCountries'));
  });
  if (abandons(journey, kind, 'passengers')) return;
  await think(journey);

  await step(journey, 'seat', () => chooseSeat(journey, offer.offerId));
  if (abandons(journey, kind, 'seat')) return;
  await think(journey);

  const choice = choosePayment();
  recorder.counter(`payment.choice.${choice}`);
  const order = await step(journey, 'pay', async () => {
    await page(journey, 'pay', '/flight/payment');
    const payment = choice === 'invoice' ? null : await payByCard(journey, offer.offerId, choice);
    // The review's total (with the card surcharge) is what the traveller confirmed.
    const reviewed = Browser.must(
      'pay',
      await browser.api<Offer>('/api/booking/Offer/OfferReview', { offerId: offer.offerId }),
    );
    const made = await browser.idempotent<{ orderId: string }>(
      'order',
      '/api/booking/Order/OrderCreate',
      orderCreateBody({
        offerId: offer.offerId,
        email: `load-${journey.id}@example.com`,
        payment,
        totalCents: reviewed.totalCents,
      }),
      newKey('ord'),
    );
    return Browser.must('pay', made);
  });
  recorder.counter(`journey.${kind}.booked`);
  recorder.counter(`journey.${kind}.booked.${choice}`);

  await step(journey, 'confirmation', async () => {
    await page(journey, 'confirmation', `/flight/confirmation?orderId=${order.orderId}`);
    Browser.must(
      'confirmation',
      await browser.api('/api/booking/Order/Retrieve', { orderId: order.orderId }),
    );
  });
}

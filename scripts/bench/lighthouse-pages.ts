/**
 * The pages `npm run bench:pages` scores with Lighthouse beyond its five content pages, each reached as a
 * traveller reaches it (issue 25):
 *
 * - results: the flight results page, a return SYD-LON Business search 45 and 52 days ahead, as the home
 *   page's form would open it (an island that searches after hydration);
 * - book and payment: a guest's tab with a flight offer in progress. The offer lives in this tab's
 *   sessionStorage ($flightOffer, `ctg:flightOffer`) and belongs to the tab's public token cookie, so
 *   the tab first opens the home page (the cookie), makes and reviews an offer through the site's Booking
 *   API pass-through with the page's own fetch (SYD-LHR Business 40 days ahead, the first fare, as the
 *   e2e driver does), and stores it as the detail page's Continue leaves it (book: step 1) or as the book
 *   page's last step leaves it (payment: the traveller's details and contact, step 6);
 * - hotel results and hotel detail (signed-in travellers only): the tab signs the seeded demo account
 *   in (password, then the emailed code from the development outbox), searches London for 2 nights 45
 *   days ahead, and for the detail page clicks the first property of those results.
 *
 * Lighthouse then loads each page in that same tab: cookies and sessionStorage stay, the HTTP cache is
 * cleared (a cold load). BENCH_LIGHTHOUSE_PAGES=book,payment (names) scores only those pages.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ADULT, MOBILE, createReviewedOffer, type BookingCall } from '../shared/booking-driver';
import type { BrowserPage, LighthousePage } from './lighthouse';
import { DEMO, emailedCode } from './signed-in-session';

/** A date `days` after today on Sydney's calendar, the site's (YYYY-MM-DD). */
function daysAhead(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function flightResultsPage(): LighthousePage {
  const query = `trip=return&from=SYD&fromType=C&to=LON&toType=C&depart=${daysAhead(45)}&return=${daysAhead(52)}&adults=1&cabin=Business`;
  return ['results', `/flight/result?${query}`];
}

const hotelResultsPath = () =>
  `/hotel/result?code=LON&type=City&name=London&checkIn=${daysAhead(45)}&checkOut=${daysAhead(47)}&adults=1&children=0`;

interface Answer {
  status: number;
  body: { status?: string; message?: string; data?: unknown };
}

/** A POST from the page's own fetch (its cookies, its origin), answered as status and JSON body. */
function postFromPage(page: BrowserPage, path: string, body: unknown, idempotent = false): Promise<Answer> {
  return page.evaluate(
    async (path: string, body: unknown, idempotent: boolean) => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (idempotent) headers['Idempotency-Key'] = crypto.randomUUID();
      const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
      return { status: response.status, body: (await response.json()) as Answer['body'] };
    },
    path,
    body,
    idempotent,
  );
}

interface OfferLike {
  offerId: string;
  passengers: { travelerId: string; passengerType: string }[];
  ancillaries?: unknown;
}

/** Opens the home page (the public token cookie), then makes and reviews an offer as the tab's owner. */
async function offerInTab(page: BrowserPage, base: string): Promise<OfferLike> {
  await page.goto(new URL('/', base).href, { waitUntil: 'load' });
  const call: BookingCall = async <T>(step: string, path: string, body: unknown) => {
    const answer = await postFromPage(page, `/api/booking${path}`, body);
    if (answer.body.status !== 'Success') {
      throw new Error(`${step} (${path}): ${answer.status} ${answer.body.message ?? ''}`);
    }
    return answer.body.data as T;
  };
  return createReviewedOffer<OfferLike, { pricedItineraryId: string }>(call, {
    search: { to: 'LHR', depDate: daysAhead(40), cabinClass: 'Business', withEmptyTypes: false },
    resultsPage: { journeyIndex: 0 },
    choose: ([first]) => {
      if (!first) throw new Error('the flight search found no itinerary');
      return { pricedItineraryId: first.pricedItineraryId, brandIndex: 0 };
    },
  });
}

/** Merges `fields` into the tab's $flightOffer (sessionStorage), as the booking islands persist it. */
function saveFlightOffer(page: BrowserPage, fields: Record<string, unknown>): Promise<void> {
  return page.evaluate((fields: Record<string, unknown>) => {
    const saved = JSON.parse(sessionStorage.getItem('ctg:flightOffer') ?? '{}') as Record<string, unknown>;
    sessionStorage.setItem('ctg:flightOffer', JSON.stringify({ ...saved, ...fields }));
  }, fields);
}

/** The detail page's Continue: the reviewed offer, a traveller per passenger with no details yet, step 1. */
async function prepareBook(page: BrowserPage, base: string): Promise<void> {
  const offer = await offerInTab(page, base);
  await saveFlightOffer(page, {
    offerId: offer.offerId,
    offerData: offer,
    travelers: offer.passengers.map(({ travelerId, passengerType }) => ({
      travelerId,
      passengerType,
      details: null,
    })),
    ...(offer.ancillaries ? { passengerAncillaries: offer.ancillaries } : {}),
    bookingStep: 1,
  });
}

/** The book page's review step done: the traveller's passport details and contact, step 6. */
async function preparePayment(page: BrowserPage, base: string): Promise<void> {
  const offer = await offerInTab(page, base);
  await saveFlightOffer(page, {
    offerId: offer.offerId,
    offerData: offer,
    travelers: [
      {
        travelerId: 'T1',
        passengerType: 'Adult',
        details: { ...ADULT, frequentFlyerAirline: '', frequentFlyerNumber: '' },
      },
    ],
    contact: { email: 'amelia.hartley@example.com', ...MOBILE },
    bookingStep: 6,
  });
}

/** Signs the demo account in from the tab (its cookies), with the code the site emails. */
async function signIn(page: BrowserPage, base: string): Promise<void> {
  await page.goto(new URL('/', base).href, { waitUntil: 'load' });
  const started = Date.now();
  const login = await postFromPage(page, '/api/loginToken', DEMO);
  if (login.status >= 400) throw new Error(`sign-in refused: ${login.status} ${login.body.message ?? ''}`);
  const code = await emailedCode(base, started);
  const verified = await postFromPage(page, '/api/authToken', { code });
  if (verified.status >= 400)
    throw new Error(`code refused: ${verified.status} ${verified.body.message ?? ''}`);
}

/** Signed in, the London results, then the first property's link as a traveller clicks it. */
async function prepareHotelDetail(page: BrowserPage, base: string): Promise<string> {
  await signIn(page, base);
  await page.goto(new URL(hotelResultsPath(), base).href, { waitUntil: 'load' });
  await page.waitForSelector('article h3 a', { timeout: 60_000 });
  const opened = page.waitForNavigation({ timeout: 30_000 });
  const href = await page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>('article h3 a');
    link?.click();
    return link?.getAttribute('href') ?? '';
  });
  await opened;
  if (!href.startsWith('/hotel/detail')) throw new Error(`the first property links to "${href}"`);
  return href;
}

/** The pages beyond the content pages, in the order they are scored. */
export function journeyPages(): LighthousePage[] {
  return [
    flightResultsPage(),
    ['book', '/flight/book', prepareBook],
    ['payment', '/flight/payment', preparePayment],
    ['hotel-results', hotelResultsPath(), signIn],
    ['hotel-detail', '/hotel/detail', prepareHotelDetail],
  ];
}

/**
 * Scores `contentPages` and the journey pages (only those BENCH_LIGHTHOUSE_PAGES names, when set) on
 * the site at `base` and prints the scores; without a Chromium it says so and returns.
 */
export async function lighthouseFor(base: string, contentPages: readonly LighthousePage[]): Promise<void> {
  const { findChromium, printLighthouse, runLighthouse } = await import('./lighthouse');
  const chromium = findChromium();
  if ('reason' in chromium) {
    console.log(`\nLighthouse: skipped, ${chromium.reason}.`);
    return;
  }
  const wanted = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
  const pages = [...contentPages, ...journeyPages()].filter(([name]) => !wanted || wanted.includes(name));
  const reportDir = process.env.BENCH_LIGHTHOUSE_REPORTS && resolve(process.env.BENCH_LIGHTHOUSE_REPORTS);
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  printLighthouse(await runLighthouse(chromium.path, base, pages, reportDir || undefined));
  if (reportDir) console.log(`Full Lighthouse reports: ${reportDir}/{page}.json`);
}

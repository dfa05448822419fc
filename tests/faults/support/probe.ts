/** Timed probes of a cluster while something is broken: what a visitor gets, and how long it took. */
import { Browser } from '../../../scripts/load/browser';
import { SITE_ID, dateIn } from '../../../scripts/load/journey-kit';
import { Tally } from './traveller';

export interface ProbeResult {
  what: string;
  status: number;
  ms: number;
  /** The page or envelope said "we can't reach our booking systems" (the 502 page or the BFF's 502). */
  badGatewayShown: boolean;
}

/** The 502 page's heading (src/lib/i18n/locales/en/shell.json errors.badGateway). */
const BAD_GATEWAY_PAGE = "We can't reach our booking systems right now";

const showsBadGateway = (html: string) =>
  html.includes(BAD_GATEWAY_PAGE) || html.includes(BAD_GATEWAY_PAGE.replace("'", '&#39;'));

/**
 * A visitor's page view and a flight search, each timed; with `own`, also a page of that traveller's
 * that needs the database (e.g. their booking's confirmation).
 */
export async function probeSite(
  origin: string,
  own?: { browser: Browser; path: string },
): Promise<ProbeResult[]> {
  const browser = new Browser(origin, new Tally());
  const timed = async (what: string, run: () => Promise<{ status: number; badGatewayShown: boolean }>) => {
    const started = performance.now();
    const answer = await run();
    return { what, ...answer, ms: Math.round(performance.now() - started) };
  };
  return [
    await timed('page /deals', async () => {
      const page = await browser.page('/deals');
      return { status: page.status, badGatewayShown: showsBadGateway(page.html) };
    }),
    ...(own
      ? [
          await timed(`page ${own.path.split('?')[0]}`, async () => {
            const page = await own.browser.page(own.path);
            return { status: page.status, badGatewayShown: showsBadGateway(page.html) };
          }),
        ]
      : []),
    await timed('search', async () => {
      const answer = await browser.api('/api/booking/AirShopping/Search', {
        siteId: SITE_ID,
        journeys: [
          { depCode: 'SYD', depCodeType: 'A', arrCode: 'MEL', arrCodeType: 'A', depDate: dateIn(40) },
        ],
        passengerInfos: [
          { passengerType: 'Adult', count: 1 },
          { passengerType: 'Children', count: 0 },
          { passengerType: 'Infants', count: 0 },
        ],
        cabinClass: 'Economy',
      });
      return { status: answer.status, badGatewayShown: answer.status === 502 && answer.outcome === 'Error' };
    }),
  ];
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

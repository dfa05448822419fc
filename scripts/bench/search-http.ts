/**
 * Search throughput over HTTP for `npm run bench:search`: browsers that each hold a guest session run
 * what the results page asks on load (the search with the first journey's page of 20 itineraries; that
 * page and the later journeys' lowest fares from GetResult only when Search does not answer them)
 * through the site's same-origin /api/booking, one after another, for a fixed time. Figures, not a test.
 */

export interface ThroughputResult {
  searches: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  firstError: string | null;
}

export interface SearchBody {
  journeys: { depCode: string; arrCode: string; depDate: string }[];
}

interface SearchAnswer {
  shoppingRspId: string;
  journeys: { journeyIndex: number; lowestFare?: unknown }[];
  firstPage?: unknown;
}

/** The first journey's first page, as the results island asks for it with the search. */
const FIRST_PAGE = { journeyIndex: 0, pageSize: 20, sortBy: 'best', filters: {} };

/** A guest browser's cookies: the public token the site keeps in its HttpOnly cookie. */
async function guestCookies(site: string): Promise<string> {
  const response = await fetch(`${site}/api/publictoken`, {
    method: 'POST',
    headers: { Origin: site, 'Content-Type': 'application/json' },
    body: '{}',
  });
  await response.arrayBuffer();
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
}

async function post(site: string, cookie: string, path: string, body: unknown) {
  const response = await fetch(`${site}/api/booking${path}`, {
    method: 'POST',
    headers: { Origin: site, 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { message: string; data: unknown };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${json.message}`);
  return json.data;
}

/**
 * `clients` browsers for `seconds`, each running the searches in turn (starting at different ones); the
 * latency is a search and its first page together.
 */
export async function searchThroughput(
  site: string,
  searches: SearchBody[],
  { clients, seconds }: { clients: number; seconds: number },
): Promise<ThroughputResult> {
  const cookies = await Promise.all(Array.from({ length: clients }, () => guestCookies(site)));
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const browser = async (cookie: string, offset: number) => {
    for (let index = offset; performance.now() < deadline; index += 1) {
      const body = searches[index % searches.length]!;
      const t0 = performance.now();
      try {
        const search = (await post(site, cookie, '/AirShopping/Search', {
          ...body,
          firstPage: FIRST_PAGE,
        })) as SearchAnswer;
        const page = (journeyIndex: number, pageSize: number, sortBy: string) =>
          post(site, cookie, '/AirShopping/GetResult', {
            shoppingRspId: search.shoppingRspId,
            journeyIndex,
            pageNumber: 1,
            pageSize,
            sortBy,
            filters: {},
          });
        // As the results island: the first journey's page and the later journeys' lowest fares come
        // with the Search answer; a service that does not answer them is asked GetResult for each.
        const unanswered = search.journeys.slice(1).filter((journey) => !('lowestFare' in journey));
        await Promise.all([
          ...(search.firstPage ? [] : [page(0, 20, 'best')]),
          ...unanswered.map((journey) => page(journey.journeyIndex, 1, 'cheapest')),
        ]);
        latencies.push(performance.now() - t0);
      } catch (error) {
        errors += 1;
        firstError ??= String(error);
      }
    }
  };
  await Promise.all(cookies.map((cookie, index) => browser(cookie, index * 5)));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] ?? 0;
  return {
    searches: latencies.length,
    errors,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    p50: at(0.5),
    p95: at(0.95),
    firstError,
  };
}

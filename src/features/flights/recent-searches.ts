/**
 * The signed-in traveller's recent flight searches (Booking API /AirShopping/RecentSearches), read on
 * the server for the home page's "Recent searches" links: no script is added to the page, and a guest's
 * home page stays the cached one every visitor shares.
 */
import { callServiceEndpoint, type RequestScope } from '../../lib/api/service-client';
import { airShoppingRecentSearches } from '../../shared/contracts/endpoints-booking';
import { CABIN_CLASSES } from '../../shared/domain/fare-conditions';
import {
  defaultCriteria,
  MULTI_CITY,
  ONE_WAY,
  RETURN,
  resultUrlOf,
  type FlightSearchCriteria,
  type SearchPlace,
  type SearchType,
} from './search-criteria';

/** The home page offers this many: enough to pick up a trip again, short enough to stay under the form. */
export const RECENT_SEARCHES_SHOWN = 3;

export interface RecentSearchLink {
  href: string;
  type: SearchType;
  /** Each journey's places as codes ("SYD", "LON"), in order. */
  route: string[];
  /** The first departure and, for a return trip, the return date (YYYY-MM-DD). */
  depDate: string;
  retDate: string;
  travellers: number;
}

interface StoredJourney {
  depCode: string;
  depCodeType?: string;
  arrCode: string;
  arrCodeType?: string;
  depDate: string;
}

interface StoredSearch {
  type?: number;
  journeys: StoredJourney[];
  passengerInfos?: { passengerType: string; count: number }[];
  cabinClass?: string;
}

const place = (code: string, codeType: string | undefined): SearchPlace => ({
  code,
  codeType: codeType === 'A' ? 'A' : 'C',
  name: code,
});

function isStoredSearch(value: unknown): value is StoredSearch {
  const journeys = (value as StoredSearch | null)?.journeys;
  return (
    Array.isArray(journeys) &&
    journeys.length > 0 &&
    journeys.every(
      (j) => typeof j?.depCode === 'string' && typeof j.arrCode === 'string' && typeof j.depDate === 'string',
    )
  );
}

/** A search's trip type: the one it was sent with, else read from its journeys. */
function tripOf(search: StoredSearch): SearchType {
  if (search.type === ONE_WAY || search.type === RETURN || search.type === MULTI_CITY) return search.type;
  const [first, second] = search.journeys;
  if (search.journeys.length === 1) return ONE_WAY;
  if (
    search.journeys.length === 2 &&
    first!.depCode === second!.arrCode &&
    first!.arrCode === second!.depCode
  ) {
    return RETURN;
  }
  return MULTI_CITY;
}

/** The search form's criteria of a stored search, so its link is the results URL the form would make. */
function criteriaOfSearch(search: StoredSearch): FlightSearchCriteria {
  const criteria = defaultCriteria();
  const journeys = search.journeys;
  criteria.type = tripOf(search);
  const [first, second] = journeys;
  criteria.dep = place(first!.depCode, first!.depCodeType);
  criteria.arr = place(first!.arrCode, first!.arrCodeType);
  criteria.depDate = first!.depDate;
  if (criteria.type === RETURN) criteria.retDate = second?.depDate ?? '';
  if (criteria.type === MULTI_CITY) {
    criteria.journeys = journeys.map((j) => ({
      dep: place(j.depCode, j.depCodeType),
      arr: place(j.arrCode, j.arrCodeType),
      depDate: j.depDate,
    }));
  }
  const count = (type: string) => search.passengerInfos?.find((p) => p.passengerType === type)?.count;
  criteria.passengerInfos = {
    adult: count('Adult') ?? 1,
    children: count('Children') ?? 0,
    infants: count('Infants') ?? 0,
  };
  criteria.cabinClass = CABIN_CLASSES.find((cabin) => cabin === search.cabinClass) ?? criteria.cabinClass;
  return criteria;
}

/**
 * The links of the searches that can still be flown (none departs before `today`), newest first. A
 * stored search the form could not make again is left out rather than shown broken.
 */
export function recentSearchLinks(answer: unknown, today: string): RecentSearchLink[] {
  if (!Array.isArray(answer)) return [];
  const links: RecentSearchLink[] = [];
  for (const item of answer) {
    const search: unknown = (item as { request?: unknown } | null)?.request;
    if (!isStoredSearch(search)) continue;
    if (search.journeys.some((journey) => journey.depDate < today)) continue;
    const criteria = criteriaOfSearch(search);
    const { adult, children, infants } = criteria.passengerInfos;
    links.push({
      href: resultUrlOf(criteria),
      type: criteria.type,
      route:
        criteria.type === MULTI_CITY
          ? [search.journeys[0]!.depCode, ...search.journeys.map((j) => j.arrCode)]
          : [search.journeys[0]!.depCode, search.journeys[0]!.arrCode],
      depDate: criteria.depDate,
      retDate: criteria.retDate,
      travellers: adult + children + infants,
    });
    if (links.length === RECENT_SEARCHES_SHOWN) break;
  }
  return links;
}

/** The signed-in traveller's recent searches; none for a guest or when the service cannot answer. */
export async function loadRecentSearches(
  scope: RequestScope,
  signedIn: boolean,
  siteId: string,
  today: string,
): Promise<RecentSearchLink[]> {
  if (!signedIn) return [];
  try {
    const outcome = await callServiceEndpoint(
      scope,
      airShoppingRecentSearches,
      { siteId },
      { token: 'account' },
    );
    return outcome.kind === 'ok' ? recentSearchLinks(outcome.data, today) : [];
  } catch {
    // The list is a shortcut: the home page shows its form without it.
    return [];
  }
}

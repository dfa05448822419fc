import { criteriaToQuery, type FlightSearchCriteria } from './search-criteria';

/**
 * The /flight/detail address of a chosen itinerary: the search's own parameters (so the page can say
 * what was searched and search again), the shopping response, and the priced itinerary and fare brand
 * of each journey, so a reload or a shared link shows the same choice while the offer lasts.
 */
const OFFER_QUERY = { response: 'rsp', pick: 'pick' } as const;

interface JourneyPick {
  pricedItineraryId: string;
  brandIndex: number;
}

export interface OfferSelection {
  shoppingRspId: string;
  picks: JourneyPick[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PICK = /^(J\d-[0-9a-f]{12})\.([0-2])$/;

export function detailUrlOf(criteria: FlightSearchCriteria, selection: OfferSelection): string {
  const params = criteriaToQuery(criteria);
  params.set(OFFER_QUERY.response, selection.shoppingRspId);
  for (const pick of selection.picks)
    params.append(OFFER_QUERY.pick, `${pick.pricedItineraryId}.${pick.brandIndex}`);
  return `/flight/detail?${params.toString()}`;
}

/** The selection of a /flight/detail URL, or null when it is missing or malformed. */
export function selectionFromQuery(params: URLSearchParams): OfferSelection | null {
  const shoppingRspId = params.get(OFFER_QUERY.response) ?? '';
  if (!UUID.test(shoppingRspId)) return null;
  const picks: JourneyPick[] = [];
  for (const [index, value] of params.getAll(OFFER_QUERY.pick).entries()) {
    const match = PICK.exec(value);
    // Each journey in order: J0 first, then J1...
    if (!match || match[1]!.slice(1, 2) !== String(index)) return null;
    picks.push({ pricedItineraryId: match[1]!, brandIndex: Number(match[2]) });
  }
  return picks.length ? { shoppingRspId, picks } : null;
}

/** The search part of a detail URL (the results page's address), without the selection. */
export function searchQueryOf(params: URLSearchParams): URLSearchParams {
  const copy = new URLSearchParams(params);
  copy.delete(OFFER_QUERY.response);
  copy.delete(OFFER_QUERY.pick);
  return copy;
}

import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../../lib/api/envelope';
import type {
  GetResultResponse,
  PricedItinerary,
  ResultPageRequest,
  SortOrder,
} from '../../../../shared/contracts/flights';
import { getResult, searchFlights } from '../../booking-client';
import { isAbortError, messageOf } from '../../../../lib/api/browser-client';
import { PAGE_SIZE, toRequestFilters, type ResultFilters } from '../../result-filters';
import { searchKeyOf, type FlightSearchCriteria } from '../../search-criteria';
import { toSearchRequest } from '../../search-request';
import {
  isOfferLive,
  rememberReferenceData,
  setShoppingResponse,
  startFlightSearch,
} from '../../../booking/flight-offer.actions';
import { $flightOffer } from '../../../booking/flight-offer.store';
import { saveFlightSearch } from '../../flight-search.store';

export type Phase = 'searching' | 'ready' | 'failed' | 'expired';

export interface Listing {
  journeyIndex: number;
  sort: SortOrder;
  items: PricedItinerary[];
  total: number;
  totalPages: number;
  pageNumber: number;
  facets: GetResultResponse['journey']['facets'];
  /** The cheapest and quickest of the filtered list (the sort chips); the facets are the whole journey's. */
  matching: GetResultResponse['journey']['matching'];
  /** The lowest fare of each journey after this one (for trip prices); null where none is sold. */
  laterLowest: (number | null)[];
}

interface ListingQuery {
  criteria: FlightSearchCriteria;
  siteId: string;
  legCount: number;
  /** False until the view is read from the URL (the search waits, so it knows the step to resume). */
  enabled: boolean;
  step: number;
  sort: SortOrder;
  filters: ResultFilters;
}

/** The first page of a journey's listing, for the sort and filters shown. */
function firstPageRequest(step: number, sort: SortOrder, filters: ResultFilters): ResultPageRequest {
  return { journeyIndex: step, pageSize: PAGE_SIZE, sortBy: sort, filters: toRequestFilters(filters) };
}

const pageKey = (shoppingRspId: string, page: ResultPageRequest) =>
  `${shoppingRspId}:${JSON.stringify(page)}`;

/**
 * The search (resumed when this tab holds a live one for the same criteria) and the listing of the
 * journey being chosen: its first page for the sort and filters, more pages on demand, and the lowest
 * fare of each later journey (from the Search answer; asked of GetResult only for a resumed search),
 * together so no price shows before its trip total is known.
 */
export function useJourneyListing({
  criteria,
  siteId,
  legCount,
  enabled,
  step,
  sort,
  filters,
}: ListingQuery) {
  const [phase, setPhase] = useState<Phase>('searching');
  const [failure, setFailure] = useState('');
  const [shoppingRspId, setShoppingRspId] = useState<string | null>(null);
  const [listing, setListing] = useState<Listing | null>(null);
  const [listLoading, setListLoading] = useState(true);
  const [moreLoading, setMoreLoading] = useState(false);
  const [run, setRun] = useState(0);
  const lowestCache = useRef(new Map<string, number | null>());
  // The page the search is asked to answer with (the step, sort and filters as they are when it starts),
  // and that answer, kept until the listing takes it: the results page's one call on load (ADR 032).
  const pageAsked = useRef({ step, sort, filters, legCount });
  pageAsked.current = { step, sort, filters, legCount };
  const answeredPage = useRef<{ key: string; result: GetResultResponse } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const start = async () => {
      saveFlightSearch(criteria);
      const isNew = startFlightSearch(searchKeyOf(criteria), criteria.passengerInfos);
      const state = $flightOffer.get();
      if (!isNew && run === 0 && isOfferLive(state) && state.shoppingRspId) {
        setShoppingRspId(state.shoppingRspId);
        return;
      }
      setPhase('searching');
      setShoppingRspId(null);
      try {
        const asked = pageAsked.current;
        // A step beyond the trip's journeys (an edited address) is left to GetResult to refuse.
        const firstPage =
          asked.step < asked.legCount ? firstPageRequest(asked.step, asked.sort, asked.filters) : undefined;
        const response = await searchFlights(
          { ...toSearchRequest(criteria, siteId), ...(firstPage ? { firstPage } : {}) },
          controller.signal,
        );
        if (!response) return setPhase('failed');
        answeredPage.current =
          firstPage && response.firstPage
            ? { key: pageKey(response.shoppingRspId, firstPage), result: response.firstPage }
            : null;
        // Search answers each journey's lowest fare: the later journeys' trip prices need no GetResult.
        for (const journey of response.journeys) {
          lowestCache.current.set(
            `${response.shoppingRspId}:${journey.journeyIndex}`,
            journey.lowestFare?.amount ?? null,
          );
        }
        setShoppingResponse(response);
        setShoppingRspId(response.shoppingRspId);
      } catch (error) {
        if (isAbortError(error)) return;
        setFailure(messageOf(error));
        setPhase('failed');
      }
    };
    void start();
    return () => controller.abort();
  }, [criteria, siteId, run, enabled]);

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.httpStatus === 410) setPhase('expired');
    else {
      setFailure(messageOf(error));
      setPhase('failed');
    }
  };

  useEffect(() => {
    if (!shoppingRspId) return;
    const controller = new AbortController();
    const lowestOf = async (journeyIndex: number): Promise<number | null> => {
      const key = `${shoppingRspId}:${journeyIndex}`;
      if (lowestCache.current.has(key)) return lowestCache.current.get(key)!;
      // Only a search resumed from this tab's store (its Search answer not at hand) asks GetResult.
      const result = await getResult(
        { shoppingRspId, journeyIndex, pageNumber: 1, pageSize: 1, sortBy: 'cheapest', filters: {} },
        controller.signal,
      );
      const lowest = result && result.journey.totalItineraries > 0 ? result.journey.facets.price.min : null;
      lowestCache.current.set(key, lowest);
      return lowest;
    };
    // The page Search answered with, once, when it is the one now shown (not after a sort or filter).
    const takeAnsweredPage = (key: string) => {
      const answered = answeredPage.current;
      answeredPage.current = null;
      return answered?.key === key ? answered.result : null;
    };
    const load = async () => {
      setListLoading(true);
      try {
        const later = Array.from(
          { length: Math.max(0, legCount - step - 1) },
          (_, index) => step + 1 + index,
        );
        const firstPage = firstPageRequest(step, sort, filters);
        const [result, laterLowest] = await Promise.all([
          takeAnsweredPage(pageKey(shoppingRspId, firstPage)) ??
            getResult({ shoppingRspId, pageNumber: 1, ...firstPage }, controller.signal),
          Promise.all(later.map(lowestOf)),
        ]);
        if (!result) return setPhase('failed');
        setListing({
          journeyIndex: step,
          sort,
          items: result.journey.itineraries,
          total: result.journey.totalItineraries,
          totalPages: result.totalPages,
          pageNumber: 1,
          facets: result.journey.facets,
          matching: result.journey.matching,
          laterLowest,
        });
        rememberReferenceData(result.journey.itineraries.slice(0, 5));
        setPhase('ready');
      } catch (error) {
        if (!isAbortError(error)) fail(error);
      } finally {
        if (!controller.signal.aborted) setListLoading(false);
      }
    };
    void load();
    return () => controller.abort();
  }, [shoppingRspId, step, sort, filters, legCount]);

  const loadMore = async () => {
    if (!shoppingRspId || !listing) return;
    setMoreLoading(true);
    try {
      const result = await getResult({
        shoppingRspId,
        journeyIndex: listing.journeyIndex,
        pageNumber: listing.pageNumber + 1,
        pageSize: PAGE_SIZE,
        sortBy: sort,
        filters: toRequestFilters(filters),
      });
      if (result) {
        setListing({
          ...listing,
          items: [...listing.items, ...result.journey.itineraries],
          pageNumber: listing.pageNumber + 1,
          totalPages: result.totalPages,
        });
      }
    } catch (error) {
      if (error instanceof ApiError && error.httpStatus === 410) setPhase('expired');
    } finally {
      setMoreLoading(false);
    }
  };

  const searchAgain = () => {
    setRun((count) => count + 1);
    setListing(null);
  };

  return { phase, failure, shoppingRspId, listing, listLoading, moreLoading, loadMore, searchAgain };
}

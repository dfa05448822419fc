import { useCallback, useEffect, useRef, useState } from 'react';
import {
  getHotelResults,
  HOTEL_STATUS,
  hotelErrorMessage,
  hotelErrorStatus,
  isAbortError,
  startHotelAvailability,
} from '../../../../lib/api/hotel-client';
import { HOTEL_LIMITS, HOTEL_MESSAGES, type HotelResultPage } from '../../../../shared/contracts/hotel';
import {
  readResultView,
  resultParamsOf,
  SORT_DIRECTION,
  type HotelResultView,
  type HotelSearchQuery,
} from '../../search-url';
import { startHotelSearch } from '../../hotel.store';

export type ResultsPhase = 'searching' | 'loading' | 'ready' | 'failed' | 'expired';

interface HotelResultsState {
  phase: ResultsPhase;
  page: HotelResultPage | null;
  /** The text of a failure (search timeout, session expired, or the server's message). */
  problem: string;
  view: HotelResultView;
  setView: (view: HotelResultView) => void;
}

/** The results request's filters from the URL view (whole dollars to cents). */
function filterOf(view: HotelResultView) {
  return {
    amenities: view.amenities,
    stars: view.stars,
    board: view.board,
    freeCancellation: view.freeCancellation,
    ...(view.minPrice !== null ? { minPriceCents: view.minPrice * 100 } : {}),
    ...(view.maxPrice !== null ? { maxPriceCents: view.maxPrice * 100 } : {}),
  };
}

function problemOf(error: unknown): { phase: ResultsPhase; text: string } {
  const status = hotelErrorStatus(error);
  if (status === HOTEL_STATUS.sessionExpired)
    return { phase: 'expired', text: HOTEL_MESSAGES.sessionExpired };
  if (status === HOTEL_STATUS.searchTimeout) return { phase: 'failed', text: HOTEL_MESSAGES.searchTimeout };
  return { phase: 'failed', text: hotelErrorMessage(error) };
}

/** A results request's catch: its failure is shown, unless it was aborted (the view moved on). */
function failureHandler(setPhase: (phase: ResultsPhase) => void, setProblem: (text: string) => void) {
  return (error: unknown) => {
    if (isAbortError(error)) return;
    const found = problemOf(error);
    setPhase(found.phase);
    setProblem(found.text);
  };
}

/**
 * The results page's data: Availability/Search once for the URL's search, then GetResult for the view
 * (filters, sort, page). The view lives in the URL: a change pushes a history entry, Back and Forward
 * restore it, and a reload runs the same search and view again.
 */
export function useHotelResults(siteId: string, search: HotelSearchQuery, initialView: HotelResultView) {
  const [view, setViewState] = useState(initialView);
  const [searchKey, setSearchKey] = useState<string | null>(null);
  const [page, setPage] = useState<HotelResultPage | null>(null);
  const [phase, setPhase] = useState<ResultsPhase>('searching');
  const [problem, setProblem] = useState('');
  const searchRef = useRef(search);

  useEffect(() => {
    const controller = new AbortController();
    const current = searchRef.current;
    startHotelAvailability(
      {
        siteId,
        location: current.code,
        locationType: current.type,
        checkInDate: current.checkIn,
        checkOutDate: current.checkOut,
        paxes: { numberOfAdt: current.adults, numberOfCnn: current.children },
      },
      controller.signal,
    )
      .then((started) => {
        startHotelSearch(started.searchKey);
        setSearchKey(started.searchKey);
      })
      .catch(failureHandler(setPhase, setProblem));
    return () => controller.abort();
  }, [siteId]);

  useEffect(() => {
    if (!searchKey) return;
    const controller = new AbortController();
    setPhase((current) => (current === 'searching' ? current : 'loading'));
    getHotelResults(
      {
        siteId,
        searchKey,
        filterBy: filterOf(view),
        pageSize: HOTEL_LIMITS.pageSize,
        pageNumber: view.page,
        sortBy: view.sort,
        sortDirection: SORT_DIRECTION[view.sort],
      },
      controller.signal,
    )
      .then((answer) => {
        setPage(answer);
        setPhase('ready');
      })
      .catch(failureHandler(setPhase, setProblem));
    return () => controller.abort();
  }, [siteId, searchKey, view]);

  // Back and Forward between views of the same search.
  useEffect(() => {
    const onPop = () => setViewState(readResultView(new URLSearchParams(window.location.search)));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const setView = useCallback((next: HotelResultView) => {
    setViewState(next);
    const url = `${window.location.pathname}?${resultParamsOf(searchRef.current, next).toString()}`;
    window.history.pushState(null, '', url);
  }, []);

  return { phase, page, problem, view, setView, searchKey } satisfies HotelResultsState & {
    searchKey: string | null;
  };
}

import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api/envelope';
import type { GetResultResponse, PricedItinerary, SortOrder } from '../../../lib/contracts/flights';
import { formatMoney } from '../../../lib/domain/money';
import {
  getFlexibleDates,
  getResult,
  isAbort,
  messageOf,
  searchFlights,
} from '../../../lib/flights/booking-client';
import { formatDate } from '../../../lib/flights/dates';
import { cheapestBrand, firstSegment, localDate } from '../../../lib/flights/itinerary-format';
import { detailUrlOf } from '../../../lib/flights/offer-url';
import {
  countActiveFilters,
  DEFAULT_SORT,
  emptyFilters,
  flexibleDateOptions,
  PAGE_SIZE,
  toRequestFilters,
  type FlexibleDateOption,
  type ResultFilters,
} from '../../../lib/flights/result-filters';
import {
  legsOf,
  MULTI_CITY,
  RETURN,
  resultUrlOf,
  searchKeyOf,
  toSearchRequest,
  withDates,
  type FlightSearchCriteria,
} from '../../../lib/flights/search-criteria';
import {
  clearSelection,
  isOfferLive,
  rememberReferenceData,
  selectJourney,
  setShoppingResponse,
  startFlightSearch,
} from '../../../lib/stores/flight-offer.actions';
import { $flightOffer, initialFlightOffer } from '../../../lib/stores/flight-offer.store';
import { saveFlightSearch } from '../../../lib/stores/flight-search.store';
import { Icon } from '../shared/Icon';
import { FILTER, PHONE } from '../shared/result-icons';
import { ItineraryLine } from '../shared/ItineraryLine';
import { useText } from '../shared/text';
import { FareRulesDialog, type FareRulesRequest } from './FareRulesDialog';
import { FiltersPanel } from './FiltersPanel';
import { FlexDateStrip } from './FlexDateStrip';
import { ResultCard } from './ResultCard';
import { SortTabs } from './SortTabs';
import { WindowedList } from './WindowedList';

/** Spec §8 texts. */
export const NO_FLIGHTS = 'No flights were found for that match your search criteria';
export const SESSION_EXPIRED =
  'Your last session has expired. Please restart your booking from the beginning.';

const SSR_OFFER = initialFlightOffer();

type Phase = 'searching' | 'ready' | 'failed' | 'expired';

interface Listing {
  journeyIndex: number;
  items: PricedItinerary[];
  total: number;
  totalPages: number;
  pageNumber: number;
  facets: GetResultResponse['journey']['facets'];
}

interface ResultsViewProps {
  criteria: FlightSearchCriteria;
  siteId: string;
  supportPhone: string;
}

/**
 * The results screen (spec §2 /flight/result, §4 flight flow): runs the search (or resumes this tab's
 * live one), lists one journey at a time (outbound then return, or each leg of a multi-city trip) with
 * the filters and sort orders applied by GetResult, pages of 20 and a windowed list; a fare chosen for
 * the last journey opens the itinerary's detail page.
 */
export function ResultsView({ criteria, siteId, supportPhone }: ResultsViewProps) {
  const t = useText();
  const offer = useStore($flightOffer, { ssr: () => SSR_OFFER });
  const legs = legsOf(criteria);
  const [phase, setPhase] = useState<Phase>('searching');
  const [failure, setFailure] = useState('');
  const [shoppingRspId, setShoppingRspId] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [sortBy, setSortBy] = useState<SortOrder>(DEFAULT_SORT);
  const [filters, setFilters] = useState<ResultFilters>(emptyFilters);
  const [listing, setListing] = useState<Listing | null>(null);
  const [listLoading, setListLoading] = useState(true);
  const [moreLoading, setMoreLoading] = useState(false);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const [fareRules, setFareRules] = useState<FareRulesRequest | null>(null);
  const [flexibleCells, setFlexibleCells] = useState<Parameters<typeof flexibleDateOptions>[0] | null>(null);
  const [run, setRun] = useState(0);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const leg = legs[step] ?? legs[0]!;
  const legCount = legs.length;
  const travellers = t('flights.results.travellers', {
    count: criteria.passengerInfos.adult + criteria.passengerInfos.children + criteria.passengerInfos.infants,
  });

  // The search: resumed when this tab already holds a live one for the same criteria, else run.
  useEffect(() => {
    const controller = new AbortController();
    const start = async () => {
      saveFlightSearch(criteria);
      const isNew = startFlightSearch(searchKeyOf(criteria), criteria.passengerInfos);
      const state = $flightOffer.get();
      if (!isNew && run === 0 && isOfferLive(state) && state.shoppingRspId) {
        setStep(Math.min(state.selectedPItin.length, legs.length - 1));
        setShoppingRspId(state.shoppingRspId);
        return;
      }
      setPhase('searching');
      setShoppingRspId(null);
      try {
        const response = await searchFlights(toSearchRequest(criteria, siteId), controller.signal);
        if (!response) {
          setPhase('failed');
          return;
        }
        setShoppingResponse(response);
        setStep(0);
        setShoppingRspId(response.shoppingRspId);
      } catch (error) {
        if (isAbort(error)) return;
        setFailure(messageOf(error));
        setPhase('failed');
      }
    };
    void start();
    return () => controller.abort();
  }, [criteria, siteId, run, legs.length]);

  // The journey's first page, again whenever the sort order or the filters change.
  useEffect(() => {
    if (!shoppingRspId) return;
    const controller = new AbortController();
    const load = async () => {
      setListLoading(true);
      try {
        const result = await getResult(
          {
            shoppingRspId,
            journeyIndex: step,
            pageNumber: 1,
            pageSize: PAGE_SIZE,
            sortBy,
            filters: toRequestFilters(filters),
          },
          controller.signal,
        );
        if (!result) {
          setPhase('failed');
          return;
        }
        setListing({
          journeyIndex: step,
          items: result.journey.itineraries,
          total: result.journey.totalItineraries,
          totalPages: result.totalPages,
          pageNumber: 1,
          facets: result.journey.facets,
        });
        rememberReferenceData(result.journey.itineraries.slice(0, 5));
        setPhase('ready');
      } catch (error) {
        if (isAbort(error)) return;
        if (error instanceof ApiError && error.httpStatus === 410) setPhase('expired');
        else {
          setFailure(messageOf(error));
          setPhase('failed');
        }
      } finally {
        if (!controller.signal.aborted) setListLoading(false);
      }
    };
    void load();
    return () => controller.abort();
  }, [shoppingRspId, step, sortBy, filters]);

  // Lowest prices on nearby days (one-way and return searches).
  useEffect(() => {
    if (criteria.type === MULTI_CITY) return;
    const controller = new AbortController();
    getFlexibleDates(toSearchRequest(criteria, siteId), controller.signal)
      .then((answer) => setFlexibleCells(answer?.cells ?? []))
      .catch((error: unknown) => {
        if (!isAbort(error)) setFlexibleCells([]);
      });
    return () => controller.abort();
  }, [criteria, siteId]);

  const flexible: FlexibleDateOption[] | null =
    flexibleCells === null
      ? null
      : flexibleDateOptions(
          flexibleCells,
          { depDate: criteria.depDate, retDate: criteria.type === RETURN ? criteria.retDate : null },
          step,
        );

  const goToStep = useCallback((next: number) => {
    setStep(next);
    setSortBy(DEFAULT_SORT);
    setFilters(emptyFilters());
    setListing(null);
    setExpanded(new Set());
    window.scrollTo({ top: 0 });
    window.requestAnimationFrame(() => heading.current?.focus());
  }, []);

  const choose = useCallback(
    (itinerary: PricedItinerary, brandIndex: number) => {
      selectJourney(step, itinerary, brandIndex);
      if (step + 1 < legCount) {
        goToStep(step + 1);
        return;
      }
      const state = $flightOffer.get();
      window.location.assign(
        detailUrlOf(criteria, {
          shoppingRspId: state.shoppingRspId!,
          picks: state.scheduleGroupJourneys.map((journey) => ({
            pricedItineraryId: journey.pricedItineraryId,
            brandIndex: journey.brandIndex,
          })),
        }),
      );
    },
    [step, legCount, criteria, goToStep],
  );

  const toggle = useCallback((id: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const openFareRules = useCallback(
    (itinerary: PricedItinerary, brandIndex: number, trigger: HTMLElement) => {
      if (!shoppingRspId) return;
      const brand = itinerary.brands.find((item) => item.brandIndex === brandIndex);
      const first = firstSegment(itinerary);
      setFareRules({
        shoppingRspId,
        pricedItineraryId: itinerary.pricedItineraryId,
        brandIndex,
        subtitle: `${first.departure.cityName} – ${itinerary.segments.at(-1)!.arrival.cityName} · ${itinerary.segments.map((segment) => segment.flightNumber).join(', ')} · ${brand?.name ?? ''}`,
        trigger,
      });
    },
    [shoppingRspId, setFareRules],
  );

  const loadMore = async () => {
    if (!shoppingRspId || !listing) return;
    setMoreLoading(true);
    try {
      const result = await getResult({
        shoppingRspId,
        journeyIndex: step,
        pageNumber: listing.pageNumber + 1,
        pageSize: PAGE_SIZE,
        sortBy,
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

  const stepTitle = (index: number) => {
    const journey = legs[index]!;
    const to = journey.arr?.name ?? journey.arr?.code ?? '';
    if (criteria.type === RETURN) {
      return index === 0
        ? t('flights.results.chooseOutbound', { city: cityOf(to) })
        : t('flights.results.chooseReturn', { city: cityOf(to) });
    }
    if (criteria.type === MULTI_CITY)
      return t('flights.results.chooseLeg', { number: index + 1, city: cityOf(to) });
    return t('flights.results.chooseOneWay', { city: cityOf(to) });
  };

  const showing = listing && listing.journeyIndex === step ? listing : null;
  const activeFilters = countActiveFilters(filters);
  const status =
    phase === 'searching'
      ? t('flights.results.searching', {
          from: cityOf(legs[0]?.dep?.name ?? ''),
          to: cityOf(legs[0]?.arr?.name ?? ''),
        })
      : showing && !listLoading
        ? showing.total === 0
          ? NO_FLIGHTS
          : t('flights.results.count', { count: showing.total, shown: showing.items.length })
        : '';

  return (
    <>
      <div className="container-site py-8">
        <p role="status" aria-live="polite" className="sr-only">
          {status}
        </p>
        {legs.length > 1 && (
          <ol className="steps mb-6" aria-label={t('flights.results.stepsLabel')}>
            {legs.map((journey, index) => (
              <li
                key={index}
                className={`step ${index < step ? 'step-done' : ''}`}
                aria-current={index === step ? 'step' : undefined}
              >
                <span className="step-number">{index + 1}</span>
                {journey.dep?.code} – {journey.arr?.code}
              </li>
            ))}
          </ol>
        )}

        {phase === 'failed' && (
          <div className="card grid gap-4 p-6" role="alert">
            <h2 className="text-2xl">{t('flights.results.failedTitle')}</h2>
            <p>{failure || t('flights.results.failed')}</p>
            <p>
              <button type="button" className="btn btn-primary" onClick={searchAgain}>
                {t('flights.results.searchAgain')}
              </button>
            </p>
            <CallUs phone={supportPhone} />
          </div>
        )}

        {phase === 'expired' && (
          <div className="card grid gap-4 p-6" role="alert">
            <h2 className="text-2xl">{t('flights.results.expiredTitle')}</h2>
            <p>{SESSION_EXPIRED}</p>
            <p>
              <button type="button" className="btn btn-primary" onClick={searchAgain}>
                {t('flights.results.searchAgain')}
              </button>
            </p>
          </div>
        )}

        {phase === 'searching' && (
          <SearchingState from={legs[0]?.dep?.name ?? ''} to={legs[0]?.arr?.name ?? ''} />
        )}

        {phase === 'ready' && (
          <div className="results-layout">
            <aside aria-label={t('flights.filters.title')}>
              <button
                type="button"
                className="btn btn-ghost w-full lg:hidden"
                aria-expanded={filtersOpen}
                aria-controls="flight-filters"
                onClick={() => setFiltersOpen(!filtersOpen)}
              >
                <Icon d={FILTER} />
                {activeFilters
                  ? t('flights.filters.toggleActive', { count: activeFilters })
                  : t('flights.filters.toggle')}
              </button>
              <div
                id="flight-filters"
                className={`card filters-panel mt-3 lg:mt-0 ${filtersOpen ? '' : 'hidden lg:grid'}`}
              >
                {showing && (
                  <FiltersPanel
                    facets={showing.facets}
                    filters={filters}
                    onChange={setFilters}
                    fromCity={cityOf(leg.dep?.name ?? '')}
                    toCity={cityOf(leg.arr?.name ?? '')}
                  />
                )}
              </div>
            </aside>

            <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
              {offer.selectedPItin.slice(0, step).map((chosen, index) => (
                <ChosenJourney
                  key={chosen.pricedItineraryId}
                  title={stepTitle(index)}
                  itinerary={chosen}
                  brandName={offer.scheduleGroupJourneys[index]?.brand.name ?? ''}
                  total={offer.scheduleGroupJourneys[index]?.brand.total ?? cheapestBrand(chosen).total}
                  onChange={() => {
                    clearSelection(index);
                    goToStep(index);
                  }}
                />
              ))}

              <div className="flex flex-wrap items-end justify-between gap-3">
                <div>
                  <h2 ref={heading} tabIndex={-1} className="text-2xl md:text-3xl">
                    {stepTitle(step)}
                  </h2>
                  <p className="mt-1 text-ink-muted">
                    {formatDate(leg.depDate)} · {leg.dep?.name} ({leg.dep?.code}) – {leg.arr?.name} (
                    {leg.arr?.code})
                  </p>
                </div>
              </div>

              {criteria.type !== MULTI_CITY && (
                <FlexDateStrip
                  options={flexible}
                  journeyIndex={step}
                  hrefOf={(option) =>
                    resultUrlOf(withDates(criteria, option.depDate, option.retDate ?? undefined))
                  }
                />
              )}

              <SortTabs value={sortBy} onChange={setSortBy} facets={showing?.facets ?? null} />

              <p className="text-sm font-semibold text-ink-muted" aria-hidden="true">
                {status}
              </p>

              {listLoading && !showing && <SkeletonCards />}

              {showing && showing.total === 0 && (
                <div className="card grid gap-3 p-6">
                  <h3 className="text-xl">{NO_FLIGHTS}</h3>
                  {activeFilters > 0 ? (
                    <p>
                      <button
                        type="button"
                        className="btn btn-primary"
                        onClick={() => setFilters(emptyFilters())}
                      >
                        {t('flights.filters.clear', { count: activeFilters })}
                      </button>
                    </p>
                  ) : (
                    <p className="text-ink-muted">{t('flights.results.noFlightsHint')}</p>
                  )}
                </div>
              )}

              {showing && showing.items.length > 0 && shoppingRspId && (
                <div className={listLoading ? 'opacity-60 transition-opacity' : ''} aria-busy={listLoading}>
                  <WindowedList
                    items={showing.items}
                    itemKey={(itinerary) => itinerary.pricedItineraryId}
                    label={stepTitle(step)}
                    render={(itinerary) => (
                      <ResultCard
                        itinerary={itinerary}
                        siteId={siteId}
                        shoppingRspId={shoppingRspId}
                        travellers={travellers}
                        expanded={expanded.has(itinerary.pricedItineraryId)}
                        shortlisted={offer.shortlistedIds.includes(itinerary.pricedItineraryId)}
                        selectLabel={
                          step + 1 < legs.length
                            ? t('flights.results.selectContinue')
                            : t('flights.results.select')
                        }
                        onToggle={toggle}
                        onSelect={choose}
                        onFareRules={openFareRules}
                      />
                    )}
                  />
                </div>
              )}

              {showing && showing.pageNumber < showing.totalPages && (
                <p className="text-center">
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => void loadMore()}
                    aria-busy={moreLoading}
                  >
                    {moreLoading
                      ? t('flights.results.loadingMore')
                      : t('flights.results.showMore', {
                          count: Math.min(PAGE_SIZE, showing.total - showing.items.length),
                        })}
                  </button>
                </p>
              )}
            </div>
          </div>
        )}
      </div>

      {fareRules && <FareRulesDialog request={fareRules} onClose={() => setFareRules(null)} />}
    </>
  );
}

/** "Sydney" of "Sydney" or "Melbourne, all airports". */
function cityOf(name: string): string {
  return name.split(',')[0]!.trim();
}

function SearchingState({ from, to }: { from: string; to: string }) {
  const t = useText();
  return (
    <div className="grid gap-5">
      <div className="card grid gap-3 p-6">
        <p className="text-lg font-semibold">
          {t('flights.results.searching', { from: cityOf(from), to: cityOf(to) })}
        </p>
        <div
          className="search-progress"
          role="progressbar"
          aria-label={t('flights.results.searchingLabel')}
          aria-valuetext={t('flights.results.searchingLabel')}
        >
          <div className="search-progress-bar" />
        </div>
        <p className="text-sm text-ink-muted">{t('flights.results.searchingHint')}</p>
      </div>
      <SkeletonCards />
    </div>
  );
}

function SkeletonCards() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <div key={index} className="card grid gap-3 p-6">
          <div className="skeleton h-4 w-1/3" />
          <div className="skeleton h-10 w-full" />
          <div className="skeleton h-4 w-1/4" />
        </div>
      ))}
    </div>
  );
}

function ChosenJourney({
  title,
  itinerary,
  brandName,
  total,
  onChange,
}: {
  title: string;
  itinerary: PricedItinerary;
  brandName: string;
  total: number;
  onChange: () => void;
}) {
  const t = useText();
  const first = firstSegment(itinerary);
  return (
    <section className="card chosen-journey" aria-label={t('flights.results.chosen', { title })}>
      <div className="grid min-w-0 flex-1 gap-2">
        <p className="text-sm font-semibold text-ink-muted">
          {t('flights.results.chosenLabel')} · {formatDate(localDate(first.departure.time))}
        </p>
        <ItineraryLine itinerary={itinerary} />
      </div>
      <div className="grid justify-items-end gap-1">
        <span className="pill pill-accent">{brandName}</span>
        <span className="fare-total">{formatMoney(total)}</span>
        <button type="button" className="text-button text-sm" onClick={onChange}>
          {t('flights.results.changeChosen')}
        </button>
      </div>
    </section>
  );
}

function CallUs({ phone }: { phone: string }) {
  const t = useText();
  return (
    <p className="flex items-center gap-2">
      <Icon d={PHONE} />
      <a href={`tel:${phone.replace(/\s+/g, '')}`} className="font-semibold">
        {t('flights.common.callUs', { phone })}
      </a>
    </p>
  );
}

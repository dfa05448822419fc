import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PricedItinerary } from '../../../../shared/contracts/flights';
import { flightNumbersText } from '../../../../shared/domain/flight-numbers';
import { formatMoney } from '../../../../shared/domain/money';
import { formatDate } from '../../../../lib/dates';
import { firstSegment } from '../../itinerary-format';
import { detailUrlOf } from '../../offer-url';
import { countActiveFilters, DEFAULT_SORT, emptyFilters, type ResultFilters } from '../../result-filters';
import { legsOf, MULTI_CITY, RETURN, type FlightSearchCriteria } from '../../search-criteria';
import { tripOffsetOf, type TripKind } from '../../trip-price';
import { clearSelection, selectJourney } from '../../../booking/flight-offer.actions';
import { $flightOffer, initialFlightOffer } from '../../../booking/flight-offer.store';
import { StickyChoiceBar } from '../shared/StickyChoiceBar';
import { useT, useKnownMessage } from '../../../../islands/shared/island-shell';
import { ChosenJourney } from './ChosenJourney';
import { FareRulesDialog, type FareRulesRequest } from './FareRulesDialog';
import { FiltersArea } from './FiltersArea';
import { JourneyResults } from './JourneyResults';
import { cityOf, ProblemState, SearchingState, StepList, stepTitleOf } from './ResultsStates';
import type { TripPricing } from './trip-pricing';
import { useFlexibleDates } from './use-flexible-dates';
import { useJourneyListing } from './use-journey-listing';
import { useViewHistory } from './use-view-history';

import { NO_FLIGHTS } from './EmptyResults';

const SSR_OFFER = initialFlightOffer();

interface ResultsViewProps {
  criteria: FlightSearchCriteria;
  siteId: string;
  supportPhone: string;
}

/**
 * The results screen (spec §2 /flight/result, §4 flight flow): runs the search (or resumes this tab's
 * live one) and lists one journey at a time (outbound then return, or each leg of a multi-city trip).
 * Each step is a history entry and the sort and filters live in the URL (use-view-history.ts); every
 * price is the trip total for the party (features/flights/trip-price.ts). A fare chosen for the last journey
 * opens the itinerary's detail page.
 */
export function ResultsView({ criteria, siteId, supportPhone }: ResultsViewProps) {
  const t = useT();
  const known = useKnownMessage();
  const offer = useStore($flightOffer, { ssr: () => SSR_OFFER });
  const legs = legsOf(criteria);
  const legCount = legs.length;
  const { view, ready, show } = useViewHistory(legCount);
  // A step needs the choices before it: a shared link or a new search starts at the first.
  const step = Math.min(view.step, offer.selectedPItin.length, legCount - 1);
  const data = useJourneyListing({
    criteria,
    siteId,
    legCount,
    enabled: ready,
    step,
    sort: view.sort,
    filters: view.filters,
  });
  const flexibleCells = useFlexibleDates(criteria, siteId);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const [fareRules, setFareRules] = useState<FareRulesRequest | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusedFor = useRef('');
  const leg = legs[step] ?? legs[0]!;
  const showing = data.listing && data.listing.journeyIndex === step ? data.listing : null;
  const travellerCount =
    criteria.passengerInfos.adult + criteria.passengerInfos.children + criteria.passengerInfos.infants;
  const kind: TripKind =
    criteria.type === RETURN ? 'return' : criteria.type === MULTI_CITY ? 'multiCity' : 'oneWay';
  const pricing: TripPricing = {
    context: {
      chosenTotals: offer.scheduleGroupJourneys.slice(0, step).map((journey) => journey.brand.total),
      laterLowest: showing?.laterLowest ?? Array.from({ length: legCount - step - 1 }, () => null),
    },
    note: t(`flights.results.priceFor.${kind}`, { count: travellerCount }),
  };
  const tripOffset = tripOffsetOf(pricing.context) ?? 0;

  // The URL keeps a step only once its earlier choices exist (after a new search they do not).
  useEffect(() => {
    if (ready && data.shoppingRspId && step !== view.step)
      show({ step, sort: DEFAULT_SORT, filters: emptyFilters(), highlight: view.highlight }, 'replace');
  }, [ready, data.shoppingRspId, step, view.step, view.highlight, show]);

  // Once a step's flights are listed, focus moves to its heading (after a search, and after a choice
  // moved on) unless the traveller has put focus somewhere themselves.
  useEffect(() => {
    const key = `${data.shoppingRspId}:${step}`;
    if (!showing || focusedFor.current === key) return;
    focusedFor.current = key;
    const active = document.activeElement;
    if (!active || active === document.body) heading.current?.focus({ preventScroll: step === 0 });
  }, [showing, step, data.shoppingRspId]);

  const goToStep = useCallback(
    (next: number) => {
      setExpanded(new Set());
      // A shortlist link's highlight names one journey's flights: the next step has none of them.
      show({ step: next, sort: DEFAULT_SORT, filters: emptyFilters(), highlight: [] }, 'push');
      window.scrollTo({ top: 0 });
    },
    [show],
  );

  const setFilters = (filters: ResultFilters) => show({ ...view, step, filters }, 'replace');

  const choose = useCallback(
    (itinerary: PricedItinerary, brandIndex: number) => {
      selectJourney(step, itinerary, brandIndex);
      if (step + 1 < legCount) return goToStep(step + 1);
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

  const shoppingRspId = data.shoppingRspId;
  const openFareRules = useCallback(
    (itinerary: PricedItinerary, brandIndex: number, trigger: HTMLElement) => {
      if (!shoppingRspId) return;
      const brand = itinerary.brands.find((item) => item.brandIndex === brandIndex);
      const first = firstSegment(itinerary);
      setFareRules({
        shoppingRspId,
        pricedItineraryId: itinerary.pricedItineraryId,
        brandIndex,
        subtitle: `${first.departure.cityName} – ${itinerary.segments.at(-1)!.arrival.cityName} · ${flightNumbersText(itinerary.segments)} · ${brand?.name ?? ''}`,
        trigger,
      });
    },
    [shoppingRspId, setFareRules],
  );

  const stepTitle = (index: number) => stepTitleOf(criteria, index, t);

  const from = cityOf(legs[0]?.dep?.name ?? '');
  const to = cityOf(legs[0]?.arr?.name ?? '');
  const status =
    data.phase === 'searching'
      ? t('flights.results.searching', { from, to })
      : showing && !data.listLoading
        ? showing.total === 0
          ? known(NO_FLIGHTS)
          : t('flights.results.count', { count: showing.total, shown: showing.items.length })
        : '';
  // Back on a step already chosen (the choice stays until another is made): offer to continue with it.
  const earlier = step < offer.selectedPItin.length ? offer.selectedPItin[step] : undefined;
  const earlierJourney = earlier ? offer.scheduleGroupJourneys[step] : undefined;
  const continueWithEarlier = () => {
    if (earlier && earlierJourney) choose(earlier, earlierJourney.brandIndex);
  };

  return (
    <>
      <div className={`container-site results-page pt-3 pb-8 ${earlier ? 'sticky-choice-room' : ''}`}>
        <p role="status" aria-live="polite" className="sr-only">
          {status}
        </p>
        {legCount > 1 && <StepList legs={legs} step={step} />}

        {(data.phase === 'failed' || data.phase === 'expired') && (
          <ProblemState
            kind={data.phase}
            message={data.failure}
            supportPhone={supportPhone}
            onSearchAgain={data.searchAgain}
          />
        )}

        {data.phase === 'searching' && <SearchingState from={from} to={to} />}

        {data.phase === 'ready' && (
          <div className="results-layout">
            <FiltersArea
              facets={showing && showing.total > 0 ? showing.facets : null}
              filters={view.filters}
              onChange={setFilters}
              fromCity={cityOf(leg.dep?.name ?? '')}
              toCity={cityOf(leg.arr?.name ?? '')}
              tripOffset={tripOffset}
            />

            <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2.5">
              {offer.selectedPItin.slice(0, step).map((chosen, index) => (
                <ChosenJourney
                  key={chosen.pricedItineraryId}
                  title={stepTitle(index)}
                  itinerary={chosen}
                  brandName={offer.scheduleGroupJourneys[index]?.brand.name ?? ''}
                  action={{
                    label: t('flights.results.changeChosen'),
                    onClick: () => {
                      clearSelection(index);
                      goToStep(index);
                    },
                  }}
                />
              ))}

              <div className="results-heading">
                <h2 ref={heading} tabIndex={-1} className="text-2xl">
                  {stepTitle(step)}
                </h2>
                <p className="text-sm text-ink-muted">
                  {formatDate(leg.depDate)} · {leg.dep?.name} ({leg.dep?.code}) – {leg.arr?.name} (
                  {leg.arr?.code})
                </p>
              </div>

              {earlier && earlierJourney && (
                <>
                  <ChosenJourney
                    title={stepTitle(step)}
                    label={t('flights.results.yourEarlierChoice')}
                    itinerary={earlier}
                    brandName={earlierJourney.brand.name}
                    action={{ label: t('flights.results.continueWithChoice'), onClick: continueWithEarlier }}
                  />
                  <StickyChoiceBar
                    label={pricing.note}
                    price={`${step + 1 < legCount ? `${t('flights.results.from')} ` : ''}${formatMoney(
                      tripOffset + earlierJourney.brand.total,
                    )}`}
                  >
                    <button type="button" className="btn btn-primary" onClick={continueWithEarlier}>
                      {t('flights.results.continue')}
                    </button>
                  </StickyChoiceBar>
                </>
              )}

              <JourneyResults
                criteria={criteria}
                siteId={siteId}
                step={step}
                view={{ ...view, step }}
                data={data}
                showing={showing}
                flexibleCells={flexibleCells}
                status={status}
                pricing={pricing}
                expanded={expanded}
                shortlistedIds={offer.shortlistedIds}
                listLabel={stepTitle(step)}
                selectLabel={
                  step + 1 < legCount ? t('flights.results.selectContinue') : t('flights.results.select')
                }
                activeFilters={countActiveFilters(view.filters)}
                onSort={(sort) => show({ ...view, step, sort }, 'replace')}
                onClearFilters={() => setFilters(emptyFilters())}
                onToggle={toggle}
                onSelect={choose}
                onFareRules={openFareRules}
              />
            </div>
          </div>
        )}
      </div>

      {fareRules && <FareRulesDialog request={fareRules} onClose={() => setFareRules(null)} />}
    </>
  );
}

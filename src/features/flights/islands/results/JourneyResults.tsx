import type { FlexibleDateCell, PricedItinerary, SortOrder } from '../../../../shared/contracts/flights';
import { flexibleDateOptions, PAGE_SIZE } from '../../result-filters';
import type { ResultsViewState } from '../../results-view-state';
import {
  legsOf,
  MULTI_CITY,
  RETURN,
  resultUrlOf,
  type FlightSearchCriteria,
  type SearchPlace,
} from '../../search-criteria';
import { withDates } from '../../search-request';
import { useT } from '../../../../islands/shared/island-shell';
import { EmptyResults } from './EmptyResults';
import { FlexDateStrip } from './FlexDateStrip';
import { PriceGridButton } from './PriceGrid';
import { SkeletonRows } from './ResultsStates';
import { ResultRow } from './ResultRow';
import { SortTabs } from './SortTabs';
import type { TripPricing } from './trip-pricing';
import type { Listing, useJourneyListing } from './use-journey-listing';
import { WindowedList } from './WindowedList';

interface JourneyResultsProps {
  criteria: FlightSearchCriteria;
  siteId: string;
  step: number;
  view: ResultsViewState;
  data: ReturnType<typeof useJourneyListing>;
  showing: Listing | null;
  flexibleCells: FlexibleDateCell[] | null;
  status: string;
  pricing: TripPricing;
  expanded: Set<string>;
  shortlistedIds: string[];
  listLabel: string;
  selectLabel: string;
  activeFilters: number;
  onSort: (sort: SortOrder) => void;
  onClearFilters: () => void;
  onToggle: (id: string) => void;
  onSelect: (itinerary: PricedItinerary, brandIndex: number) => void;
  onFareRules: (itinerary: PricedItinerary, brandIndex: number, trigger: HTMLElement) => void;
}

/**
 * The journey being chosen: other dates, sort orders, then the rows (or only the empty state when
 * nothing matches). The list is the "Skip to results" target.
 */
export function JourneyResults(props: JourneyResultsProps) {
  const t = useT();
  const { criteria, showing, data, step } = props;
  const cells = props.flexibleCells;
  const flexible =
    cells === null
      ? null
      : flexibleDateOptions(
          cells,
          { depDate: criteria.depDate, retDate: criteria.type === RETURN ? criteria.retDate : null },
          step,
          // The return days are priced with the outbound already chosen, as the rows are.
          props.pricing.context.chosenTotals,
        );
  const dateHrefOf = (option: { depDate: string; retDate: string | null }) =>
    resultUrlOf(withDates(criteria, option.depDate, option.retDate ?? undefined));
  const leg = legsOf(criteria)[step];
  const placeHref = (end: 'dep' | 'arr') => (city: SearchPlace) =>
    resultUrlOf(swapPlace(criteria, step, end, city));
  const empty = showing !== null && showing.total === 0;

  return (
    <>
      {criteria.type !== MULTI_CITY && !empty && (
        <div className="flex-strip-row">
          <FlexDateStrip
            options={flexible}
            journeyIndex={step}
            hrefOf={dateHrefOf}
            priceNote={props.pricing.note}
          />
          {criteria.type === RETURN && (
            <PriceGridButton
              cells={cells}
              current={{ depDate: criteria.depDate, retDate: criteria.retDate }}
              hrefOf={dateHrefOf}
              priceNote={props.pricing.note}
            />
          )}
        </div>
      )}
      {!empty && (
        // The count and the sort orders share one line (issue 25 defect 10: rows on the first screen).
        <div className="results-toolbar">
          <p className="text-sm font-semibold text-ink-muted" aria-hidden="true">
            {props.status}
          </p>
          <SortTabs
            value={props.view.sort}
            onChange={props.onSort}
            matching={showing?.matching ?? null}
            pricing={props.pricing}
          />
        </div>
      )}
      <div id="flight-results" tabIndex={-1} className="results-target">
        {data.listLoading && !showing && <SkeletonRows />}
        {empty && (
          <EmptyResults
            activeFilters={props.activeFilters}
            onClearFilters={props.onClearFilters}
            nearbyDates={criteria.type === MULTI_CITY ? [] : (flexible ?? [])}
            dateHrefOf={dateHrefOf}
            places={
              criteria.type === MULTI_CITY
                ? []
                : [
                    { place: leg?.dep ?? null, hrefOf: placeHref('dep') },
                    { place: leg?.arr ?? null, hrefOf: placeHref('arr') },
                  ]
            }
          />
        )}
        {showing && showing.items.length > 0 && data.shoppingRspId && (
          <div
            className={data.listLoading ? 'opacity-60 transition-opacity' : ''}
            aria-busy={data.listLoading}
          >
            <WindowedList
              items={showing.items}
              itemKey={(itinerary) => itinerary.pricedItineraryId}
              label={props.listLabel}
              render={(itinerary) => (
                <ResultRow
                  itinerary={itinerary}
                  siteId={props.siteId}
                  shoppingRspId={data.shoppingRspId!}
                  pricing={props.pricing}
                  expanded={props.expanded.has(itinerary.pricedItineraryId)}
                  shortlisted={props.shortlistedIds.includes(itinerary.pricedItineraryId)}
                  highlighted={isHighlighted(itinerary, props.view.highlight)}
                  selectLabel={props.selectLabel}
                  onToggle={props.onToggle}
                  onSelect={props.onSelect}
                  onFareRules={props.onFareRules}
                />
              )}
            />
          </div>
        )}
      </div>
      {showing && showing.pageNumber < showing.totalPages && (
        <p className="text-center">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => void data.loadMore()}
            aria-busy={data.moreLoading}
          >
            {data.moreLoading
              ? t('flights.results.loadingMore')
              : t('flights.results.showMore', {
                  count: Math.min(PAGE_SIZE, showing.total - showing.items.length),
                })}
          </button>
        </p>
      )}
    </>
  );
}

/** The search with one end of a one-way or return trip replaced (the return's ends are the outbound's, swapped). */
function swapPlace(
  criteria: FlightSearchCriteria,
  step: number,
  end: 'dep' | 'arr',
  city: SearchPlace,
): FlightSearchCriteria {
  // On the return step, its departure is the outbound's arrival.
  const outboundEnd = step === 0 ? end : end === 'dep' ? 'arr' : 'dep';
  return { ...criteria, [outboundEnd]: city };
}

/** Whether a row is the itinerary the view points out: the same flights in the same order. */
function isHighlighted(itinerary: PricedItinerary, highlight: string[]): boolean {
  return (
    highlight.length === itinerary.segments.length &&
    itinerary.segments.every((segment, index) => segment.flightNumber === highlight[index])
  );
}

import { useEffect, useRef, useState } from 'react';
import { HOTEL_MESSAGES } from '../../../../shared/contracts/hotel';
import {
  clearedFilters,
  countActiveFilters,
  hotelDetailUrl,
  hotelResultUrl,
  type HotelResultView,
  type HotelSearchQuery,
} from '../../search-url';
import { formatNumber } from '../../../../shared/i18n/intl';
import { useT, useKnownMessage } from '../../../../islands/shared/island-shell';
import { OutcomeMessage } from '../../../../islands/shared/OutcomeMessage';
import { HotelCard } from './HotelCard';
import { HotelFilters } from './HotelFilters';
import { HotelSortTabs } from './HotelSortTabs';
import { Pagination } from './Pagination';
import { useHotelResults } from './use-hotel-results';

interface ResultsViewProps {
  siteId: string;
  search: HotelSearchQuery;
  initialView: HotelResultView;
}

/** /hotel/result: the search, its filters and sort, the list of properties and the page links. */
export function ResultsView({ siteId, search, initialView }: ResultsViewProps) {
  const { phase, page, problem: problemText, view, setView } = useHotelResults(siteId, search, initialView);
  const t = useT();
  const known = useKnownMessage();
  const problem = known(problemText);
  const heading = useRef<HTMLHeadingElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const active = countActiveFilters(view);
  const busy = phase === 'searching' || phase === 'loading';

  // The heading takes focus when a list arrives, so keyboard and screen reader users start at the top.
  useEffect(() => {
    if (phase === 'ready') heading.current?.focus({ preventScroll: view.page === 1 });
  }, [phase, page, view.page]);

  const changeView = (next: HotelResultView) => {
    setView(next);
    if (next.page !== view.page) window.scrollTo({ top: 0 });
  };

  const status =
    phase === 'searching'
      ? t('hotels.results.searching', { city: search.name })
      : phase === 'loading'
        ? t('hotels.results.updating')
        : phase === 'ready' && page
          ? t(page.pageCount > 1 ? 'hotels.results.foundPaged' : 'hotels.results.found', {
              count: page.totalCount,
              number: formatNumber(page.totalCount),
              page: page.pageNumber,
              pages: page.pageCount,
            })
          : '';

  if (phase === 'expired' || (phase === 'failed' && !page)) {
    return (
      <OutcomeMessage tone="error" message={problem}>
        <p className="mt-2">
          <a className="btn btn-primary" href={hotelResultUrl(search)}>
            {t('hotels.results.searchAgain')}
          </a>
        </p>
      </OutcomeMessage>
    );
  }

  return (
    <div className="results-layout">
      <aside aria-label={t('hotels.results.filters')}>
        <button
          type="button"
          className="btn btn-ghost w-full lg:hidden"
          aria-expanded={filtersOpen}
          aria-controls="hotel-filters"
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          {active ? t('hotels.results.filtersCount', { count: active }) : t('hotels.results.filters')}
        </button>
        <div
          id="hotel-filters"
          className={`card filters-panel mt-3 lg:mt-0 ${filtersOpen ? '' : 'hidden lg:grid'}`}
        >
          <HotelFilters view={view} facets={page?.facets ?? null} onChange={changeView} />
        </div>
      </aside>

      {/* A screen's height until a search finds nothing: the cards that follow the search are taller,
          so the footer starts below the fold and does not jump down when they render. */}
      <div
        className={`grid min-w-0 content-start gap-5 ${page?.totalCount === 0 ? '' : 'min-h-screen'}`}
        aria-busy={busy}
      >
        <h2 ref={heading} tabIndex={-1} className="text-2xl md:text-3xl">
          {t('hotels.results.heading', { city: search.name })}
        </h2>
        <HotelSortTabs value={view.sort} onChange={(sort) => changeView({ ...view, sort, page: 1 })} />
        <p className="text-sm font-semibold text-ink-muted" role="status" aria-live="polite">
          {status}
        </p>
        {phase === 'failed' && <OutcomeMessage tone="error" message={problem} />}
        {page && page.totalCount === 0 && (
          <div className="card grid gap-3 p-6">
            <h3 className="text-xl">{known(HOTEL_MESSAGES.noHotels)}</h3>
            {active > 0 && (
              <p>
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => changeView(clearedFilters(view))}
                >
                  {t('hotels.results.clearFilters', { count: active })}
                </button>
              </p>
            )}
          </div>
        )}
        {page && page.properties.length > 0 && (
          <ol className="grid gap-4" aria-label={t('hotels.results.listLabel', { page: page.pageNumber })}>
            {page.properties.map((property, index) => (
              <li key={property.propertyId}>
                <HotelCard
                  property={property}
                  prominent={index === 0}
                  stay={page.stay}
                  href={hotelDetailUrl(search, page.shoppingRspId, property.propertyId)}
                />
              </li>
            ))}
          </ol>
        )}
        {page && (
          <Pagination
            page={page.pageNumber}
            pageCount={page.pageCount}
            hrefOf={(n) => hotelResultUrl(search, { ...view, page: n })}
            onPage={(n) => changeView({ ...view, page: n })}
          />
        )}
      </div>
    </div>
  );
}

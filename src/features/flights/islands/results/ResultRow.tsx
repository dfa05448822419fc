import { memo } from 'react';
import type { PricedItinerary } from '../../../../shared/contracts/flights';
import { flightNumbersText } from '../../../../shared/domain/flight-numbers';
import { formatMoney } from '../../../../shared/domain/money';
import { formatDate } from '../../../../lib/dates';
import { airlinesOf, cheapestBrand, firstSegment } from '../../itinerary-format';
import { localDate } from '../../../../shared/domain/local-iso-time';
import { CHEVRON_DOWN, Icon } from '../../../../islands/shared/Icon';
import { ItineraryLine, useStopsText } from '../shared/ItineraryLine';
import { useT } from '../../../../islands/shared/island-shell';
import { AmenityMarks } from './AmenityMarks';
import { EmissionsBadge } from './EmissionsBadge';
import { RowDetail } from './RowDetail';
import { SeatProductMarks } from './SeatProductMarks';
import { ShortlistButton } from './ShortlistButton';
import { priceOf, type TripPricing } from './trip-pricing';

export interface ResultRowProps {
  itinerary: PricedItinerary;
  siteId: string;
  shoppingRspId: string;
  pricing: TripPricing;
  expanded: boolean;
  shortlisted: boolean;
  /** The itinerary a shortlist link pointed to: marked so the traveller finds it again. */
  highlighted?: boolean;
  selectLabel: string;
  onToggle: (id: string) => void;
  onSelect: (itinerary: PricedItinerary, brandIndex: number) => void;
  onFareRules: (itinerary: PricedItinerary, brandIndex: number, trigger: HTMLElement) => void;
}

/**
 * One itinerary as a compact row (airline, times, duration, stops, seat marks, trip price), about
 * 80 px tall so a laptop screen shows eight; it expands in place for the flights and the fares.
 */
export const ResultRow = memo(function ResultRow(props: ResultRowProps) {
  const { itinerary, expanded } = props;
  const t = useT();
  const stopsText = useStopsText();
  const airlines = airlinesOf(itinerary);
  const first = firstSegment(itinerary);
  const cheapest = cheapestBrand(itinerary);
  const price = priceOf(props.pricing, cheapest.total);
  const flightNumbers = flightNumbersText(itinerary.segments);
  const name = t('flights.results.flightName', {
    airlines: airlines.map((airline) => airline.name).join(' / '),
    numbers: flightNumbers,
    date: formatDate(localDate(first.departure.time), { year: false }),
  });
  const panelId = `fares-${itinerary.pricedItineraryId}`;

  return (
    <article
      className={props.highlighted ? 'card flight-card flight-card-highlighted' : 'card flight-card'}
      aria-label={name}
      data-highlighted={props.highlighted ? 'true' : undefined}
    >
      {props.highlighted && <p className="highlight-note">{t('flights.results.fromShortlist')}</p>}
      <div className="result-row">
        <div className="result-airline">
          <span className="airline-mark" aria-hidden="true">
            {airlines[0]?.code}
          </span>
          <span className="min-w-0">
            <span className="block font-semibold">{airlines.map((airline) => airline.name).join(' · ')}</span>
            <span className="block truncate text-xs text-ink-muted">{flightNumbers}</span>
            <AmenityMarks itinerary={itinerary} />
          </span>
        </div>
        <ItineraryLine itinerary={itinerary} compact />
        <p className="sr-only">{stopsText(itinerary)}</p>
        <SeatProductMarks itinerary={itinerary} />
        <div className="flight-price">
          <span className="price-line">
            {price.isFrom && <span className="price-note">{t('flights.results.from')} </span>}
            <span className="price-amount">{formatMoney(price.amount)}</span>
          </span>
          <span className="price-note">{props.pricing.note}</span>
          <EmissionsBadge itinerary={itinerary} />
        </div>
        <div className="result-actions">
          <ShortlistButton
            siteId={props.siteId}
            shoppingRspId={props.shoppingRspId}
            pricedItineraryId={itinerary.pricedItineraryId}
            brandIndex={cheapest.brandIndex}
            shortlisted={props.shortlisted}
            flightName={name}
            compact
          />
          <button
            type="button"
            className="btn btn-primary btn-compact"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => props.onToggle(itinerary.pricedItineraryId)}
          >
            {expanded
              ? t('flights.results.hideFares')
              : t('flights.results.compareFares', { count: itinerary.brands.length })}
            <Icon d={CHEVRON_DOWN} className={expanded ? 'icon rotate-180' : 'icon'} />
          </button>
        </div>
      </div>
      <div id={panelId} hidden={!expanded}>
        {expanded && (
          <RowDetail
            itinerary={itinerary}
            flightName={name}
            pricing={props.pricing}
            selectLabel={props.selectLabel}
            onSelect={props.onSelect}
            onFareRules={props.onFareRules}
          />
        )}
      </div>
    </article>
  );
});

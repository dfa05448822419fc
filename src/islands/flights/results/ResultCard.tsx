import { memo } from 'react';
import type { PricedItinerary } from '../../../lib/contracts/flights';
import { formatMoney } from '../../../lib/domain/money';
import { formatDate } from '../../../lib/flights/dates';
import { airlinesOf, cheapestBrand, firstSegment, localDate } from '../../../lib/flights/itinerary-format';
import { CHEVRON_DOWN, Icon } from '../shared/Icon';
import { ItineraryLine, useStopsText } from '../shared/ItineraryLine';
import { useText } from '../shared/text';
import { FareMatrix } from './FareMatrix';
import { ShortlistButton } from './ShortlistButton';

interface ResultCardProps {
  itinerary: PricedItinerary;
  siteId: string;
  shoppingRspId: string;
  travellers: string;
  expanded: boolean;
  shortlisted: boolean;
  selectLabel: string;
  onToggle: (id: string) => void;
  onSelect: (itinerary: PricedItinerary, brandIndex: number) => void;
  onFareRules: (itinerary: PricedItinerary, brandIndex: number, trigger: HTMLElement) => void;
}

/** One itinerary of the results: times, route, airlines, lowest price; its fare brands on demand. */
export const ResultCard = memo(function ResultCard(props: ResultCardProps) {
  const { itinerary, expanded } = props;
  const t = useText();
  const stopsText = useStopsText();
  const airlines = airlinesOf(itinerary);
  const first = firstSegment(itinerary);
  const cheapest = cheapestBrand(itinerary);
  const flightNumbers = itinerary.segments.map((segment) => segment.flightNumber).join(', ');
  const name = t('flights.results.flightName', {
    airlines: airlines.map((airline) => airline.name).join(' / '),
    numbers: flightNumbers,
    date: formatDate(localDate(first.departure.time), { year: false }),
  });
  const panelId = `fares-${itinerary.pricedItineraryId}`;
  const mixedCabin = itinerary.segments.some((segment) => segment.isMixedCabin);

  return (
    <article className="card flight-card" aria-label={name}>
      <div className="flight-main">
        <div className="grid gap-3">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            {airlines.map((airline) => (
              <span key={airline.code} className="airline-mark" aria-hidden="true">
                {airline.code}
              </span>
            ))}
            <span className="font-semibold">{airlines.map((airline) => airline.name).join(' · ')}</span>
            <span className="text-ink-muted">{flightNumbers}</span>
          </div>
          <ItineraryLine itinerary={itinerary} />
          <p className="sr-only">{stopsText(itinerary)}</p>
          {mixedCabin && <p className="text-sm text-ink-muted">{t('flights.results.mixedCabin')}</p>}
        </div>
        <div className="flight-price">
          <span className="price-note">{t('flights.results.from')}</span>
          <span className="price-amount">{formatMoney(cheapest.total)}</span>
          <span className="price-note">{props.travellers}</span>
          <button
            type="button"
            className="btn btn-primary mt-2"
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
          <FareMatrix
            itinerary={itinerary}
            caption={t('flights.fares.caption', { flight: name })}
            travellers={props.travellers}
            selectLabel={props.selectLabel}
            onSelect={(brandIndex) => props.onSelect(itinerary, brandIndex)}
            onFareRules={(brandIndex, trigger) => props.onFareRules(itinerary, brandIndex, trigger)}
          />
        )}
      </div>
      <div className="flight-actions">
        <ShortlistButton
          siteId={props.siteId}
          shoppingRspId={props.shoppingRspId}
          pricedItineraryId={itinerary.pricedItineraryId}
          brandIndex={cheapest.brandIndex}
          shortlisted={props.shortlisted}
          flightName={name}
        />
        <span className="text-sm text-ink-muted">
          {cheapest.seatsLeft < 9
            ? t('flights.fares.seatsLeft', { count: cheapest.seatsLeft })
            : t('flights.results.offerHeld')}
        </span>
      </div>
    </article>
  );
});

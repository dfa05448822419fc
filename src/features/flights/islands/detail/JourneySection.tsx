import type { FareBrand, PricedItinerary, Segment } from '../../../../shared/contracts/flights';
import { isThroughStop } from '../../../../shared/domain/flight-numbers';
import { formatMoney } from '../../../../shared/domain/money';
import { formatDate } from '../../../../lib/dates';
import { HeadedSection } from '../../../../islands/shared/HeadedSection';
import { firstSegment, formatDuration, lastSegment, timeZoneLongName } from '../../itinerary-format';
import { dayOffset, localClock, localDate, utcOffsetLabel } from '../../../../shared/domain/local-iso-time';
import { useFareWords } from '../results/FareMatrix';
import { ShortlistButton } from '../results/ShortlistButton';
import { Icon } from '../../../../islands/shared/Icon';
import { PLANE } from '../shared/result-icons';
import { AmenityLine } from '../shared/AmenityLine';
import { useIslandLocale, useT } from '../../../../islands/shared/island-shell';
import { seatProductWords } from '../../seat-product';

/** The detail page's presentational parts: a journey with its flights, and the price summary. */

export function JourneySection({
  title,
  itinerary,
  brand,
  siteId,
  shoppingRspId,
  shortlisted,
  onFareRules,
}: {
  title: string;
  itinerary: PricedItinerary;
  brand: FareBrand;
  siteId: string;
  shoppingRspId: string;
  shortlisted: boolean;
  onFareRules: (trigger: HTMLElement) => void;
}) {
  const t = useT();
  const words = useFareWords();
  const first = firstSegment(itinerary);
  const last = lastSegment(itinerary);
  const headingId = `journey-${itinerary.pricedItineraryId}`;
  const name = `${title}: ${first.departure.cityName} – ${last.arrival.cityName}`;

  return (
    <section className="card grid gap-5 p-5 md:p-7" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="eyebrow text-[color:var(--c-accent-text)]">{title}</p>
          <h2 id={headingId} className="mt-1 text-2xl">
            {t('flights.results.title', { from: first.departure.cityName, to: last.arrival.cityName })}
          </h2>
          <p className="mt-1 text-ink-muted">
            {formatDate(localDate(first.departure.time))} ·{' '}
            {t('flights.detail.totalTime', { duration: formatDuration(itinerary.totalDurationMinutes) })} ·{' '}
            {itinerary.stops === 0
              ? t('flights.common.direct')
              : t('flights.detail.stops', { count: itinerary.stops })}
          </p>
        </div>
        <span className="pill pill-accent">{brand.name}</span>
      </div>

      <ol className="timeline" aria-label={t('flights.detail.flightsOf', { title })}>
        {itinerary.segments.map((segment, index) => (
          <li key={`${segment.flightNumber}-${segment.departure.utc}`}>
            <SegmentBlock segment={segment} journeyStart={first.departure.time} />
            {itinerary.layovers[index] && (
              <p className="layover">
                <strong>
                  {/* A through-flight's stop (QF1 in Singapore): the same flight continues. */}
                  {t(
                    isThroughStop(itinerary.segments, index + 1)
                      ? 'flights.common.throughStop'
                      : 'flights.detail.layover',
                    {
                      city: itinerary.layovers[index].cityName,
                      code: itinerary.layovers[index].airport,
                      duration: formatDuration(itinerary.layovers[index].durationMinutes),
                      number: segment.flightNumber,
                    },
                  )}
                </strong>
                {itinerary.layovers[index].changeOfAirport && (
                  <span className="block font-semibold text-[color:var(--c-danger)]">
                    {t('flights.detail.changeAirport')}
                  </span>
                )}
                {itinerary.layovers[index].warnings
                  ?.filter((warning) => warning !== 'changeOfAirport')
                  .map((warning) => (
                    <span
                      key={warning}
                      className="layover-warning block font-semibold text-[color:var(--c-danger)]"
                    >
                      {t(`flights.detail.layoverWarning.${warning}`)}
                    </span>
                  ))}
              </p>
            )}
          </li>
        ))}
      </ol>

      <div className="grid gap-3 border-t border-line pt-5">
        <h3 className="text-xl">{t('flights.detail.fareTitle', { brand: brand.name })}</h3>
        <dl className="facts">
          {(
            [
              ['checked', words.checked(brand)],
              ['cabin', words.cabin(brand)],
              ['seats', words.seats(brand)],
              ['changes', words.changes(brand)],
              ['refunds', words.refunds(brand)],
              ['lounge', words.lounge(brand)],
              ['priority', words.priority(brand)],
              ['meals', brand.meals],
            ] as const
          ).map(([key, value]) => (
            <div key={key}>
              <dt>{t(`flights.fares.rows.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={(event) => onFareRules(event.currentTarget)}
          >
            {t('flights.fares.rulesLink')}
            <span className="sr-only"> {brand.name}</span>
          </button>
          <ShortlistButton
            siteId={siteId}
            shoppingRspId={shoppingRspId}
            pricedItineraryId={itinerary.pricedItineraryId}
            brandIndex={brand.brandIndex}
            shortlisted={shortlisted}
            flightName={name}
          />
        </div>
      </div>
    </section>
  );
}

function SegmentBlock({ segment, journeyStart }: { segment: Segment; journeyStart: string }) {
  const t = useT();
  const locale = useIslandLocale();
  const seat = seatProductWords(segment.seatProduct, t);
  const place = (end: Segment['departure'], time: string) => (
    <div className="timeline-stop">
      <p className="pt-0.5 font-semibold">
        <time dateTime={time} className="flight-time text-xl">
          {localClock(time)}
        </time>
        <span className="block text-xs whitespace-nowrap text-ink-muted">
          {formatDate(localDate(time), { year: false })}
        </span>
      </p>
      <span className="timeline-dot" aria-hidden="true" />
      <div className="pb-3">
        <p className="font-semibold">
          {end.cityName} ({end.code})
        </p>
        <p className="text-sm text-ink-muted">
          {end.name}
          {end.terminal ? `, ${t('flights.detail.terminal', { terminal: end.terminal })}` : ''} ·{' '}
          {end.countryName}
        </p>
        <p className="text-sm text-ink-muted">
          {t('flights.detail.localTime', {
            offset: utcOffsetLabel(time),
            zone: timeZoneLongName(time, end.timeZone, locale),
          })}
          {dayOffset(journeyStart, time) > 0 &&
            ` · ${t('flights.detail.dayAfterStart', { count: dayOffset(journeyStart, time) })}`}
        </p>
      </div>
    </div>
  );
  return (
    <div>
      {place(segment.departure, segment.departure.time)}
      <div className="timeline-stop timeline-flight">
        <span />
        <span className="timeline-dot" aria-hidden="true" />
        <div className="my-1 mb-4 rounded-xl bg-surface-alt px-4 py-3 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            <Icon d={PLANE} solid className="icon text-[color:var(--c-accent-text)]" />
            {segment.airline.name} {segment.flightNumber}
            <span className="font-normal text-ink-muted">· {formatDuration(segment.durationMinutes)}</span>
          </p>
          <p className="mt-1 text-ink-muted">
            {t('flights.detail.operatedBy', { airline: segment.airline.name })} · {segment.aircraft.name} ·{' '}
            {t(`flights.cabins.${segment.cabinClass}`)}
            {segment.isMixedCabin && ` (${t('flights.detail.mixedCabin')})`}
            {segment.airline.alliance && ` · ${segment.airline.alliance}`}
          </p>
          {seat && <p className="seat-words mt-1">{seat}</p>}
          <AmenityLine amenities={segment.amenities} className="mt-1" />
        </div>
      </div>
      {place(segment.arrival, segment.arrival.time)}
    </div>
  );
}

export function PriceSummary({
  journeys,
  brands,
  titles,
  total,
  totalNote,
}: {
  journeys: PricedItinerary[];
  brands: FareBrand[];
  titles: string[];
  total: number;
  /** "Return trip total · 1 traveller · taxes included": the rule every price on the screens follows. */
  totalNote: string;
}) {
  const t = useT();
  return (
    <HeadedSection id="price-title" title={t('flights.detail.priceTitle')} className="card grid gap-4 p-6">
      {journeys.map((itinerary, index) => {
        const brand = brands[index]!;
        return (
          <div key={itinerary.pricedItineraryId} className="grid gap-1 border-b border-line pb-3 text-sm">
            <p className="flex justify-between gap-3 font-semibold">
              <span>
                {titles[index]} · {brand.name}
              </span>
              <span>{formatMoney(brand.total)}</span>
            </p>
            {brand.prices.map((price) => (
              <details key={price.passengerType} className="text-ink-muted">
                <summary className="cursor-pointer">
                  {t(`flights.detail.passengerPrice.${price.passengerType}`, { count: price.count })}:{' '}
                  {formatMoney(price.totalPerPassenger)} {t('flights.detail.each')}
                </summary>
                <dl className="mt-2 grid gap-1 pl-3">
                  <div className="flex justify-between gap-3">
                    <dt>{t('flights.detail.baseFare')}</dt>
                    <dd>{formatMoney(price.baseFare)}</dd>
                  </div>
                  {price.taxes.map((tax) => (
                    <div key={tax.code} className="flex justify-between gap-3">
                      <dt>
                        {tax.name} ({tax.code})
                      </dt>
                      <dd>{formatMoney(tax.amount)}</dd>
                    </div>
                  ))}
                </dl>
              </details>
            ))}
          </div>
        );
      })}
      <p className="flex items-baseline justify-between gap-3">
        <span className="font-semibold">{t('flights.detail.total')}</span>
        <span className="price-amount">{formatMoney(total)}</span>
      </p>
      <p className="text-sm font-semibold">{totalNote}</p>
      <p className="text-xs text-ink-muted">{t('flights.detail.priceNote')}</p>
    </HeadedSection>
  );
}

import type { LayoverWarning, PricedItinerary } from '../../../../shared/contracts/flights';
import { firstSegment, formatDuration, lastSegment } from '../../itinerary-format';
import { dayOffset, localClock } from '../../../../shared/domain/local-iso-time';
import { joinShort } from '../../short-list';
import { useT } from '../../../../islands/shared/island-shell';

/** "Direct", "1 stop via SIN", "2 stops via MEL, PER". */
export function useStopsText() {
  const t = useT();
  return (itinerary: PricedItinerary) =>
    itinerary.stops === 0
      ? t('flights.common.direct')
      : t('flights.common.stopsVia', {
          count: itinerary.stops,
          places: joinShort(itinerary.layovers.map((layover) => layover.airport)),
        });
}

/**
 * The distinct warnings of an itinerary's connections, most serious first ("Overnight layover · Long
 * layover"): what a traveller scanning the list needs before opening a row.
 */
function useLayoverWarningsText() {
  const t = useT();
  const order: LayoverWarning[] = ['changeOfAirport', 'overnight', 'long', 'short'];
  return (itinerary: PricedItinerary) => {
    const present = new Set(itinerary.layovers.flatMap((layover) => layover.warnings ?? []));
    return order
      .filter((warning) => present.has(warning))
      .map((warning) => t(`flights.common.layoverWarning.${warning}`))
      .join(' · ');
  };
}

/**
 * Departure and arrival times (local to each airport, "+1" when arriving on a later day) with the
 * route line: total time, stops and where. Compact (the result rows): airport codes without city names.
 */
export function ItineraryLine({
  itinerary,
  compact = false,
}: {
  itinerary: PricedItinerary;
  compact?: boolean;
}) {
  const t = useT();
  const stopsText = useStopsText();
  const warningsText = useLayoverWarningsText()(itinerary);
  const first = firstSegment(itinerary);
  const last = lastSegment(itinerary);
  const days = dayOffset(first.departure.time, last.arrival.time);
  const start = Date.parse(first.departure.utc);
  const total = Math.max(1, Date.parse(last.arrival.utc) - start);
  // Each connection sits at the middle of its layover along the line.
  const stopMarks = itinerary.segments.slice(1).map((segment, index) => {
    const middle =
      (Date.parse(itinerary.segments[index]!.arrival.utc) + Date.parse(segment.departure.utc)) / 2;
    return Math.round(((middle - start) / total) * 100);
  });

  return (
    <div className="flight-route">
      <div>
        <p className="flight-time">{localClock(first.departure.time)}</p>
        <p className="flight-place">
          <abbr title={first.departure.name} className="no-underline">
            {first.departure.code}
          </abbr>
          {!compact && ` ${first.departure.cityName}`}
        </p>
      </div>
      <div className="flight-line">
        <span>{formatDuration(itinerary.totalDurationMinutes)}</span>
        <span className="flight-line-bar" aria-hidden="true">
          {stopMarks.map((mark, index) => (
            <StopMark key={index} percent={mark} />
          ))}
        </span>
        <span className={itinerary.stops === 0 ? 'font-semibold text-ink' : ''}>{stopsText(itinerary)}</span>
        {warningsText && (
          <span className="layover-warning font-semibold text-[color:var(--c-danger)]">{warningsText}</span>
        )}
      </div>
      <div className="text-right">
        <p className="flight-time">
          {localClock(last.arrival.time)}
          {days !== 0 && (
            <span className="day-offset">
              <span aria-hidden="true">{days > 0 ? `+${days}` : days}</span>
              <span className="sr-only">
                {t(days > 0 ? 'flights.common.dayLater' : 'flights.common.dayEarlier', {
                  count: Math.abs(days),
                })}
              </span>
            </span>
          )}
        </p>
        <p className="flight-place">
          <abbr title={last.arrival.name} className="no-underline">
            {last.arrival.code}
          </abbr>
          {!compact && ` ${last.arrival.cityName}`}
        </p>
      </div>
    </div>
  );
}

/** A stop's dot on the route line, placed by share of the journey time (set in the browser: no inline style in HTML). */
function StopMark({ percent }: { percent: number }) {
  return (
    <span
      className="flight-line-stop"
      ref={(element) => {
        if (element) element.style.left = `${percent}%`;
      }}
    />
  );
}

import type { FareCalendarQuery } from '../../fare-calendar';
import { useT } from '../../../../islands/shared/island-shell';

interface FareLegendProps {
  query: FareCalendarQuery;
  failed: boolean;
}

/** Says what the prices under the days are (trip, travellers, taxes), or that they could not load. */
export function FareLegend({ query, failed }: FareLegendProps) {
  const t = useT();
  if (failed) {
    return (
      <p className="calendar-legend" role="status">
        {t('flights.search.calendar.pricesUnavailable')}
      </p>
    );
  }
  const stay = query.request.stayDays ?? 0;
  return (
    <p className="calendar-legend">
      {t(`flights.search.calendar.priceLegend.${query.kind}`, {
        count: query.travellers,
        stay: t('flights.search.calendar.stay', { count: stay }),
      })}{' '}
      <span className="calendar-legend-cheapest">{t('flights.search.calendar.cheapestLegend')}</span>
    </p>
  );
}

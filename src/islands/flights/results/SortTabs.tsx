import type { JourneyResult, SortOrder } from '../../../shared/contracts/flights';
import { formatMoney } from '../../../shared/domain/money';
import { formatDuration } from '../../../lib/flights/itinerary-format';
import { SORT_OPTIONS } from '../../../lib/flights/result-filters';
import { useText } from '../shared/text';
import { priceOf, type TripPricing } from './trip-pricing';

/** The sort orders as a group of toggle buttons (spec §2: best, cheapest, fastest, earliest, latest). */
export function SortTabs({
  value,
  onChange,
  matching,
  pricing,
}: {
  value: SortOrder;
  onChange: (sort: SortOrder) => void;
  /** Of the filtered list, so a chip never names a fare the filters removed. */
  matching: JourneyResult['matching'];
  /** The cheapest hint is a trip price, as on the rows. */
  pricing: TripPricing;
}) {
  const t = useText();
  const hint: Partial<Record<SortOrder, string>> = matching
    ? {
        cheapest: formatMoney(priceOf(pricing, matching.lowestPrice).amount),
        fastest: formatDuration(matching.shortestDurationMinutes),
      }
    : {};
  return (
    <div role="group" aria-label={t('flights.sort.label')} className="sort-tabs">
      {SORT_OPTIONS.map((sort) => (
        <button
          key={sort}
          type="button"
          className="sort-tab"
          aria-pressed={value === sort}
          onClick={() => onChange(sort)}
        >
          {t(`flights.sort.${sort}`)}
          {hint[sort] && <span className="text-xs font-semibold opacity-80">{hint[sort]}</span>}
        </button>
      ))}
    </div>
  );
}

import type { JourneyResult, SortOrder } from '../../../../shared/contracts/flights';
import { formatMoney } from '../../../../shared/domain/money';
import { formatDuration } from '../../itinerary-format';
import { SORT_OPTIONS } from '../../result-filters';
import { SortTabGroup } from '../../../../islands/shared/SortTabs';
import { useT } from '../../../../islands/shared/island-shell';
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
  const t = useT();
  const hint: Partial<Record<SortOrder, string>> = matching
    ? {
        cheapest: formatMoney(priceOf(pricing, matching.lowestPrice).amount),
        fastest: formatDuration(matching.shortestDurationMinutes),
      }
    : {};
  return (
    <SortTabGroup
      label={t('flights.sort.label')}
      sorts={SORT_OPTIONS}
      value={value}
      onChange={onChange}
      nameOf={(sort) => t(`flights.sort.${sort}`)}
      hintOf={(sort) => hint[sort]}
    />
  );
}

import { HOTEL_SORTS, type HotelSort } from '../../../shared/contracts/hotel';
import { useText } from '../../flights/shared/text';

/** The sort orders as toggle buttons (the flight results' sort-tabs look). */
export function HotelSortTabs({
  value,
  onChange,
}: {
  value: HotelSort;
  onChange: (sort: HotelSort) => void;
}) {
  const t = useText();
  return (
    <div role="group" aria-label={t('hotels.results.sortLabel')} className="sort-tabs">
      {HOTEL_SORTS.map((sort) => (
        <button
          key={sort}
          type="button"
          className="sort-tab"
          aria-pressed={value === sort}
          onClick={() => onChange(sort)}
        >
          {t(`hotels.results.sort.${sort}`)}
        </button>
      ))}
    </div>
  );
}

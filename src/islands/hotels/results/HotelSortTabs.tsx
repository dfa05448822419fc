import { HOTEL_SORTS, type HotelSort } from '../../../lib/contracts/hotel';

export const SORT_LABELS: Record<HotelSort, string> = {
  price: 'Lowest price',
  stars: 'Most stars',
  reviewScore: 'Best reviewed',
  distance: 'Closest to centre',
};

/** The sort orders as toggle buttons (the flight results' sort-tabs look). */
export function HotelSortTabs({
  value,
  onChange,
}: {
  value: HotelSort;
  onChange: (sort: HotelSort) => void;
}) {
  return (
    <div role="group" aria-label="Sort hotels by" className="sort-tabs">
      {HOTEL_SORTS.map((sort) => (
        <button
          key={sort}
          type="button"
          className="sort-tab"
          aria-pressed={value === sort}
          onClick={() => onChange(sort)}
        >
          {SORT_LABELS[sort]}
        </button>
      ))}
    </div>
  );
}

import { HOTEL_SORTS, type HotelSort } from '../../../../shared/contracts/hotel';
import { useT } from '../../../../islands/shared/island-shell';
import { SortTabGroup } from '../../../../islands/shared/SortTabs';

/** The hotel sort orders, in the flight results' sort-tabs look. */
export function HotelSortTabs({
  value,
  onChange,
}: {
  value: HotelSort;
  onChange: (sort: HotelSort) => void;
}) {
  const t = useT();
  return (
    <SortTabGroup
      label={t('hotels.results.sortLabel')}
      sorts={HOTEL_SORTS}
      value={value}
      onChange={onChange}
      nameOf={(sort) => t(`hotels.results.sort.${sort}`)}
    />
  );
}

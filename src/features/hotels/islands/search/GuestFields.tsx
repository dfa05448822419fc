import { HOTEL_LIMITS } from '../../../../shared/contracts/hotel';
import { HOTEL_QUERY } from '../../search-url';
import { useT } from '../../../../islands/shared/island-shell';

interface GuestFieldsProps {
  id: string;
  adults: number;
  children: number;
  onChange: (adults: number, children: number) => void;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** Adults (1-6) and children (0-4) as native selects: they submit before the island loads. */
export function GuestFields({ id, adults, children, onChange }: GuestFieldsProps) {
  // The party may not exceed the spec's guests per search (8).
  const t = useT();
  const maxChildren = Math.min(HOTEL_LIMITS.maxChildren, HOTEL_LIMITS.maxGuests - adults);
  return (
    <fieldset className="grid grid-cols-2 gap-3">
      <legend className="sr-only">{t('hotels.search.guests')}</legend>
      <div>
        <label htmlFor={`${id}-adults`} className="search-label">
          {t('hotels.search.adults')}
        </label>
        <select
          id={`${id}-adults`}
          name={HOTEL_QUERY.adults}
          className="search-input search-select"
          value={adults}
          onChange={(event) =>
            onChange(
              Number(event.target.value),
              Math.min(children, HOTEL_LIMITS.maxGuests - Number(event.target.value)),
            )
          }
        >
          {range(1, HOTEL_LIMITS.maxAdults).map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-children`} className="search-label">
          {t('hotels.search.children')}
        </label>
        <select
          id={`${id}-children`}
          name={HOTEL_QUERY.children}
          className="search-input search-select"
          value={children}
          onChange={(event) => onChange(adults, Number(event.target.value))}
        >
          {range(0, maxChildren).map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

import { useState } from 'react';
import { BOARD_TYPES, HOTEL_AMENITY_FILTERS, type HotelResultPage } from '../../../../shared/contracts/hotel';
import { amenityLabel, boardLabel } from '../../format';
import { formatCents } from '../../../../shared/domain/money';
import { useT } from '../../../../islands/shared/island-shell';
import { clearedFilters, countActiveFilters, STAR_OPTIONS, type HotelResultView } from '../../search-url';

interface HotelFiltersProps {
  view: HotelResultView;
  facets: HotelResultPage['facets'] | null;
  onChange: (view: HotelResultView) => void;
}

interface CheckGroupProps<T extends string | number> {
  legend: string;
  options: readonly T[];
  chosen: readonly T[];
  labelOf: (option: T) => string;
  /** Properties with the option, over the unfiltered results (shown beside it). */
  countOf?: (option: T) => number | undefined;
  onChange: (chosen: T[]) => void;
}

interface PriceInputProps {
  label: string;
  value: string;
  /** The results' own bound in dollars, as a hint. */
  placeholder: string;
  onValue: (value: string) => void;
}

/** One end of the price-per-night range, in whole dollars. */
function PriceInput({ label, value, placeholder, onValue }: PriceInputProps) {
  return (
    <label className="grid gap-1 text-sm">
      {label}
      <input
        className="search-input"
        inputMode="numeric"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onValue(event.target.value)}
      />
    </label>
  );
}

/** A group of filter checkboxes; the chosen values keep the options' order (stable URLs). */
function CheckGroup<T extends string | number>({
  legend,
  options,
  chosen,
  labelOf,
  countOf,
  onChange,
}: CheckGroupProps<T>) {
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      <div>
        {options.map((option) => {
          const count = countOf?.(option);
          return (
            <label key={option} className="filter-check">
              <input
                type="checkbox"
                checked={chosen.includes(option)}
                onChange={(event) => {
                  const next = event.target.checked
                    ? [...chosen, option]
                    : chosen.filter((value) => value !== option);
                  onChange(options.filter((value) => next.includes(value)));
                }}
              />
              <span>{labelOf(option)}</span>
              {count !== undefined && <span className="filter-check-price">{count}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The results filters (spec §9): the amenities list, price per night, stars, board and free
 * cancellation. Every change goes back to page 1.
 */
export function HotelFilters({ view, facets, onChange }: HotelFiltersProps) {
  const t = useT();
  const set = (next: Partial<HotelResultView>) => onChange({ ...view, ...next, page: 1 });
  const active = countActiveFilters(view);
  const [minPrice, setMinPrice] = useState(view.minPrice?.toString() ?? '');
  const [maxPrice, setMaxPrice] = useState(view.maxPrice?.toString() ?? '');
  const [shownView, setShownView] = useState(view);
  // The view changed from outside (Back, clear): show its prices.
  if (shownView !== view) {
    setShownView(view);
    setMinPrice(view.minPrice?.toString() ?? '');
    setMaxPrice(view.maxPrice?.toString() ?? '');
  }
  const dollars = (text: string) => (/^\d{1,7}$/.test(text.trim()) ? Number(text) : null);

  return (
    <div className="grid">
      <div className="flex items-center justify-between gap-2 pb-2">
        <h2 className="text-xl">{t('hotels.filters.heading')}</h2>
        {active > 0 && (
          <button
            type="button"
            className="text-button text-sm"
            onClick={() => onChange(clearedFilters(view))}
          >
            {t('hotels.results.clearFilters', { count: active })}
          </button>
        )}
      </div>

      <CheckGroup
        legend={t('hotels.filters.amenities')}
        options={HOTEL_AMENITY_FILTERS}
        chosen={view.amenities}
        labelOf={(code) => amenityLabel(t, code)}
        countOf={(code) => facets?.amenities[code]}
        onChange={(amenities) => set({ amenities })}
      />

      <fieldset className="filter-group">
        <legend>{t('hotels.filters.pricePerNight')}</legend>
        <form
          className="grid grid-cols-2 items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            set({ minPrice: dollars(minPrice), maxPrice: dollars(maxPrice) });
          }}
        >
          <PriceInput
            label={t('hotels.filters.min')}
            value={minPrice}
            placeholder={facets ? String(Math.floor(facets.priceCents.min / 100)) : ''}
            onValue={setMinPrice}
          />
          <PriceInput
            label={t('hotels.filters.max')}
            value={maxPrice}
            placeholder={facets ? String(Math.ceil(facets.priceCents.max / 100)) : ''}
            onValue={setMaxPrice}
          />
          <button type="submit" className="btn btn-ghost col-span-2">
            {t('hotels.filters.apply')}
          </button>
        </form>
        {facets && (
          <p className="mt-2 text-xs text-ink-muted">
            {t('hotels.filters.priceRange', {
              min: formatCents(facets.priceCents.min),
              max: formatCents(facets.priceCents.max),
            })}
          </p>
        )}
      </fieldset>

      <CheckGroup
        legend={t('hotels.filters.stars')}
        options={STAR_OPTIONS}
        chosen={view.stars}
        labelOf={(stars) => t('hotels.filters.starsOption', { count: stars })}
        countOf={(stars) => facets?.stars[String(stars) as '3' | '4' | '5']}
        onChange={(stars) => set({ stars })}
      />

      <CheckGroup
        legend={t('hotels.filters.meals')}
        options={BOARD_TYPES}
        chosen={view.board}
        labelOf={(board) => boardLabel(t, board)}
        onChange={(board) => set({ board })}
      />

      <fieldset className="filter-group">
        <legend>{t('hotels.filters.cancellation')}</legend>
        <label className="filter-check">
          <input
            type="checkbox"
            checked={view.freeCancellation}
            onChange={(event) => set({ freeCancellation: event.target.checked })}
          />
          <span>{t('hotels.filters.freeCancellation')}</span>
        </label>
      </fieldset>
    </div>
  );
}

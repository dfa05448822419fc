import { useEffect, useState } from 'react';
import { autoCompleteHotels, isAbortError } from '../../../lib/api/hotel-client';
import type { HotelPlace } from '../../../shared/contracts/hotel';
import type { HotelLocation } from '../../../lib/stores/hotel.store';
import { HOTEL_QUERY } from '../../../lib/hotels/search-url';
import { Combobox } from '../../flights/search/Combobox';
import { useText } from '../../flights/shared/text';

/** Suggestions are asked for once typing pauses this long (as the flight places do). */
const DEBOUNCE_MS = 220;
const MIN_QUERY = 2;

export function locationOfPlace(place: HotelPlace): HotelLocation {
  return {
    code: place.code,
    locationType: place.locationType,
    name: place.name,
    detail: place.detail,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

interface LocationFieldProps {
  id: string;
  siteId: string;
  value: HotelLocation | null;
  onChange: (location: HotelLocation | null) => void;
  invalid: boolean;
  describedBy?: string | undefined;
}

/**
 * "Where": a combobox fed by the Hotel API's /AutoComplete (cities, airports, properties). A typed name
 * stands until a suggestion is chosen (code empty); the results page looks it up. Before the island
 * loads the text box submits the name alone.
 */
export function LocationField({ id, siteId, value, onChange, invalid, describedBy }: LocationFieldProps) {
  const [text, setText] = useState(value?.name ?? '');
  const [shown, setShown] = useState<HotelLocation | null>(value);
  const [options, setOptions] = useState<HotelPlace[]>([]);
  const [status, setStatus] = useState('');
  const [query, setQuery] = useState('');
  const t = useText();

  // The value changed from outside (a restored search): show its name.
  if (value !== shown) {
    setShown(value);
    setText(value?.name ?? '');
  }

  useEffect(() => {
    if (query.length < MIN_QUERY) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      autoCompleteHotels({ siteId, query, limit: 8 }, controller.signal)
        .then(({ places }) => {
          setOptions(places);
          setStatus(
            places.length === 0
              ? t('hotels.search.noPlaces')
              : t('hotels.search.suggestions', { count: places.length }),
          );
        })
        .catch((error: unknown) => {
          if (isAbortError(error)) return;
          setOptions([]);
          setStatus(t('hotels.search.suggestionsDown'));
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, siteId, t]);

  return (
    <Combobox
      id={id}
      label={t('hotels.search.where')}
      name={HOTEL_QUERY.name}
      placeholder={t('hotels.search.placeholder')}
      text={text}
      onTextChange={(next) => {
        setText(next);
        const trimmed = next.trim();
        setQuery(trimmed);
        if (trimmed.length < MIN_QUERY) setOptions([]);
        const typed: HotelLocation | null = trimmed
          ? { code: '', locationType: 'City', name: trimmed, detail: '', latitude: 0, longitude: 0 }
          : null;
        setShown(typed);
        onChange(typed);
      }}
      options={options}
      optionKey={(option) => `${option.locationType}-${option.code}`}
      renderOption={(option) => (
        <>
          <span className="search-option-main">
            {option.name}
            {option.locationType !== 'Property' && ` (${option.code})`}
          </span>
          <span className="search-option-sub">{option.detail}</span>
        </>
      )}
      onSelect={(option) => {
        const location = locationOfPlace(option);
        setShown(location);
        setText(location.name);
        setOptions([]);
        onChange(location);
      }}
      status={status}
      invalid={invalid}
      describedBy={describedBy}
    />
  );
}

import { useState } from 'react';
import { autoCompleteHotels } from '../../../../lib/api/hotel-client';
import { useSuggestions } from '../../../../islands/shared/use-suggestions';
import type { HotelPlace } from '../../../../shared/contracts/hotel';
import type { HotelLocation } from '../../hotel.store';
import { HOTEL_QUERY } from '../../search-url';
import { Combobox } from '../../../../islands/shared/Combobox';
import { useT } from '../../../../islands/shared/island-shell';

function locationOfPlace(place: HotelPlace): HotelLocation {
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
  const t = useT();
  const suggestions = useSuggestions(
    (query, signal) => autoCompleteHotels({ siteId, query, limit: 8 }, signal).then(({ places }) => places),
    {
      found: (count) => t('hotels.search.suggestions', { count }),
      none: t('hotels.search.noPlaces'),
      failed: t('hotels.search.suggestionsDown'),
    },
  );

  // The value changed from outside (a restored search): show its name.
  if (value !== shown) {
    setShown(value);
    setText(value?.name ?? '');
  }

  return (
    <Combobox
      id={id}
      label={t('hotels.search.where')}
      name={HOTEL_QUERY.name}
      placeholder={t('hotels.search.placeholder')}
      text={text}
      onTextChange={(next) => {
        setText(next);
        suggestions.search(next);
        const trimmed = next.trim();
        const typed: HotelLocation | null = trimmed
          ? { code: '', locationType: 'City', name: trimmed, detail: '', latitude: 0, longitude: 0 }
          : null;
        setShown(typed);
        onChange(typed);
      }}
      options={suggestions.options}
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
        suggestions.close();
        onChange(location);
      }}
      status={suggestions.status}
      invalid={invalid}
      describedBy={describedBy}
    />
  );
}

import { useState } from 'react';
import { suggestPlaces } from '../../booking-client';
import type { PlaceSuggestion } from '../../../../shared/contracts/booking-utilities';
import type { SearchPlace } from '../../search-criteria';
import { useT } from '../../../../islands/shared/island-shell';
import { Combobox } from '../../../../islands/shared/Combobox';
import { useSuggestions } from '../../../../islands/shared/use-suggestions';
import { groupSuggestions } from './suggestion-rows';

/** The text a chosen place shows: "Sydney (SYD)", "Melbourne, all airports (MEL)". */
function placeText(place: SearchPlace | null): string {
  if (!place) return '';
  return place.code ? `${place.name || place.code} (${place.code})` : place.name;
}

function placeOfSuggestion(suggestion: PlaceSuggestion, allAirports: string): SearchPlace {
  return {
    code: suggestion.code,
    codeType: suggestion.codeType,
    name: suggestion.codeType === 'C' ? `${suggestion.cityName}, ${allAirports}` : suggestion.cityName,
  };
}

interface PlaceFieldProps {
  id: string;
  label: string;
  name: string;
  value: SearchPlace | null;
  onChange: (place: SearchPlace | null) => void;
  invalid: boolean;
  describedBy?: string | undefined;
}

/** "Leaving from" / "Going to": a combobox fed by /Utilities/FlightAutoSuggestion. */
export function PlaceField({ id, label, name, value, onChange, invalid, describedBy }: PlaceFieldProps) {
  const t = useT();
  const [text, setText] = useState(() => placeText(value));
  const [shown, setShown] = useState<SearchPlace | null>(value);
  const suggestions = useSuggestions(
    (query, signal) => suggestPlaces(query, signal).then((found = []) => groupSuggestions(found)),
    {
      found: (count) => t('flights.search.suggestions', { count }),
      none: t('flights.search.noSuggestions'),
      failed: t('flights.search.suggestionsFailed'),
    },
  );

  // The value changed from outside (restored search, swap): show its text.
  if (value !== shown) {
    setShown(value);
    setText(placeText(value));
  }

  const allAirports = t('flights.search.allAirports');
  return (
    <Combobox
      id={id}
      label={label}
      name={name}
      placeholder={t('flights.search.placePlaceholder')}
      text={text}
      onTextChange={(next) => {
        setText(next);
        suggestions.search(next);
        const trimmed = next.trim();
        // Typed text stands until a suggestion is chosen; the results page looks it up.
        const place = trimmed ? { code: '', codeType: 'C' as const, name: trimmed } : null;
        setShown(place);
        onChange(place);
      }}
      options={suggestions.options}
      optionKey={({ place }) => `${place.codeType}${place.code}`}
      optionClassName={({ underCity }) => (underCity ? 'search-option-under-city' : undefined)}
      renderOption={({ place, underCity }) =>
        // An airport under its city is named by itself alone: the city is the row above.
        underCity ? (
          <span className="search-option-main">
            {place.name} ({place.code})
          </span>
        ) : (
          <>
            <span className="search-option-main">
              {place.cityName} ({place.code})
              {place.codeType === 'C' && <span className="search-option-badge">{allAirports}</span>}
            </span>
            <span className="search-option-sub">
              {place.codeType === 'A' && `${place.name} · `}
              {place.countryName}
            </span>
          </>
        )
      }
      onSelect={({ place: option }) => {
        const place = placeOfSuggestion(option, allAirports);
        setShown(place);
        setText(placeText(place));
        suggestions.close();
        onChange(place);
      }}
      status={suggestions.status}
      invalid={invalid}
      describedBy={describedBy}
    />
  );
}

import { useEffect, useState } from 'react';
import { isAbort, suggestPlaces, type PlaceSuggestion } from '../../../lib/flights/booking-client';
import type { SearchPlace } from '../../../lib/flights/search-criteria';
import { useText } from '../shared/text';
import { Combobox } from './Combobox';
import { groupSuggestions, type SuggestionRow } from './suggestion-rows';

/** Suggestions are asked for once typing pauses this long. */
const DEBOUNCE_MS = 220;
const MIN_QUERY = 2;

/** The text a chosen place shows: "Sydney (SYD)", "Melbourne, all airports (MEL)". */
export function placeText(place: SearchPlace | null): string {
  if (!place) return '';
  return place.code ? `${place.name || place.code} (${place.code})` : place.name;
}

export function placeOfSuggestion(suggestion: PlaceSuggestion, allAirports: string): SearchPlace {
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
  const t = useText();
  const [text, setText] = useState(() => placeText(value));
  const [shown, setShown] = useState<SearchPlace | null>(value);
  const [options, setOptions] = useState<SuggestionRow[]>([]);
  const [status, setStatus] = useState('');
  const [query, setQuery] = useState('');

  // The value changed from outside (restored search, swap): show its text.
  if (value !== shown) {
    setShown(value);
    setText(placeText(value));
  }

  useEffect(() => {
    if (query.length < MIN_QUERY) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      suggestPlaces(query, controller.signal)
        .then((found = []) => {
          const rows = groupSuggestions(found);
          setOptions(rows);
          setStatus(
            rows.length
              ? t('flights.search.suggestions', { count: rows.length })
              : t('flights.search.noSuggestions'),
          );
        })
        .catch((error: unknown) => {
          if (isAbort(error)) return;
          setOptions([]);
          setStatus(t('flights.search.suggestionsFailed'));
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, t]);

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
        const trimmed = next.trim();
        setQuery(trimmed);
        if (trimmed.length < MIN_QUERY) setOptions([]);
        // Typed text stands until a suggestion is chosen; the results page looks it up.
        const place = trimmed ? { code: '', codeType: 'C' as const, name: trimmed } : null;
        setShown(place);
        onChange(place);
      }}
      options={options}
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
        setOptions([]);
        onChange(place);
      }}
      status={status}
      invalid={invalid}
      describedBy={describedBy}
    />
  );
}

import { useEffect, useState } from 'react';
import { isAbort, suggestPlaces, type PlaceSuggestion } from '../../../lib/flights/booking-client';
import type { SearchPlace } from '../../../lib/flights/search-criteria';
import { useText } from '../shared/text';
import { Combobox } from './Combobox';

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
  const [options, setOptions] = useState<PlaceSuggestion[]>([]);
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
          setOptions(found);
          setStatus(
            found.length
              ? t('flights.search.suggestions', { count: found.length })
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
      optionKey={(option) => `${option.codeType}${option.code}`}
      renderOption={(option) => (
        <>
          <span className="search-option-main">
            {option.cityName} ({option.code})
            {option.codeType === 'C' && <span className="search-option-badge">{allAirports}</span>}
          </span>
          <span className="search-option-sub">
            {option.codeType === 'C'
              ? (option.airports ?? []).map((airport) => airport.name).join(', ')
              : option.name}
            {' · '}
            {option.countryName}
          </span>
        </>
      )}
      onSelect={(option) => {
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

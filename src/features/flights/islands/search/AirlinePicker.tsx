import { useState } from 'react';
import { getAirlinesWithSettings } from '../../booking-client';
import type { Airline } from '../../../../shared/contracts/booking-utilities';
import { MAX_PREFERRED_AIRLINES, QUERY } from '../../search-criteria';
import { CLOSE, Icon } from '../../../../islands/shared/Icon';
import { useT } from '../../../../islands/shared/island-shell';
import { Combobox } from '../../../../islands/shared/Combobox';

/** An airline of the picker; isPriority: one the agency lists first (/Utilities/GetAirlinesWithSettings). */
type PickerAirline = Airline & { isPriority?: boolean };

let airlinesRequest: Promise<PickerAirline[]> | undefined;

/** The airline list, asked for once per page when the picker is first focused. */
function loadAirlines(siteId: string): Promise<PickerAirline[]> {
  airlinesRequest ??= getAirlinesWithSettings(siteId)
    .then((list) => list ?? [])
    .catch(() => {
      airlinesRequest = undefined;
      return [];
    });
  return airlinesRequest;
}

/** Airlines whose code or name matches the text, codes first; among equal matches the agency's first. */
export function matchAirlines(
  airlines: PickerAirline[],
  text: string,
  exclude: string[],
  limit = 8,
): PickerAirline[] {
  const query = text.trim().toLowerCase();
  if (!query) return [];
  const score = (airline: Airline) => {
    const name = airline.name.toLowerCase();
    if (airline.code.toLowerCase() === query) return 0;
    if (name.startsWith(query)) return 1;
    if (name.includes(` ${query}`)) return 2;
    return -1;
  };
  return airlines
    .map((airline) => ({ airline, rank: score(airline) }))
    .filter(({ airline, rank }) => rank >= 0 && !exclude.includes(airline.code))
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        Number(b.airline.isPriority === true) - Number(a.airline.isPriority === true) ||
        a.airline.name.localeCompare(b.airline.name),
    )
    .slice(0, limit)
    .map(({ airline }) => airline);
}

interface AirlinePickerProps {
  id: string;
  siteId: string;
  value: string[];
  onChange: (codes: string[]) => void;
  invalid: boolean;
  describedBy?: string | undefined;
}

/** Preferred airlines: chosen airlines as removable chips, and a combobox to add more. */
export default function AirlinePicker({
  id,
  siteId,
  value,
  onChange,
  invalid,
  describedBy,
}: AirlinePickerProps) {
  const t = useT();
  const [airlines, setAirlines] = useState<PickerAirline[]>([]);
  const [text, setText] = useState('');
  const options = matchAirlines(airlines, text, value);
  const nameOf = (code: string) => airlines.find((airline) => airline.code === code)?.name ?? code;
  const full = value.length >= MAX_PREFERRED_AIRLINES;

  return (
    <div>
      <input type="hidden" name={QUERY.airlines} value={value.join(',')} />
      <Combobox
        id={id}
        label={t('flights.search.airlines.label')}
        placeholder={full ? t('flights.search.airlines.full') : t('flights.search.airlines.placeholder')}
        text={text}
        onTextChange={setText}
        onFocus={() => {
          if (!airlines.length) void loadAirlines(siteId).then(setAirlines);
        }}
        options={full ? [] : options}
        optionKey={(airline) => airline.code}
        renderOption={(airline) => (
          <span className="search-option-main">
            {airline.name} <span className="search-option-sub">({airline.code})</span>
          </span>
        )}
        onSelect={(airline) => {
          onChange([...value, airline.code]);
          setText('');
        }}
        status={text.trim() ? t('flights.search.suggestions', { count: options.length }) : ''}
        invalid={invalid}
        describedBy={describedBy}
        labelClassName="search-label search-label-muted"
      />
      {value.length > 0 && (
        <ul className="airline-chips" aria-label={t('flights.search.airlines.chosen')}>
          {value.map((code) => (
            <li key={code}>
              <button
                type="button"
                className="airline-chip"
                onClick={() => onChange(value.filter((item) => item !== code))}
                aria-label={t('flights.search.airlines.remove', { name: nameOf(code) })}
              >
                {nameOf(code)}
                <Icon d={CLOSE} className="icon airline-chip-x" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

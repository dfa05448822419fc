import type { FlightSearchCriteria } from '../../search-criteria';
import { QUERY } from '../../search-criteria';
import { CHEVRON_DOWN, Icon } from '../../../../islands/shared/Icon';
import { useT } from '../../../../islands/shared/island-shell';
import AirlinePicker from './AirlinePicker';

interface SearchOptionsProps {
  id: string;
  siteId: string;
  values: FlightSearchCriteria;
  update: <K extends keyof FlightSearchCriteria>(field: K, value: FlightSearchCriteria[K]) => void;
  invalid: (field: string) => boolean;
  describedBy: (field: string) => string | undefined;
}

/**
 * The search's "More options" (spec §2): direct flights, free bags and seats, frequent flyer airlines
 * with the number, preferred airlines. A native disclosure, so it opens before the island loads; its
 * summary counts the options that are on.
 */
export function SearchOptions({ id, siteId, values, update, invalid, describedBy }: SearchOptionsProps) {
  const t = useT();
  const optionsOn = [
    values.isDirectFlightOnly,
    values.isFreeCheckInBaggageOnly,
    values.isFreeSeatSelectionOnly,
    values.isFlightFromFrequentFlyerOnly,
    values.preferredAirline.length > 0,
  ].filter(Boolean).length;
  return (
    <details className="search-options">
      <summary>
        <span>{t('flights.search.moreOptions')}</span>
        {optionsOn > 0 && (
          <span className="options-count">{t('flights.search.optionsOn', { count: optionsOn })}</span>
        )}
        <Icon d={CHEVRON_DOWN} className="icon options-chevron" />
      </summary>
      <div className="options-body">
        <fieldset className="options-checks">
          <legend className="sr-only">{t('flights.search.moreOptions')}</legend>
          {(
            [
              ['isDirectFlightOnly', QUERY.direct, 'directOnly'],
              ['isFreeCheckInBaggageOnly', QUERY.freeBags, 'freeBaggageOnly'],
              ['isFreeSeatSelectionOnly', QUERY.freeSeats, 'freeSeatsOnly'],
              ['isFlightFromFrequentFlyerOnly', QUERY.ffOnly, 'frequentFlyerOnly'],
            ] as const
          ).map(([field, name, key]) => (
            <label key={field} className="option-check">
              <input
                type="checkbox"
                name={name}
                value="1"
                checked={values[field]}
                onChange={(event) => update(field, event.target.checked)}
              />
              <span>{t(`flights.search.options.${key}`)}</span>
            </label>
          ))}
        </fieldset>
        {values.isFlightFromFrequentFlyerOnly && (
          <div className="options-ff">
            <label htmlFor={`${id}-ff`} className="search-label search-label-muted">
              {t('flights.search.options.frequentFlyerNumber')}
            </label>
            <input
              id={`${id}-ff`}
              name={QUERY.ffNumber}
              type="text"
              autoComplete="off"
              className="search-input"
              placeholder="QF 1234567"
              value={values.frequentFlyerNumber}
              onChange={(event) => update('frequentFlyerNumber', event.target.value)}
              aria-invalid={invalid('frequentFlyerNumber') || undefined}
              aria-describedby={describedBy('frequentFlyerNumber')}
            />
          </div>
        )}
        <AirlinePicker
          id={`${id}-airlines`}
          siteId={siteId}
          value={values.preferredAirline}
          onChange={(codes) => update('preferredAirline', codes)}
          invalid={invalid('airlines')}
          describedBy={describedBy('airlines')}
        />
      </div>
    </details>
  );
}

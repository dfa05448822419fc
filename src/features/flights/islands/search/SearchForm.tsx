import { useId, useState } from 'react';
import type { CabinClass } from '../../../../shared/domain/fare-conditions';
import type { DateLimits } from '../../../../lib/dates';
import { todayIn } from '../../../../shared/domain/zone-clock';
import { SITE_TIME_ZONE } from '../../../../shared/domain/site-time';
import { fareCalendarQuery } from '../../fare-calendar';
import {
  MULTI_CITY,
  ONE_WAY,
  QUERY,
  RETURN,
  resultUrlOf,
  TRIP_PARAM,
  type FlightSearchCriteria,
  type SearchType,
} from '../../search-criteria';
import { formErrorMessage } from '../../form-errors';
import { INITIAL_FLIGHT_SEARCH, saveFlightSearch } from '../../flight-search.store';
import { SEARCH, SWAP, Icon } from '../../../../islands/shared/Icon';
import { useT, useKnownMessage } from '../../../../islands/shared/island-shell';
import { OutcomeMessage } from '../../../../islands/shared/OutcomeMessage';
import { FlightDateField } from './FlightDateField';
import { PassengerPicker } from './PassengerPicker';
import { SearchOptions } from './SearchOptions';
import { PlaceField } from './PlaceField';
import { FormElement } from '../../../../islands/shared/form-element';
import { DeferredKitForm } from './deferred-kit-form';
import { loadSearchKitForm, searchProblems, searchSchema } from './search-form-loaders';
import { useFormState } from './use-form-state';
import { useRestoredSearch } from './use-restored-search';
import { useSearchDateRange } from './use-search-date-range';
import './search-form.css';
import MultiCityLegs from './MultiCityLegs';

const TRIP_TYPES: { type: SearchType; key: string }[] = [
  { type: RETURN, key: 'return' },
  { type: ONE_WAY, key: 'oneWay' },
  { type: MULTI_CITY, key: 'multiCity' },
];

interface SearchFormProps {
  siteId: string;
  cabins: readonly CabinClass[]; // FlightSearchIsland's: the cabins POST /Utilities/Cabin sells
  /** The search to start from (the results page); otherwise the tab's saved search is restored. */
  initial?: FlightSearchCriteria | undefined;
  /** Shown above the fields (the results page's "Change your search"). */
  heading?: string | undefined;
}

/**
 * The flight search form (spec §2 home, §5 validation). A real GET form to /flight/result whose input
 * names are the results URL's parameters, so it searches before the island has loaded; once loaded,
 * the form holds the values (a kit form from the first focus or submit on, deferred-kit-form.ts), the
 * valibot schema validates them on submit (then on every change) with its message in the meta of the
 * fields it names, each change is saved in $flightSearch, and a valid search opens its results URL.
 */
export function SearchForm({ siteId, cabins, initial, heading }: SearchFormProps) {
  const t = useT();
  const known = useKnownMessage();
  const id = useId();
  const errorId = `${id}-error`;
  const formId = `${id}-form`;
  const [form] = useState(
    () =>
      new DeferredKitForm<FlightSearchCriteria>(loadSearchKitForm, {
        defaultValues: initial ?? INITIAL_FLIGHT_SEARCH,
        validators: { onDynamicAsync: searchProblems },
        onSubmit: ({ value }) => {
          saveFlightSearch(value);
          window.location.assign(resultUrlOf(value));
        },
        onSubmitInvalid: () => {
          // The alert is announced; focus goes to the first field to fix.
          window.requestAnimationFrame(() => {
            document
              .getElementById(formId)
              ?.querySelector<HTMLElement>('[aria-invalid="true"], .is-invalid')
              ?.focus();
          });
        },
      }),
  );
  useRestoredSearch(form, formId, initial);
  const { values, submissionAttempts: attempts, errors, fieldMeta = {} } = useFormState(form);
  // The search's problem: its message under each field it names, else the form's (searchProblems).
  const fieldErrors = Object.entries(fieldMeta).filter(([, meta]) => meta?.errors.length);
  const message = formErrorMessage([...errors, ...fieldErrors.flatMap(([, meta]) => meta!.errors)]);
  const invalidFields = new Set(fieldErrors.map(([field]) => field));
  const { range, loadDateRange } = useSearchDateRange(siteId);
  const [returnOpenRequest, setReturnOpenRequest] = useState(0);
  const focusTravellers = () => document.getElementById(`${id}-passengers`)?.focus();

  const update = <K extends keyof FlightSearchCriteria>(field: K, value: FlightSearchCriteria[K]) => {
    form.setFieldValue(field, value as never);
    // After a first submit each change checks the search again (the rule is the form's, not a field's).
    if (form.state.submissionAttempts > 0) void form.validate('change');
  };

  const prepare = () => {
    void searchSchema.preload().catch(() => undefined);
    void form.load().catch(() => undefined);
    loadDateRange();
  };
  const today = todayIn(SITE_TIME_ZONE);
  const limits = (min?: string): DateLimits => ({ today, min: min && min > today ? min : today, range });
  const invalid = (field: string) => invalidFields.has(field);
  const describedBy = (field: string) => (invalid(field) ? errorId : undefined);

  // The calendars' prices: out (the whole trip once a return date is chosen), and home.
  const priced = { siteId, cabinClass: values.cabinClass, passengers: values.passengerInfos };
  const departFares = fareCalendarQuery({
    ...priced,
    from: values.dep,
    to: values.arr,
    ...(values.type === RETURN ? { departDate: values.depDate, returnDate: values.retDate } : {}),
  });
  const returnFares = fareCalendarQuery({ ...priced, from: values.arr, to: values.dep, kind: 'back' });

  const chooseTrip = (type: SearchType) => {
    update('type', type);
    // Multi-city starts from the trip already entered.
    if (
      type === MULTI_CITY &&
      !values.journeys.some((leg) => leg.dep || leg.arr || leg.depDate) &&
      values.dep
    ) {
      update('journeys', [
        { dep: values.dep, arr: values.arr, depDate: values.depDate },
        { dep: values.arr, arr: null, depDate: '' },
        ...values.journeys.slice(2),
      ]);
    }
  };

  return (
    <FormElement
      id={formId}
      method="get"
      action="/flight/result"
      className="search-card"
      aria-label={heading ?? t('flights.search.formLabel')}
      data-attempts={attempts}
      onFocusCapture={prepare}
      onSubmitForm={() => void form.handleSubmit()}
    >
      {heading && <h2 className="search-heading">{heading}</h2>}
      <fieldset className="trip-types">
        <legend className="sr-only">{t('flights.search.tripType')}</legend>
        {TRIP_TYPES.map(({ type, key }) => (
          <label key={key} className="trip-type">
            <input
              type="radio"
              name={QUERY.trip}
              value={TRIP_PARAM[type]}
              checked={values.type === type}
              onChange={() => chooseTrip(type)}
              className="sr-only peer"
            />
            <span className="trip-type-pill">{t(`flights.search.tripTypes.${key}`)}</span>
          </label>
        ))}
      </fieldset>

      {values.type === MULTI_CITY ? (
        <MultiCityLegs
          id={id}
          legs={values.journeys}
          onChange={(journeys) => update('journeys', journeys)}
          limits={limits}
          invalid={invalid}
          describedBy={describedBy}
          onOpenCalendar={loadDateRange}
          priced={priced}
        />
      ) : (
        <div className={values.type === RETURN ? 'route-row' : 'route-row route-row-oneway'}>
          <div className="route-places">
            <PlaceField
              id={`${id}-from`}
              label={t('flights.search.from')}
              name={QUERY.from}
              value={values.dep}
              onChange={(dep) => update('dep', dep)}
              invalid={invalid('dep')}
              describedBy={describedBy('dep')}
            />
            <button
              type="button"
              className="swap-button"
              onClick={() => {
                const { dep, arr } = form.state.values;
                update('dep', arr);
                update('arr', dep);
              }}
              aria-label={t('flights.search.swap')}
            >
              <Icon d={SWAP} />
            </button>
            <PlaceField
              id={`${id}-to`}
              label={t('flights.search.to')}
              name={QUERY.to}
              value={values.arr}
              onChange={(arr) => update('arr', arr)}
              invalid={invalid('arr')}
              describedBy={describedBy('arr')}
            />
          </div>
          {values.dep?.code && <input type="hidden" name={QUERY.fromType} value={values.dep.codeType} />}
          {values.arr?.code && <input type="hidden" name={QUERY.toType} value={values.arr.codeType} />}
          <FlightDateField
            id={`${id}-depart`}
            label={t('flights.search.departing')}
            name={QUERY.depart}
            value={values.depDate}
            onChange={(depDate) => {
              update('depDate', depDate);
              if (values.retDate && values.retDate < depDate) update('retDate', '');
            }}
            limits={limits()}
            invalid={invalid('depDate')}
            describedBy={describedBy('depDate')}
            onOpen={loadDateRange}
            fares={departFares}
            // A return's date comes next: its calendar opens at once (and takes focus); otherwise focus
            // moves on to the travellers.
            onChosen={values.type === RETURN ? () => setReturnOpenRequest((count) => count + 1) : undefined}
            focusAfterChoice={values.type === RETURN ? () => undefined : focusTravellers}
          />
          {values.type === RETURN && (
            <FlightDateField
              id={`${id}-return`}
              label={t('flights.search.returning')}
              name={QUERY.return}
              value={values.retDate}
              onChange={(retDate) => update('retDate', retDate)}
              limits={limits(values.depDate)}
              invalid={invalid('retDate')}
              describedBy={describedBy('retDate')}
              onOpen={loadDateRange}
              openRequest={returnOpenRequest}
              fares={returnFares}
              focusAfterChoice={focusTravellers}
            />
          )}
        </div>
      )}

      <div className="search-row">
        <PassengerPicker
          id={`${id}-passengers`}
          value={values.passengerInfos}
          onChange={(counts) => update('passengerInfos', counts)}
          invalid={invalid('passengers')}
          describedBy={describedBy('passengers')}
        />
        <div>
          <label htmlFor={`${id}-cabin`} className="search-label">
            {t('flights.search.cabin')}
          </label>
          <select
            id={`${id}-cabin`}
            name={QUERY.cabin}
            className="search-input search-select"
            value={values.cabinClass}
            onChange={(event) => update('cabinClass', event.target.value as CabinClass)}
          >
            {cabins.map((cabin) => (
              <option key={cabin} value={cabin}>
                {t(`flights.cabins.${cabin}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-accent search-submit min-h-[3.25rem]">
          <Icon d={SEARCH} />
          {t('flights.search.submit')}
        </button>
      </div>

      <SearchOptions
        id={id}
        siteId={siteId}
        values={values}
        update={update}
        invalid={invalid}
        describedBy={describedBy}
      />

      <OutcomeMessage
        tone="error"
        persistent
        id={errorId}
        className="search-error"
        message={message && known(message)}
      />
      {form.Maker && <form.Maker {...form.makerProps()} />}
    </FormElement>
  );
}

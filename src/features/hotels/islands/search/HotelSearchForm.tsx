import { useStore } from '@nanostores/react';
import { useStore as useFormStore } from '@tanstack/react-form';
import { useId, useState, type ReactNode } from 'react';
import { HOTEL_LIMITS } from '../../../../shared/contracts/hotel';
import { addDays } from '../../../../shared/domain/calendar-days';
import { queryOfState, stateOfQuery } from '../../search-state';
import { HOTEL_QUERY, hotelResultUrl, type HotelSearchQuery } from '../../search-url';
import { withCheckIn, withCheckOut, withNights } from '../../stay';
import {
  $hotelSearch,
  INITIAL_HOTEL_SEARCH,
  saveHotelSearch,
  type HotelSearchState,
} from '../../hotel.store';
import { hotelSearchSchema } from '../../../../lib/validation/hotel-search-schema';
import { DateField } from '../../../../islands/shared/calendar/DateField';
import { Icon, SEARCH } from '../../../../islands/shared/Icon';
import { useT, useKnownMessage } from '../../../../islands/shared/island-shell';
import { firstFieldError, useFieldErrorIn } from '../../../../islands/shared/field-error';
import { schemaValidator, useAppForm } from '../../../../islands/shared/form-kit';
import { OutcomeMessage } from '../../../../islands/shared/OutcomeMessage';
import { GuestFields } from './GuestFields';
import { LocationField } from './LocationField';

interface HotelSearchFormProps {
  siteId: string;
  /** Today in the site's calendar (YYYY-MM-DD), from the server. */
  today: string;
  /** The search to start from (the results page); the home page restores $hotelSearch instead. */
  initial?: HotelSearchQuery | undefined;
  heading?: string | undefined;
}

const NIGHT_CHOICES = Array.from({ length: HOTEL_LIMITS.maxNights }, (_, index) => index + 1);
/** The fields with rules, in the order the alert tells their first error. */
const CHECKED_FIELDS = ['locationObject', 'checkInDate', 'checkOutDate'] as const;

/** The values as the search schema reads them: the typed or chosen place by its name. */
const ruleValues = (state: HotelSearchState) => ({
  locationName: state.locationObject?.name ?? '',
  checkInDate: state.checkInDate,
  checkOutDate: state.checkOutDate,
});

/**
 * A search control inside form.AppField (the place combobox, a date field): whether it is invalid, what
 * describes it, and its error on the line below, from the field's meta.
 */
function CheckedField({
  errorId,
  children,
}: {
  errorId: string;
  children: (state: { invalid: boolean; describedBy: string | undefined }) => ReactNode;
}) {
  const error = useFieldErrorIn(useKnownMessage());
  return (
    <div>
      {children({ invalid: Boolean(error), describedBy: error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-[var(--c-danger)]">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The hotel search (spec §3 "search UI"): a real GET form to /hotel/result, so it works before the
 * island loads; once loaded it is a kit form (form-kit.tsx) that checks the rules first
 * (hotel-search-schema.ts), keeps nights and dates in step both ways and saves every change to
 * $hotelSearch.
 */
export function HotelSearchForm({ siteId, today, initial, heading }: HotelSearchFormProps) {
  const id = useId();
  const t = useT();
  const known = useKnownMessage();
  // The results page edits its URL's search; the home page edits the tab's saved search ($hotelSearch),
  // read after hydration so the first render matches the server's. Until the form is touched it follows
  // the store (TanStack Form takes new default values while nothing is touched).
  const stored = useStore($hotelSearch, { ssr: () => INITIAL_HOTEL_SEARCH });
  const [fromUrl] = useState<HotelSearchState | null>(() => (initial ? stateOfQuery(initial) : null));
  const [checkOutOpenRequest, setCheckOutOpenRequest] = useState(0);
  const form = useAppForm({
    defaultValues: fromUrl ?? stored,
    validators: {
      onDynamic: schemaValidator<HotelSearchState>(hotelSearchSchema(today), {
        prepare: ruleValues,
        remap: { locationName: 'locationObject' },
      }),
    },
    onSubmit: ({ value }) => window.location.assign(hotelResultUrl(queryOfState(value))),
  });
  const values = useFormStore(form.store, (state) => state.values);
  const message = useFormStore(form.store, (state) =>
    firstFieldError(state.fieldMeta, CHECKED_FIELDS, known),
  );

  const update = (next: HotelSearchState) => {
    for (const key of Object.keys(next) as (keyof HotelSearchState)[]) {
      if (next[key] !== form.state.values[key]) form.setFieldValue(key, next[key] as never);
    }
    saveHotelSearch(next);
  };
  const location = values.locationObject;

  return (
    <form.AppForm>
      <form.Form
        method="get"
        action="/hotel/result"
        className="search-card"
        aria-label={heading ?? t('hotels.search.heading')}
      >
        {heading && <h2 className="search-heading">{heading}</h2>}
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_7rem]">
          <form.AppField name="locationObject">
            {() => (
              <CheckedField errorId={`${id}-location-error`}>
                {({ invalid, describedBy }) => (
                  <>
                    <LocationField
                      id={`${id}-where`}
                      siteId={siteId}
                      value={location}
                      onChange={(locationObject) => update({ ...values, locationObject })}
                      invalid={invalid}
                      describedBy={describedBy}
                    />
                    {location?.code && (
                      <>
                        <input type="hidden" name={HOTEL_QUERY.code} value={location.code} />
                        <input type="hidden" name={HOTEL_QUERY.type} value={location.locationType} />
                      </>
                    )}
                  </>
                )}
              </CheckedField>
            )}
          </form.AppField>
          <form.AppField name="checkInDate">
            {() => (
              <CheckedField errorId={`${id}-checkIn-error`}>
                {({ invalid, describedBy }) => (
                  <DateField
                    id={`${id}-check-in`}
                    label={t('hotels.search.checkIn')}
                    name={HOTEL_QUERY.checkIn}
                    value={values.checkInDate}
                    onChange={(date) => update(withCheckIn(values, date))}
                    // Choosing check-in opens the check-out calendar, as the flight form opens the
                    // return (issue 25, defect 9).
                    onChosen={() => setCheckOutOpenRequest((count) => count + 1)}
                    limits={{ today, min: today, range: null }}
                    invalid={invalid}
                    describedBy={describedBy}
                  />
                )}
              </CheckedField>
            )}
          </form.AppField>
          <form.AppField name="checkOutDate">
            {() => (
              <CheckedField errorId={`${id}-checkOut-error`}>
                {({ invalid, describedBy }) => (
                  <DateField
                    id={`${id}-check-out`}
                    label={t('hotels.search.checkOut')}
                    name={HOTEL_QUERY.checkOut}
                    value={values.checkOutDate}
                    onChange={(date) => update(withCheckOut(values, date))}
                    openRequest={checkOutOpenRequest}
                    limits={{
                      today,
                      min: values.checkInDate ? addDays(values.checkInDate, 1) : today,
                      range: null,
                    }}
                    invalid={invalid}
                    describedBy={describedBy}
                  />
                )}
              </CheckedField>
            )}
          </form.AppField>
          <div>
            <label htmlFor={`${id}-nights`} className="search-label">
              {t('hotels.search.nights')}
            </label>
            <select
              id={`${id}-nights`}
              className="search-input search-select"
              value={values.noOfNight}
              onChange={(event) => update(withNights(values, Number(event.target.value)))}
            >
              {NIGHT_CHOICES.map((nights) => (
                <option key={nights} value={nights}>
                  {nights}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="mt-4 grid items-end gap-4 md:grid-cols-[1fr_auto]">
          <GuestFields
            id={`${id}-guests`}
            adults={values.numberOfAdt}
            children={values.numberOfCnn}
            onChange={(numberOfAdt, numberOfCnn) => update({ ...values, numberOfAdt, numberOfCnn })}
          />
          <button type="submit" className="btn btn-accent search-submit min-h-[3.25rem]">
            <Icon d={SEARCH} />
            {t('hotels.search.submit')}
          </button>
        </div>
        <OutcomeMessage
          tone="error"
          persistent
          id={`${id}-error`}
          className="search-error"
          message={message}
        />
      </form.Form>
    </form.AppForm>
  );
}

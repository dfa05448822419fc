import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { HOTEL_LIMITS } from '../../../shared/contracts/hotel';
import { addDays } from '../../../lib/flights/dates';
import { queryOfState, stateOfQuery } from '../../../lib/hotels/search-state';
import { HOTEL_QUERY, hotelResultUrl, type HotelSearchQuery } from '../../../lib/hotels/search-url';
import { withCheckIn, withCheckOut, withNights } from '../../../lib/hotels/stay';
import {
  $hotelSearch,
  INITIAL_HOTEL_SEARCH,
  saveHotelSearch,
  type HotelSearchState,
} from '../../../lib/stores/hotel.store';
import {
  firstHotelSearchError,
  validateHotelSearch,
  type HotelSearchErrors,
  type HotelSearchField,
} from '../../../lib/validation/hotel-search-form';
import { DateField } from '../../flights/search/DateField';
import { Icon, SEARCH } from '../../flights/shared/Icon';
import { useText } from '../../flights/shared/text';
import { useHotelKnownMessage } from '../shared/hotel-text';
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

/**
 * The hotel search (spec §3 "search UI"): a real GET form to /hotel/result, so it works before the
 * island loads; once loaded it checks the rules first, keeps nights and dates in step both ways and
 * saves every change to $hotelSearch.
 */
export function HotelSearchForm({ siteId, today, initial, heading }: HotelSearchFormProps) {
  const id = useId();
  const t = useText();
  const known = useHotelKnownMessage();
  const errorId = `${id}-error`;
  // The results page edits its URL's search; the home page edits the tab's saved search ($hotelSearch),
  // read after hydration so the first render matches the server's.
  const stored = useStore($hotelSearch, { ssr: () => INITIAL_HOTEL_SEARCH });
  const [local, setLocal] = useState<HotelSearchState | null>(() => (initial ? stateOfQuery(initial) : null));
  const values = local ?? stored;
  const [errors, setErrors] = useState<HotelSearchErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const update = (next: HotelSearchState) => {
    if (local) setLocal(next);
    saveHotelSearch(next);
    if (submitted) {
      setErrors(
        validateHotelSearch(
          {
            locationName: next.locationObject?.name ?? '',
            checkInDate: next.checkInDate,
            checkOutDate: next.checkOutDate,
          },
          today,
        ),
      );
    }
  };

  const invalid = (field: HotelSearchField) => Boolean(errors[field]);
  const describedBy = (field: HotelSearchField) => (errors[field] ? `${id}-${field}-error` : undefined);
  const fieldError = (field: HotelSearchField) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm font-semibold text-[var(--c-danger)]">
        {known(errors[field])}
      </p>
    ) : null;
  const first = firstHotelSearchError(errors);
  const message = first ? known(first) : first;
  const location = values.locationObject;

  return (
    <form
      method="get"
      action="/hotel/result"
      noValidate
      className="search-card"
      aria-label={heading ?? t('hotels.search.heading')}
      onSubmit={(event) => {
        event.preventDefault();
        const found = validateHotelSearch(
          {
            locationName: location?.name ?? '',
            checkInDate: values.checkInDate,
            checkOutDate: values.checkOutDate,
          },
          today,
        );
        setSubmitted(true);
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        window.location.assign(hotelResultUrl(queryOfState(values)));
      }}
    >
      {heading && <h2 className="search-heading">{heading}</h2>}
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_7rem]">
        <div>
          <LocationField
            id={`${id}-where`}
            siteId={siteId}
            value={location}
            onChange={(locationObject) => update({ ...values, locationObject })}
            invalid={invalid('location')}
            describedBy={describedBy('location')}
          />
          {location?.code && (
            <>
              <input type="hidden" name={HOTEL_QUERY.code} value={location.code} />
              <input type="hidden" name={HOTEL_QUERY.type} value={location.locationType} />
            </>
          )}
          {fieldError('location')}
        </div>
        <div>
          <DateField
            id={`${id}-check-in`}
            label={t('hotels.search.checkIn')}
            name={HOTEL_QUERY.checkIn}
            value={values.checkInDate}
            onChange={(date) => update(withCheckIn(values, date))}
            limits={{ today, min: today, range: null }}
            invalid={invalid('checkIn')}
            describedBy={describedBy('checkIn')}
          />
          {fieldError('checkIn')}
        </div>
        <div>
          <DateField
            id={`${id}-check-out`}
            label={t('hotels.search.checkOut')}
            name={HOTEL_QUERY.checkOut}
            value={values.checkOutDate}
            onChange={(date) => update(withCheckOut(values, date))}
            limits={{ today, min: values.checkInDate ? addDays(values.checkInDate, 1) : today, range: null }}
            invalid={invalid('checkOut')}
            describedBy={describedBy('checkOut')}
          />
          {fieldError('checkOut')}
        </div>
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
      <div id={errorId} role="alert" className={message ? 'alert-error search-error' : 'sr-only'}>
        {message}
      </div>
    </form>
  );
}

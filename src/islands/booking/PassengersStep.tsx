import { useForm } from '@tanstack/react-form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goToStep, savePassenger } from '../../lib/booking/booking-actions';
import { EMPTY_PASSENGER } from '../../lib/booking/booking-state';
import { isNameTooLong, passengerErrors } from '../../lib/booking/passenger-form';
import type { FullProfile } from '../../lib/contracts/account';
import type { Offer } from '../../lib/contracts/offer';
import { MESSAGES } from '../../lib/validation/messages';
import type { BookingTraveler, PassengerDetails } from '../../lib/stores/flight-offer.store';
import { FieldScope, type Option } from '../shared/known-field-kit';
import { PassengerFields } from './PassengerFields';

interface Props {
  offer: Offer;
  travelers: BookingTraveler[];
  titles: string[];
  countries: Option[];
  nationalities: Option[];
  profile: FullProfile | null;
  supportPhone: string;
}

/** The airlines of the offer's flights: the frequent-flyer programmes a traveller can credit. */
function airlinesOf(offer: Offer): Option[] {
  const names = new Map<string, string>();
  for (const journey of offer.journeys) {
    for (const segment of journey.itinerary.segments) names.set(segment.airline.code, segment.airline.name);
  }
  return [...names].map(([value, label]) => ({ value, label }));
}

/** Step 1: one form per traveller of the offer, checked by the shared passenger schema for the trip. */
export function PassengersStep({ offer, travelers, titles, profile, supportPhone, ...lists }: Props) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>[]>([]);
  const airlines = useMemo(() => airlinesOf(offer), [offer]);
  const saveAll = (passengers: PassengerDetails[]) =>
    passengers.forEach((details, index) => savePassenger(travelers[index]!.travelerId, details));
  const titleOptions = titles.map((title) => ({ value: title, label: title }));
  // The first values only: later renders (drafts saved as typed) must not reset the form.
  const [defaultValues] = useState(() => ({
    passengers: travelers.map((traveler) => ({ ...EMPTY_PASSENGER, ...traveler.details })),
  }));
  const form = useForm({
    defaultValues,
    // Drafts go to $flightOffer as typed, so a reload keeps them (the next step needs them valid).
    listeners: {
      onChange: ({ formApi }) => saveAll(formApi.state.values.passengers),
      onChangeDebounceMs: 300,
    },
    onSubmit: ({ value }) => {
      saveAll(value.passengers);
      goToStep(2);
    },
  });
  const found = errors.filter((item) => Object.keys(item).length > 0).length;
  const tooLong = errors.some((item) => isNameTooLong(item));
  // The scope's errors by field path, as the bound fields look them up ("passengers[0].lastName").
  const flatErrors = useMemo(
    () =>
      Object.fromEntries(
        errors.flatMap((item, index) =>
          Object.entries(item).map(([name, message]) => [`passengers[${index}].${name}`, message]),
        ),
      ),
    [errors],
  );
  return (
    <form
      className="grid gap-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const next = form.state.values.passengers.map(
          (details, index) =>
            passengerErrors(travelers[index]!.passengerType, offer, travelers[index]!.travelerId, details) ??
            {},
        );
        setErrors(next);
        if (next.every((item) => Object.keys(item).length === 0)) void form.handleSubmit();
      }}
    >
      <FieldScope form={form} errors={flatErrors}>
        {travelers.map((traveler, index) => (
          <PassengerFields
            key={traveler.travelerId}
            index={index}
            traveler={traveler}
            titles={titleOptions}
            airlines={airlines}
            profile={profile}
            onFill={(details: PassengerDetails) => {
              for (const [name, value] of Object.entries(details)) {
                form.setFieldValue(`passengers[${index}].${name as keyof PassengerDetails}`, value);
              }
            }}
            {...lists}
          />
        ))}
      </FieldScope>
      {tooLong ? (
        <div className="alert-error grid gap-2" role="alert">
          <p>{MESSAGES.nameTooLong}</p>
          <p>
            {t('booking.passenger.callUs')}{' '}
            <a className="font-semibold underline" href={`tel:${supportPhone.replace(/\s+/g, '')}`}>
              {supportPhone}
            </a>
          </p>
        </div>
      ) : (
        found > 0 && (
          <p className="alert-error" role="alert">
            {t('booking.passenger.fix', { count: found })}
          </p>
        )
      )}
      <p>
        <button type="submit" className="btn btn-primary">
          {t('booking.continue')}
        </button>
      </p>
    </form>
  );
}

import { useT } from '../../../islands/shared/island-shell';
import { useMemo, useRef, useState } from 'react';
import { goToStep, savePassenger } from '../booking-actions';
import { EMPTY_PASSENGER } from '../booking-state';
import { isNameTooLong, passengerErrors } from '../passenger-form';
import type { FullProfile } from '../../../shared/contracts/account';
import type { PassengerTitle } from '../../../shared/contracts/booking-utilities';
import type { Offer } from '../../../shared/contracts/offer';
import { MESSAGES } from '../../../shared/validation/messages';
import type { BookingTraveler, PassengerDetails } from '../flight-offer.store';
import { OutcomeMessage } from '../../../islands/shared/OutcomeMessage';
import { firstError, type Option } from '../../../islands/shared/field-controls';
import { useAppForm } from '../../../islands/shared/form-kit';
import { ContinueButton } from './ContinueButton';
import { PassengerFields } from './PassengerFields';

interface Props {
  offer: Offer;
  travelers: BookingTraveler[];
  titles: PassengerTitle[];
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
  const airlines = useMemo(() => airlinesOf(offer), [offer]);
  const saveAll = (passengers: PassengerDetails[]) =>
    passengers.forEach((details, index) => savePassenger(travelers[index]!.travelerId, details));
  // Each traveller is offered the titles of their type: Master for a boy, never Mr (issue 25, defect 9).
  const summaryRef = useRef<HTMLDivElement>(null);
  const titlesFor = (traveler: BookingTraveler) =>
    titles
      .filter((title) => title.passengerTypes.includes(traveler.passengerType))
      .map((title) => ({ value: title.name, label: title.name }));
  // The first values only: later renders (drafts saved as typed) must not reset the form.
  const [defaultValues] = useState(() => ({
    passengers: travelers.map((traveler) => ({ ...EMPTY_PASSENGER, ...traveler.details })),
  }));
  // Each traveller's details are checked by the schema for their type and the trip.
  const errorsOf = (passengers: PassengerDetails[]) =>
    passengers.map(
      (details, index) =>
        passengerErrors(travelers[index]!.passengerType, offer, travelers[index]!.travelerId, details) ?? {},
    );
  const form = useAppForm({
    defaultValues,
    validators: {
      onDynamic: ({ value }) => {
        const fields = Object.fromEntries(
          errorsOf(value.passengers).flatMap((item, index) =>
            Object.entries(item).map(([name, message]) => [`passengers[${index}].${name}`, message]),
          ),
        );
        return Object.keys(fields).length > 0 ? { fields } : undefined;
      },
    },
    // Drafts go to $flightOffer as typed, so a reload keeps them (the next step needs them valid).
    listeners: {
      onChange: ({ formApi }) => saveAll(formApi.state.values.passengers),
      onChangeDebounceMs: 300,
    },
    onSubmit: ({ value }) => {
      saveAll(value.passengers);
      goToStep(2);
    },
    // After the render that shows the summary, so focus lands on its text.
    onSubmitInvalid: () => requestAnimationFrame(() => summaryRef.current?.focus()),
  });
  return (
    <form.AppForm>
      <form.Form className="grid gap-6">
        {/* Above the fields it speaks of ("marked below"), and focused when Continue finds errors, so a
            keyboard or screen-reader user lands on it rather than staying on the button (issue 25, defect 9). */}
        <div ref={summaryRef} tabIndex={-1}>
          <form.Subscribe selector={(state) => state.fieldMeta}>
            {(fieldMeta) => (
              <ErrorSummary
                errors={travelers.map((_traveler, index) => errorsAt(fieldMeta, `passengers[${index}].`))}
                supportPhone={supportPhone}
              />
            )}
          </form.Subscribe>
        </div>
        {travelers.map((traveler, index) => (
          <PassengerFields
            key={traveler.travelerId}
            form={form}
            index={index}
            traveler={traveler}
            titles={titlesFor(traveler)}
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
        <ContinueButton />
      </form.Form>
    </form.AppForm>
  );
}

/** The first error of each field under `prefix`, by the field's own name ("lastName"). */
function errorsAt(fieldMeta: Record<string, { errors?: unknown[] } | undefined>, prefix: string) {
  const found: Record<string, string> = {};
  for (const [path, meta] of Object.entries(fieldMeta)) {
    const error = firstError(meta?.errors ?? []);
    if (path.startsWith(prefix) && error) found[path.slice(prefix.length)] = error;
  }
  return found;
}

/** What the travellers' errors come to: the name that does not fit a ticket, or how many to fix. */
function ErrorSummary({ errors, supportPhone }: { errors: Record<string, string>[]; supportPhone: string }) {
  const t = useT();
  const found = errors.filter((item) => Object.keys(item).length > 0).length;
  const tooLong = errors.some((item) => isNameTooLong(item));
  return (
    <>
      {tooLong ? (
        <OutcomeMessage tone="error" message={MESSAGES.nameTooLong}>
          <p>
            {t('booking.passenger.callUs')}{' '}
            <a className="font-semibold underline" href={`tel:${supportPhone.replace(/\s+/g, '')}`}>
              {supportPhone}
            </a>
          </p>
        </OutcomeMessage>
      ) : (
        found > 0 && <OutcomeMessage tone="error" message={t('booking.passenger.fix', { count: found })} />
      )}
    </>
  );
}

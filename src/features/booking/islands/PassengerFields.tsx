import { useT } from '../../../islands/shared/island-shell';
import type { FullProfile } from '../../../shared/contracts/account';
import { detailsFromPerson, profilePeople } from '../passenger-form';
import type { BookingTraveler, PassengerDetails } from '../flight-offer.store';
import { ticketNameHint } from '../../../shared/validation/ticket-name';
import type { InputProps, Option, SelectProps } from '../../../islands/shared/field-controls';
import { withForm } from '../../../islands/shared/form-kit';
import { SelectField } from '../../../islands/shared/known-field-kit';

interface Props {
  index: number;
  traveler: BookingTraveler;
  titles: Option[];
  countries: Option[];
  nationalities: Option[];
  airlines: Option[];
  profile: FullProfile | null;
  onFill: (details: PassengerDetails) => void;
}

type Extra<P> = Omit<P, 'id' | 'label' | 'value' | 'onValue' | 'error' | 'name'>;

/**
 * One traveller's passenger form: the kit's fields bound to `passengers[index]` of the steps's form,
 * with the profile picker when signed in.
 */
export const PassengerFields = withForm({
  defaultValues: { passengers: [] as PassengerDetails[] },
  props: {} as Props,
  render: function PassengerFieldset({ form, index, traveler, profile, onFill, ...lists }) {
    const t = useT();
    const people = profilePeople(profile);
    const id = (name: string) => `p${index}-${name}`;
    const select = t('booking.select');
    // What the ticket prints once apostrophes, hyphens and accents are converted (O'Reilly → OREILLY).
    const onTicket = (value: string) => {
      const printed = ticketNameHint(value);
      return printed ? t('booking.passenger.onTicket', { name: printed }) : undefined;
    };
    const text = (
      name: keyof PassengerDetails,
      extra: Extra<InputProps> & { hintOf?: (value: string) => string | undefined },
    ) => (
      <form.AppField name={`passengers[${index}].${name}`}>
        {(field) => <field.TextField id={id(name)} label={t(`booking.passenger.${name}`)} {...extra} />}
      </form.AppField>
    );
    const choice = (name: keyof PassengerDetails, extra: Extra<SelectProps>) => (
      <form.AppField name={`passengers[${index}].${name}`}>
        {(field) => <field.SelectField id={id(name)} label={t(`booking.passenger.${name}`)} {...extra} />}
      </form.AppField>
    );
    return (
      <fieldset className="grid gap-4 border-t border-[var(--c-line)] pt-4">
        <legend className="text-xl font-semibold">
          {t('booking.passenger.legend', {
            number: index + 1,
            type: t(`booking.passengerTypes.${traveler.passengerType}`),
          })}
        </legend>
        {people.length > 0 && (
          <SelectField
            id={id('fill')}
            label={t('booking.passenger.fillFrom')}
            hint={t('booking.passenger.fillHint')}
            placeholder={t('booking.passenger.fillNone')}
            value=""
            options={people.map((person) => ({
              value: person.id,
              // A reservation profile's traveller may share a name with the account holder: say which.
              label: person.reservationProfileId
                ? t('reservationProfile.pickLabel', {
                    name: person.label,
                    profileId: person.reservationProfileId,
                  })
                : person.label,
            }))}
            onValue={(value) => {
              const chosen = people.find((person) => person.id === value);
              if (!chosen) return;
              onFill(
                detailsFromPerson(
                  chosen.person,
                  lists.airlines.map((airline) => airline.value),
                ),
              );
            }}
          />
        )}
        <div className="grid gap-4 md:grid-cols-3">
          {choice('title', { options: lists.titles, placeholder: select, required: true })}
          {text('firstName', { autoComplete: 'given-name', hintOf: onTicket, required: true })}
          {text('lastName', { autoComplete: 'family-name', hintOf: onTicket, required: true })}
          {text('dateOfBirth', { type: 'date', required: true })}
          {choice('gender', {
            options: ['Male', 'Female'].map((value) => ({ value, label: t(`booking.genders.${value}`) })),
            placeholder: select,
            required: true,
          })}
          {choice('nationality', { options: lists.nationalities, placeholder: select, required: true })}
          {text('passportNumber', { autoComplete: 'off', spellCheck: false, required: true })}
          {text('passportIssueDate', { type: 'date', required: true })}
          {text('passportExpiryDate', { type: 'date', required: true })}
          {choice('passportCountry', { options: lists.countries, placeholder: select, required: true })}
          {choice('frequentFlyerAirline', {
            options: lists.airlines,
            placeholder: t('booking.passenger.noProgramme'),
          })}
          {text('frequentFlyerNumber', { autoComplete: 'off', spellCheck: false })}
        </div>
      </fieldset>
    );
  },
});

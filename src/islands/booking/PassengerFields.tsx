import { useTranslation } from 'react-i18next';
import type { FullProfile } from '../../lib/contracts/account';
import { detailsFromPerson, profilePeople } from '../../lib/booking/passenger-form';
import type { BookingTraveler, PassengerDetails } from '../../lib/stores/flight-offer.store';
import { ticketNameHint } from '../../lib/validation/ticket-name';
import { FormSelect, FormText, SelectField, type Option } from '../shared/known-field-kit';

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

/**
 * One traveller's passenger form: fields of the shared kit bound to `passengers[index]` of the form of
 * the enclosing FieldScope, with the profile picker when signed in.
 */
export function PassengerFields({ index, traveler, profile, onFill, ...lists }: Props) {
  const { t } = useTranslation();
  const people = profilePeople(profile);
  const id = (name: string) => `p${index}-${name}`;
  const field = (name: keyof PassengerDetails) => ({
    name: `passengers[${index}].${name}`,
    id: id(name),
    label: t(`booking.passenger.${name}`),
  });
  const select = t('booking.select');
  // What the ticket prints once apostrophes, hyphens and accents are converted (O'Reilly → OREILLY).
  const onTicket = (value: string) => {
    const printed = ticketNameHint(value);
    return printed ? t('booking.passenger.onTicket', { name: printed }) : undefined;
  };
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
          options={people.map((person) => ({ value: person.id, label: person.label }))}
          onValue={(value) => {
            const chosen = people.find((person) => person.id === value);
            if (chosen) onFill(detailsFromPerson(chosen.person));
          }}
        />
      )}
      <div className="grid gap-4 md:grid-cols-3">
        <FormSelect {...field('title')} options={lists.titles} placeholder={select} required />
        <FormText {...field('firstName')} autoComplete="given-name" hintOf={onTicket} required />
        <FormText {...field('lastName')} autoComplete="family-name" hintOf={onTicket} required />
        <FormText {...field('dateOfBirth')} type="date" required />
        <FormSelect
          {...field('gender')}
          options={['Male', 'Female'].map((value) => ({ value, label: t(`booking.genders.${value}`) }))}
          placeholder={select}
          required
        />
        <FormSelect {...field('nationality')} options={lists.nationalities} placeholder={select} required />
        <FormText {...field('passportNumber')} autoComplete="off" spellCheck={false} required />
        <FormText {...field('passportIssueDate')} type="date" required />
        <FormText {...field('passportExpiryDate')} type="date" required />
        <FormSelect {...field('passportCountry')} options={lists.countries} placeholder={select} required />
        <FormSelect
          {...field('frequentFlyerAirline')}
          options={lists.airlines}
          placeholder={t('booking.passenger.noProgramme')}
        />
        <FormText {...field('frequentFlyerNumber')} autoComplete="off" spellCheck={false} />
      </div>
    </fieldset>
  );
}

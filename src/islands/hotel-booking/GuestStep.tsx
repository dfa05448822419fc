import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SPECIAL_REQUESTS_MAX } from '../../lib/contracts/hotel-order';
import {
  GUEST_TITLES,
  guestChoices,
  guestErrors,
  type GuestDraft,
} from '../../lib/hotel-booking/guest-details';
import type { FullProfile } from '../../lib/contracts/account';
import { SelectField, TextAreaField, TextField, type Option } from '../shared/known-field-kit';

interface GuestStepProps {
  draft: GuestDraft;
  profile: FullProfile | null;
  countries: Option[];
  onChange: (draft: GuestDraft) => void;
  onDone: () => void;
}

const TITLE_OPTIONS = GUEST_TITLES.map((title) => ({ value: title, label: title }));

/** Step 1: the lead guest (from the profile, a companion or typed), contact and special requests. */
export function GuestStep({ draft, profile, countries, onChange, onDone }: GuestStepProps) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Partial<Record<keyof GuestDraft, string>>>({});
  const choices = guestChoices(profile);
  // The picker shows whose details the form holds (the profile's, prefilled, or a companion's).
  const selected =
    choices.find(
      (choice) => choice.draft.firstName === draft.firstName && choice.draft.lastName === draft.lastName,
    )?.id ?? '';
  const field = (name: keyof GuestDraft) => ({
    id: `guest-${name}`,
    name,
    label: t(`hotelBooking.guest.${name}`),
    value: draft[name],
    error: errors[name],
    onValue: (value: string) => onChange({ ...draft, [name]: value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = guestErrors(draft) ?? {};
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`guest-${first}`)?.focus();
    onDone();
  };
  const problems = Object.keys(errors).length;
  return (
    <form className="grid gap-5" noValidate onSubmit={submit}>
      <p>{t('hotelBooking.guest.intro')}</p>
      {choices.length > 0 && (
        <SelectField
          id="guest-fill"
          label={t('hotelBooking.guest.fillFrom')}
          hint={t('hotelBooking.guest.fillHint')}
          placeholder={t('hotelBooking.guest.fillNone')}
          value={selected}
          options={choices.map((choice) => ({ value: choice.id, label: choice.label }))}
          onValue={(value) => {
            const chosen = choices.find((choice) => choice.id === value);
            if (chosen) onChange({ ...chosen.draft, specialRequests: draft.specialRequests });
          }}
        />
      )}
      <div className="grid gap-4 md:grid-cols-3">
        <SelectField
          {...field('title')}
          options={TITLE_OPTIONS}
          placeholder={t('hotelBooking.guest.select')}
          required
        />
        <TextField {...field('firstName')} autoComplete="given-name" required />
        <TextField {...field('lastName')} autoComplete="family-name" required />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          {...field('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          className="md:col-span-2"
        />
        <SelectField {...field('mobileCountry')} options={countries} required />
        <TextField
          {...field('mobileNumber')}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          required
        />
      </div>
      <TextAreaField
        {...field('specialRequests')}
        rows={4}
        maxLength={SPECIAL_REQUESTS_MAX}
        hint={t('hotelBooking.guest.specialRequestsHint', {
          used: draft.specialRequests.length,
          max: SPECIAL_REQUESTS_MAX,
        })}
      />
      {problems > 0 && (
        <p className="alert-error" role="alert">
          {t('hotelBooking.guest.fix', { count: problems })}
        </p>
      )}
      <p>
        <button type="submit" className="btn btn-primary">
          {t('hotelBooking.continue')}
        </button>
      </p>
    </form>
  );
}

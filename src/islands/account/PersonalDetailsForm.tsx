/** Personal Details and Emergency Contact (spec §3); both save through /Profile/UpdatePersonalDetails. */
import { useForm } from '@tanstack/react-form';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { fieldErrors } from '../../lib/account/form-errors';
import type { FullProfile } from '../../lib/contracts/account';
import { EmergencyContactSchema, GENDERS, PersonalDetailsSchema, TITLES } from '../../lib/validation';
import {
  callApi,
  FormSelect,
  FormText,
  Outcome,
  ticketHintOf,
  titleOption,
  type FormOutcome,
  type Option,
  FieldScope,
  FormMobile,
} from './kit';

interface Props {
  t: TFunction;
  profile: FullProfile;
  countries: Option[];
  onSaved: (profile: FullProfile) => void;
}

interface PersonalDetailsProps extends Props {
  nationalities: Option[];
}

const mobileOf = (mobile: FullProfile['mobile']) => ({
  mobileCountry: mobile?.mobileCountry ?? 'AU',
  mobileNumber: mobile?.mobileNumber ?? '',
});

export function PersonalDetailsForm({ t, profile, countries, nationalities, onSaved }: PersonalDetailsProps) {
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useForm({
    defaultValues: {
      title: profile.title ?? '',
      firstName: profile.firstName,
      lastName: profile.lastName,
      dateOfBirth: profile.dateOfBirth ?? '',
      gender: profile.gender ?? '',
      nationality: profile.nationality ?? '',
      mobile: mobileOf(profile.mobile),
    },
    onSubmit: async ({ value }) => {
      setOutcome(null);
      const answer = await callApi<FullProfile>('/api/main/Profile/UpdatePersonalDetails', {
        ...value,
        nationality: value.nationality || null,
        emergencyContact: profile.emergencyContact,
      });
      if (!answer.ok || !answer.data) return setOutcome({ kind: 'error', message: answer.message });
      setOutcome({ kind: 'success', message: t('profile.saved') });
      onSaved(answer.data);
    },
  });
  const titleOptions = [...new Set([...TITLES, ...(profile.title ? [profile.title] : [])])].map((value) =>
    titleOption(t, value),
  );
  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const value = form.state.values;
        const fields = fieldErrors(
          PersonalDetailsSchema,
          { ...value, nationality: value.nationality || null },
          { mobile: 'mobile.mobileNumber' },
        );
        setErrors(fields ?? {});
        if (!fields) void form.handleSubmit();
      }}
    >
      <FieldScope form={form} errors={errors}>
        <div className="grid gap-5 md:grid-cols-[8rem_1fr_1fr]">
          <FormSelect
            name="title"
            id="pd-title"
            label={t('profile.fields.title')}
            placeholder={t('profile.select')}
            options={titleOptions}
          />
          <FormText
            name="firstName"
            id="pd-first-name"
            label={t('profile.fields.firstName')}
            autoComplete="given-name"
            hintOf={ticketHintOf(t, 'profile.fields.onTicket')}
          />
          <FormText
            name="lastName"
            id="pd-last-name"
            label={t('profile.fields.lastName')}
            autoComplete="family-name"
            hintOf={ticketHintOf(t, 'profile.fields.onTicket')}
          />
        </div>
        <p className="text-sm text-ink-muted">
          {t('profile.fields.email')}: <span className="font-semibold text-ink">{profile.email}</span>
        </p>
        <div className="grid gap-5 md:grid-cols-3">
          <FormText
            name="dateOfBirth"
            id="pd-dob"
            type="date"
            label={t('profile.fields.dateOfBirth')}
            autoComplete="bday"
          />
          <FormSelect
            name="gender"
            id="pd-gender"
            label={t('profile.fields.gender')}
            placeholder={t('profile.select')}
            options={GENDERS.map((value) => ({ value, label: t(`profile.genders.${value}`) }))}
          />
          <FormSelect
            name="nationality"
            id="pd-nationality"
            label={t('profile.fields.nationality')}
            placeholder={t('profile.select')}
            options={nationalities}
          />
        </div>
        <div className="grid gap-5 md:grid-cols-[16rem_1fr]">
          <FormMobile
            path="mobile."
            idPrefix="pd"
            countryLabel={t('profile.fields.mobileCountry')}
            numberLabel={t('profile.fields.mobileNumber')}
            countries={countries}
          />
        </div>
        <Outcome outcome={outcome} />
        <p>
          <button type="submit" className="btn btn-primary">
            {t('profile.personal.save')}
          </button>
        </p>
      </FieldScope>
    </form>
  );
}

export function EmergencyContactForm({ t, profile, countries, onSaved }: Props) {
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const contact = profile.emergencyContact;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useForm({
    defaultValues: {
      name: contact?.name ?? '',
      relationship: contact?.relationship ?? '',
      email: contact?.email ?? '',
      mobile: mobileOf(contact?.mobile ?? null),
    },
    onSubmit: async ({ value }) => {
      setOutcome(null);
      if (!profile.dateOfBirth || !profile.gender || !profile.mobile || !profile.title) {
        return setOutcome({ kind: 'error', message: t('profile.emergency.needsPersonal') });
      }
      const answer = await callApi<FullProfile>('/api/main/Profile/UpdatePersonalDetails', {
        title: profile.title,
        firstName: profile.firstName,
        lastName: profile.lastName,
        dateOfBirth: profile.dateOfBirth,
        gender: profile.gender,
        mobile: profile.mobile,
        nationality: profile.nationality,
        emergencyContact: { ...value, email: value.email || null },
      });
      if (!answer.ok || !answer.data) return setOutcome({ kind: 'error', message: answer.message });
      setOutcome({ kind: 'success', message: t('profile.saved') });
      onSaved(answer.data);
    },
  });
  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const value = form.state.values;
        const fields = fieldErrors(
          EmergencyContactSchema,
          { ...value, email: value.email || null },
          { mobile: 'mobile.mobileNumber' },
        );
        setErrors(fields ?? {});
        if (!fields) void form.handleSubmit();
      }}
    >
      <FieldScope form={form} errors={errors}>
        <div className="grid gap-5 md:grid-cols-2">
          <FormText name="name" id="ec-name" label={t('profile.emergency.name')} />
          <FormText name="relationship" id="ec-relationship" label={t('profile.emergency.relationship')} />
          <FormMobile
            path="mobile."
            idPrefix="ec"
            countryLabel={t('profile.emergency.mobileCountry')}
            numberLabel={t('profile.emergency.mobileNumber')}
            countries={countries}
          />
          <FormText name="email" id="ec-email" type="email" label={t('profile.emergency.email')} />
        </div>
        <Outcome outcome={outcome} />
        <p>
          <button type="submit" className="btn btn-primary">
            {t('profile.emergency.save')}
          </button>
        </p>
      </FieldScope>
    </form>
  );
}

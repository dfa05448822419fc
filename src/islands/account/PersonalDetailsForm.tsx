/** Personal Details and Emergency Contact (spec §3); both save through /Profile/UpdatePersonalDetails. */
import { useForm } from '@tanstack/react-form';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { fieldErrors } from '../../lib/account/form-errors';
import type { FullProfile } from '../../lib/contracts/account';
import { EmergencyContactSchema, GENDERS, PersonalDetailsSchema, TITLES } from '../../lib/validation';
import { Outcome, SelectField, TextField, callApi, type FormOutcome, type Option } from './kit';

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
  const titleOptions = [...new Set([...TITLES, ...(profile.title ? [profile.title] : [])])].map((value) => ({
    value,
    label: value,
  }));
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
      <div className="grid gap-5 md:grid-cols-[8rem_1fr_1fr]">
        <form.Field name="title">
          {(field) => (
            <SelectField
              id="pd-title"
              label={t('profile.fields.title')}
              placeholder={t('profile.select')}
              options={titleOptions}
              value={field.state.value}
              error={errors['title']}
              onValue={field.handleChange}
            />
          )}
        </form.Field>
        <form.Field name="firstName">
          {(field) => (
            <TextField
              id="pd-first-name"
              label={t('profile.fields.firstName')}
              autoComplete="given-name"
              value={field.state.value}
              error={errors['firstName']}
              onValue={field.handleChange}
            />
          )}
        </form.Field>
        <form.Field name="lastName">
          {(field) => (
            <TextField
              id="pd-last-name"
              label={t('profile.fields.lastName')}
              autoComplete="family-name"
              value={field.state.value}
              error={errors['lastName']}
              onValue={field.handleChange}
            />
          )}
        </form.Field>
      </div>
      <p className="text-sm text-ink-muted">
        {t('profile.fields.email')}: <span className="font-semibold text-ink">{profile.email}</span>
      </p>
      <div className="grid gap-5 md:grid-cols-3">
        <form.Field name="dateOfBirth">
          {(field) => (
            <TextField
              id="pd-dob"
              type="date"
              label={t('profile.fields.dateOfBirth')}
              autoComplete="bday"
              value={field.state.value}
              error={errors['dateOfBirth']}
              onValue={field.handleChange}
            />
          )}
        </form.Field>
        <form.Field name="gender">
          {(field) => (
            <SelectField
              id="pd-gender"
              label={t('profile.fields.gender')}
              placeholder={t('profile.select')}
              options={GENDERS.map((value) => ({ value, label: t(`profile.genders.${value}`) }))}
              value={field.state.value}
              error={errors['gender']}
              onValue={field.handleChange}
            />
          )}
        </form.Field>
        <form.Field name="nationality">
          {(field) => (
            <SelectField
              id="pd-nationality"
              label={t('profile.fields.nationality')}
              placeholder={t('profile.select')}
              options={nationalities}
              value={field.state.value}
              error={errors['nationality']}
              onValue={field.handleChange}
            />
          )}
        </form.Field>
      </div>
      <div className="grid gap-5 md:grid-cols-[16rem_1fr]">
        <form.Field name="mobile.mobileCountry">
          {(field) => (
            <SelectField
              id="pd-mobile-country"
              label={t('profile.fields.mobileCountry')}
              options={countries}
              value={field.state.value}
              error={errors['mobile.mobileCountry']}
              onValue={field.handleChange}
            />
          )}
        </form.Field>
        <form.Field name="mobile.mobileNumber">
          {(field) => (
            <TextField
              id="pd-mobile-number"
              type="tel"
              label={t('profile.fields.mobileNumber')}
              autoComplete="tel-national"
              value={field.state.value}
              error={errors['mobile.mobileNumber']}
              onValue={field.handleChange}
            />
          )}
        </form.Field>
      </div>
      <Outcome outcome={outcome} />
      <p>
        <button type="submit" className="btn btn-primary">
          {t('profile.personal.save')}
        </button>
      </p>
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
      <div className="grid gap-5 md:grid-cols-2">
        <form.Field name="name">
          {(field) => (
            <TextField
              id="ec-name"
              label={t('profile.emergency.name')}
              value={field.state.value}
              error={errors['name']}
              onValue={field.handleChange}
            />
          )}
        </form.Field>
        <form.Field name="relationship">
          {(field) => (
            <TextField
              id="ec-relationship"
              label={t('profile.emergency.relationship')}
              value={field.state.value}
              error={errors['relationship']}
              onValue={field.handleChange}
            />
          )}
        </form.Field>
        <form.Field name="mobile.mobileCountry">
          {(field) => (
            <SelectField
              id="ec-mobile-country"
              label={t('profile.emergency.mobileCountry')}
              options={countries}
              value={field.state.value}
              error={errors['mobile.mobileCountry']}
              onValue={field.handleChange}
            />
          )}
        </form.Field>
        <form.Field name="mobile.mobileNumber">
          {(field) => (
            <TextField
              id="ec-mobile-number"
              type="tel"
              label={t('profile.emergency.mobileNumber')}
              value={field.state.value}
              error={errors['mobile.mobileNumber']}
              onValue={field.handleChange}
            />
          )}
        </form.Field>
        <form.Field name="email">
          {(field) => (
            <TextField
              id="ec-email"
              type="email"
              label={t('profile.emergency.email')}
              value={field.state.value}
              error={errors['email']}
              onValue={field.handleChange}
            />
          )}
        </form.Field>
      </div>
      <Outcome outcome={outcome} />
      <p>
        <button type="submit" className="btn btn-primary">
          {t('profile.emergency.save')}
        </button>
      </p>
    </form>
  );
}

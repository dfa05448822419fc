/** Passport Information (spec §3), for the traveller or a companion; the shared PassportSchema's texts. */
import { useForm } from '@tanstack/react-form';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { fieldErrors } from '../../lib/account/form-errors';
import { PassportSchema } from '../../lib/validation';
import { callApi, FormSelect, FormText, Outcome, type FormOutcome, type Option, FieldScope } from './kit';

interface Props {
  t: TFunction;
  idPrefix: string;
  countries: Option[];
  saved: {
    passportNumberMasked: string;
    countryOfIssue: string;
    dateOfIssue: string | null;
    dateOfExpiry: string;
  } | null;
  /** Set for a companion. */
  companionId?: string;
  onSaved: () => void;
}

export function PassportForm({ t, idPrefix, countries, saved, companionId, onSaved }: Props) {
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useForm({
    defaultValues: {
      passportNumber: '',
      countryOfIssue: saved?.countryOfIssue ?? '',
      dateOfIssue: saved?.dateOfIssue ?? '',
      dateOfExpiry: saved?.dateOfExpiry ?? '',
    },
    onSubmit: async ({ value }) => {
      setOutcome(null);
      const path = companionId
        ? '/api/main/Profile/UpdateCompanionPassport'
        : '/api/main/Profile/UpdatePassportInformation';
      const answer = await callApi(path, {
        ...value,
        dateOfIssue: value.dateOfIssue || null,
        ...(companionId ? { companionId } : {}),
      });
      if (!answer.ok) return setOutcome({ kind: 'error', message: answer.message });
      setOutcome({ kind: 'success', message: t('profile.saved') });
      form.setFieldValue('passportNumber', '');
      onSaved();
    },
  });
  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const value = form.state.values;
        const fields = fieldErrors(PassportSchema, value);
        setErrors(fields ?? {});
        if (!fields) void form.handleSubmit();
      }}
    >
      <FieldScope form={form} errors={errors}>
        <div className="grid gap-5 md:grid-cols-2">
          <FormText
            name="passportNumber"
            id={`${idPrefix}-passport-number`}
            label={t('profile.passport.number')}
            hint={
              saved ? t('profile.passport.savedNumber', { masked: saved.passportNumberMasked }) : undefined
            }
            autoComplete="off"
            spellCheck={false}
          />
          <FormSelect
            name="countryOfIssue"
            id={`${idPrefix}-passport-country`}
            label={t('profile.passport.countryOfIssue')}
            placeholder={t('profile.select')}
            options={countries}
          />
          <FormText
            name="dateOfIssue"
            id={`${idPrefix}-passport-issue`}
            type="date"
            label={t('profile.passport.dateOfIssue')}
          />
          <FormText
            name="dateOfExpiry"
            id={`${idPrefix}-passport-expiry`}
            type="date"
            label={t('profile.passport.dateOfExpiry')}
          />
        </div>
        <Outcome outcome={outcome} />
        <p>
          <button type="submit" className="btn btn-primary">
            {t('profile.passport.save')}
          </button>
        </p>
      </FieldScope>
    </form>
  );
}

/** The form that adds or edits a companion: its draft lives in $companion, so a reload keeps it. */
import { useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { fieldErrors } from '../../lib/account/form-errors';
import { closeCompanion, updateCompanionDraft, type CompanionDraft } from '../../lib/stores/companion';
import { CompanionSchema, EXTENDED_TITLES, GENDERS } from '../../lib/validation';
import {
  callApi,
  Outcome,
  SelectField,
  TextField,
  ticketHintOf,
  titleOption,
  type FormOutcome,
  type Option,
} from './kit';

function toRequest(draft: CompanionDraft) {
  return {
    title: draft.title,
    firstName: draft.firstName,
    lastName: draft.lastName,
    email: draft.email.trim() || null,
    dateOfBirth: draft.dateOfBirth,
    gender: draft.gender || null,
    nationality: draft.nationality || null,
    mobile: draft.mobileNumber.trim()
      ? { mobileCountry: draft.mobileCountry, mobileNumber: draft.mobileNumber }
      : null,
  };
}

export function CompanionForm({
  t,
  draft: initial,
  countries,
  nationalities,
  onDone,
}: {
  t: TFunction;
  draft: CompanionDraft;
  countries: Option[];
  nationalities: Option[];
  onDone: (message: string) => Promise<void>;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const set = (key: keyof CompanionDraft) => (value: string) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    updateCompanionDraft(next);
  };
  // A field of the draft as the kit's controls take it: its value, its error and its setter.
  const bind = (key: keyof CompanionDraft) => ({
    value: draft[key] ?? '',
    error: errors[key],
    onValue: set(key),
  });
  async function save() {
    setOutcome(null);
    const body = toRequest(draft);
    const problems = fieldErrors(CompanionSchema, body, {
      mobile: 'mobileNumber',
      'mobile.mobileNumber': 'mobileNumber',
    });
    setErrors(problems ?? {});
    if (problems) return;
    const answer = draft.companionId
      ? await callApi('/api/main/Profile/UpdateCompanion', { companionId: draft.companionId, ...body })
      : await callApi('/api/main/Profile/AddCompanion', body);
    if (!answer.ok) return setOutcome({ kind: 'error', message: answer.message });
    await onDone(
      t(draft.companionId ? 'profile.companions.updated' : 'profile.companions.added', {
        name: `${body.firstName} ${body.lastName}`,
      }),
    );
  }
  return (
    <form
      className="card grid gap-5 p-5"
      noValidate
      aria-labelledby="companion-form-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h3 className="text-xl" id="companion-form-heading" tabIndex={-1} ref={heading}>
        {draft.companionId ? t('profile.companions.editHeading') : t('profile.companions.addHeading')}
      </h3>
      <div className="grid gap-5 md:grid-cols-[8rem_1fr_1fr]">
        <SelectField
          id="companion-title"
          label={t('profile.fields.title')}
          placeholder={t('profile.select')}
          options={EXTENDED_TITLES.map((value) => titleOption(t, value))}
          {...bind('title')}
        />
        <TextField
          id="companion-first-name"
          label={t('profile.fields.firstName')}
          hint={ticketHintOf(t, 'profile.fields.onTicket')(draft.firstName ?? '')}
          {...bind('firstName')}
        />
        <TextField
          id="companion-last-name"
          label={t('profile.fields.lastName')}
          hint={ticketHintOf(t, 'profile.fields.onTicket')(draft.lastName ?? '')}
          {...bind('lastName')}
        />
      </div>
      <div className="grid gap-5 md:grid-cols-3">
        <TextField
          id="companion-dob"
          type="date"
          label={t('profile.fields.dateOfBirth')}
          {...bind('dateOfBirth')}
        />
        <SelectField
          id="companion-gender"
          label={t('profile.fields.gender')}
          placeholder={t('profile.select')}
          options={GENDERS.map((value) => ({ value, label: t(`profile.genders.${value}`) }))}
          {...bind('gender')}
        />
        <SelectField
          id="companion-nationality"
          label={t('profile.fields.nationality')}
          placeholder={t('profile.select')}
          options={nationalities}
          {...bind('nationality')}
        />
      </div>
      <div className="grid gap-5 md:grid-cols-[16rem_1fr_1fr]">
        <SelectField
          id="companion-mobile-country"
          label={t('profile.fields.mobileCountry')}
          options={countries}
          value={draft.mobileCountry}
          onValue={set('mobileCountry')}
        />
        <TextField
          id="companion-mobile-number"
          type="tel"
          label={t('profile.fields.mobileNumberOptional')}
          {...bind('mobileNumber')}
        />
        <TextField
          id="companion-email"
          type="email"
          label={t('profile.fields.emailOptional')}
          {...bind('email')}
        />
      </div>
      <Outcome outcome={outcome} />
      <p className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary">
          {t('profile.companions.save')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={closeCompanion}>
          {t('profile.cancel')}
        </button>
      </p>
    </form>
  );
}

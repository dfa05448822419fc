/** Personal Details and Emergency Contact (spec §3); both save through /Profile/UpdatePersonalDetails. */
import { useIslandLocale } from '../../../islands/shared/island-shell';
import type { Translate } from '../../../shared/i18n/translate';
import type { FullProfile } from '../../../shared/contracts/account';
import { mobileFieldsOf } from '../mobile-fields';
import { personFieldsOf } from '../person-fields';
import { EmergencyContactSchema, PersonalDetailsSchema, TITLES } from '../../../shared/validation';
import { schemaValidator, useAppForm } from '../../../islands/shared/form-kit';
import { callApi, OutcomeAndSubmit, titleOption, type Option } from './kit';
import { PersonFields, ProfileNameFields } from './PersonFields';
import { ProfileMobileFields } from './ProfileMobileFields';
import { useProfileSave } from './use-profile-save';
import * as mainApi from '../../../shared/contracts/endpoints-main';

interface Props {
  t: Translate;
  profile: FullProfile;
  countries: Option[];
  onSaved: (profile: FullProfile) => void;
}

interface PersonalDetailsProps extends Props {
  nationalities: Option[];
}

// The mobile pair's own check is reported on "mobile"; its number input shows it.
const MOBILE_ISSUES = { mobile: 'mobile.mobileNumber' };

// Both forms go on with the profile the save answers; an answer without it is not a save.
const answeredWithProfile = (answer: { ok: boolean; data: FullProfile | null }) =>
  answer.ok && Boolean(answer.data);

export function PersonalDetailsForm({ t, profile, countries, nationalities, onSaved }: PersonalDetailsProps) {
  const locale = useIslandLocale();
  const { outcome, save } = useProfileSave(t);
  const form = useAppForm({
    defaultValues: {
      ...personFieldsOf(profile),
      mobile: mobileFieldsOf(profile.mobile),
    },
    validators: {
      onDynamic: schemaValidator(PersonalDetailsSchema, {
        prepare: (value: { nationality: string }) => ({ ...value, nationality: value.nationality || null }),
        remap: MOBILE_ISSUES,
      }),
    },
    onSubmit: async ({ value }) => {
      const answer = await save(
        () =>
          callApi<FullProfile>(mainApi.profileUpdatePersonalDetails, {
            ...value,
            nationality: value.nationality || null,
            emergencyContact: profile.emergencyContact,
          }),
        answeredWithProfile,
      );
      if (answer?.data) onSaved(answer.data);
    },
  });
  const titleOptions = [...new Set([...TITLES, ...(profile.title ? [profile.title] : [])])].map((value) =>
    titleOption(t, locale, value),
  );
  return (
    <form.AppForm>
      <form.Form className="grid gap-5">
        <ProfileNameFields t={t} idPrefix="pd" titleOptions={titleOptions} />
        <p className="text-sm text-ink-muted">
          {t('profile.fields.email')}: <span className="font-semibold text-ink">{profile.email}</span>
        </p>
        <PersonFields t={t} idPrefix="pd" nationalities={nationalities} autoFillBirthday />
        <div className="grid gap-5 md:grid-cols-[16rem_1fr]">
          <ProfileMobileFields t={t} whose="own" path="mobile." idPrefix="pd" countries={countries} />
        </div>
        <OutcomeAndSubmit outcome={outcome} label={t('profile.personal.save')} />
      </form.Form>
    </form.AppForm>
  );
}

export function EmergencyContactForm({ t, profile, countries, onSaved }: Props) {
  const { outcome, setOutcome, save } = useProfileSave(t);
  const contact = profile.emergencyContact;
  const form = useAppForm({
    defaultValues: {
      name: contact?.name ?? '',
      relationship: contact?.relationship ?? '',
      email: contact?.email ?? '',
      mobile: mobileFieldsOf(contact?.mobile),
    },
    validators: {
      onDynamic: schemaValidator(EmergencyContactSchema, {
        prepare: (value: { email: string }) => ({ ...value, email: value.email || null }),
        remap: MOBILE_ISSUES,
      }),
    },
    onSubmit: async ({ value }) => {
      if (!profile.dateOfBirth || !profile.gender || !profile.mobile || !profile.title) {
        return setOutcome({ kind: 'error', message: t('profile.emergency.needsPersonal') });
      }
      const answer = await save(
        () =>
          callApi<FullProfile>(mainApi.profileUpdatePersonalDetails, {
            title: profile.title,
            firstName: profile.firstName,
            lastName: profile.lastName,
            dateOfBirth: profile.dateOfBirth,
            gender: profile.gender,
            mobile: profile.mobile,
            nationality: profile.nationality,
            emergencyContact: { ...value, email: value.email || null },
          }),
        answeredWithProfile,
      );
      if (answer?.data) onSaved(answer.data);
    },
  });
  return (
    <form.AppForm>
      <form.Form className="grid gap-5">
        <div className="grid gap-5 md:grid-cols-2">
          <form.AppField name="name">
            {(field) => <field.TextField id="ec-name" label={t('profile.emergency.name')} />}
          </form.AppField>
          <form.AppField name="relationship">
            {(field) => <field.TextField id="ec-relationship" label={t('profile.emergency.relationship')} />}
          </form.AppField>
          <ProfileMobileFields t={t} whose="emergency" path="mobile." idPrefix="ec" countries={countries} />
          <form.AppField name="email">
            {(field) => <field.TextField id="ec-email" type="email" label={t('profile.emergency.email')} />}
          </form.AppField>
        </div>
        <OutcomeAndSubmit outcome={outcome} label={t('profile.emergency.save')} />
      </form.Form>
    </form.AppForm>
  );
}

/** Passport Information (spec §3), for the traveller or a companion; the shared PassportSchema's texts. */
import type { Translate } from '../../../shared/i18n/translate';
import { PassportSchema } from '../../../shared/validation';
import { schemaValidator, useAppForm } from '../../../islands/shared/form-kit';
import { callApi, OutcomeAndSubmit, type Option } from './kit';
import { useProfileSave } from './use-profile-save';
import * as mainApi from '../../../shared/contracts/endpoints-main';

interface Props {
  t: Translate;
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
  const { outcome, save } = useProfileSave(t);
  const form = useAppForm({
    defaultValues: {
      passportNumber: '',
      countryOfIssue: saved?.countryOfIssue ?? '',
      dateOfIssue: saved?.dateOfIssue ?? '',
      dateOfExpiry: saved?.dateOfExpiry ?? '',
    },
    validators: { onDynamic: schemaValidator(PassportSchema) },
    onSubmit: async ({ value }) => {
      const path = companionId
        ? mainApi.profileUpdateCompanionPassport
        : mainApi.profileUpdatePassportInformation;
      const answer = await save(() =>
        callApi(path, {
          ...value,
          dateOfIssue: value.dateOfIssue || null,
          ...(companionId ? { companionId } : {}),
        }),
      );
      if (!answer) return;
      form.setFieldValue('passportNumber', '');
      onSaved();
    },
  });
  return (
    <form.AppForm>
      <form.Form className="grid gap-5">
        <div className="grid gap-5 md:grid-cols-2">
          <form.AppField name="passportNumber">
            {(field) => (
              <field.TextField
                id={`${idPrefix}-passport-number`}
                label={t('profile.passport.number')}
                hint={
                  saved
                    ? t('profile.passport.savedNumber', { masked: saved.passportNumberMasked })
                    : undefined
                }
                autoComplete="off"
                spellCheck={false}
              />
            )}
          </form.AppField>
          <form.AppField name="countryOfIssue">
            {(field) => (
              <field.SelectField
                id={`${idPrefix}-passport-country`}
                label={t('profile.passport.countryOfIssue')}
                placeholder={t('profile.select')}
                options={countries}
              />
            )}
          </form.AppField>
          <form.AppField name="dateOfIssue">
            {(field) => (
              <field.TextField
                id={`${idPrefix}-passport-issue`}
                type="date"
                label={t('profile.passport.dateOfIssue')}
              />
            )}
          </form.AppField>
          <form.AppField name="dateOfExpiry">
            {(field) => (
              <field.TextField
                id={`${idPrefix}-passport-expiry`}
                type="date"
                label={t('profile.passport.dateOfExpiry')}
              />
            )}
          </form.AppField>
        </div>
        <OutcomeAndSubmit outcome={outcome} label={t('profile.passport.save')} />
      </form.Form>
    </form.AppForm>
  );
}

/** The form that adds or edits a companion: its draft lives in $companion, so a reload keeps it. */
import { useEffect, useRef, useState } from 'react';
import { useIslandLocale } from '../../../islands/shared/island-shell';
import type { Translate } from '../../../shared/i18n/translate';
import { closeCompanion, updateCompanionDraft, type CompanionDraft } from '../companion.store';
import { CompanionSchema, EXTENDED_TITLES } from '../../../shared/validation';
import { schemaValidator, useAppForm } from '../../../islands/shared/form-kit';
import { callApi, Outcome, titleOption, type FormOutcome, type Option } from './kit';
import { PersonFields, ProfileNameFields } from './PersonFields';
import { ProfileMobileFields } from './ProfileMobileFields';
import * as mainApi from '../../../shared/contracts/endpoints-main';
import { mobileOfParts } from '../../../shared/validation/mobile-parts';

function toRequest(draft: CompanionDraft) {
  return {
    title: draft.title,
    firstName: draft.firstName,
    lastName: draft.lastName,
    email: draft.email.trim() || null,
    dateOfBirth: draft.dateOfBirth,
    gender: draft.gender || null,
    nationality: draft.nationality || null,
    // Optional as a whole: a number or an area typed makes the parts checked together.
    mobile: draft.mobileNumber.trim() || draft.mobileArea?.trim() ? mobileOfParts(draft) : null,
  };
}

export function CompanionForm({
  t,
  draft: initial,
  countries,
  nationalities,
  onDone,
}: {
  t: Translate;
  draft: CompanionDraft;
  countries: Option[];
  nationalities: Option[];
  onDone: (message: string) => Promise<void>;
}) {
  const locale = useIslandLocale();
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const form = useAppForm({
    defaultValues: initial,
    validators: {
      onDynamic: schemaValidator(CompanionSchema, {
        prepare: toRequest,
        // The optional mobile pair is checked as a whole; its number input shows the problem.
        remap: {
          mobile: 'mobileNumber',
          'mobile.mobileArea': 'mobileArea',
          'mobile.mobileNumber': 'mobileNumber',
        },
      }),
    },
    // The draft follows every change, so a reload keeps it.
    listeners: { onChange: ({ formApi }) => updateCompanionDraft(formApi.state.values) },
    onSubmit: async ({ value: draft }) => {
      setOutcome(null);
      const body = toRequest(draft);
      const answer = draft.companionId
        ? await callApi(mainApi.profileUpdateCompanion, { companionId: draft.companionId, ...body })
        : await callApi(mainApi.profileAddCompanion, body);
      if (!answer.ok) return setOutcome({ kind: 'error', message: answer.message });
      await onDone(
        t(draft.companionId ? 'profile.companions.updated' : 'profile.companions.added', {
          name: `${body.firstName} ${body.lastName}`,
        }),
      );
    },
  });
  return (
    <form.AppForm>
      <form.Form className="card grid gap-5 p-5" aria-labelledby="companion-form-heading">
        <h3 className="text-xl" id="companion-form-heading" tabIndex={-1} ref={heading}>
          {initial.companionId ? t('profile.companions.editHeading') : t('profile.companions.addHeading')}
        </h3>
        <ProfileNameFields
          t={t}
          idPrefix="companion"
          titleOptions={EXTENDED_TITLES.map((value) => titleOption(t, locale, value))}
          autoComplete={false}
        />
        <PersonFields t={t} idPrefix="companion" nationalities={nationalities} />
        <div className="grid gap-5 md:grid-cols-[16rem_1fr_1fr]">
          <ProfileMobileFields t={t} whose="companion" path="" idPrefix="companion" countries={countries} />
          <form.AppField name="email">
            {(field) => (
              <field.TextField id="companion-email" type="email" label={t('profile.fields.emailOptional')} />
            )}
          </form.AppField>
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
      </form.Form>
    </form.AppForm>
  );
}

/** Frequent Flyer Program entries (replaces the list on save); the shared FrequentFlyersSchema's texts. */
import type { Translate } from '../../../shared/i18n/translate';
import { FrequentFlyersSchema } from '../../../shared/validation';
import { schemaValidator, useAppForm } from '../../../islands/shared/form-kit';
import { callApi, Outcome } from './kit';
import { useProfileSave } from './use-profile-save';
import * as mainApi from '../../../shared/contracts/endpoints-main';

interface Entry {
  airlineCode: string;
  programName: string;
  membershipNumber: string;
}

interface Props {
  t: Translate;
  idPrefix: string;
  saved: { airlineCode: string; programName: string | null; membershipNumber: string }[];
  companionId?: string;
  onSaved: () => void;
}

const asRequest = (entries: Entry[]) => ({
  frequentFlyers: entries.map((entry) => ({ ...entry, programName: entry.programName || null })),
});

const EMPTY_ENTRY: Entry = { airlineCode: '', programName: '', membershipNumber: '' };

export function FrequentFlyersForm({ t, idPrefix, saved, companionId, onSaved }: Props) {
  const { outcome, save } = useProfileSave(t);
  const form = useAppForm({
    defaultValues: {
      frequentFlyers: saved.map((entry): Entry => ({ ...entry, programName: entry.programName ?? '' })),
    },
    validators: {
      onDynamic: schemaValidator(FrequentFlyersSchema, {
        prepare: (value: { frequentFlyers: Entry[] }) => asRequest(value.frequentFlyers),
      }),
    },
    onSubmit: async ({ value }) => {
      const answer = await save(() =>
        callApi(
          companionId ? mainApi.profileUpdateCompanionFrequentFlyers : mainApi.profileUpdateFrequentFlyers,
          { ...asRequest(value.frequentFlyers), ...(companionId ? { companionId } : {}) },
        ),
      );
      if (answer) onSaved();
    },
  });
  const entryField = (index: number, key: keyof Entry, label: string, maxLength?: number) => (
    <form.AppField name={`frequentFlyers[${index}].${key}`}>
      {(field) => (
        <field.TextField
          id={`${idPrefix}-ff-${index}-${FIELD_IDS[key]}`}
          label={label}
          maxLength={maxLength}
        />
      )}
    </form.AppField>
  );

  return (
    <form.AppForm>
      <form.Form className="grid gap-5">
        <form.AppField name="frequentFlyers" mode="array">
          {(list) => (
            <>
              {list.state.value.length === 0 && (
                <p className="text-ink-muted">{t('profile.frequentFlyer.empty')}</p>
              )}
              {list.state.value.map((_entry, index) => (
                <fieldset
                  key={index}
                  className="grid gap-4 rounded-lg border border-line p-4 md:grid-cols-[8rem_1fr_1fr_auto]"
                >
                  <legend className="px-1 font-bold">
                    {t('profile.frequentFlyer.entry', { number: index + 1 })}
                  </legend>
                  {entryField(index, 'airlineCode', t('profile.frequentFlyer.airlineCode'), 2)}
                  {entryField(index, 'programName', t('profile.frequentFlyer.programName'))}
                  {entryField(index, 'membershipNumber', t('profile.frequentFlyer.membershipNumber'))}
                  <p className="self-end">
                    <button
                      type="button"
                      className="btn btn-ghost"
                      onClick={() => void list.removeValue(index)}
                    >
                      {t('profile.frequentFlyer.remove', { number: index + 1 })}
                    </button>
                  </p>
                </fieldset>
              ))}
              <list.ErrorText />
            </>
          )}
        </form.AppField>
        <Outcome outcome={outcome} />
        <p className="flex flex-wrap gap-3">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => form.pushFieldValue('frequentFlyers', { ...EMPTY_ENTRY })}
          >
            {t('profile.frequentFlyer.add')}
          </button>
          <button type="submit" className="btn btn-primary">
            {t('profile.frequentFlyer.save')}
          </button>
        </p>
      </form.Form>
    </form.AppForm>
  );
}

/** The inputs' id parts, as the page has always named them. */
const FIELD_IDS: Record<keyof Entry, string> = {
  airlineCode: 'airline',
  programName: 'program',
  membershipNumber: 'number',
};

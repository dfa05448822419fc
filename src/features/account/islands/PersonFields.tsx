/**
 * A traveller's title and names, date of birth, gender and nationality, as the profile and companion
 * forms take them.
 */
import type { Translate } from '../../../shared/i18n/translate';
import { GENDERS } from '../../../shared/validation';
import {
  BoundSelectField,
  BoundTextField,
  NameFields,
  useKitForm,
} from '../../../islands/shared/bound-fields';
import { ticketHintOf, type Option } from './kit';

/**
 * The form's `title`, `firstName` and `lastName` fields in one row, labelled as the profile labels them,
 * each name with the live hint of how the ticket prints it.
 */
export function ProfileNameFields({
  t,
  idPrefix,
  titleOptions,
  autoComplete,
}: {
  t: Translate;
  idPrefix: string;
  titleOptions: Option[];
  /** Whether the browser may fill the names in (not for a companion). */
  autoComplete?: boolean;
}) {
  return (
    <div className="grid gap-5 md:grid-cols-[8rem_1fr_1fr]">
      <NameFields
        idPrefix={idPrefix}
        labelOf={(field) => t(`profile.fields.${field}`)}
        titleOptions={titleOptions}
        titlePlaceholder={t('profile.select')}
        hintOf={ticketHintOf(t, 'profile.fields.onTicket')}
        autoComplete={autoComplete}
      />
    </div>
  );
}

/**
 * The form's `dateOfBirth`, `gender` and `nationality` fields, with the ids `<idPrefix>-dob`,
 * `-gender` and `-nationality`; `autoFillBirthday` lets the browser fill in the traveller's own.
 */
export function PersonFields({
  t,
  idPrefix,
  nationalities,
  autoFillBirthday = false,
}: {
  t: Translate;
  idPrefix: string;
  nationalities: Option[];
  autoFillBirthday?: boolean;
}) {
  const { AppField } = useKitForm();
  const select = (field: 'gender' | 'nationality', options: Option[]) => (
    <AppField name={field}>
      {() => (
        <BoundSelectField
          id={`${idPrefix}-${field}`}
          label={t(`profile.fields.${field}`)}
          placeholder={t('profile.select')}
          options={options}
        />
      )}
    </AppField>
  );
  return (
    <div className="grid gap-5 md:grid-cols-3">
      <AppField name="dateOfBirth">
        {() => (
          <BoundTextField
            id={`${idPrefix}-dob`}
            type="date"
            label={t('profile.fields.dateOfBirth')}
            autoComplete={autoFillBirthday ? 'bday' : undefined}
          />
        )}
      </AppField>
      {select(
        'gender',
        GENDERS.map((value) => ({ value, label: t(`profile.genders.${value}`) })),
      )}
      {select('nationality', nationalities)}
    </div>
  );
}

/**
 * The mobile pairs of the profile's forms (the traveller's own, a companion's, the emergency contact's),
 * labelled as the profile labels them, with the area text every mobile pair shows.
 */
import type { Translate } from '../../../shared/i18n/translate';
import { MobileFields } from '../../../islands/shared/bound-fields';
import { mobileAreaText } from '../../../islands/shared/contact-fields';
import type { Option } from './kit';

const LABEL_KEYS = {
  own: { country: 'profile.fields.mobileCountry', number: 'profile.fields.mobileNumber' },
  // A companion's mobile may be left out, and its label says so.
  companion: { country: 'profile.fields.mobileCountry', number: 'profile.fields.mobileNumberOptional' },
  emergency: { country: 'profile.emergency.mobileCountry', number: 'profile.emergency.mobileNumber' },
} as const;

export function ProfileMobileFields({
  t,
  whose,
  path,
  idPrefix,
  countries,
}: {
  t: Translate;
  whose: keyof typeof LABEL_KEYS;
  /** Where the parts sit in the form's values: "mobile." or "" for the top level. */
  path: string;
  idPrefix: string;
  countries: Option[];
}) {
  const labels = LABEL_KEYS[whose];
  return (
    <MobileFields
      path={path}
      idPrefix={idPrefix}
      countryLabel={t(labels.country)}
      {...mobileAreaText(t)}
      numberLabel={t(labels.number)}
      countries={countries}
    />
  );
}

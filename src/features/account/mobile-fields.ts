/**
 * A stored mobile (the profile's, a companion's, an emergency contact's) shown back in a form's parts.
 * Apart from person-fields.ts: splitting a number loads libphonenumber-js.
 */
import { splitMobile } from '../../shared/validation/mobile-field';

/** A stored mobile in the form's parts (country, area, number); an empty Australian one when none. */
export function mobileFieldsOf(mobile: { mobileCountry: string; mobileNumber: string } | null | undefined) {
  return {
    mobileCountry: mobile?.mobileCountry ?? 'AU',
    ...(mobile
      ? splitMobile(mobile.mobileCountry, mobile.mobileNumber)
      : { mobileArea: '', mobileNumber: '' }),
  };
}

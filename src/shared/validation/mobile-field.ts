/**
 * The mobile number field: the only rule that needs libphonenumber-js (its metadata is the bulk of the
 * forms' script), kept apart so forms without a phone number do not load it.
 */
import { isValidPhoneNumber, parsePhoneNumber, type CountryCode } from 'libphonenumber-js';
import * as v from 'valibot';
import { CountryCodeSchema, form } from './fields';
import { MESSAGES } from './messages';

/** A mobile number with its country; the output is the E.164 form the services store. */
export const MobileSchema = v.pipe(
  form({
    mobileCountry: CountryCodeSchema,
    mobileNumber: v.pipe(
      v.string(MESSAGES.mobile),
      v.trim(),
      v.minLength(1, MESSAGES.required),
      v.maxLength(32, MESSAGES.mobile),
    ),
  }),
  v.check(
    (value) => isValidPhoneNumber(value.mobileNumber, value.mobileCountry as CountryCode),
    MESSAGES.mobile,
  ),
  v.transform((value) => ({
    mobileCountry: value.mobileCountry,
    mobileNumber: parsePhoneNumber(value.mobileNumber, value.mobileCountry as CountryCode).number as string,
  })),
);

/**
 * A mobile number as people write it for dialling from anywhere ("+61 412 345 678"), not the stored
 * E.164 form with the country code in front ("AU +61412345678", issue 25, defect 10). A number the
 * library cannot read is shown as typed.
 */
export function formatMobile(mobileCountry: string, mobileNumber: string): string {
  try {
    return parsePhoneNumber(mobileNumber, mobileCountry as CountryCode).formatInternational();
  } catch {
    return mobileNumber;
  }
}

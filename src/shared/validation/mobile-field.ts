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

/**
 * The mobile number field: the only rule that needs libphonenumber-js (its metadata is the bulk of the
 * forms' script), kept apart so forms without a phone number do not load it.
 */
import { isValidPhoneNumber, parsePhoneNumber, type CountryCode } from 'libphonenumber-js';
import * as v from 'valibot';
import { CountryCodeSchema, form } from './fields';
import { MESSAGES } from './messages';

/** The digits a caller dials after the country code: the optional area code, then the number. */
const dialled = (value: { mobileArea?: string | null; mobileNumber: string }) =>
  `${value.mobileArea?.trim() ?? ''}${value.mobileNumber}`;

/**
 * A mobile number in the spec's three parts (country, area, number; spec §3 "Traveller labels"): the
 * area code is optional (an Australian mobile has none, a landline does: 2 for Sydney). The output is the
 * E.164 form the services store, so the area is not kept apart.
 */
export const MobileSchema = v.pipe(
  form({
    mobileCountry: CountryCodeSchema,
    mobileArea: v.optional(
      v.nullable(v.pipe(v.string(MESSAGES.mobile), v.trim(), v.regex(/^\d{0,4}$/, MESSAGES.mobile))),
    ),
    mobileNumber: v.pipe(
      v.string(MESSAGES.mobile),
      v.trim(),
      v.minLength(1, MESSAGES.required),
      v.maxLength(32, MESSAGES.mobile),
    ),
  }),
  v.check((value) => isValidPhoneNumber(dialled(value), value.mobileCountry as CountryCode), MESSAGES.mobile),
  v.transform((value) => ({
    mobileCountry: value.mobileCountry,
    mobileNumber: parsePhoneNumber(dialled(value), value.mobileCountry as CountryCode).number as string,
  })),
);

/**
 * A stored (E.164) number split back into the form's area and number, as the country writes it
 * nationally: "(02) 9876 5432" gives area 2 and "9876 5432"; a number written without an area group
 * ("0412 345 678", "020 7946 0958") stays whole with an empty area. The split is kept only when the
 * two parts dial the stored number again; anything else (or a number not in E.164) is shown as it is.
 */
export function splitMobile(
  mobileCountry: string,
  stored: string,
): { mobileArea: string; mobileNumber: string } {
  const whole = { mobileArea: '', mobileNumber: stored };
  // Only a stored number is split; one still as typed (no "+") is shown as typed.
  if (!stored.startsWith('+')) return whole;
  try {
    const parsed = parsePhoneNumber(stored, mobileCountry as CountryCode);
    const national = parsed.formatNational();
    const grouped = /^\((\d{1,5})\)\s*(.+)$/.exec(national);
    const mobileArea = grouped?.[1]?.replace(/^0/, '') ?? '';
    const parts = grouped && mobileArea.length <= 4 ? { mobileArea, mobileNumber: grouped[2]! } : null;
    const again = (candidate: { mobileArea: string; mobileNumber: string }) =>
      parsePhoneNumber(dialled(candidate), mobileCountry as CountryCode).number === parsed.number;
    if (parts && again(parts)) return parts;
    const plain = { mobileArea: '', mobileNumber: national };
    return again(plain) ? plain : whole;
  } catch {
    return whole;
  }
}

/**
 * A mobile number as people write it for dialling from anywhere ("+61 412 345 678"), not the stored
 * E.164 form with the country code in front ("AU +61412345678", issue 25, defect 10). A number the
 * library cannot read is shown as typed.
 */
export function formatMobile(
  mobileCountry: string,
  mobileNumber: string,
  mobileArea?: string | null,
): string {
  const digits = dialled({ mobileArea, mobileNumber });
  try {
    return parsePhoneNumber(digits, mobileCountry as CountryCode).formatInternational();
  } catch {
    return digits;
  }
}

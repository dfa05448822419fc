/**
 * Field rules shared by the account islands and the Main API (which re-validates everything). Where
 * the spec is silent the rule is ours and documented in docs/accounts-api.md.
 */
import * as v from 'valibot';
import { COUNTRY_CODES } from './country-codes';
import { MESSAGES } from './messages';
import { toTicketLetters } from './ticket-name';

/** Titles (spec §3): the short list and the second list. */
export const TITLES = ['Mr', 'Mrs', 'Ms', 'Doctor'] as const;
export const EXTENDED_TITLES = ['Mr.', 'Mrs.', 'Ms.', 'Dr.', 'Prof.', 'Mx.', 'Sir', 'Madam'] as const;
export const GENDERS = ['Male', 'Female'] as const;
/** IATA special-service-request meal codes. */
export const MEAL_CODES = [
  'AVML',
  'BBML',
  'BLML',
  'CHML',
  'DBML',
  'FPML',
  'GFML',
  'HNML',
  'JPML',
  'KSML',
  'LCML',
  'LFML',
  'LSML',
  'MOML',
  'NLML',
  'RVML',
  'SFML',
  'VGML',
  'VJML',
  'VLML',
  'VOML',
] as const;
/** Spec §5 and §9: names including the salutation are limited to 29 characters. */
export const MAX_NAME_WITH_TITLE = 29;

/**
 * v.object whose missing keys report 'This field is required' (valibot reports a missing key with the
 * object's message, not the entry's).
 */
export const form = <const E extends v.ObjectEntries>(entries: E) => v.object(entries, MESSAGES.required);

/** A required text: trimmed, not empty. */
export const requiredText = (max = 200) =>
  v.pipe(
    v.string(MESSAGES.required),
    v.trim(),
    v.minLength(1, MESSAGES.required),
    v.maxLength(max, MESSAGES.tooLong(max)),
  );

/** An optional text: missing, null or blank become null. */
export const optionalText = (max = 200) =>
  v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value) => (value == null || value.trim() === '' ? null : value.trim())),
    v.check((value) => value === null || value.length <= max, MESSAGES.tooLong(max)),
  );

export const EmailSchema = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.minLength(1, MESSAGES.required),
  v.maxLength(254, MESSAGES.email),
  v.email(MESSAGES.email),
  v.toLowerCase(),
);

/**
 * Letters (A-Z, a-z) and spaces, as the spec's message says; at most 29 characters. Apostrophes,
 * hyphens and accents are converted first, as airlines print names (ticket-name.ts).
 */
export const personName = (label: string) =>
  v.pipe(
    v.string(MESSAGES.required),
    v.trim(),
    v.minLength(1, MESSAGES.required),
    v.transform(toTicketLetters),
    v.regex(/^[A-Za-z]+(?: [A-Za-z]+)*$/, `${label} ${MESSAGES.nameLetters}`),
    v.maxLength(MAX_NAME_WITH_TITLE, MESSAGES.nameTooLong),
  );

/** Flight titles beyond the spec's lists (services/utilities PASSENGER_TITLES: Miss, Mx, Master for a boy). */
export const PASSENGER_ONLY_TITLES = ['Miss', 'Mx', 'Master'] as const;
export const TitleSchema = v.picklist(
  [...TITLES, ...EXTENDED_TITLES, ...PASSENGER_ONLY_TITLES],
  MESSAGES.required,
);

/** Title, first and last name as printed on a ticket fit in 29 characters. */
export function fitsTicketName(input: {
  title?: string | null;
  firstName: string;
  lastName: string;
}): boolean {
  return (
    [input.title, input.firstName, input.lastName].filter(Boolean).join(' ').length <= MAX_NAME_WITH_TITLE
  );
}

export const PasswordPolicySchema = v.pipe(
  v.string(MESSAGES.required),
  v.minLength(1, MESSAGES.required),
  v.maxLength(128, MESSAGES.passwordTooLong),
  v.check(isPasswordPolicyMet, MESSAGES.passwordPolicy),
);

/** Spec §5: at least 12 characters with a lower case letter, an upper case letter, a digit and a special character. */
export function isPasswordPolicyMet(password: string): boolean {
  return (
    password.length >= 12 &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}

export const OneTimeCodeSchema = v.pipe(v.string(MESSAGES.code), v.trim(), v.regex(/^\d{6}$/, MESSAGES.code));

/** A calendar date as YYYY-MM-DD that exists (no 31 February). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/** A date of birth: a real date, in the past, at most 120 years ago. */
export const DateOfBirthSchema = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.minLength(1, MESSAGES.required),
  v.check(
    (value) =>
      isIsoDate(value) &&
      value < todayIso() &&
      Number(value.slice(0, 4)) > Number(todayIso().slice(0, 4)) - 120,
    MESSAGES.invalidDateOfBirth,
  ),
);

export const CountryCodeSchema = v.pipe(
  v.string(MESSAGES.country),
  v.trim(),
  v.toUpperCase(),
  v.check((value) => COUNTRY_CODES.has(value), MESSAGES.country),
);

export const GenderSchema = v.picklist(GENDERS, MESSAGES.required);

export const PassportNumberSchema = v.pipe(
  v.string(MESSAGES.passport),
  v.trim(),
  v.minLength(1, MESSAGES.required),
  v.toUpperCase(),
  v.regex(/^[A-Z0-9]{5,20}$/, MESSAGES.passport),
);

export const AirlineCodeSchema = v.pipe(
  v.string(MESSAGES.airlineCode),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z0-9]{2}$/, MESSAGES.airlineCode),
);

export const AirportCodeSchema = v.pipe(
  v.string(MESSAGES.airportCode),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z]{3}$/, MESSAGES.airportCode),
);

export { todayIso };

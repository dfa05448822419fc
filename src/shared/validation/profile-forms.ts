/** Dashboard forms (Traveller Info, companions, preferences, marketing); rules in docs/accounts-api.md. */
import * as v from 'valibot';
import {
  form,
  AirlineCodeSchema,
  AirportCodeSchema,
  CountryCodeSchema,
  DateOfBirthSchema,
  EmailSchema,
  GenderSchema,
  MEAL_CODES,
  PassportNumberSchema,
  TitleSchema,
  isIsoDate,
  optionalText,
  personName,
  requiredText,
  todayIso,
} from './fields';
import { ticketNameFits } from './form-checks';
import { MESSAGES } from './messages';
import { SEAT_PREFERENCE_CODES, seatPreferenceCode } from '../domain/seat-preferences';
import { MobileSchema } from './mobile-field';

const optionalMobile = v.optional(v.nullable(MobileSchema), null);

export const EmergencyContactSchema = form({
  name: v.pipe(requiredText(60), v.regex(/^[A-Za-z]+(?: [A-Za-z]+)*$/, `Name ${MESSAGES.nameLetters}`)),
  relationship: requiredText(40),
  mobile: MobileSchema,
  email: v.optional(v.nullable(EmailSchema), null),
});

const travellerFields = {
  title: TitleSchema,
  firstName: personName('First name'),
  lastName: personName('Last name'),
  dateOfBirth: DateOfBirthSchema,
  gender: GenderSchema,
  mobile: optionalMobile,
  nationality: v.optional(v.nullable(CountryCodeSchema), null),
};

export const PersonalDetailsSchema = v.pipe(
  form({
    ...travellerFields,
    mobile: MobileSchema,
    emergencyContact: v.optional(v.nullable(EmergencyContactSchema), null),
  }),
  ticketNameFits(),
);

const optionalDate = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((value) => (value == null || value.trim() === '' ? null : value.trim())),
  v.check((value) => value === null || isIsoDate(value), MESSAGES.date),
);

export const PassportSchema = v.pipe(
  form({
    passportNumber: PassportNumberSchema,
    countryOfIssue: v.pipe(
      v.string(MESSAGES.countryOfIssueRequired),
      v.trim(),
      v.minLength(1, MESSAGES.countryOfIssueRequired),
      CountryCodeSchema,
    ),
    dateOfIssue: optionalDate,
    dateOfExpiry: v.pipe(
      v.string(MESSAGES.expiryRequired),
      v.trim(),
      v.minLength(1, MESSAGES.expiryRequired),
      v.check(isIsoDate, MESSAGES.date),
      // Issue 25, defect 9: the profile saved an expired passport, which then filled bookings.
      v.check((value) => value > todayIso(), MESSAGES.passportExpired),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['dateOfIssue']],
      (input) => input.dateOfIssue === null || input.dateOfIssue <= todayIso(),
      MESSAGES.issueInPast,
    ),
    ['dateOfIssue'],
  ),
  v.forward(
    v.partialCheck(
      [['dateOfIssue'], ['dateOfExpiry']],
      (input) => input.dateOfIssue === null || input.dateOfExpiry > input.dateOfIssue,
      MESSAGES.expiryAfterIssue,
    ),
    ['dateOfExpiry'],
  ),
);

export const FrequentFlyerSchema = form({
  airlineCode: AirlineCodeSchema,
  programName: optionalText(60),
  membershipNumber: v.pipe(
    v.string(MESSAGES.membershipNumber),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z0-9]{3,20}$/, MESSAGES.membershipNumber),
  ),
});

export const FrequentFlyersSchema = form({
  frequentFlyers: v.pipe(
    v.array(FrequentFlyerSchema, MESSAGES.required),
    v.maxLength(10, MESSAGES.tooMany(10)),
  ),
});

export const MarketingPreferencesSchema = form({
  email: v.optional(v.boolean(), false),
  sms: v.optional(v.boolean(), false),
  phone: v.optional(v.boolean(), false),
  post: v.optional(v.boolean(), false),
});

export const CompanionSchema = v.pipe(
  form({
    ...travellerFields,
    gender: v.optional(v.nullable(GenderSchema), null),
    email: v.optional(v.nullable(EmailSchema), null),
  }),
  ticketNameFits(),
);

export const CompanionIdSchema = form({
  companionId: v.pipe(v.string(MESSAGES.required), v.uuid('Unknown companion')),
});

export const AdditionalPreferencesSchema = form({
  meal: v.optional(v.nullable(v.picklist(MEAL_CODES, 'Please select a meal preference')), null),
  // A code of GetSeatPreferenceOptions (W, A, N); the old names still arrive from pages loaded before.
  seat: v.optional(
    v.nullable(
      v.pipe(
        v.string('Please select window or aisle'),
        v.transform((seat) => seatPreferenceCode(seat) ?? seat),
        v.picklist(SEAT_PREFERENCE_CODES, 'Please select window or aisle'),
      ),
    ),
    null,
  ),
  specialAssistance: optionalText(200),
  notes: optionalText(500),
});

const uniqueUpper = (values: string[]) => [...new Set(values)];

export const AirlinePreferenceSchema = form({
  preferredAirlines: v.pipe(
    v.array(AirlineCodeSchema, MESSAGES.required),
    v.maxLength(10, MESSAGES.tooMany(10)),
    v.transform(uniqueUpper),
  ),
});

export const DepartingCitiesSchema = form({
  departingCities: v.pipe(
    v.array(AirportCodeSchema, MESSAGES.required),
    v.maxLength(10, MESSAGES.tooMany(10)),
    v.transform(uniqueUpper),
  ),
});

/** Profile pictures (spec §5): jpeg, jpg, png or gif, at most 2MB. */
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const IMAGE_MESSAGES = {
  format: 'Invalid file format. Please upload a jpeg, jpg, png or gif image.',
  size: 'File size exceeds 2MB. Please upload a smaller image.',
} as const;

/** An upload as JSON: the file's bytes in base64 (optionally as a data: URL) and its name. */
export const ImageUploadSchema = form({
  fileName: optionalText(200),
  image: v.pipe(v.string(MESSAGES.required), v.minLength(1, MESSAGES.required)),
});

/** Main API account contracts (spec §3, §4): statuses and the shapes the account screens read. */
import * as v from 'valibot';
import { LOCALES } from '../i18n/languages';

const LOGIN_STATUSES = [
  'SuccessWith2FARequired',
  'SuccessWithRequiredRegister2FA',
  'FailedInvalid',
  'FailedNotActive',
  'SuccessWithRequiredSetupPassword',
] as const;
export type LoginStatus = (typeof LOGIN_STATUSES)[number];

export type ReservationLinkStatus = 'NoProfileFound' | 'MatchOneProfile' | 'MatchMultipleProfiles';

/** Email one-time-code flows (spec §4). */
const EMAIL_CODE_FLOWS = ['LoginWithActive', 'LoginNotActive'] as const;

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Data of /Login/Token and /Login/JwtLogin: the password step never hands out a session. */
export const LoginStepSchema = v.object({
  loginStatus: v.picklist(LOGIN_STATUSES),
  loginToken: v.optional(v.string()),
  flowType: v.optional(v.picklist([...EMAIL_CODE_FLOWS, 'Register2FA'])),
  maskedEmail: v.optional(v.string()),
  codeExpiresIn: v.optional(v.number()),
});

/** Data of the calls that complete a sign-in; the BFF moves the token into its HttpOnly cookie. */
export const SignedInSchema = v.object({
  access_token: v.string(),
  token_type: v.literal('Bearer'),
  expires_in: v.number(),
  loginStatus: v.optional(v.picklist(LOGIN_STATUSES)),
  /** The browser's device token (kept by the site in an HttpOnly cookie, never shown to page script). */
  deviceToken: v.optional(v.string()),
});

const Mobile = v.object({ mobileCountry: v.string(), mobileNumber: v.string() });

const PassportViewSchema = v.object({
  /** Only the last 3 characters; the full number never leaves the service after it is saved. */
  passportNumberMasked: v.string(),
  countryOfIssue: v.string(),
  dateOfIssue: v.nullable(v.string()),
  dateOfExpiry: v.string(),
});

const FrequentFlyerViewSchema = v.object({
  airlineCode: v.string(),
  programName: v.nullable(v.string()),
  membershipNumber: v.string(),
});

export const CompanionViewSchema = v.object({
  companionId: v.string(),
  title: v.nullable(v.string()),
  firstName: v.string(),
  lastName: v.string(),
  email: v.nullable(v.string()),
  dateOfBirth: v.nullable(v.string()),
  gender: v.nullable(v.string()),
  mobile: v.nullable(Mobile),
  nationality: v.nullable(v.string()),
  profileImage: v.nullable(v.string()),
  passport: v.nullable(PassportViewSchema),
  frequentFlyers: v.array(FrequentFlyerViewSchema),
});

/**
 * A traveller of the linked reservation-system profile: the holder first, then the companions the
 * profile keeps. The passport number is masked like the account's own (only its last 3 characters).
 */
const ReservationTravellerViewSchema = v.object({
  travellerId: v.string(),
  holder: v.boolean(),
  title: v.nullable(v.string()),
  firstName: v.string(),
  lastName: v.string(),
  dateOfBirth: v.nullable(v.string()),
  gender: v.nullable(v.picklist(['Male', 'Female'])),
  nationality: v.nullable(v.string()),
  passport: v.nullable(PassportViewSchema),
  frequentFlyers: v.array(FrequentFlyerViewSchema),
});
export type ReservationTravellerView = v.InferOutput<typeof ReservationTravellerViewSchema>;

/** The linked reservation-system ("Sabre") profile: its travellers and the seat and meal it asks for. */
const ReservationProfileViewSchema = v.object({
  id: v.string(),
  name: v.string(),
  travellers: v.array(ReservationTravellerViewSchema),
  /** "Window", "Aisle" or null. */
  seatPreference: v.nullable(v.string()),
  /** An IATA special meal code ("VGML") or null. */
  mealPreference: v.nullable(v.string()),
});
export type ReservationProfileView = v.InferOutput<typeof ReservationProfileViewSchema>;

export const FullProfileSchema = v.object({
  id: v.string(),
  email: v.string(),
  title: v.nullable(v.string()),
  firstName: v.string(),
  lastName: v.string(),
  dateOfBirth: v.nullable(v.string()),
  gender: v.nullable(v.string()),
  mobile: v.nullable(Mobile),
  nationality: v.nullable(v.string()),
  emergencyContact: v.nullable(
    v.object({ name: v.string(), relationship: v.string(), mobile: Mobile, email: v.nullable(v.string()) }),
  ),
  profileImage: v.nullable(v.string()),
  passport: v.nullable(PassportViewSchema),
  frequentFlyers: v.array(FrequentFlyerViewSchema),
  marketingPreferences: v.object({
    email: v.boolean(),
    sms: v.boolean(),
    phone: v.boolean(),
    post: v.boolean(),
  }),
  twoFactor: v.object({ enabled: v.boolean(), method: v.literal('Email') }),
  /** The interface and email language the traveller chose (null: follows the browser). */
  language: v.nullable(v.picklist(LOCALES)),
  hasPassword: v.boolean(),
  linkedAccounts: v.object({
    google: v.nullable(v.object({ email: v.nullable(v.string()), linkedAt: v.string() })),
    facebook: v.nullable(v.object({ email: v.nullable(v.string()), linkedAt: v.string() })),
    reservationProfile: v.nullable(ReservationProfileViewSchema),
  }),
  companions: v.array(CompanionViewSchema),
  securityEvents: v.array(v.object({ type: v.string(), at: v.string(), ip: v.nullable(v.string()) })),
});
export type FullProfile = v.InferOutput<typeof FullProfileSchema>;

/** Body of /Profile/UpdateLanguage: one of the interface languages, or null to forget the choice. */
export const UpdateLanguageSchema = v.object({
  language: v.nullable(v.picklist(LOCALES, `The language must be one of ${LOCALES.join(', ')}`)),
});

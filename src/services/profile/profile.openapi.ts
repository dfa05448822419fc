/** Contracts of the profile endpoints (profile.routes.ts) for the Main API's OpenAPI document. */
import * as v from 'valibot';
import { CompanionViewSchema, FullProfileSchema, UpdateLanguageSchema } from '../../shared/contracts/account';
import {
  Setup2FASchema,
  SetupPasswordSchema,
  UpdatePasswordSchema,
  VerifyRegister2FASchema,
} from '../../shared/validation/account-forms';
import {
  AdditionalPreferencesSchema,
  AirlinePreferenceSchema,
  CompanionIdSchema,
  CompanionSchema,
  DepartingCitiesSchema,
  FrequentFlyersSchema,
  ImageUploadSchema,
  MarketingPreferencesSchema,
  PassportSchema,
  PersonalDetailsSchema,
} from '../../shared/validation/profile-forms';
import { describeRoute, type RouteDoc } from '../http/openapi';

/** Every profile endpoint takes the account token. */
const doc = (summary: string, more: Omit<RouteDoc, 'summary' | 'auth'> = {}) =>
  describeRoute({ summary, auth: ['account'], ...more });

const companion = (schema: v.GenericSchema) => v.intersect([CompanionIdSchema, schema]);

/**
 * The body of each endpoint that validates its body with one schema: profile.routes.ts reads it with
 * this schema and the document shows the same one, so the two cannot drift apart.
 */
export const profileBodies = {
  UpdatePersonalDetails: PersonalDetailsSchema,
  UpdatePassportInformation: PassportSchema,
  UpdateFrequentFlyers: FrequentFlyersSchema,
  UpdateProfileImage: ImageUploadSchema,
  UpdateMarketingPreferences: MarketingPreferencesSchema,
  UpdateLanguage: UpdateLanguageSchema,
  UpdatePassword: UpdatePasswordSchema,
  SetupPassword: SetupPasswordSchema,
  Setup2FA: Setup2FASchema,
  VerifyRegister2FA: VerifyRegister2FASchema,
  DeleteCompanion: CompanionIdSchema,
  RetrieveCompanionDetail: CompanionIdSchema,
  UpdateAdditionalPreferences: AdditionalPreferencesSchema,
  UpdateAirlinePreference: AirlinePreferenceSchema,
  UpdateDepartingCities: DepartingCitiesSchema,
};

export const profileDocs = {
  RetrieveProfile: doc('The full profile', { data: FullProfileSchema }),
  UpdatePersonalDetails: doc('Update personal details', {
    body: profileBodies.UpdatePersonalDetails,
    data: FullProfileSchema,
  }),
  UpdatePassportInformation: doc('Save the passport', { body: profileBodies.UpdatePassportInformation }),
  UpdateFrequentFlyers: doc('Replace the frequent flyer programmes', {
    body: profileBodies.UpdateFrequentFlyers,
  }),
  UpdateProfileImage: doc('Upload the profile picture (base64 JPEG or PNG, up to 2 MB)', {
    body: profileBodies.UpdateProfileImage,
  }),
  UpdateMarketingPreferences: doc('Update marketing preferences', {
    body: profileBodies.UpdateMarketingPreferences,
  }),
  UpdateLanguage: doc('Set the interface and email language (null: follow the browser)', {
    body: profileBodies.UpdateLanguage,
    data: UpdateLanguageSchema,
  }),
  UpdatePassword: doc('Change the password', { body: profileBodies.UpdatePassword }),
  SetupPassword: doc('Set a first password (accounts made with social sign-in)', {
    body: profileBodies.SetupPassword,
  }),
  Setup2FA: doc('Start turning on two-factor authentication (emails a code)', {
    body: profileBodies.Setup2FA,
  }),
  VerifyRegister2FA: doc('Turn on two-factor authentication with the emailed code', {
    body: profileBodies.VerifyRegister2FA,
  }),
  AddCompanion: doc('Add a companion (fields at the top level or under `companion`)', {
    body: CompanionSchema,
    data: CompanionViewSchema,
  }),
  UpdateCompanion: doc('Update a companion', {
    body: companion(CompanionSchema),
    data: CompanionViewSchema,
    errors: [404],
  }),
  DeleteCompanion: doc('Delete a companion', { body: profileBodies.DeleteCompanion, errors: [404] }),
  RetrieveCompanionDetail: doc('One companion', {
    body: profileBodies.RetrieveCompanionDetail,
    data: CompanionViewSchema,
    errors: [404],
  }),
  UpdateCompanionPassport: doc("Save a companion's passport", {
    body: companion(PassportSchema),
    errors: [404],
  }),
  UpdateCompanionFrequentFlyers: doc("Replace a companion's frequent flyer programmes", {
    body: companion(FrequentFlyersSchema),
    errors: [404],
  }),
  UpdateCompanionProfileImage: doc("Upload a companion's picture", {
    body: companion(ImageUploadSchema),
    errors: [404],
  }),
  RetrievePreferences: doc('Travel preferences'),
  UpdateAdditionalPreferences: doc('Update seat, meal and other preferences', {
    body: profileBodies.UpdateAdditionalPreferences,
  }),
  UpdateAirlinePreference: doc('Update preferred airlines', { body: profileBodies.UpdateAirlinePreference }),
  UpdateDepartingCities: doc('Update departing cities', { body: profileBodies.UpdateDepartingCities }),
  CheckSabreProfileLinking: doc('Whether a reservation profile matches the account'),
  LinkSabreProfile: doc('Link the matching reservation profile', {
    body: v.object({ profileId: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))) }),
    errors: [404, 409],
  }),
};
